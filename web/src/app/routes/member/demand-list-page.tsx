import { MyProducts } from '@/features/marketplace/my-products';
import { MarketPage } from './market-page';

/** /product/demandList */
export default function DemandListPage() {
  return (
    <MarketPage>
      <MyProducts kind="demand" />
    </MarketPage>
  );
}
