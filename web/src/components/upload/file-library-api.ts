import { baseApi } from '@/lib/api/base-api';
import type { Page } from '@/lib/api/base-query';
import type { Audience } from './upload-rules';

/** A library file (§3 File, both readings). */
export interface LibraryFile {
  id: string;
  file_name: string;
  fileName: string;
  src: string;
  ext: string;
  mime: string;
  size: number;
  group_id: string | null;
}
export interface FileGroup {
  id: string;
  label: string;
  show_order: number;
}
/** §7 file list request. group_id: '' all, '0' ungrouped. */
export interface FilePageArgs {
  audience: Audience;
  pageNumber: number;
  pageSize: number;
  keyword?: string;
  group_id?: string;
  type?: 'image' | 'file' | '';
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['LibraryFile', 'FileGroup'] }).injectEndpoints({
  endpoints: (build) => ({
    getLibraryPage: build.query<Page<LibraryFile>, FilePageArgs>({
      query: ({ audience, ...params }) =>
        audience === 'member'
          ? { url: '/home/member.File/page', method: 'POST', body: params }
          : { url: '/basic.file/page', params },
      providesTags: ['LibraryFile'],
    }),
    getFileGroups: build.query<FileGroup[], void>({
      query: () => '/basic.fileGroup/list',
      providesTags: ['FileGroup'],
    }),
    saveFileGroup: build.mutation<FileGroup, { id?: string; label: string; show_order: number }>({
      query: (body) => ({ url: `/admin/sys.fileGroup/${body.id ? 'edit' : 'add'}`, method: 'POST', body }),
      extraOptions: { successMessage: true },
      invalidatesTags: ['FileGroup'],
    }),
    deleteFileGroup: build.mutation<{ ungrouped: number }, { id: string }>({
      query: (body) => ({ url: '/admin/sys.fileGroup/del', method: 'POST', body }),
      extraOptions: { successMessage: true },
      invalidatesTags: ['FileGroup', 'LibraryFile'],
    }),
    moveFiles: build.mutation<{ moved: number }, { ids: string[]; group_id: string }>({
      query: (body) => ({ url: '/admin/sys.file/remove', method: 'POST', body }),
      extraOptions: { successMessage: true },
      invalidatesTags: ['LibraryFile'],
    }),
    deleteFiles: build.mutation<{ deleted: number }, { id: string[] }>({
      query: (body) => ({ url: '/admin/sys.file/del', method: 'POST', body }),
      extraOptions: { successMessage: true },
      invalidatesTags: ['LibraryFile'],
    }),
  }),
});

export const {
  useGetLibraryPageQuery,
  useGetFileGroupsQuery,
  useSaveFileGroupMutation,
  useDeleteFileGroupMutation,
  useMoveFilesMutation,
  useDeleteFilesMutation,
} = api;
/** Lets an upload refresh the library lists. */
export const invalidateLibrary = () => api.util.invalidateTags(['LibraryFile']);
