import { MobileContractList } from '@/features/contracts/mobile-contract-list';

/** /mobile/member/companyContract */
export default function MobileCompanyContractPage() {
  return <MobileContractList kind="company" />;
}
