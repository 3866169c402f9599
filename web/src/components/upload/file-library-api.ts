import { baseApi } from '@/lib/api/base-api';
import type { FilesPaths, ReplyData, RequestBody, RequestQuery } from '@/lib/api/contract';
import type { Audience } from './upload-rules';

type FilePage = ReplyData<FilesPaths, '/basic.file/page', 'get'>;
/** A library file (§3 File, both readings). */
export type LibraryFile = FilePage['rows'][number];
export type FileGroup = ReplyData<FilesPaths, '/basic.fileGroup/list', 'get'>[number];
type FileGroupAdd = RequestBody<FilesPaths, '/admin/sys.fileGroup/add'>;
/** §7 file list request. group_id: '' all, '0' ungrouped. */
export type FilePageArgs = RequestQuery<FilesPaths, '/basic.file/page'> & { audience: Audience };

/** Where each library's groups are added, edited and deleted: the same bodies and answers. */
const groupVerbs: Record<Audience, string> = {
  admin: '/admin/sys.fileGroup',
  member: '/home/member.FileGroup',
};

const api = baseApi.enhanceEndpoints({ addTagTypes: ['LibraryFile', 'FileGroup'] }).injectEndpoints({
  endpoints: (build) => ({
    getLibraryPage: build.query<FilePage, FilePageArgs>({
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
    saveFileGroup: build.mutation<FileGroup, FileGroupAdd & { id?: string; audience: Audience }>({
      query: ({ audience, ...body }) => ({
        url: `${groupVerbs[audience]}/${body.id ? 'edit' : 'add'}`,
        method: 'POST',
        body,
      }),
      extraOptions: { successMessage: true },
      invalidatesTags: ['FileGroup'],
    }),
    deleteFileGroup: build.mutation<
      ReplyData<FilesPaths, '/admin/sys.fileGroup/del'>,
      RequestBody<FilesPaths, '/admin/sys.fileGroup/del'> & { audience: Audience }
    >({
      query: ({ audience, ...body }) => ({ url: `${groupVerbs[audience]}/del`, method: 'POST', body }),
      extraOptions: { successMessage: true },
      invalidatesTags: ['FileGroup', 'LibraryFile'],
    }),
    moveFiles: build.mutation<
      ReplyData<FilesPaths, '/admin/sys.file/remove'>,
      RequestBody<FilesPaths, '/admin/sys.file/remove'>
    >({
      query: (body) => ({ url: '/admin/sys.file/remove', method: 'POST', body }),
      extraOptions: { successMessage: true },
      invalidatesTags: ['LibraryFile'],
    }),
    deleteFiles: build.mutation<
      ReplyData<FilesPaths, '/admin/sys.file/del'>,
      RequestBody<FilesPaths, '/admin/sys.file/del'>
    >({
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
