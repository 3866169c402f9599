import { QuotesCard } from '@/features/marketplace/trade-tables';
import { MarketPage } from './market-page';

/** /product/quotationList: quotations received on my demand (comparison) and the ones I sent. */
export default function QuotationListPage() {
  return (
    <MarketPage>
      <QuotesCard withSent />
    </MarketPage>
  );
}
