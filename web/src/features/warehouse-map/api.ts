import { baseApi } from '@/lib/api/base-api';
import type { CustomsPaths, ReplyData } from '@/lib/api/contract';

type Data<Path extends keyof CustomsPaths> = ReplyData<CustomsPaths, Path, 'get'>;

/** A shown warehouse as the portal's map gets it (§3 fields, the name in the reader's language). */
export type MapWarehouse = Data<'/wms/list.html'>['rows'][number];
/** A warehouse category with how many shown warehouses it has. */
export type WarehouseCategory = Data<'/wms/categoryList.html'>[number];

/** The most the list call gives in one page: the map asks for all of them at once. */
export const MAP_PAGE_SIZE = 500;

/**
 * The portal's warehouse map (§7 GET /wms/list.html, categoryList.html, thumbUrl.html).
 * The language is part of each key (the server answers in it). Calls are silent: the
 * page shows an empty state instead of a notification.
 */
export const warehouseMapApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    mapWarehouses: build.query<MapWarehouse[], string>({
      query: () => ({ url: '/wms/list.html', params: { pageNumber: 1, pageSize: MAP_PAGE_SIZE } }),
      transformResponse: (page: Data<'/wms/list.html'>) => page.rows,
      extraOptions: { silent: true },
    }),
    warehouseCategories: build.query<WarehouseCategory[], string>({
      query: () => ({ url: '/wms/categoryList.html' }),
      extraOptions: { silent: true },
    }),
    warehouseThumb: build.query<string, string>({
      query: (id) => ({ url: '/wms/thumbUrl.html', params: { id } }),
      transformResponse: (data: Data<'/wms/thumbUrl.html'>) => data.thumbUrl,
      extraOptions: { silent: true },
    }),
  }),
});

export const { useMapWarehousesQuery, useWarehouseCategoriesQuery, useWarehouseThumbQuery } = warehouseMapApi;
