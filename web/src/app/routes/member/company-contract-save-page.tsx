import { useParams, useSearchParams } from 'react-router';
import { ContractFormView } from '@/features/contracts/contract-form';
import { MarketPage } from './market-page';

/** /companyContract/save/:id ('0' adds one). */
export default function CompanyContractSavePage() {
  const { id = '0' } = useParams();
  const [params] = useSearchParams();
  return (
    <MarketPage>
      <ContractFormView kind="company" id={id} quoteId={params.get('quoteId') ?? undefined} key={id} />
    </MarketPage>
  );
}
