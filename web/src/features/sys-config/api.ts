import { baseApi } from '@/lib/api/base-api';

export type SettingType = 'string' | 'number' | 'boolean' | 'json';
export interface SettingRow {
  id: string;
  key: string;
  group: string;
  type: SettingType;
  value: unknown;
  title: string;
  labels: { 'zh-cn': string; en: string; ru: string };
  remark: string;
  sort: number;
  public: boolean;
  min: number | null;
  max: number | null;
}
export interface SettingInput extends Omit<SettingRow, 'id' | 'title' | 'labels'> {
  id?: string;
  title: string;
  labels?: { en?: string; ru?: string };
}

const act = { successMessage: true } as const;
const post = (url: string, body: object) => ({ url, method: 'POST', body });

/** §7 /admin/sys.config/*; a change also refreshes the public settings the app reads. */
export const configAdminApi = baseApi.enhanceEndpoints({ addTagTypes: ['Settings'] }).injectEndpoints({
  endpoints: (build) => ({
    settings: build.query<SettingRow[], void>({
      query: () => post('/admin/sys.config/list', {}),
      providesTags: ['Settings'],
    }),
    saveSetting: build.mutation<{ id: string }, SettingInput>({
      query: (body) => post(`/admin/sys.config/${body.id ? 'edit' : 'add'}`, body),
      extraOptions: act,
      invalidatesTags: ['Settings'],
    }),
    batchSettings: build.mutation<{ changed: number }, { items: { key: string; value: unknown }[] }>({
      query: (body) => post('/admin/sys.config/batch', body),
      extraOptions: act,
      invalidatesTags: ['Settings'],
    }),
    sortSettings: build.mutation<null, { items: { id: string; sort: number }[] }>({
      query: (body) => post('/admin/sys.config/sort', body),
      extraOptions: act,
      invalidatesTags: ['Settings'],
    }),
    deleteSetting: build.mutation<null, { id: string }>({
      query: (body) => post('/admin/sys.config/del', body),
      extraOptions: act,
      invalidatesTags: ['Settings'],
    }),
    refreshSettings: build.mutation<{ published: number }, void>({
      query: () => post('/admin/sys.config/refresh', {}),
      extraOptions: act,
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const {
  useSettingsQuery,
  useSaveSettingMutation,
  useBatchSettingsMutation,
  useSortSettingsMutation,
  useDeleteSettingMutation,
  useRefreshSettingsMutation,
} = configAdminApi;
