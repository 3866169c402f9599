import { useSearchParams } from 'react-router';
import { ContractDetail } from '@/features/contracts/contract-detail';
import { MarketPage } from './market-page';

/** /memberContract/traceDetail?id=: a contract's execution timeline. */
export default function ContractTraceDetailPage() {
  const [params] = useSearchParams();
  return (
    <MarketPage>
      <ContractDetail id={params.get('id') ?? ''} focus="trace" />
    </MarketPage>
  );
}
