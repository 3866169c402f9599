import { baseApi } from '@/lib/api/base-api';
import { publicConfigApi, type PublicSettings } from '@/lib/api/public-config';
import type { CatalogPaths, ReplyData, RequestBody } from '@/lib/api/contract';

type Data<Path extends keyof CatalogPaths> = ReplyData<CatalogPaths, Path>;

/** §7 /index/index: everything the portal home shows. */
export type HomeIndex = Data<'/index/index'>;
export type ContentBlock = Data<'/home/Basic/getPatchInfo'>;
export type ArticleItem = Data<'/article/list'>[number];
export type ArticleDetail = Data<'/article/info'>;
export type ArticlePage = Data<'/article/page'>;
export type ArticleQuery = RequestBody<CatalogPaths, '/article/page'>;
type CategoryNodeData = Data<'/article/tree'>[number];
/** A category of the portal's article tree, in the reader's language. */
export type ArticleCategory = Omit<CategoryNodeData, 'children'> & { children: ArticleCategory[] };

const post = (url: string, body: object) => ({ url, method: 'POST', body });

/**
 * The portal's content (§7 Public): the home call, articles and the content blocks.
 * Every query takes the language as part of its key: the server answers in it.
 */
export const portalContentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    homeIndex: build.query<HomeIndex, string>({
      query: () => post('/index/index', {}),
      // The home's one call carries the public settings too: every page's settings readers
      // (site name, hotline...) take them from here instead of asking again.
      async onQueryStarted(_lang, { dispatch, queryFulfilled }) {
        const settings = (await queryFulfilled.catch(() => undefined))?.data.settings;
        // Written in at once (upsertQueryData would run a query of its own first), so the
        // page drawn with the home's answer has the settings too.
        if (settings)
          dispatch(
            publicConfigApi.util.upsertQueryEntries([
              { endpointName: 'getPublicConfig', arg: undefined, value: settings as PublicSettings },
            ]),
          );
      },
    }),
    contentBlocks: build.query<
      ContentBlock[],
      { group: 'banner' | 'promise' | 'page' | 'legal'; lang: string }
    >({
      query: ({ group }) => post('/home/Basic/getPatchList', { group }),
      // The layouts fall back to their own texts; no notification for a missing list.
      extraOptions: { silent: true },
    }),
    contentBlock: build.query<ContentBlock, { code: string; lang: string }>({
      query: ({ code }) => post('/home/Basic/getPatchInfo', { code }),
      // The page shows its own "not found"; no notification on top of it.
      extraOptions: { silent: true },
    }),
    articles: build.query<ArticlePage, ArticleQuery & { lang: string }>({
      query: ({ lang: _lang, ...body }) => post('/article/page', body),
    }),
    article: build.query<ArticleDetail, { id: string; lang: string }>({
      query: ({ id }) => post('/article/info', { id }),
      extraOptions: { silent: true },
    }),
    articleTree: build.query<ArticleCategory[], string>({
      query: () => post('/article/tree', {}),
    }),
  }),
});

export const {
  useHomeIndexQuery,
  useContentBlocksQuery,
  useContentBlockQuery,
  useArticlesQuery,
  useArticleQuery,
  useArticleTreeQuery,
} = portalContentApi;
