import { baseApi } from '@/lib/api/base-api';

export interface GuestbookRow {
  id: string;
  name: string;
  phone?: string;
  email?: string;
  company?: string;
  content: string;
  createdAt: string;
}

/** §7 /admin/guestbook/del (the page goes through the data table). */
export const guestbookAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteGuestbookMessages: build.mutation<{ deleted: number }, { id: string | string[] }>({
      query: (body) => ({ url: '/admin/guestbook/del', method: 'POST', body }),
      extraOptions: { successMessage: true },
      invalidatesTags: ['Table'],
    }),
  }),
});

export const { useDeleteGuestbookMessagesMutation } = guestbookAdminApi;
