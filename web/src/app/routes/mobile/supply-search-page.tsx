import { MobileMarketSearch } from '@/features/marketplace/mobile-market-search';

/** /supply on a phone. */
export default function MobileSupplySearchPage() {
  return <MobileMarketSearch kind="supply" />;
}
