import { useTranslation } from 'react-i18next';
import { WarehouseMapDesktop } from '@/features/warehouse-map/warehouse-map-desktop';
import { usePageMeta } from '@/lib/page-meta';

/** /map on a desktop: the warehouses on a map of China, with the logistics-consulting entry. */
export default function MapPage() {
  const { t } = useTranslation();
  usePageMeta(t('portal:map.title'), t('portal:map.description'));
  return <WarehouseMapDesktop />;
}
