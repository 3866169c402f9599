import { MobileNoticeList } from '@/features/notifications/mobile-notice-list';

/** /mobile/member/notice: the member's notifications on a phone. */
export default function MobileNoticePage() {
  return <MobileNoticeList />;
}
