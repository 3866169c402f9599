import { MobileMyProducts } from '@/features/marketplace/mobile';

/** /mobile/member/supply */
export default function MobileSupplyPage() {
  return <MobileMyProducts kind="supply" />;
}
