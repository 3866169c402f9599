import { baseApi } from '@/lib/api/base-api';
import type { Page } from '@/lib/api/base-query';

export type Status = 0 | 1;
export type Titles = { 'zh-cn': string; en: string; ru: string };

export interface AdminUserRow {
  id: string;
  username: string;
  realname: string;
  mobile: string;
  email: string;
  deptId: string | null;
  roleIds: string[];
  status: Status;
  isSuper: boolean;
}
export interface RoleRow {
  id: string;
  name: string;
  code: string;
  remark: string;
  sort: number;
  status: Status;
  menuIds: string[];
  perms: string[];
}
export interface DeptNode {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
  leader: string;
  phone: string;
  status: Status;
  children?: DeptNode[];
}
export interface MenuNode {
  id: string;
  parentId: string | null;
  title: string;
  titles: Titles;
  type: 'dir' | 'menu' | 'button';
  path: string;
  icon: string;
  perms: string[];
  apis: string[];
  sort: number;
  hidden: boolean;
  status: Status;
  children?: MenuNode[];
}

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
