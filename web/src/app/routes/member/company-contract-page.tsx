import { Card } from 'antd';
import { ContractList } from '@/features/contracts/contract-list';
import { MarketPage } from './market-page';

/** /companyContract/index: the company's service contracts with the platform. */
export default function CompanyContractPage() {
  return (
    <MarketPage>
      <Card>
        <ContractList mode="company" />
      </Card>
    </MarketPage>
  );
}
