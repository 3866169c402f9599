import { baseApi } from '@/lib/api/base-api';

export type Status = 0 | 1;
export interface Labels {
  'zh-cn': string;
  en: string;
  ru: string;
}
export interface DictClassRow {
  id: string;
  class_code: string;
  class_name: string;
  labels: Labels;
  remark: string;
  show_order: number;
  item_count: number;
}
export interface DictItemRow {
  id: string;
  class_code: string;
  dict_code: string;
  dict_value: string;
  labels: Labels;
  show_order: number;
  status: Status;
}
export interface DictClassInput {
  id?: string;
  class_code: string;
  class_name: string;
  labels?: { en?: string; ru?: string };
  remark?: string;
  show_order?: number;
}
export interface DictItemInput {
  id?: string;
  class_code: string;
  dict_code: string;
  dict_value: string;
  labels?: { en?: string; ru?: string };
  show_order?: number;
  status?: Status;
}

const act = { successMessage: true } as const;
const post = (url: string, body: object) => ({ url, method: 'POST', body });

/**
 * §7 /admin/sys.dictClass/* and /admin/sys.dictItem/*. Item lists go through the data
 * table ('Table'); a change also refreshes the dictionary selects ('Dict').
 */
export const dictAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dictClasses: build.query<DictClassRow[], void>({
      query: () => post('/admin/sys.dictClass/list', {}),
      providesTags: ['Table'],
    }),
    saveDictClass: build.mutation<{ id: string }, DictClassInput>({
      query: (body) => post(`/admin/sys.dictClass/${body.id ? 'edit' : 'add'}`, body),
      extraOptions: act,
      invalidatesTags: ['Table', 'Dict'],
    }),
    deleteDictClass: build.mutation<null, { id: string }>({
      query: (body) => post('/admin/sys.dictClass/del', body),
      extraOptions: act,
      invalidatesTags: ['Table', 'Dict'],
    }),
    saveDictItem: build.mutation<{ id: string }, DictItemInput>({
      query: (body) => post(`/admin/sys.dictItem/${body.id ? 'edit' : 'add'}`, body),
      extraOptions: act,
      invalidatesTags: ['Table', 'Dict'],
    }),
    changeDictItemStatus: build.mutation<{ id: string }, { id: string; status: Status }>({
      query: (body) => post('/admin/sys.dictItem/changeStatus', body),
      extraOptions: act,
      invalidatesTags: ['Table', 'Dict'],
    }),
    setDictItemOrder: build.mutation<{ id: string }, { id: string; show_order: number }>({
      query: (body) => post('/admin/sys.dictItem/showOrder', body),
      extraOptions: act,
      invalidatesTags: ['Table', 'Dict'],
    }),
    deleteDictItem: build.mutation<null, { id: string }>({
      query: (body) => post('/admin/sys.dictItem/del', body),
      extraOptions: act,
      invalidatesTags: ['Table', 'Dict'],
    }),
  }),
});

export const {
  useDictClassesQuery,
  useSaveDictClassMutation,
  useDeleteDictClassMutation,
  useSaveDictItemMutation,
  useChangeDictItemStatusMutation,
  useSetDictItemOrderMutation,
  useDeleteDictItemMutation,
} = dictAdminApi;
