import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { ConfigScreen } from '@/features/sys-config/config-screen';

/** /admin/sys/config */
export default function SysConfigPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:settings.pages.config')} />
      <Card>
        <ConfigScreen />
      </Card>
    </>
  );
}
