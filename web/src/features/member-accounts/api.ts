import { baseApi } from '@/lib/api/base-api';

export interface MemberAccountRow {
  id: string;
  account: string;
  companyName: string;
  contact: string;
  phone: string;
  countryCode: string;
  email: string;
  country: string;
  status: 0 | 1;
  lastLoginAt?: string;
  createdAt: string;
}

/** POST /admin/member.account/changeStatus: disabling ends the account's sessions at once. */
export const memberAccountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changeMemberStatus: build.mutation<{ id: string }, { id: string; status: 0 | 1 }>({
      query: (body) => ({ url: '/admin/member.account/changeStatus', method: 'POST', body }),
      extraOptions: { successMessage: true },
      invalidatesTags: ['Table'],
    }),
  }),
});

export const { useChangeMemberStatusMutation } = memberAccountsApi;
