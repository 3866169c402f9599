import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { MessageScreen } from '@/features/customs/admin/message-screen';

/** /admin/kj/message */
export default function KjMessagePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:kj.pages.message')} />
      <MessageScreen />
    </>
  );
}
