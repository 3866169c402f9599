import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { SpuScreen } from '@/features/product-catalog/spu-screen';

/** /admin/product/spu */
export default function ProductSpuPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('admin:product.pages.spu')} />
      <Card>
        <SpuScreen onOpen={(id) => void navigate(`/admin/product/spu/${id}`)} />
      </Card>
    </>
  );
}
