import { baseApi } from '@/lib/api/base-api';

/** §9: dictionary options are loaded with page size 1000 (also the option-group default). */
export const OPTION_PAGE_SIZE = 1000;
export const DICT_LIST_URL = '/home/Basic/getDictList';

export type OptionRow = Record<string, unknown>;

/** Option loading (§7): filter params posted to a configured API or the dictionary list call. */
export interface OptionQuery {
  url?: string;
  /** Dictionary code, sent as class_code. */
  classCode?: string;
  params?: Record<string, unknown>;
  pageSize?: number;
}

/** Rows of an option response: a page (`data.rows`) or a bare array. */
export function optionRows(data: unknown): OptionRow[] {
  if (Array.isArray(data)) return data as OptionRow[];
  if (data && typeof data === 'object' && Array.isArray((data as { rows?: unknown }).rows))
    return (data as { rows: OptionRow[] }).rows;
  return [];
}

export const optionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOptions: build.query<OptionRow[], OptionQuery>({
      query: ({ url, classCode, params, pageSize = OPTION_PAGE_SIZE }) => ({
        url: url ?? DICT_LIST_URL,
        method: 'POST',
        body: { ...params, ...(classCode ? { class_code: classCode } : {}), pageSize },
      }),
      transformResponse: optionRows,
      providesTags: (_r, _e, q) => [{ type: 'Dict', id: q.classCode ?? q.url }],
    }),
  }),
});

export const { useGetOptionsQuery, useLazyGetOptionsQuery } = optionsApi;

/** Maps rows to label/value with configurable field names (§3 "Option item"). */
export function toOptions(rows: OptionRow[], labelField: string, valueField: string) {
  return rows.map((r) => ({ label: String(r[labelField] ?? ''), value: r[valueField] as string | number }));
}
