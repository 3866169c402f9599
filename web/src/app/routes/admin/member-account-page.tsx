import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { AccountsScreen } from '@/features/member-accounts/accounts-screen';

/** /admin/member/account */
export default function MemberAccountPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:sys.pages.memberAccount')} />
      <Card>
        <AccountsScreen />
      </Card>
    </>
  );
}
