import { baseApi } from '@/lib/api/base-api';

/** A headline item on the portal home; the server's fields beyond these are not used here. */
export interface HomeItem {
  id: string | number;
  title?: string;
  name?: string;
  product_name?: string;
  create_time?: string;
  /** Products: supply or demand. */
  kind?: string;
}

/** §7 lists answer either an array or a page (`rows`). */
export type ListPayload<T> = T[] | { rows: T[]; total?: number } | null;

export function rowsOf<T>(payload: ListPayload<T> | undefined): T[] {
  if (!payload) return [];
  return Array.isArray(payload) ? payload : (payload.rows ?? []);
}

/** Portal home data (§7 Public): the index block, latest articles and latest products, fetched in parallel. */
export const portalHomeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    homeIndex: build.query<Record<string, unknown> | null, void>({
      query: () => ({ url: '/index/index', method: 'POST', body: {} }),
    }),
    latestArticles: build.query<ListPayload<HomeItem>, void>({
      query: () => ({ url: '/article/list', method: 'POST', body: { pageNumber: 1, pageSize: 6 } }),
    }),
    latestProducts: build.query<ListPayload<HomeItem>, void>({
      query: () => ({ url: '/product/list', method: 'POST', body: { pageNumber: 1, pageSize: 6 } }),
    }),
  }),
});

export const { useHomeIndexQuery, useLatestArticlesQuery, useLatestProductsQuery } = portalHomeApi;
