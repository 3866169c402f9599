import { QuotesCard } from '@/features/marketplace/trade-tables';
import { MarketPage } from './market-page';

/** /product/quote: quotes received on my demand, side by side. */
export default function QuotePage() {
  return (
    <MarketPage>
      <QuotesCard />
    </MarketPage>
  );
}
