import { MobileInquiry } from '@/features/marketplace/mobile';

/** /mobile/member/supply/inquiry/{id} */
export default function MobileSupplyInquiryPage() {
  return <MobileInquiry />;
}
