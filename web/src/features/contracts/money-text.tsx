import { useTranslation } from 'react-i18next';
import { groupDigits } from './money';

/** "CNY 821,355.00" in the reader's language. */
export function Money({ amount, currency }: { amount: string; currency: string }) {
  const { i18n } = useTranslation();
  return (
    <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {currency} {groupDigits(amount, i18n.language)}
    </span>
  );
}
