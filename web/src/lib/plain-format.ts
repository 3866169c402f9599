/**
 * Numbers and days as the interface language writes them, without Intl: a page's first
 * Intl call loads the browser's locale data, a task of some 180 ms on a slow phone, which
 * the portal's first screens (counts, article and company days) need not pay. The output is
 * what Intl gives for the app's three languages (plain-format.test.ts compares them).
 */

/** Thousands separator of each language: Russian groups with a no-break space. */
const GROUP: Record<string, string> = { ru: '\u00a0' };

/** A whole count with its thousands grouped: 12,345 / 12 345. */
export function formatCount(value: number, language: string): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[language] ?? ',');
  return value < 0 ? `-${grouped}` : grouped;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A day in the reader's time zone, with two-digit month and day: 2026/11/27, 11/27/2026, 27.11.2026. */
export function formatDay(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const [y, m, d] = [String(date.getFullYear()), two(date.getMonth() + 1), two(date.getDate())];
  if (language === 'ru') return `${d}.${m}.${y}`;
  if (language === 'en') return `${m}/${d}/${y}`;
  return `${y}/${m}/${d}`;
}
