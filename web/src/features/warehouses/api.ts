import { baseApi } from '@/lib/api/base-api';
import type { CustomsPaths, ReplyData, RequestBody } from '@/lib/api/contract';

type Row<Path extends keyof CustomsPaths> =
  ReplyData<CustomsPaths, Path> extends { rows: (infer R)[] } ? R : never;

export type AdminWarehouse = Row<'/admin/wms.warehouse/page'>;
export type WarehouseForm = RequestBody<CustomsPaths, '/admin/wms.warehouse/add'>;

export const KINDS = ['bonded', 'general', 'cold', 'overseas', 'yard'] as const;
export const STRUCTURES = ['steel', 'brick', 'frame', 'open'] as const;
export const CARGO_TYPES = ['general', 'bulk', 'cold', 'container', 'dangerous'] as const;
export const SHIPPING_METHODS = ['rail', 'road', 'sea', 'air', 'multimodal'] as const;

/** §7 /admin/wms.warehouse/* (customs); the list goes through the data table. */
export const WAREHOUSE_BASE = '/admin/wms.warehouse';
const post = (url: string, body: object) => ({ url, method: 'POST', body });
const act = { successMessage: true } as const;

export const warehouseAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveWarehouse: build.mutation<{ id: string }, WarehouseForm & { id?: string }>({
      query: (body) => post(`${WAREHOUSE_BASE}/${body.id ? 'edit' : 'add'}`, body),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
    deleteWarehouse: build.mutation<null, string>({
      query: (id) => post(`${WAREHOUSE_BASE}/del`, { id }),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
    changeWarehouseStatus: build.mutation<null, { id: string; status: 0 | 1 }>({
      query: (body) => post(`${WAREHOUSE_BASE}/changeStatus`, body),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
  }),
});

export const { useSaveWarehouseMutation, useDeleteWarehouseMutation, useChangeWarehouseStatusMutation } =
  warehouseAdminApi;
