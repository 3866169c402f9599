import { useParams, useSearchParams } from 'react-router';
import { MobileProductDetail } from '@/features/marketplace/mobile-product-detail';

/** /product/detail/{id}[?kind=demand] on a phone. */
export default function MobileProductDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'demand' ? 'demand' : 'supply';
  return <MobileProductDetail key={`${kind}-${id}`} kind={kind} id={id} />;
}
