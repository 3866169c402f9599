import { Card } from 'antd';
import { NotificationList } from '@/features/notifications/notification-bell';
import { MarketPage } from './market-page';

/** /product/notice: the member's notifications (hidden from the side menu; the layout's bell opens the same list). */
export default function NoticePage() {
  return (
    <MarketPage>
      <Card>
        <NotificationList />
      </Card>
    </MarketPage>
  );
}
