import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { AttrScreen } from '@/features/product-catalog/attr-screen';

/** /admin/product/attr */
export default function ProductAttrPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:product.pages.attr')} />
      <Card>
        <AttrScreen />
      </Card>
    </>
  );
}
