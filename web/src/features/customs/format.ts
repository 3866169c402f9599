import type { TFunction } from 'i18next';
import type { CodeTable } from './channels';
import { CODE_TABLES } from './codes';

/** A CEB time (`YYYYMMDDhhmmss`, a receipt's 17-digit one, or a `YYYYMMDD` day) as people read it. */
export function cebTime(value: string | null | undefined): string {
  if (!value) return '-';
  const m = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})\d*)?$/.exec(value);
  if (!m) return value;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  return m[4] ? `${day} ${m[4]}:${m[5]}:${m[6]}` : day;
}

/** An ISO time in the reader's clock. */
export const isoTime = (value: string | null | undefined) => (value ? new Date(value).toLocaleString() : '-');

/** The label of an official field name (customs-ceb.md §3), the name itself when the catalogue lacks it. */
export const fieldLabel = (t: TFunction, name: string) => t(`customs:field.${name}`, { defaultValue: name });

/** The fields that hold a CEB time or day. */
const TIME_FIELDS = ['appTime', 'declTime', 'ieDate', 'payTime', 'accountingDate', 'returnTime'];

/** The code table a field's value comes from (customs-ceb.md §5). */
const CODED: Record<string, CodeTable> = {
  currency: 'currency',
  fCurrency: 'currency',
  iCurrency: 'currency',
  country: 'country',
  tradeCountry: 'country',
  unit: 'unit',
  unit1: 'unit',
  unit2: 'unit',
  trafMode: 'trafMode',
  wrapType: 'wrapType',
  orderType: 'orderType',
  tradeMode: 'tradeMode',
  statisticsFlag: 'statisticsFlag',
  fFlag: 'feeFlag',
  iFlag: 'feeFlag',
};

/** A field's value as people read it: times formatted, a known code with its name (`142 人民币`). */
export function fieldValue(t: TFunction, name: string, value: string | undefined): string {
  if (value === undefined || value === '') return '';
  if (TIME_FIELDS.includes(name)) return cebTime(value);
  const table = CODED[name];
  if (table && CODE_TABLES[table].includes(value)) return `${value} ${t(`customs:codes.${table}.${value}`)}`;
  return value;
}
