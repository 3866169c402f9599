import { SupplierIndex } from '@/features/marketplace/suppliers';

/** /supplier on a desktop: the supplier index. */
export default function SupplierIndexPage() {
  return <SupplierIndex />;
}
