import type { ListFilters } from './api';
import type { NumberFilter } from './channels';

/** The views of a channel screen (§2): the list to declare from, and one document's views. */
export const VIEWS = ['declaration', 'errorMessage', 'excel', 'detail', 'inquiry'] as const;
export type View = (typeof VIEWS)[number];

export const FILTER_KEYS = [
  'status',
  'dateFrom',
  'dateTo',
  'orderNo',
  'logisticsNo',
  'invtNo',
  'copNo',
  'billNo',
] as const;

/** The list filters a screen's address carries (`?status=…&dateFrom=…&orderNo=…`), so a list, its errors and its Excel agree. */
export function filtersOf(params: URLSearchParams, numbers: readonly NumberFilter[]): ListFilters {
  const out: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (
      (['orderNo', 'logisticsNo', 'invtNo', 'copNo', 'billNo'] as string[]).includes(key) &&
      !numbers.includes(key as NumberFilter)
    )
      continue;
    if ((key === 'dateFrom' || key === 'dateTo') && !/^\d{4}-\d{2}-\d{2}$/.test(value)) continue;
    out[key] = value;
  }
  return out as ListFilters;
}

/** The address after the filters change: the others kept, the page's document and view left as they were. */
export function withFilters(
  params: URLSearchParams,
  filters: Record<string, string | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  for (const [key, value] of Object.entries(filters)) if (value) next.set(key, value);
  return next;
}

export const viewOf = (params: URLSearchParams): View => {
  const view = params.get('view');
  return (VIEWS as readonly string[]).includes(view ?? '') ? (view as View) : 'declaration';
};
