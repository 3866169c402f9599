import { useTranslation } from 'react-i18next';
import type { Product } from './api';

/** "4200 / 吨", or 面议 (negotiable) when a demand names no price. */
export function usePriceText() {
  const { t } = useTranslation();
  return (p: Pick<Product, 'price' | 'unit'>) =>
    p.price === null || p.price === undefined
      ? t('portal:detail.negotiable')
      : `${p.price} / ${t(`member:market.units.${p.unit}`)}`;
}
