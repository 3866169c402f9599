import { useParams } from 'react-router';
import { MobileContractInfo } from '@/features/contracts/mobile-contract-info';

/** /mobile/member/memberContract/info/{id} */
export default function MobileMemberContractInfoPage() {
  const { id = '' } = useParams();
  return <MobileContractInfo id={id} />;
}
