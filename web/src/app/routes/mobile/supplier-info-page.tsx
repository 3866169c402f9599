import { useSearchParams } from 'react-router';
import { MobileSupplierPage } from '@/features/marketplace/mobile-suppliers';

/** /supplier/info?id=… on a phone: one supplier and its supplies. */
export default function MobileSupplierInfoPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <MobileSupplierPage key={id} memberId={id} />;
}
