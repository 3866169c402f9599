import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { MemberFileLibrary } from '@/features/files/member-file-library';

/** The member file library page: hosts the upload and picker widgets. */
export default function MemberFileLibraryPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('member:menu.files')}
        breadcrumb={[{ title: t('member:layout.title') }, { title: t('member:menu.files') }]}
      />
      <MemberFileLibrary />
    </>
  );
}
