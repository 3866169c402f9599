import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { AdminDashboard } from '@/features/admin-dashboard/dashboard';

/** Back-office landing page: pending reviews, activity per day and the services' health. */
export default function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:pages.dashboard')} />
      <AdminDashboard />
    </>
  );
}
