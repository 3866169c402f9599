import { baseApi } from '@/lib/api/base-api';
import type { CatalogPaths, MemberPaths, ReplyData, RequestBody } from '@/lib/api/contract';

/** A contract as its parties read it (/home/member.Contract/info), lines, parties and milestones included. */
export type Contract = ReplyData<MemberPaths, '/home/member.Contract/info'>;
export type ContractRow = ReplyData<MemberPaths, '/home/member.Contract/page'>['rows'][number];
export type ContractForm = RequestBody<MemberPaths, '/home/member.Contract/add'>;
export type ContractFromQuote = ReplyData<MemberPaths, '/home/member.Contract/fromQuote'>;
export type ContractStatus = Contract['status'];
export type ContractKind = Contract['kind'];
export type Milestone = Contract['milestones'][number]['milestone'];
export type MilestoneBody = RequestBody<MemberPaths, '/home/member.ContractTracking/add'>;
export type StatusMove = RequestBody<MemberPaths, '/home/member.ContractTracking/updateStatus'>['status'];
export type Party = Contract['buyer'];
export type PartyCheck = Party['check'];
/** The trade dossier: the contract's whole chain on one timeline, oldest first. */
export type Dossier = ReplyData<MemberPaths, '/home/member.Contract/dossier'>;
export type DossierEntry = Dossier['entries'][number];
export type AdminContract = ReplyData<MemberPaths, '/admin/member.contract/info'>;
export type ReviewBody = RequestBody<MemberPaths, '/admin/member.contract/review'>;
/** The caller's company profile: its own side of every contract. */
export type OwnCompany = ReplyData<MemberPaths, '/member.memberInfo/info'>;
export type RegistryHit = ReplyData<MemberPaths, '/member.memberInfo/tycSearch'>['rows'][number];
/** A quotation of the marketplace (catalog), for starting a contract from an accepted one. */
export type Quote = ReplyData<CatalogPaths, '/member.myTrans/quoteList'>['rows'][number];
/** An accepted quotation, and whether the caller bought (received it on its demand) or sold. */
export type AcceptedQuote = Quote & { side: 'buyer' | 'seller' };

export const MEMBER_CONTRACT = '/home/member.Contract';
export const CONTRACT_TRACKING = '/home/member.ContractTracking';
export const ADMIN_CONTRACT = '/admin/member.contract';

const post = (url: string, body: object) => ({ url, method: 'POST', body });

/** Accepted quotations either side of the trade: received on my demands, or sent on others'. */
async function acceptedQuotes(fetch: (arg: ReturnType<typeof post>) => unknown) {
  const boxes = (await Promise.all(
    (['received', 'sent'] as const).map((box) =>
      fetch(post('/member.myTrans/quoteList', { box, pageNumber: 1, pageSize: 50 })),
    ),
  )) as Array<{ data?: unknown; error?: unknown }>;
  const failed = boxes.find((b) => b.error);
  if (failed) return { error: failed.error as never };
  const rows = boxes.flatMap((b, i) =>
    (b.data as { rows: Quote[] }).rows.map((q) => ({ ...q, side: i === 0 ? 'buyer' : 'seller' }) as const),
  );
  return { data: rows.filter((q) => q.decision === 'accepted') };
}

/**
 * /home/member.Contract/* and /home/member.ContractTracking/* (member service), the back
 * office's /admin/member.contract/*, and the registry lookup for naming a counterparty.
 */
export const contractsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contract: build.query<Contract, string>({
      query: (id) => post(`${MEMBER_CONTRACT}/info`, { id }),
      providesTags: ['Table'],
    }),
    contractDossier: build.query<Dossier, string>({
      query: (id) => post(`${MEMBER_CONTRACT}/dossier`, { id }),
      providesTags: ['Table'],
    }),
    contractFromQuote: build.query<ContractFromQuote, string>({
      query: (quoteId) => post(`${MEMBER_CONTRACT}/fromQuote`, { quoteId }),
    }),
    acceptedQuotes: build.query<AcceptedQuote[], void>({
      queryFn: (_arg, _api, _extra, fetch) => acceptedQuotes(fetch),
      providesTags: ['Table'],
    }),
    saveContract: build.mutation<
      ReplyData<MemberPaths, '/home/member.Contract/add'>,
      ContractForm & { id?: string }
    >({
      query: ({ id, kind, quoteId, ...form }) =>
        id
          ? post(`${MEMBER_CONTRACT}/edit`, { id, ...form })
          : post(`${MEMBER_CONTRACT}/add`, { kind, ...(quoteId ? { quoteId } : {}), ...form }),
      invalidatesTags: ['Table'],
    }),
    deleteContract: build.mutation<unknown, string>({
      query: (id) => post(`${MEMBER_CONTRACT}/del`, { id }),
      extraOptions: { successMessage: true },
      invalidatesTags: ['Table'],
    }),
    moveContract: build.mutation<Contract, { id: string; status: StatusMove; reason?: string }>({
      query: (body) => post(`${CONTRACT_TRACKING}/updateStatus`, body),
      invalidatesTags: ['Table'],
    }),
    addMilestone: build.mutation<unknown, MilestoneBody>({
      query: (body) => post(`${CONTRACT_TRACKING}/add`, body),
      invalidatesTags: ['Table'],
    }),
    myContracts: build.query<
      { rows: ContractRow[]; total: number },
      { kind: ContractKind; tracked?: boolean; pageSize?: number }
    >({
      query: ({ kind, tracked, pageSize = 50 }) =>
        post(`${tracked ? CONTRACT_TRACKING : MEMBER_CONTRACT}/page`, {
          pageNumber: 1,
          pageSize,
          filters: [{ field: 'kind', op: '=', value: kind }],
        }),
      providesTags: ['Table'],
    }),
    ownCompany: build.query<OwnCompany, void>({
      query: () => post('/member.memberInfo/info', {}),
      providesTags: ['Table'],
    }),
    registrySearch: build.query<RegistryHit[], string>({
      query: (keyword) => post('/member.memberInfo/tycSearch', { keyword, pageSize: 10 }),
      transformResponse: (page: { rows: RegistryHit[] }) => page.rows,
    }),
    adminContract: build.query<AdminContract, string>({
      query: (id) => post(`${ADMIN_CONTRACT}/info`, { id }),
      providesTags: ['Table'],
    }),
    reviewContract: build.mutation<unknown, ReviewBody>({
      query: (body) => post(`${ADMIN_CONTRACT}/review`, body),
      extraOptions: { successMessage: true },
      invalidatesTags: ['Table'],
    }),
  }),
});

export const {
  useContractQuery,
  useContractDossierQuery,
  useLazyContractFromQuoteQuery,
  useAcceptedQuotesQuery,
  useSaveContractMutation,
  useDeleteContractMutation,
  useMoveContractMutation,
  useAddMilestoneMutation,
  useMyContractsQuery,
  useOwnCompanyQuery,
  useLazyRegistrySearchQuery,
  useAdminContractQuery,
  useReviewContractMutation,
} = contractsApi;
