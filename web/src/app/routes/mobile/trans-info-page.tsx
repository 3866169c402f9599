import { useParams } from 'react-router';
import { MobileTradeInfo } from '@/features/marketplace/mobile-trade-info';

/** /mobile/transInfo/{id}: one inquiry or quote. */
export default function MobileTransInfoPage() {
  const { id = '' } = useParams();
  return <MobileTradeInfo key={id} id={id} />;
}
