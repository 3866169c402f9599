import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { ReviewScreen } from '@/features/company/admin/review-screen';

/** /admin/member/record */
export default function MemberRecordPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:company.pages.record')} />
      <Card>
        <ReviewScreen kind="record" />
      </Card>
    </>
  );
}
