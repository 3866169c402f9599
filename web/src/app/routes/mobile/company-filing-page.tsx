import { MobileCompanyFiling } from '@/features/company/mobile-company-filing';

/** /mobile/member/record: the company filing on a phone. */
export default function MobileCompanyFilingPage() {
  return <MobileCompanyFiling />;
}
