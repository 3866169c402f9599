import { baseApi } from '@/lib/api/base-api';
import type { CatalogPaths, ReplyData, RequestBody, Widen } from '@/lib/api/contract';
import type { ProductKind } from '../api';

export type { ProductKind } from '../api';

/** A supply or demand as the back office sees it (the owner's view plus contact and sort fields). */
export type AdminProduct = ReplyData<CatalogPaths, '/admin/product.supply/info'>;

/** An inquiry (supply) or quote (demand) with the product snapshot it was made on. */
export type AdminTrade = Widen<
  | ReplyData<CatalogPaths, '/admin/product.supply/inquiryList'>['rows'][number]
  | ReplyData<CatalogPaths, '/admin/product.demand/quoteList'>['rows'][number]
>;

/** The back office's save on a member's behalf: the member form plus `memberId` (to create) or `id`. */
export type AdminSaveBody =
  | RequestBody<CatalogPaths, '/admin/product.supply/save'>
  | RequestBody<CatalogPaths, '/admin/product.demand/save'>;
/** A quote on a demand for the member supplier `memberId`. */
export type AdminQuoteBody = RequestBody<CatalogPaths, '/admin/product.demand/quote'>;
/** The member accounts list the member picker reads. */
export const MEMBER_ACCOUNTS_URL = '/admin/member.account/page';

/** /admin/product.supply/* and /admin/product.demand/* (§7 Admin); `page` goes through the data table. */
export const adminBase = (kind: ProductKind) => `/admin/product.${kind}`;
/** Inquiries of a supply, quotes of a demand; without a productId, every one on the platform. */
export const tradeListUrl = (kind: ProductKind) =>
  `${adminBase(kind)}/${kind === 'supply' ? 'inquiryList' : 'quoteList'}`;
const post = (url: string, body: object) => ({ url, method: 'POST', body });
const act = { successMessage: true } as const;

export const marketAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminProduct: build.query<AdminProduct, { kind: ProductKind; id: string }>({
      query: ({ kind, id }) => post(`${adminBase(kind)}/info`, { id }),
      providesTags: ['Table'],
    }),
    auditProduct: build.mutation<
      AdminProduct,
      { kind: ProductKind; id: string; auditStatus: 'approved' | 'rejected'; rejectReason?: string }
    >({
      query: ({ kind, ...body }) => post(`${adminBase(kind)}/audit`, body),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
    changeAdminProductStatus: build.mutation<
      AdminProduct,
      { kind: ProductKind; id: string; visible?: boolean; status?: 'open' | 'closed' }
    >({
      query: ({ kind, ...body }) => post(`${adminBase(kind)}/changeStatus`, body),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
    saveAdminProduct: build.mutation<AdminProduct, { kind: ProductKind; body: AdminSaveBody }>({
      query: ({ kind, body }) => post(`${adminBase(kind)}/save`, body),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
    adminQuote: build.mutation<{ id: string }, AdminQuoteBody>({
      query: (body) => post('/admin/product.demand/quote', body),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
    deleteAdminProduct: build.mutation<{ id: string }, { kind: ProductKind; id: string }>({
      query: ({ kind, id }) => post(`${adminBase(kind)}/del`, { id }),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
  }),
});

export const {
  useAdminProductQuery,
  useAuditProductMutation,
  useChangeAdminProductStatusMutation,
  useDeleteAdminProductMutation,
  useSaveAdminProductMutation,
  useAdminQuoteMutation,
} = marketAdminApi;
