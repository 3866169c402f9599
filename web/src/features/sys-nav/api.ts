import { baseApi } from '@/lib/api/base-api';

export type Titles = { 'zh-cn': string; en: string; ru: string };

/** What the portal reads (`POST /home/Basic/getNavList`): enabled items in the caller's language. */
export interface PortalNavEntry {
  id: string;
  title: string;
  url: string;
  target: string;
  children?: PortalNavEntry[];
}
export interface PortalNavGroup {
  code: string;
  name: string;
  items: PortalNavEntry[];
}

export interface NavGroupRow {
  id: string;
  code: string;
  name: string;
  names: Titles;
  sort: number;
  status: 0 | 1;
  itemCount: number;
}
export interface NavItemNode {
  id: string;
  groupId: string;
  parentId: string | null;
  title: string;
  titles: Titles;
  url: string;
  target: '_self' | '_blank';
  sort: number;
  status: 0 | 1;
  children?: NavItemNode[];
}

export type NavItemInput = Partial<Omit<NavItemNode, 'title' | 'titles' | 'children'>> & {
  title: Partial<Titles> & { 'zh-cn': string };
};
export type NavGroupInput = {
  id?: string;
  code: string;
  name: Partial<Titles> & { 'zh-cn': string };
  sort?: number;
  status?: 0 | 1;
};

const act = { successMessage: true } as const;
const post = (url: string, body: object) => ({ url, method: 'POST', body });

/**
 * The custom navigation: the portal's read (its cache key carries the language, as the
 * server answers in it) and §7 /admin/sys.customNavGroup/* and /admin/sys.customNav/*.
 */
export const navApi = baseApi.enhanceEndpoints({ addTagTypes: ['Nav'] }).injectEndpoints({
  endpoints: (build) => ({
    portalNav: build.query<PortalNavGroup[], string>({
      query: () => post('/home/Basic/getNavList', {}),
      // The portal falls back to its built-in navigation: no notification for a failure.
      extraOptions: { silent: true },
      providesTags: ['Nav'],
    }),
    navGroups: build.query<NavGroupRow[], void>({
      query: () => post('/admin/sys.customNavGroup/list', {}),
      providesTags: ['Nav'],
    }),
    navTree: build.query<NavItemNode[], string>({
      query: (groupId) => post('/admin/sys.customNav/tree', { groupId }),
      providesTags: ['Nav'],
    }),
    saveNavGroup: build.mutation<{ id: string }, NavGroupInput>({
      query: ({ id, ...body }) =>
        post(`/admin/sys.customNavGroup/${id ? 'edit' : 'add'}`, id ? { id, ...body } : body),
      extraOptions: act,
      invalidatesTags: ['Nav'],
    }),
    deleteNavGroup: build.mutation<null, string>({
      query: (id) => post('/admin/sys.customNavGroup/del', { id }),
      extraOptions: act,
      invalidatesTags: ['Nav'],
    }),
    saveNavItem: build.mutation<{ id: string }, NavItemInput>({
      query: ({ id, groupId, ...body }) =>
        id
          ? post('/admin/sys.customNav/edit', { id, ...body })
          : post('/admin/sys.customNav/add', { groupId, ...body }),
      extraOptions: act,
      invalidatesTags: ['Nav'],
    }),
    /** A drag in the tree: the new parent and sort of one item, saved quietly. */
    moveNavItem: build.mutation<{ id: string }, NavItemInput>({
      query: ({ id, ...body }) => post('/admin/sys.customNav/edit', { id, ...body }),
      invalidatesTags: ['Nav'],
    }),
    deleteNavItem: build.mutation<null, string>({
      query: (id) => post('/admin/sys.customNav/del', { id }),
      extraOptions: act,
      invalidatesTags: ['Nav'],
    }),
  }),
});

export const {
  usePortalNavQuery,
  useNavGroupsQuery,
  useNavTreeQuery,
  useSaveNavGroupMutation,
  useDeleteNavGroupMutation,
  useSaveNavItemMutation,
  useMoveNavItemMutation,
  useDeleteNavItemMutation,
} = navApi;
