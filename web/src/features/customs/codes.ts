import type { TFunction } from 'i18next';
import type { CodeTable } from './channels';

/**
 * The status of a declaration as the customs service keeps it: `received` (read from a
 * message), `draft` / `declared` (made on the platform), `invalid` (refused by the XSD), or
 * the last receipt's returnStatus (customs-ceb.md §4).
 */
export const PLATFORM_STATUSES = ['received', 'draft', 'declared', 'invalid'] as const;
export const RETURN_STATUSES = [
  '1',
  '2',
  '3',
  '4',
  '100',
  '120',
  '300',
  '399',
  '500',
  '501',
  '502',
  '503',
  '599',
  '700',
  '800',
  '899',
] as const;

/** The statuses that put a declaration on the error list (customs-ceb.md §4). */
export function isErrorStatus(status: string): boolean {
  if (status === 'invalid') return true;
  const code = Number(status);
  if (!/^-?\d+$/.test(status)) return false;
  return code < 0 || code === 4 || code === 100 || (code >= 501 && code <= 599) || code === 700;
}

/** A status by its name in the reader's language; a negative code is a processing error with its number. */
export function statusName(status: string, t: TFunction): string {
  if (
    (PLATFORM_STATUSES as readonly string[]).includes(status) ||
    (RETURN_STATUSES as readonly string[]).includes(status)
  )
    return t(`customs:status.${status}`);
  if (/^-\d+$/.test(status)) return t('customs:status.negative', { code: status });
  return status;
}

/** The tag colour of a status: red for errors, green for released and closed, blue while under way. */
export function statusColor(status: string): string {
  if (isErrorStatus(status)) return 'error';
  if (['800', '899', '399', '120'].includes(status)) return 'success';
  if (status === 'draft') return 'default';
  if (['300', '500'].includes(status)) return 'warning';
  return 'processing';
}

/** The code tables the declaration form offers (customs-ceb.md §5), values as CEB writes them. */
export const CODE_TABLES: Record<CodeTable, readonly string[]> = {
  currency: ['142', '110', '116', '300', '303', '502', '501', '601', '132'],
  country: ['142', '110', '116', '133', '303', '304', '305', '307', '344', '501', '502', '601', '609'],
  unit: [
    '001',
    '006',
    '007',
    '011',
    '012',
    '015',
    '025',
    '035',
    '036',
    '095',
    '096',
    '120',
    '122',
    '125',
    '140',
    '142',
  ],
  trafMode: ['2', '3', '4', '5', '6', '9'],
  wrapType: ['1', '2', '3', '4', '5', '6', '7'],
  orderType: ['E', 'B', 'W'],
  tradeMode: ['9610', '1210', '1239', '9710', '9810'],
  statisticsFlag: ['A', 'B'],
  feeFlag: ['1', '2', '3'],
};

/** `code name` options of a code table, in the reader's language. */
export const codeOptions = (table: CodeTable, t: TFunction) =>
  CODE_TABLES[table].map((code) => ({
    value: code,
    label: `${code} ${t(`customs:codes.${table}.${code}`)}`,
  }));
