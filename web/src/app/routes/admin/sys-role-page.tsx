import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { RolesScreen } from '@/features/auth-admin/components/roles-screen';

/** /admin/sys/role */
export default function SysRolesScreenPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:sys.pages.role')} />
      <Card>
        <RolesScreen />
      </Card>
    </>
  );
}
