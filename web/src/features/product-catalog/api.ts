import { baseApi } from '@/lib/api/base-api';

export type Resource = 'brand' | 'category' | 'attr' | 'spu';
export type Status = 0 | 1;
export interface Names {
  'zh-cn': string;
  en: string;
  ru: string;
}

export interface Brand {
  id: string;
  name: string;
  logo: string;
  logoUrl?: string;
  description: string;
  sortOrder: number;
  createdAt?: string;
}
export interface CategoryNode {
  id: string;
  parentId: string | null;
  name: Names;
  sortOrder: number;
  children?: CategoryNode[];
}
export type AttrType = 'text' | 'number' | 'enum';
export interface Attr {
  id: string;
  name: string;
  type: AttrType;
  values: string[];
  categoryIds: string[];
  status: Status;
  sortOrder: number;
}
export interface SpuSpec {
  attrId: string;
  name: string;
  values: string[];
}
export interface Sku {
  specValues: string[];
  price: number | null;
  stock: number | null;
  code: string;
  image: string;
}
export interface Spu {
  id: string;
  name: string;
  categoryId: string;
  brandId: string | null;
  description: string;
  status: Status;
  specs: SpuSpec[];
  skus: Sku[];
}

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
