import { useParams } from 'react-router';
import { MobileCustomsInfo } from '@/features/customs/mobile-customs';

/** /mobile/member/customs/info/:id */
export default function MobileCustomsInfoPage() {
  const { id = '' } = useParams();
  return <MobileCustomsInfo id={id} />;
}
