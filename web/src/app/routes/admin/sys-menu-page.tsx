import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { MenusScreen } from '@/features/auth-admin/components/tree-screens';

/** /admin/sys/menu */
export default function SysMenusScreenPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:sys.pages.menu')} />
      <Card>
        <MenusScreen />
      </Card>
    </>
  );
}
