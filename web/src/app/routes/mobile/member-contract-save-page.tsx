import { useParams, useSearchParams } from 'react-router';
import { MobileContractForm } from '@/features/contracts/mobile-contract-form';

/** /mobile/member/memberContract/save/{id} */
export default function MobileMemberContractSavePage() {
  const { id = '0' } = useParams();
  const [params] = useSearchParams();
  return (
    <MobileContractForm
      key={id}
      id={id}
      quoteId={params.get('quoteId') ?? undefined}
      kind={params.get('kind') === 'company' ? 'company' : 'member'}
    />
  );
}
