import { useParams } from 'react-router';
import { ReviewProgress } from '@/features/contracts/review-progress';
import { MarketPage } from './market-page';

/** /companyContract/review/:id: where the platform's review of a company contract stands. */
export default function CompanyContractReviewPage() {
  const { id = '' } = useParams();
  return (
    <MarketPage>
      <ReviewProgress id={id} />
    </MarketPage>
  );
}
