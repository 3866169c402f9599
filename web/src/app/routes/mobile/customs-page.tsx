import { MobileCustomsList } from '@/features/customs/mobile-customs';

/** /mobile/member/customs */
export default function MobileCustomsPage() {
  return <MobileCustomsList />;
}
