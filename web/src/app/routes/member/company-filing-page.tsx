import { CompanyFiling } from '@/features/company/company-filing';
import { MarketPage } from './market-page';

/** /home: the member home is the company filing and its status. */
export default function CompanyFilingPage() {
  return (
    <MarketPage>
      <CompanyFiling />
    </MarketPage>
  );
}
