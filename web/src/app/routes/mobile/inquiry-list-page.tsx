import { MobileSentTrades } from '@/features/marketplace/mobile-sent-trades';

/** /mobile/member/inquiry: inquiries I sent. */
export default function MobileInquiryListPage() {
  return <MobileSentTrades type="inquiry" />;
}
