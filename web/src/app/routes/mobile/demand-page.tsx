import { MobileMyProducts } from '@/features/marketplace/mobile';

/** /mobile/member/demand */
export default function MobileDemandPage() {
  return <MobileMyProducts kind="demand" />;
}
