import { baseApi } from '@/lib/api/base-api';
import type { Page } from '@/lib/api/base-query';

/** §7 table request: pageNumber, pageSize, prop, order, plus the filter list. */
export interface TableRequest {
  url: string;
  body: {
    pageNumber: number;
    pageSize: number;
    prop?: string;
    order?: 'asc' | 'desc';
    filters?: Array<{ field: string; op: string; value: string }>;
    [key: string]: unknown;
  };
}

export const tableApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTablePage: build.query<Page<Record<string, unknown>>, TableRequest>({
      query: ({ url, body }) => ({ url, method: 'POST', body }),
      // The table renders failures as its empty text (§8), not as notifications.
      extraOptions: { silent: true },
      providesTags: ['Table'],
    }),
  }),
});

export const { useGetTablePageQuery } = tableApi;
