import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { ContractReviewScreen } from '@/features/contracts/admin/review-screen';

/** /admin/member/contract (合同审核) */
export default function MemberContractReviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:contract.pages.review')} />
      <Card>
        <ContractReviewScreen />
      </Card>
    </>
  );
}
