import { MobileMarketSearch } from '@/features/marketplace/mobile-market-search';
import { marketFirstData } from './market-first-data';

export const firstData = marketFirstData('demand');

/** /demand on a phone. */
export default function MobileDemandSearchPage() {
  return <MobileMarketSearch kind="demand" />;
}
