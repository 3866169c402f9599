import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { WarehouseScreen } from '@/features/warehouses/warehouse-screen';

/** /admin/wms/warehouse */
export default function WmsWarehousePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:wms.page')} />
      <Card>
        <WarehouseScreen />
      </Card>
    </>
  );
}
