/**
 * Contract money without floating point. Quantities, unit prices and amounts travel as
 * decimal strings and are kept as integers: quantities in thousandths, unit prices in
 * ten-thousandths, amounts in minor units (hundredths: every contract currency has two).
 * Products are computed with BigInt and rounded half up to the minor unit.
 */

export const QUANTITY_SCALE = 3;
export const PRICE_SCALE = 4;
export const AMOUNT_SCALE = 2;

/** The largest amount a line or a contract may reach, in currency units (fits a double exactly in minor units). */
export const MAX_AMOUNT_UNITS = 10n ** 13n;

/** The contract currencies (as the marketplace quotes in); all have two decimals. */
export const CURRENCIES = ['CNY', 'USD', 'RUB', 'EUR', 'KZT'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** A decimal string as an integer of `scale` decimals; null when it is not a non-negative decimal with at most that many. */
export function parseDecimal(text: string, scale: number): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > scale && /[1-9]/.test(fraction.slice(scale))) return null;
  return BigInt(whole) * 10n ** BigInt(scale) + BigInt((fraction.slice(0, scale) || '0').padEnd(scale, '0'));
}

/** An integer of `scale` decimals as a decimal string; `fixed` keeps every decimal, else trailing zeros go. */
export function formatDecimal(value: bigint | number, scale: number, fixed = false): string {
  const n = BigInt(value);
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const unit = 10n ** BigInt(scale);
  const whole = (abs / unit).toString();
  let fraction = scale > 0 ? (abs % unit).toString().padStart(scale, '0') : '';
  if (!fixed) fraction = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** quantity (thousandths) × unit price (ten-thousandths), in minor units, rounded half up. */
export function lineAmount(quantity: bigint, unitPrice: bigint): bigint {
  const divisor = 10n ** BigInt(QUANTITY_SCALE + PRICE_SCALE - AMOUNT_SCALE);
  return (quantity * unitPrice + divisor / 2n) / divisor;
}

/** A number a marketplace event carries, as a decimal string of at most `scale` decimals (rounded). */
export function decimalOfNumber(value: number, scale: number): string {
  return formatDecimal(BigInt(Math.round(value * 10 ** scale)), scale);
}

export const formatAmount = (minor: bigint | number) => formatDecimal(minor, AMOUNT_SCALE, true);
