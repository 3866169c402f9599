import { MyProducts } from '@/features/marketplace/my-products';
import { MarketPage } from './market-page';

/** /product/supply */
export default function SupplyPage() {
  return (
    <MarketPage>
      <MyProducts kind="supply" />
    </MarketPage>
  );
}
