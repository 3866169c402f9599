import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { AuditLogScreen } from '@/features/auth-admin/components/audit-log-screen';

/** /admin/sys/log */
export default function SysLogPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:sys.pages.log')} />
      <Card>
        <AuditLogScreen />
      </Card>
    </>
  );
}
