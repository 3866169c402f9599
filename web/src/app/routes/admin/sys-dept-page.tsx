import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { DeptsScreen } from '@/features/auth-admin/components/tree-screens';

/** /admin/sys/dept */
export default function SysDeptsScreenPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:sys.pages.dept')} />
      <Card>
        <DeptsScreen />
      </Card>
    </>
  );
}
