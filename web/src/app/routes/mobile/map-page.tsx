import { useTranslation } from 'react-i18next';
import { WarehouseMapMobile } from '@/features/warehouse-map/warehouse-map-mobile';
import { usePageMeta } from '@/lib/page-meta';

/** /map on a phone: the map, then the warehouses as cards, each with the consulting entry. */
export default function MobileMapPage() {
  const { t } = useTranslation();
  usePageMeta(t('portal:map.title'), t('portal:map.description'));
  return <WarehouseMapMobile />;
}
