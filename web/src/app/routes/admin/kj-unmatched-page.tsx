import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { UnmatchedScreen } from '@/features/customs/admin/unmatched-screen';

/** /admin/kj/unmatched */
export default function KjUnmatchedPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:kj.pages.unmatched')} />
      <Card>
        <UnmatchedScreen />
      </Card>
    </>
  );
}
