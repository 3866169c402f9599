import { baseApi } from '@/lib/api/base-api';
import {
  valuesOf,
  type CatalogPaths,
  type ReplyData,
  type RequestBody,
  type Widen,
} from '@/lib/api/contract';
import type { Page } from '@/lib/api/base-query';

/** A product as anyone sees it (public lists and detail). */
export type PublicProduct = ReplyData<CatalogPaths, '/product/detail'>;
/** A product as its owner sees it: the public fields plus review state and contact block. */
export type OwnProduct = ReplyData<CatalogPaths, '/home/member.Supply/info'>;
/** A product on any screen: the public fields, and the owner's where the answer carries them. */
export type Product = PublicProduct & Partial<Omit<OwnProduct, keyof PublicProduct>>;
export type ProductKind = PublicProduct['kind'];
/** The form of a new or edited product, as the member routes take it (a supply needs a price). */
export type ProductForm =
  RequestBody<CatalogPaths, '/home/member.Supply/add'> | RequestBody<CatalogPaths, '/home/member.Demand/add'>;

export type QuoteBody = RequestBody<CatalogPaths, '/member.myTrans/quote'>;
export const CURRENCIES = valuesOf<QuoteBody['currency']>()('CNY', 'USD', 'RUB', 'EUR', 'KZT');
/** The most images a gallery holds (the add route's `gallery` maxItems). */
export const GALLERY_LIMIT = 9;

/** An inquiry or a quote, read as one row: fields the other kind lacks are optional. */
export type Trade = Widen<ReplyData<CatalogPaths, '/member.myTrans/info'>>;
export type Match = ReplyData<CatalogPaths, '/product/match'>[number];
export type CategoryGroup = ReplyData<CatalogPaths, '/home/Category/page'>[number];
export type Country = ReplyData<CatalogPaths, '/country/list'>[number];
export type PublicSearch = RequestBody<CatalogPaths, '/product/page'>;
/** A member with open public supply, as the supplier index and page show it. */
export type Supplier = ReplyData<CatalogPaths, '/product/supplier'>;
export type SupplierSearch = RequestBody<CatalogPaths, '/product/suppliers'>;
/** How well a supply fits one of the visitor's demands (0-1), and which demand. */
export interface SupplyScore {
  score: number;
  demandName: string;
}
type TradeListBody = RequestBody<CatalogPaths, '/member.myTrans/inquiryList'>;
/** How a trade list may be sorted. */
export type TradeSort = Pick<TradeListBody, 'prop' | 'order'>;
export const TRADE_SORT_PROPS = valuesOf<NonNullable<TradeSort['prop']>>()(
  'createdAt',
  'unitPrice',
  'quantity',
  'total',
);

const memberBase = (kind: ProductKind) => (kind === 'supply' ? '/home/member.Supply' : '/home/member.Demand');
const post = <B>(url: string, body: B) => ({ url, method: 'POST', body });

/** Marketplace endpoints (catalog service through the gateway). */
export const marketplaceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myProducts: build.query<Page<Product>, { kind: ProductKind; pageNumber: number; pageSize: number }>({
      query: ({ kind, ...body }) => post(`${memberBase(kind)}/page`, body),
      providesTags: ['Table'],
    }),
    myProduct: build.query<Product, { kind: ProductKind; id: string }>({
      query: ({ kind, id }) => post(`${memberBase(kind)}/info`, { id }),
      providesTags: ['Table'],
    }),
    saveProduct: build.mutation<Product, { kind: ProductKind; id?: string; form: ProductForm }>({
      query: ({ kind, id, form }) =>
        post(`${memberBase(kind)}/${id ? 'edit' : 'add'}`, id ? { id, ...form } : form),
      invalidatesTags: ['Table'],
    }),
    deleteProduct: build.mutation<unknown, { kind: ProductKind; id: string }>({
      query: ({ kind, id }) => post(`${memberBase(kind)}/del`, { id }),
      invalidatesTags: ['Table'],
    }),
    changeProductStatus: build.mutation<
      Product,
      { kind: ProductKind; id: string; visible?: boolean; status?: 'open' | 'closed' }
    >({
      query: ({ kind, ...body }) => post(`${memberBase(kind)}/changeStatus`, body),
      invalidatesTags: ['Table'],
    }),
    myMatches: build.query<Match[], { kind: ProductKind; id: string }>({
      query: ({ kind, id }) => post(`${memberBase(kind)}/matches`, { id, limit: 10 }),
    }),
    receivedInquiries: build.query<Page<Trade>, Omit<TradeListBody, 'box'>>({
      query: (body) => post('/home/member.Supply/inquiryList', body),
      providesTags: ['Table'],
    }),
    receivedQuotes: build.query<Page<Trade>, Omit<TradeListBody, 'box'>>({
      query: (body) => post('/home/member.Demand/quoteList', body),
      providesTags: ['Table'],
    }),
    myTrades: build.query<Page<Trade>, TradeListBody & { type: Trade['type'] }>({
      query: ({ type, ...body }) =>
        post(`/member.myTrans/${type === 'inquiry' ? 'inquiryList' : 'quoteList'}`, body),
      providesTags: ['Table'],
    }),
    tradeInfo: build.query<Trade, RequestBody<CatalogPaths, '/member.myTrans/info'>>({
      query: (body) => post('/member.myTrans/info', body),
      // A reply or a decision made on the trade page shows there at once.
      providesTags: ['Table'],
    }),
    sendInquiry: build.mutation<
      ReplyData<CatalogPaths, '/member.myTrans/inquiry'>,
      RequestBody<CatalogPaths, '/member.myTrans/inquiry'>
    >({
      query: (body) => post('/member.myTrans/inquiry', body),
      invalidatesTags: ['Table'],
    }),
    sendQuote: build.mutation<ReplyData<CatalogPaths, '/member.myTrans/quote'>, QuoteBody>({
      query: (body) => post('/member.myTrans/quote', body),
      invalidatesTags: ['Table'],
    }),
    replyInquiry: build.mutation<Trade, RequestBody<CatalogPaths, '/member.myTrans/reply'>>({
      query: (body) => post('/member.myTrans/reply', body),
      invalidatesTags: ['Table'],
    }),
    decideQuote: build.mutation<Trade, RequestBody<CatalogPaths, '/member.myTrans/decide'>>({
      query: (body) => post('/member.myTrans/decide', body),
      invalidatesTags: ['Table'],
    }),
    publicProducts: build.query<Page<Product>, PublicSearch>({
      query: (body) => post('/product/page', body),
    }),
    suppliers: build.query<Page<Supplier>, SupplierSearch>({
      query: (body) => post('/product/suppliers', body),
    }),
    supplier: build.query<Supplier, string>({
      query: (memberId) => post('/product/supplier', { memberId }),
      // The page shows its own "not found".
      extraOptions: { silent: true },
    }),
    publicProduct: build.query<Product, RequestBody<CatalogPaths, '/product/detail'>>({
      query: (body) => post('/product/detail', body),
    }),
    /**
     * The signed-in member's best smart-matching score per public supply, over their own
     * open demands (the newest ten): what the supply search shows beside each supply.
     */
    myDemandScores: build.query<Record<string, SupplyScore>, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const demands = await baseQuery(post('/home/member.Demand/page', { pageNumber: 1, pageSize: 10 }));
        if (demands.error) return { error: demands.error };
        const open = (demands.data as Page<Product>).rows.filter(
          (d) => d.auditStatus === 'approved' && d.status === 'open',
        );
        const scores: Record<string, SupplyScore> = {};
        for (const demand of open) {
          const answer = await baseQuery(post('/home/member.Demand/matches', { id: demand.id, limit: 50 }));
          if (answer.error) return { error: answer.error };
          for (const match of answer.data as Match[]) {
            const best = scores[match.item.id];
            if (!best || match.score > best.score)
              scores[match.item.id] = { score: match.score, demandName: demand.name };
          }
        }
        return { data: scores };
      },
      providesTags: ['Table'],
    }),
    publicMatches: build.query<Match[], { kind: ProductKind; id: string }>({
      query: (body) => post('/product/match', { ...body, limit: 10 }),
    }),
    categories: build.query<CategoryGroup[], void>({
      query: () => post('/home/Category/page', {}),
    }),
    countries: build.query<Country[], void>({
      query: () => post('/country/list', {}),
    }),
  }),
});

export const {
  useMyProductsQuery,
  useMyProductQuery,
  useSaveProductMutation,
  useDeleteProductMutation,
  useChangeProductStatusMutation,
  useMyMatchesQuery,
  useReceivedInquiriesQuery,
  useReceivedQuotesQuery,
  useMyTradesQuery,
  useTradeInfoQuery,
  useSendInquiryMutation,
  useSendQuoteMutation,
  useReplyInquiryMutation,
  useDecideQuoteMutation,
  usePublicProductsQuery,
  useSuppliersQuery,
  useSupplierQuery,
  usePublicProductQuery,
  usePublicMatchesQuery,
  useMyDemandScoresQuery,
  useCategoriesQuery,
  useCountriesQuery,
} = marketplaceApi;
