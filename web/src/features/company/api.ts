import { baseApi } from '@/lib/api/base-api';
import type { MemberPaths, ReplyData, RequestBody } from '@/lib/api/contract';

/** The member's company profile (§2 /companySystem/save), as the member service answers it. */
export type Company = NonNullable<ReplyData<MemberPaths, '/member.memberInfo/info'>>;
export type CompanyForm = RequestBody<MemberPaths, '/member.memberInfo/add'>;
export type RegistryHit = ReplyData<MemberPaths, '/member.memberInfo/tycSearch'>['rows'][number];
export type RegistryCompany = ReplyData<MemberPaths, '/member.memberInfo/tycInfo'>;

/** The company filing (§2 /home). */
export type Filing = NonNullable<ReplyData<MemberPaths, '/home/member.Record/info'>>;
export type FilingForm = RequestBody<MemberPaths, '/home/member.Record/save'>;
export type OwnershipType = ReplyData<
  MemberPaths,
  '/home/member.Record/getOptions'
>['ownershipTypes'][number];

export type ReviewStatus = Company['auditStatus'];

/** Back-office views: the member's plus who owns it and who reviewed it. */
export type AdminCompany = ReplyData<MemberPaths, '/admin/member.company/info'>;
export type AdminFiling = ReplyData<MemberPaths, '/admin/member.record/info'>;
export type ReviewBody = RequestBody<MemberPaths, '/admin/member.company/review'>;
/** Which back-office list: company profiles or company filings. */
export type ReviewKind = 'company' | 'record';

export const adminReviewBase = (kind: ReviewKind) => `/admin/member.${kind}`;

const post = (url: string, body: object) => ({ url, method: 'POST', body });

/** /member.memberInfo/*, /home/member.Record/* and their back-office review (member service). */
export const companyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myCompany: build.query<Company | null, void>({
      query: () => post('/member.memberInfo/info', {}),
      providesTags: ['Table'],
    }),
    saveCompany: build.mutation<{ id: string; verified: boolean }, CompanyForm & { id?: string }>({
      query: ({ id, ...form }) =>
        id ? post('/member.memberInfo/save', { id, ...form }) : post('/member.memberInfo/add', form),
      invalidatesTags: ['Table'],
    }),
    registrySearch: build.query<RegistryHit[], string>({
      query: (keyword) => post('/member.memberInfo/tycSearch', { keyword, pageSize: 20 }),
      transformResponse: (page: { rows: RegistryHit[] }) => page.rows,
    }),
    registryCompany: build.mutation<RegistryCompany, string>({
      query: (code) => post('/member.memberInfo/tycInfo', { code }),
    }),
    myFiling: build.query<Filing | null, void>({
      query: () => post('/home/member.Record/info', {}),
      providesTags: ['Table'],
    }),
    filingOptions: build.query<OwnershipType[], void>({
      query: () => post('/home/member.Record/getOptions', {}),
      transformResponse: (data: { ownershipTypes: OwnershipType[] }) => data.ownershipTypes,
      providesTags: ['Dict'],
    }),
    saveFiling: build.mutation<{ id: string; status: ReviewStatus }, FilingForm>({
      query: (form) => post('/home/member.Record/save', form),
      invalidatesTags: ['Table'],
    }),
    adminCompany: build.query<AdminCompany, string>({
      query: (id) => post(`${adminReviewBase('company')}/info`, { id }),
      providesTags: ['Table'],
    }),
    adminFiling: build.query<AdminFiling, string>({
      query: (id) => post(`${adminReviewBase('record')}/info`, { id }),
      providesTags: ['Table'],
    }),
    review: build.mutation<unknown, ReviewBody & { kind: ReviewKind }>({
      query: ({ kind, ...body }) => post(`${adminReviewBase(kind)}/review`, body),
      extraOptions: { successMessage: true },
      invalidatesTags: ['Table'],
    }),
  }),
});

export const {
  useMyCompanyQuery,
  useSaveCompanyMutation,
  useLazyRegistrySearchQuery,
  useRegistryCompanyMutation,
  useMyFilingQuery,
  useFilingOptionsQuery,
  useSaveFilingMutation,
  useAdminCompanyQuery,
  useAdminFilingQuery,
  useReviewMutation,
} = companyApi;
