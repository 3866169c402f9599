import { baseApi } from '@/lib/api/base-api';
import type { MenuNode } from './menu-tree';

/** The signed-in admin's menu (§7: GET /system/menu/my/{version}). */
export const adminMenuApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyMenu: build.query<MenuNode[], string>({
      query: (version) => `/system/menu/my/${encodeURIComponent(version)}`,
      providesTags: ['Menu'],
    }),
  }),
});

export const { useGetMyMenuQuery } = adminMenuApi;
