import { MobileMarketSearch } from '@/features/marketplace/mobile-market-search';
import { marketFirstData } from './market-first-data';

export const firstData = marketFirstData('supply');

/** /supply on a phone. */
export default function MobileSupplySearchPage() {
  return <MobileMarketSearch kind="supply" />;
}
