import { useParams, useSearchParams } from 'react-router';
import { ProductDetail } from '@/features/marketplace/product-detail';

/** /product/detail/{id}: a public supply, or a demand with ?kind=demand (mirrors POST /product/detail). */
export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'demand' ? 'demand' : 'supply';
  return <ProductDetail key={`${kind}-${id}`} kind={kind} id={id} />;
}
