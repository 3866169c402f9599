import { SentInquiries } from '@/features/marketplace/trade-tables';
import { MarketPage } from './market-page';

/** /product/inquiryList: my inquiries. */
export default function InquiryListPage() {
  return (
    <MarketPage>
      <SentInquiries />
    </MarketPage>
  );
}
