import { MobileMarketSearch } from '@/features/marketplace/mobile-market-search';

/** /demand on a phone. */
export default function MobileDemandSearchPage() {
  return <MobileMarketSearch kind="demand" />;
}
