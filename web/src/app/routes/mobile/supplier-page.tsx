import { MobileSupplierIndex } from '@/features/marketplace/mobile-suppliers';

/** /supplier on a phone. */
export default function MobileSupplierIndexPage() {
  return <MobileSupplierIndex />;
}
