/**
 * Contract money in the form, without floating point: what the member service will compute
 * (quantity × unit price rounded half up to the cent, the total the sum of the lines), shown
 * while the member types. The server computes it again and its figures are the ones kept.
 */

/** Quantities have at most 3 decimals, unit prices 4, amounts 2 (the member service's rule). */
export const QUANTITY_DECIMALS = 3;
export const PRICE_DECIMALS = 4;
const AMOUNT_DECIMALS = 2;

/** The currencies a contract may be in (the member service accepts these, a subset of the dictionary). */
export const CONTRACT_CURRENCIES = ['CNY', 'USD', 'RUB', 'EUR', 'KZT'] as const;

/** A non-negative decimal string as an integer of `decimals` places; null when it is not one. */
export function parseDecimal(text: string | undefined, decimals: number): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec((text ?? '').trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals && /[1-9]/.test(fraction.slice(decimals))) return null;
  return (
    BigInt(whole) * 10n ** BigInt(decimals) +
    BigInt((fraction.slice(0, decimals) || '0').padEnd(decimals, '0'))
  );
}

/** Minor units (cents) as a decimal string with two places. */
export function formatMinor(minor: bigint): string {
  const abs = minor < 0n ? -minor : minor;
  const whole = (abs / 100n).toString();
  const cents = (abs % 100n).toString().padStart(AMOUNT_DECIMALS, '0');
  return `${minor < 0n ? '-' : ''}${whole}.${cents}`;
}

/** A line's amount in minor units, or null while its quantity or price is not a valid number. */
export function lineAmountMinor(quantity: string | undefined, unitPrice: string | undefined): bigint | null {
  const q = parseDecimal(quantity, QUANTITY_DECIMALS);
  const p = parseDecimal(unitPrice, PRICE_DECIMALS);
  if (q === null || p === null) return null;
  const divisor = 10n ** BigInt(QUANTITY_DECIMALS + PRICE_DECIMALS - AMOUNT_DECIMALS);
  return (q * p + divisor / 2n) / divisor;
}

/** A line's amount as the server will show it ("820100.00"), or '' while it cannot be computed. */
export function lineAmount(quantity: string | undefined, unitPrice: string | undefined): string {
  const minor = lineAmountMinor(quantity, unitPrice);
  return minor === null ? '' : formatMinor(minor);
}

interface PricedLine {
  quantity?: string;
  unitPrice?: string;
}

/** The sum of the lines that can be priced, and how many cannot be yet. */
export function contractTotal(lines: readonly PricedLine[]): { total: string; unpriced: number } {
  let sum = 0n;
  let unpriced = 0;
  for (const line of lines) {
    if (!line.quantity?.trim() && !line.unitPrice?.trim()) continue;
    const minor = lineAmountMinor(line.quantity, line.unitPrice);
    if (minor === null) unpriced += 1;
    else sum += minor;
  }
  return { total: formatMinor(sum), unpriced };
}

/** Decimal strings summed per currency (a list's rows may be in several). */
export function totalsByCurrency(
  rows: readonly { currency: string; totalAmount: string }[],
): Array<{ currency: string; total: string }> {
  const sums = new Map<string, bigint>();
  for (const row of rows) {
    const minor = parseDecimal(row.totalAmount, AMOUNT_DECIMALS);
    if (minor === null) continue;
    sums.set(row.currency, (sums.get(row.currency) ?? 0n) + minor);
  }
  return [...sums].map(([currency, minor]) => ({ currency, total: formatMinor(minor) }));
}

/** "821,355.00" in the reader's language; the digits stay exact (no conversion to a float). */
export function groupDigits(amount: string, locale: string): string {
  const [whole = '0', fraction] = amount.split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}
