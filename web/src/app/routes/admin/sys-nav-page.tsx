import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { NavScreen } from '@/features/sys-nav/nav-screen';

/** /admin/sys/nav */
export default function SysNavPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:sys.pages.nav')} />
      <Card>
        <NavScreen />
      </Card>
    </>
  );
}
