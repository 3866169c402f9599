import { useParams } from 'react-router';
import { MobileProductForm } from '@/features/marketplace/mobile-product-form';

/** /mobile/member/demand/save/{id} (0 = new) */
export default function MobileDemandSavePage() {
  const { id = '0' } = useParams();
  return <MobileProductForm key={id} kind="demand" id={id} />;
}
