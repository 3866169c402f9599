import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { SpuForm } from '@/features/product-catalog/spu-form';

/** /admin/product/spu/:id (0 adds one) */
export default function ProductSpuSavePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '0' } = useParams();
  const back = () => void navigate('/admin/product/spu');
  return (
    <>
      <PageHeader
        title={t(id === '0' ? 'admin:product.pages.spuAdd' : 'admin:product.pages.spuEdit')}
        onBack={back}
      />
      <SpuForm id={id} onSaved={back} />
    </>
  );
}
