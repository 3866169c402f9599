import { Card } from 'antd';
import { ContractList } from '@/features/contracts/contract-list';
import { MarketPage } from './market-page';

/** /memberContract/trace: the contracts approved and under way (execution tracking). */
export default function ContractTracePage() {
  return (
    <MarketPage>
      <Card>
        <ContractList mode="trace" />
      </Card>
    </MarketPage>
  );
}
