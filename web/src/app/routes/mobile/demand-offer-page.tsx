import { useParams } from 'react-router';
import { MobileQuoteForm } from '@/features/marketplace/mobile-quote-form';

/** /mobile/member/demand/offer/{id}: quote on a demand. */
export default function MobileDemandOfferPage() {
  const { id = '' } = useParams();
  return <MobileQuoteForm key={id} demandId={id} />;
}
