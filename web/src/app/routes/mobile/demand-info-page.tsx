import { useParams } from 'react-router';
import { MobileProductInfo } from '@/features/marketplace/mobile-product-info';

/** /mobile/member/demand/info/{id} */
export default function MobileDemandInfoPage() {
  const { id = '' } = useParams();
  return <MobileProductInfo key={id} kind="demand" id={id} />;
}
