import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { DictScreen } from '@/features/sys-dict/dict-screen';

/** /admin/sys/dict */
export default function SysDictPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:settings.pages.dict')} />
      <Card>
        <DictScreen />
      </Card>
    </>
  );
}
