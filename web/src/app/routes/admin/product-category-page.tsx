import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { CategoryScreen } from '@/features/product-catalog/category-screen';

/** /admin/product/category */
export default function ProductCategoryPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:product.pages.category')} />
      <Card>
        <CategoryScreen />
      </Card>
    </>
  );
}
