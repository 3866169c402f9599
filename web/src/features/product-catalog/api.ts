import { baseApi } from '@/lib/api/base-api';
import type { CatalogPaths, ReplyData } from '@/lib/api/contract';

export type Resource = 'brand' | 'category' | 'attr' | 'spu';
export type Status = 0 | 1;

type Data<Path extends keyof CatalogPaths> = ReplyData<CatalogPaths, Path>;
type Row<Path extends keyof CatalogPaths> = Data<Path> extends { rows: (infer R)[] } ? R : never;

export type Brand = Row<'/admin/product.brand/page'>;
export type Attr = Row<'/admin/product.attr/page'>;
export type AttrType = Attr['type'];
type TreeNode = Data<'/admin/product.category/tree'>[number];
/** A node of the back office's tree, the three names and the children; a leaf shown may have none. */
export type CategoryNode = Omit<TreeNode, 'children'> & { children?: CategoryNode[] };
export type Names = CategoryNode['name'];
export type Spu = Data<'/admin/product.spu/info'>;
export type SpuSpec = Spu['specs'][number];
export type Sku = Spu['skus'][number];

/** §7 /admin/product.<resource>/*: lists go through the data table ('Table'). */
export const productBase = (resource: Resource) => `/admin/product.${resource}`;
export const RECYCLE_BASE = '/admin/product.spuRecycle';
const post = (url: string, body: object) => ({ url, method: 'POST', body });
const act = { successMessage: true } as const;

export const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    categoryTree: build.query<CategoryNode[], void>({
      query: () => post(`${productBase('category')}/tree`, {}),
      providesTags: ['Table'],
    }),
    refreshCategories: build.mutation<null, void>({
      query: () => post(`${productBase('category')}/refresh`, {}),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
    spu: build.query<Spu, string>({
      query: (id) => post(`${productBase('spu')}/info`, { id }),
      providesTags: ['Table'],
    }),
    saveProductItem: build.mutation<
      { id: string },
      { resource: Resource; body: { id?: string; [field: string]: unknown } }
    >({
      query: ({ resource, body }) => post(`${productBase(resource)}/${body.id ? 'edit' : 'add'}`, body),
      extraOptions: act,
      invalidatesTags: ['Table', 'Dict'],
    }),
    deleteProductItem: build.mutation<null, { resource: Resource; id: string }>({
      query: ({ resource, id }) => post(`${productBase(resource)}/del`, { id }),
      extraOptions: act,
      invalidatesTags: ['Table', 'Dict'],
    }),
    changeProductStatus: build.mutation<null, { resource: 'attr' | 'spu'; id: string; status: Status }>({
      query: ({ resource, ...body }) => post(`${productBase(resource)}/changeStatus`, body),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
    restoreSpu: build.mutation<null, { id: string }>({
      query: (body) => post(`${RECYCLE_BASE}/restore`, body),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
    purgeSpu: build.mutation<null, { id: string }>({
      query: (body) => post(`${RECYCLE_BASE}/del`, body),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
  }),
});

export const {
  useCategoryTreeQuery,
  useRefreshCategoriesMutation,
  useSpuQuery,
  useSaveProductItemMutation,
  useDeleteProductItemMutation,
  useChangeProductStatusMutation,
  useRestoreSpuMutation,
  usePurgeSpuMutation,
} = productApi;
