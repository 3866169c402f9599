import { SupplierIndex } from '@/features/marketplace/suppliers';

/** /supplier: the supplier index, desktop and phone. */
export default function SupplierIndexPage() {
  return <SupplierIndex />;
}
