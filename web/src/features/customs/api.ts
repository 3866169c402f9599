import { baseApi } from '@/lib/api/base-api';
import { API_BASE } from '@/lib/api/api-settings';
import type { CustomsPaths, ReplyData, RequestBody } from '@/lib/api/contract';
import { languageHeader } from '@/i18n';
import { getAccessToken } from '@/lib/session';

/** Every list of the eight channels answers the same shapes; CEB621's name them. */
export type DeclarationRow = ReplyData<CustomsPaths, '/member.kj.ceb621/page'>['rows'][number];
export type DeclarationPage = ReplyData<CustomsPaths, '/member.kj.ceb621/page'>;
export type ListFilters = Omit<
  RequestBody<CustomsPaths, '/member.kj.ceb621/page'>,
  'pageNumber' | 'pageSize'
>;
export type DeclarationDetail = ReplyData<CustomsPaths, '/member.kj.ceb621/detail'>;
export type Inquiry = ReplyData<CustomsPaths, '/member.kj.ceb621/inquiry'>;
export type ErrorMessage = ReplyData<CustomsPaths, '/member.kj.ceb621/errorMessage'>;
export type DeclareBody = RequestBody<CustomsPaths, '/member.kj.ceb303/declare'>;
export type DeclareResult = ReplyData<CustomsPaths, '/member.kj.ceb303/declare'>;
export type UploadResult = ReplyData<CustomsPaths, '/member.kj.message/upload'>;
export type UnmatchedRow = ReplyData<CustomsPaths, '/admin/kj.unmatched/page'>['rows'][number];
export type UnmatchedInfo = ReplyData<CustomsPaths, '/admin/kj.unmatched/info'>;

export const MEMBER_UPLOAD = '/member.kj.message/upload';
export const ADMIN_UPLOAD = '/admin/kj.message/upload';
export const ADMIN_UNMATCHED = '/admin/kj.unmatched';
export const ADMIN_MESSAGES = '/admin/kj.message/page';

const post = (url: string, body: object) => ({ url, method: 'POST', body });
const xml = (url: string, text: string) => ({
  url,
  method: 'POST',
  body: text,
  headers: { 'content-type': 'application/xml' },
});

/** `/member.kj.ceb*` (customs): one document of a list, its receipts, its errors; declaring and uploads. */
export const customsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    declarationPage: build.query<
      DeclarationPage,
      { base: string; view: 'all' | 'errors'; body: ListFilters & { pageNumber: number; pageSize: number } }
    >({
      query: ({ base, view, body }) => post(`${base}/${view === 'errors' ? 'errorPage' : 'page'}`, body),
      providesTags: ['Table'],
    }),
    declarationDetail: build.query<DeclarationDetail, { base: string; id: string }>({
      query: ({ base, id }) => post(`${base}/detail`, { id }),
      providesTags: ['Table'],
    }),
    declarationInquiry: build.query<Inquiry, { base: string; id: string }>({
      query: ({ base, id }) => post(`${base}/inquiry`, { id }),
      providesTags: ['Table'],
    }),
    declarationErrors: build.query<ErrorMessage, { base: string; id: string }>({
      query: ({ base, id }) => post(`${base}/errorMessage`, { id }),
      providesTags: ['Table'],
    }),
    declare: build.mutation<DeclareResult, { base: string; body: DeclareBody }>({
      query: ({ base, body }) => post(`${base}/declare`, body),
      invalidatesTags: ['Table'],
    }),
    uploadMessage: build.mutation<UploadResult, { url: string; text: string }>({
      query: ({ url, text }) => xml(url, text),
      invalidatesTags: ['Table'],
    }),
    unmatchedInfo: build.query<UnmatchedInfo, string>({
      query: (id) => post(`${ADMIN_UNMATCHED}/info`, { id }),
    }),
  }),
});

export const {
  useDeclarationPageQuery,
  useDeclarationDetailQuery,
  useDeclarationInquiryQuery,
  useDeclarationErrorsQuery,
  useDeclareMutation,
  useUploadMessageMutation,
  useUnmatchedInfoQuery,
} = customsApi;

/** The query string of an Excel export: the list's filters, empty ones left out. */
export function excelQuery(view: 'all' | 'errors', filters: ListFilters): string {
  const params = new URLSearchParams({ view });
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/**
 * Downloads the filtered list as the .xlsx the service streams (`GET …/excel`), with the
 * session's token; answers the file name, or throws the server's message.
 */
export async function downloadExcel(
  base: string,
  view: 'all' | 'errors',
  filters: ListFilters,
): Promise<string> {
  const token = getAccessToken();
  const res = await fetch(`${API_BASE}${base}/excel?${excelQuery(view, filters)}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), lang: languageHeader() },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || `Status:${res.status}`);
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'declarations.xlsx';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
