import { CompanyProfile } from '@/features/company/company-profile';
import { MarketPage } from './market-page';

/** /companySystem/save */
export default function CompanyProfilePage() {
  return (
    <MarketPage>
      <CompanyProfile />
    </MarketPage>
  );
}
