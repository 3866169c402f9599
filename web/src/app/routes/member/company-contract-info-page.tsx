import { useParams } from 'react-router';
import { ContractDetail } from '@/features/contracts/contract-detail';
import { MarketPage } from './market-page';

/** /companyContract/info/:id */
export default function CompanyContractInfoPage() {
  const { id = '' } = useParams();
  return (
    <MarketPage>
      <ContractDetail id={id} focus="info" />
    </MarketPage>
  );
}
