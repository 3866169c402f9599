import { MobileContractList } from '@/features/contracts/mobile-contract-list';

/** /mobile/member/memberContract */
export default function MobileMemberContractPage() {
  return <MobileContractList kind="member" />;
}
