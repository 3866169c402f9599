import { baseApi } from '@/lib/api/base-api';

export type ProductKind = 'supply' | 'demand';
export const UNITS = ['box', 'piece', 'kilogram', 'unit', 'strip', 'ton'] as const;
export const CURRENCIES = ['CNY', 'USD', 'RUB', 'EUR', 'KZT'] as const;
export const GALLERY_LIMIT = 9;

export interface Product {
  id: string;
  kind: ProductKind;
  memberId: string;
  name: string;
  description: string;
  brand: string;
  price: number | null;
  quantity: number;
  unit: string;
  origin: string;
  validUntil: string;
  categoryId: string;
  categoryName: string;
  country: string;
  countryName: string;
  /** Files-service ids of the images; the first is the thumbnail. */
  gallery: string[];
  /** Display urls of the gallery, same order. */
  images?: string[];
  /** Thumbnail url. */
  image: string;
  visible?: boolean;
  status: 'open' | 'closed';
  displayStatus: 'collecting' | 'supplying' | 'closed';
  auditStatus?: 'pending' | 'approved' | 'rejected';
  rejectReason?: string;
  companyName: string;
  /** Contact block: owners only. */
  contact?: string;
  phone?: string;
  email?: string;
  createdAt: string;
}

export interface ProductForm {
  name: string;
  description?: string;
  brand?: string;
  price?: number;
  quantity: number;
  unit: string;
  origin?: string;
  validUntil: string;
  categoryId: string;
  country: string;
  gallery: string[];
  contact?: string;
  phone?: string;
  email: string;
}

export interface Trade {
  id: string;
  type: 'inquiry' | 'quote';
  productName: string;
  productImage: string;
  productUnit: string;
  companyName: string;
  quantity: number;
  createdAt: string;
  email?: string;
  country?: string;
  remark?: string;
  unitPrice?: number;
  currency?: string;
  total?: number;
  message?: string;
  supplyId?: string;
  demandId?: string;
  /** The member whose item it is on, and the member who sent it. */
  ownerMemberId?: string;
  fromMemberId?: string;
}

export interface Match {
  score: number;
  signals: Record<string, number>;
  item: Product;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface CategoryGroup {
  id: string;
  name: string;
  children: { id: string; name: string }[];
}

export interface PublicSearch {
  kind?: ProductKind;
  keyword?: string;
  categoryId?: string;
  country?: string;
  minQuantity?: number;
  maxQuantity?: number;
  sort?: string;
  pageNumber: number;
  pageSize: number;
}

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
    receivedInquiries: build.query<Page<Trade>, { productId?: string; pageNumber: number; pageSize: number }>(
      {
        query: (body) => post('/home/member.Supply/inquiryList', body),
        providesTags: ['Table'],
      },
    ),
    receivedQuotes: build.query<
      Page<Trade>,
      { productId?: string; pageNumber: number; pageSize: number; prop?: string; order?: string }
    >({
      query: (body) => post('/home/member.Demand/quoteList', body),
      providesTags: ['Table'],
    }),
    myTrades: build.query<
      Page<Trade>,
      { type: 'inquiry' | 'quote'; box: 'sent' | 'received'; pageNumber: number; pageSize: number }
    >({
      query: ({ type, ...body }) =>
        post(`/member.myTrans/${type === 'inquiry' ? 'inquiryList' : 'quoteList'}`, body),
      providesTags: ['Table'],
    }),
    tradeInfo: build.query<Trade, { type?: 'inquiry' | 'quote'; id: string }>({
      query: (body) => post('/member.myTrans/info', body),
    }),
    sendInquiry: build.mutation<
      { id: string },
      {
        supplyId: string;
        quantity: number;
        companyName: string;
        email: string;
        country: string;
        remark?: string;
      }
    >({
      query: (body) => post('/member.myTrans/inquiry', body),
      invalidatesTags: ['Table'],
    }),
    sendQuote: build.mutation<
      { id: string },
      {
        demandId: string;
        quantity: number;
        unitPrice: number;
        currency: string;
        companyName: string;
        message?: string;
      }
    >({
      query: (body) => post('/member.myTrans/quote', body),
      invalidatesTags: ['Table'],
    }),
    publicProducts: build.query<Page<Product>, PublicSearch>({
      query: (body) => post('/product/page', body),
    }),
    publicProduct: build.query<Product, { kind: ProductKind; id: string }>({
      query: (body) => post('/product/detail', body),
    }),
    publicMatches: build.query<Match[], { kind: ProductKind; id: string }>({
      query: (body) => post('/product/match', { ...body, limit: 10 }),
    }),
    categories: build.query<CategoryGroup[], void>({
      query: () => post('/home/Category/page', {}),
    }),
    countries: build.query<{ code: string; name: string }[], void>({
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
  usePublicProductsQuery,
  usePublicProductQuery,
  usePublicMatchesQuery,
  useCategoriesQuery,
  useCountriesQuery,
} = marketplaceApi;
