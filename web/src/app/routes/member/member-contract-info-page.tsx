import { useParams } from 'react-router';
import { ContractDetail } from '@/features/contracts/contract-detail';
import { MarketPage } from './market-page';

/** /memberContract/info/:id */
export default function MemberContractInfoPage() {
  const { id = '' } = useParams();
  return (
    <MarketPage>
      <ContractDetail id={id} focus="info" />
    </MarketPage>
  );
}
