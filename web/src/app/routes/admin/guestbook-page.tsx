import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { GuestbookScreen } from '@/features/guestbook/guestbook-screen';

/** /admin/content/guestbook */
export default function GuestbookPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:settings.pages.guestbook')} />
      <Card>
        <GuestbookScreen />
      </Card>
    </>
  );
}
