import { CascadePicker } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMobileMarketOptions } from './mobile-options';

/** A chosen category: its id and the name to show on the button that opened the picker. */
export interface PickedCategory {
  categoryId?: string;
  label?: string;
}

/** The product categories as a cascade picker on a phone, loaded when first opened. */
export default function MobileCategoryPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (picked: PickedCategory) => void;
}) {
  const { t } = useTranslation();
  const { categoryOptions } = useMobileMarketOptions();
  return (
    <CascadePicker
      options={categoryOptions}
      title={t('portal:market.category')}
      visible={open}
      onClose={onClose}
      onConfirm={(path, { items }) =>
        onPick({
          // The picker has as many columns as the deepest branch: a shallower one ends in empties.
          categoryId: [...path].reverse().find(Boolean)?.toString(),
          label: items.filter(Boolean).at(-1)?.label?.toString(),
        })
      }
    />
  );
}
