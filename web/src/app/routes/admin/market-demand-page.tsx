import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { MarketAdminScreen } from '@/features/marketplace/admin/market-admin-screen';

/** /admin/market/demand */
export default function MarketDemandPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:market.pages.demand')} />
      <Card>
        <MarketAdminScreen kind="demand" />
      </Card>
    </>
  );
}
