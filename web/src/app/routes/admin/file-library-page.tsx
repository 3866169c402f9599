import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { AdminFileLibrary } from '@/features/files/admin-file-library';

/** /admin/file/library */
export default function FileLibraryPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:settings.pages.files')} />
      <Card>
        <AdminFileLibrary />
      </Card>
    </>
  );
}
