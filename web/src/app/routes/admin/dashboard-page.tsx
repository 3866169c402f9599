import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';

/** Back-office landing page. */
export default function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:pages.dashboard')} />
      <Card>
        <Empty description={t('common:pages.placeholder')} />
      </Card>
    </>
  );
}
