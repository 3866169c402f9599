import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { PatchScreen } from '@/features/portal-content/patch-screen';

/** /admin/content/patch */
export default function ContentPatchPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:content.pages.patch')} />
      <Card>
        <PatchScreen />
      </Card>
    </>
  );
}
