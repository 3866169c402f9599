import { baseApi } from '@/lib/api/base-api';
import type { Page } from '@/lib/api/base-query';
import type { AuthPaths, ReplyData, RequestBody } from '@/lib/api/contract';

/** Row and tree shapes as the auth service answers them (types generated from its OpenAPI). */
export type AdminUserRow = ReplyData<AuthPaths, '/admin/sys.user/page'>['rows'][number];
export type RoleRow = ReplyData<AuthPaths, '/admin/sys.role/page'>['rows'][number];
export type DeptNode = ReplyData<AuthPaths, '/admin/sys.dept/tree'>[number];
export type MenuNode = ReplyData<AuthPaths, '/admin/sys.menu/tree'>[number];
export type Status = RoleRow['status'];
export type Titles = RequestBody<AuthPaths, '/admin/sys.menu/add'>['title'];

const act = { successMessage: true } as const;
const post = (url: string) => (body: object) => ({ url, method: 'POST', body });

/** §7 /admin/sys.user, sys.role, sys.dept, sys.menu calls; lists go through the data table. */
export const authAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    roleOptions: build.query<RoleRow[], void>({
      query: () => post('/admin/sys.role/page')({ pageSize: 1000 }),
      transformResponse: (page: Page<RoleRow>) => page.rows,
      providesTags: ['Table'],
    }),
    deptTree: build.query<DeptNode[], void>({
      query: () => post('/admin/sys.dept/tree')({}),
      providesTags: ['Table'],
    }),
    menuTree: build.query<MenuNode[], void>({
      query: () => post('/admin/sys.menu/tree')({}),
      providesTags: ['Menu'],
    }),
    saveUser: build.mutation<{ id: string }, Partial<AdminUserRow> & { password?: string }>({
      query: (body) => post(`/admin/sys.user/${body.id ? 'edit' : 'add'}`)(body),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
    saveRole: build.mutation<{ id: string }, Partial<RoleRow>>({
      query: (body) => post(`/admin/sys.role/${body.id ? 'edit' : 'add'}`)(body),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
    authRole: build.mutation<{ id: string }, { id: string; menuIds: string[] }>({
      query: post('/admin/sys.role/auth'),
      extraOptions: act,
      invalidatesTags: ['Table', 'Menu'],
    }),
    saveDept: build.mutation<{ id: string }, Partial<DeptNode>>({
      query: (body) => post(`/admin/sys.dept/${body.id ? 'edit' : 'add'}`)(body),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
    saveMenu: build.mutation<{ id: string }, Partial<Omit<MenuNode, 'title'>> & { title: Titles }>({
      query: (body) => post(`/admin/sys.menu/${body.id ? 'edit' : 'add'}`)(body),
      extraOptions: act,
      invalidatesTags: ['Menu'],
    }),
    changeStatus: build.mutation<{ id: string }, { resource: 'user' | 'role'; id: string; status: Status }>({
      query: ({ resource, ...body }) => post(`/admin/sys.${resource}/changeStatus`)(body),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
    remove: build.mutation<null, { resource: 'user' | 'role' | 'dept' | 'menu'; id: string }>({
      query: ({ resource, id }) => post(`/admin/sys.${resource}/del`)({ id }),
      extraOptions: act,
      invalidatesTags: ['Table', 'Menu'],
    }),
  }),
});

export const {
  useRoleOptionsQuery,
  useDeptTreeQuery,
  useMenuTreeQuery,
  useSaveUserMutation,
  useSaveRoleMutation,
  useAuthRoleMutation,
  useSaveDeptMutation,
  useSaveMenuMutation,
  useChangeStatusMutation,
  useRemoveMutation,
} = authAdminApi;
