import { useTranslation } from 'react-i18next';
import type { Product } from './api';
import { useUnits } from '@/components/dict-select/use-units';

/** "4200 / 吨", or 面议 (negotiable) when a demand names no price. */
export function usePriceText() {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  return (p: Pick<Product, 'price' | 'unit'>) =>
    p.price === null || p.price === undefined
      ? t('portal:detail.negotiable')
      : `${p.price} / ${unitName(p.unit)}`;
}
