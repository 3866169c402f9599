import { baseApi } from '@/lib/api/base-api';

export interface Notice {
  id: string;
  kind: string;
  subjectId: string;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
}

/** In-app notifications (notify service): /home/member.Notice/page|unreadCount|read. */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    notices: build.query<
      { rows: Notice[]; total: number },
      { pageNumber: number; pageSize: number; unread?: boolean }
    >({
      query: (body) => ({ url: '/home/member.Notice/page', method: 'POST', body }),
      providesTags: ['Table'],
    }),
    unreadCount: build.query<{ count: number }, void>({
      query: () => ({ url: '/home/member.Notice/unreadCount', method: 'POST', body: {} }),
      providesTags: ['Table'],
    }),
    markRead: build.mutation<{ updated: number }, { id?: string; all?: boolean }>({
      query: (body) => ({ url: '/home/member.Notice/read', method: 'POST', body }),
      invalidatesTags: ['Table'],
    }),
  }),
});

export const { useNoticesQuery, useUnreadCountQuery, useMarkReadMutation } = notificationsApi;
