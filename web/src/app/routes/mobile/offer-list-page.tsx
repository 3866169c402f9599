import { MobileSentTrades } from '@/features/marketplace/mobile-sent-trades';

/** /mobile/member/offer: quotes I sent. */
export default function MobileOfferListPage() {
  return <MobileSentTrades type="quote" />;
}
