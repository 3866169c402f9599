import { Card } from 'antd';
import { ContractList } from '@/features/contracts/contract-list';
import { MarketPage } from './market-page';

/** /memberContract/index: the member's trade contracts (filing list). */
export default function MemberContractPage() {
  return (
    <MarketPage>
      <Card>
        <ContractList mode="member" />
      </Card>
    </MarketPage>
  );
}
