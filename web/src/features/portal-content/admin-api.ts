import { baseApi } from '@/lib/api/base-api';
import type { CatalogPaths, ReplyData } from '@/lib/api/contract';

type Data<Path extends keyof CatalogPaths> = ReplyData<CatalogPaths, Path>;
type Row<Path extends keyof CatalogPaths> = Data<Path> extends { rows: (infer R)[] } ? R : never;

export type ContentResource = 'article.article' | 'article.category' | 'patch.item';
export type AdminArticleRow = Row<'/admin/article.article/page'>;
export type AdminArticle = Data<'/admin/article.article/info'>;
export type AdminPatchRow = Row<'/admin/patch.item/page'>;
export type AdminPatch = Data<'/admin/patch.item/info'>;
type CategoryNodeData = Data<'/admin/article.category/tree'>[number];
/** A category of the back office's article tree, with its three names. */
export type AdminArticleCategory = Omit<CategoryNodeData, 'children'> & { children: AdminArticleCategory[] };
export type Languages = AdminArticle['title'];

/** §7 /admin/article.article|category/* and /admin/patch.item/*; lists go through the data table. */
export const contentBase = (resource: ContentResource) => `/admin/${resource}`;
const post = (url: string, body: object) => ({ url, method: 'POST', body });
const act = { successMessage: true } as const;

export const contentAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    articleCategoryTree: build.query<AdminArticleCategory[], void>({
      query: () => post(`${contentBase('article.category')}/tree`, {}),
      providesTags: ['Table'],
    }),
    adminArticle: build.query<AdminArticle, string>({
      query: (id) => post(`${contentBase('article.article')}/info`, { id }),
      providesTags: ['Table'],
    }),
    adminPatch: build.query<AdminPatch, string>({
      query: (id) => post(`${contentBase('patch.item')}/info`, { id }),
      providesTags: ['Table'],
    }),
    saveContent: build.mutation<
      { id: string },
      { resource: ContentResource; body: { id?: string; [field: string]: unknown } }
    >({
      query: ({ resource, body }) => post(`${contentBase(resource)}/${body.id ? 'edit' : 'add'}`, body),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
    deleteContent: build.mutation<null, { resource: ContentResource; id: string }>({
      query: ({ resource, id }) => post(`${contentBase(resource)}/del`, { id }),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
    changeArticleStatus: build.mutation<null, { id: string; status: 0 | 1 }>({
      query: (body) => post(`${contentBase('article.article')}/changeStatus`, body),
      extraOptions: act,
      invalidatesTags: ['Table'],
    }),
  }),
});

export const {
  useArticleCategoryTreeQuery,
  useAdminArticleQuery,
  useAdminPatchQuery,
  useSaveContentMutation,
  useDeleteContentMutation,
  useChangeArticleStatusMutation,
} = contentAdminApi;
