import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { StatusScreen } from '@/features/sys-status/status-screen';

/** /admin/sys/status */
export default function SysStatusPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:sys.pages.status')} />
      <StatusScreen />
    </>
  );
}
