import { MarketSearch } from '@/features/marketplace/market-search';

/** /supply on a phone. */
export default function MobileSupplySearchPage() {
  return <MarketSearch kind="supply" compact />;
}
