import { useParams, useSearchParams } from 'react-router';
import { ContractFormView } from '@/features/contracts/contract-form';
import { MarketPage } from './market-page';

/** /memberContract/save/:id ('0' adds one; ?quoteId= starts it from an accepted quotation). */
export default function MemberContractSavePage() {
  const { id = '0' } = useParams();
  const [params] = useSearchParams();
  return (
    <MarketPage>
      <ContractFormView kind="member" id={id} quoteId={params.get('quoteId') ?? undefined} key={id} />
    </MarketPage>
  );
}
