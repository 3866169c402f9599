import { MarketSearch } from '@/features/marketplace/market-search';

/** /demand on a phone. */
export default function MobileDemandSearchPage() {
  return <MarketSearch kind="demand" compact />;
}
