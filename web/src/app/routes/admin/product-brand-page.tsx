import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { BrandScreen } from '@/features/product-catalog/brand-screen';

/** /admin/product/brand */
export default function ProductBrandPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:product.pages.brand')} />
      <Card>
        <BrandScreen />
      </Card>
    </>
  );
}
