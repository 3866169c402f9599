import { MobileCompanyProfile } from '@/features/company/mobile-company-profile';

/** /mobile/member/company: the company profile on a phone. */
export default function MobileCompanyProfilePage() {
  return <MobileCompanyProfile />;
}
