import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { MarketAdminScreen } from '@/features/marketplace/admin/market-admin-screen';

/** /admin/market/supply */
export default function MarketSupplyPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:market.pages.supply')} />
      <Card>
        <MarketAdminScreen kind="supply" />
      </Card>
    </>
  );
}
