import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { RecycleScreen } from '@/features/product-catalog/spu-screen';

/** /admin/product/recycle */
export default function ProductRecyclePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:product.pages.recycle')} />
      <Card>
        <RecycleScreen />
      </Card>
    </>
  );
}
