import dayjs from 'dayjs';

/** Local date and minute of an ISO timestamp. */
export const dateTime = (iso: unknown): string =>
  typeof iso === 'string' && iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';

/** Local calendar day of an ISO timestamp. */
export const day = (iso: unknown): string =>
  typeof iso === 'string' && iso ? dayjs(iso).format('YYYY-MM-DD') : '';
