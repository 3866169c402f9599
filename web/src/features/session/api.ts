import { baseApi } from '@/lib/api/base-api';
import type { LoginSession } from '@/lib/session';

/** §3 "User info" as the server sends it in `member_info`. */
export interface SessionUser {
  id: string;
  kind: 'admin' | 'member';
  username: string;
  realname: string;
  mobile: string;
  memberId?: string;
  companyName?: string;
  role: string[];
  permissions: string[];
}

export interface SessionAnswer extends LoginSession {
  member_info: SessionUser;
}

export interface RegisterRequest {
  companyName: string;
  contact: string;
  account: string;
  password: string;
  phone: string;
  countryCode: string;
  email?: string;
  country?: string;
  code: string;
  /** The privacy policy and terms accepted; the server refuses the registration without. */
  consent: boolean;
}

// Session calls render their errors in the form (silent), not as notifications.
const silent = { silent: true } as const;

/** §7 "Session" calls. /login/refresh lives in the base query's refresh queue. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionAnswer, { account: string; password: string }>({
      query: (body) => ({ url: '/login/login', method: 'POST', body }),
      extraOptions: silent,
    }),
    loginByCode: build.mutation<SessionAnswer, { phone: string; countryCode: string; code: string }>({
      query: (body) => ({ url: '/login/loginByCode', method: 'POST', body }),
      extraOptions: silent,
    }),
    sendCode: build.mutation<
      { resendAfter: number; expiresIn: number },
      { phone: string; countryCode: string }
    >({
      query: (body) => ({ url: '/login/sendCode', method: 'POST', body }),
      extraOptions: silent,
    }),
    /** A forgotten password, reset with an SMS code: ends every other session, answers a new one. */
    resetPassword: build.mutation<
      SessionAnswer,
      { phone: string; countryCode: string; code: string; password: string }
    >({
      query: (body) => ({ url: '/login/resetPassword', method: 'POST', body }),
      extraOptions: silent,
    }),
    register: build.mutation<SessionAnswer, RegisterRequest>({
      query: (body) => ({ url: '/login/reg', method: 'POST', body }),
      extraOptions: silent,
    }),
    logout: build.mutation<null, { refreshToken: string }>({
      query: (body) => ({ url: '/login/logout', method: 'POST', body }),
      extraOptions: silent,
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginByCodeMutation,
  useSendCodeMutation,
  useRegisterMutation,
  useResetPasswordMutation,
  useLogoutMutation,
} = sessionApi;
