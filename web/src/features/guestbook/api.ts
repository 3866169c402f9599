import { baseApi } from '@/lib/api/base-api';

export type GuestbookStatus = 'new' | 'contacted' | 'closed';
export const GUESTBOOK_STATUSES: GuestbookStatus[] = ['new', 'contacted', 'closed'];
export const GUESTBOOK_TYPES = ['message', 'logistics', 'service', 'report', 'promotion'] as const;

export interface GuestbookRow {
  id: string;
  type: (typeof GUESTBOOK_TYPES)[number];
  source?: string;
  status: GuestbookStatus;
  name: string;
  phone?: string;
  phoneVerified: boolean;
  email?: string;
  company?: string;
  contact?: string;
  country?: string;
  departurePort?: string;
  destinationPort?: string;
  content: string;
  memberId?: string;
  createdAt: string;
}

/** §7 /admin/guestbook/del and /admin/guestbook/changeStatus (the page goes through the data table). */
export const guestbookAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteGuestbookMessages: build.mutation<{ deleted: number }, { id: string | string[] }>({
      query: (body) => ({ url: '/admin/guestbook/del', method: 'POST', body }),
      extraOptions: { successMessage: true },
      invalidatesTags: ['Table'],
    }),
    changeGuestbookStatus: build.mutation<
      { changed: number },
      { id: string | string[]; status: GuestbookStatus }
    >({
      query: (body) => ({ url: '/admin/guestbook/changeStatus', method: 'POST', body }),
      extraOptions: { successMessage: true },
      invalidatesTags: ['Table'],
    }),
  }),
});

export const { useDeleteGuestbookMessagesMutation, useChangeGuestbookStatusMutation } = guestbookAdminApi;
