import { useParams } from 'react-router';
import { MobileProductInfo } from '@/features/marketplace/mobile-product-info';

/** /mobile/member/supply/info/{id} */
export default function MobileSupplyInfoPage() {
  const { id = '' } = useParams();
  return <MobileProductInfo key={id} kind="supply" id={id} />;
}
