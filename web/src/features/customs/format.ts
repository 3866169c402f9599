import type { TFunction } from 'i18next';

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
