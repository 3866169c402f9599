import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { UsersScreen } from '@/features/auth-admin/components/users-screen';

/** /admin/sys/user */
export default function SysUsersScreenPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:sys.pages.user')} />
      <Card>
        <UsersScreen />
      </Card>
    </>
  );
}
