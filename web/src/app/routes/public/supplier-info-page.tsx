import { useSearchParams } from 'react-router';
import { SupplierPage } from '@/features/marketplace/suppliers';

/** /supplier/info?id=… on a desktop: one supplier and its supplies. */
export default function SupplierInfoPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <SupplierPage key={id} memberId={id} />;
}
