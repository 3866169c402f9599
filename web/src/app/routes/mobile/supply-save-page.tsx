import { useParams } from 'react-router';
import { MobileProductForm } from '@/features/marketplace/mobile-product-form';

/** /mobile/member/supply/save/{id} (0 = new) */
export default function MobileSupplySavePage() {
  const { id = '0' } = useParams();
  return <MobileProductForm key={id} kind="supply" id={id} />;
}
