import { ReceivedInquiries } from '@/features/marketplace/trade-tables';
import { MarketPage } from './market-page';

/** /product/inquiry: inquiries received on my supply. */
export default function InquiryPage() {
  return (
    <MarketPage>
      <ReceivedInquiries />
    </MarketPage>
  );
}
