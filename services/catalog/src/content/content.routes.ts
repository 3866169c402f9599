import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { allLanguages, ErrorEnvelopeSchema, inLang, PERMISSIONS as P, type Lang } from '@trade/contracts';
import {
  fail,
  guardAdmin,
  ok,
  page,
  PageQuery,
  toMongoQuery,
  type ListPolicy,
  Type,
  type TSchema,
  type TypeBoxTypeProvider,
} from '@trade/service-kit';
import { actorOf } from '../http/actor';
import { EmptyReply, errors, IdBody, IdReply, StatusBody } from '../catalogue/catalogue.schemas';
import { articleListItem, visibleArticles, type ArticleCategoryNode, type Articles } from './articles';
import type { ArticleDoc, PatchDoc } from './content.models';
import {
  ArticleAddBody,
  ArticleCategoryAddBody,
  ArticleCategoryEditBody,
  ArticleCategoryInfoReply,
  ArticleCategoryTreeReply,
  ArticleEditBody,
  ArticleInfoReply,
  ArticlePageReply,
  PatchAddBody,
  PatchEditBody,
  PatchInfoBody,
  PatchInfoReply,
  PatchListBody,
  PatchListReply,
  PatchPageReply,
  PublicArticleInfoBody,
  PublicArticleInfoReply,
  PublicArticleListBody,
  PublicArticleListReply,
  PublicArticlePageBody,
  PublicArticlePageReply,
  PublicCategoryListReply,
  PublicCategoryTreeReply,
  PublicPatchReply,
} from './content.schemas';
import { publicPatch, type Patches } from './patches';

const route = <B extends TSchema, R extends TSchema>(permission: string, tag: string, body: B, reply: R) => ({
  preHandler: guardAdmin(permission),
  schema: { tags: [tag], body, response: { 200: reply, ...errors } },
});
const publicRoute = <B extends TSchema, R extends TSchema>(body: B, reply: R) => ({
  schema: {
    tags: ['portal content'],
    body,
    response: { 200: reply, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema },
  },
});

/** An article the search engine found, with its title's matched words per language. */
export interface FoundArticleRow {
  id: string;
  categoryId: string;
  title: Record<Lang, string>;
  summary: Record<Lang, string>;
  coverUrl: string;
  publishedAt: string;
  highlight?: Partial<Record<Lang, string>>;
}

/**
 * The portal's article search (the search engine, wired in by the app; its being down is
 * a 503): published, due articles in the categories, by keyword, pinned first then newest.
 */
export interface ArticleSearch {
  page(query: {
    categoryIds?: string[];
    keyword?: string;
    pageNumber: number;
    pageSize: number;
  }): Promise<{ rows: FoundArticleRow[]; total: number }>;
}

/** The verbs that take no fields: any body is accepted, and nothing of it is read. */
const NoBody = Type.Object({});

const ARTICLE_POLICY: ListPolicy = {
  fields: {
    'title.zh-cn': 'string',
    categoryId: 'string',
    status: 'number',
    publishedAt: 'date',
    sortOrder: 'number',
    createdAt: 'date',
  },
  defaultSort: { createdAt: -1 },
};
const PATCH_POLICY: ListPolicy = {
  fields: { code: 'string', group: 'string', 'title.zh-cn': 'string', status: 'number', sortOrder: 'number' },
  defaultSort: { group: 1, sortOrder: 1 },
};

const identityOf = (request: FastifyRequest) => {
  if (!request.identity) throw fail('UNAUTHENTICATED');
  return request.identity;
};

interface PublicCategoryNode {
  id: string;
  parentId: string | null;
  name: string;
  children: PublicCategoryNode[];
}

function localiseTree(nodes: ArticleCategoryNode[], lang: Lang): PublicCategoryNode[] {
  return nodes.map((node) => ({
    id: node.id,
    parentId: node.parentId,
    name: inLang(node.name, lang),
    children: localiseTree(node.children, lang),
  }));
}

/** Every category below `id` (itself included): a list of a category shows its subcategories' articles. */
async function categoryAndBelow(articles: Articles, id: string): Promise<string[]> {
  const rows = await articles.categories();
  const out = [id];
  for (let i = 0; i < out.length; i += 1)
    for (const row of rows) if (row.parentId === out[i]) out.push(String(row._id));
  return out;
}

/**
 * §7 Public /article/* and /home/article/* (list, page, info, categoryList, tree),
 * /home/Basic/getPatchList and getPatchInfo, and the back office's
 * /admin/article.article|category/* and /admin/patch.item/*.
 */
export const contentRoutes: FastifyPluginAsync<{
  articles: Articles;
  patches: Patches;
  articleSearch: ArticleSearch;
}> = async (fastify, { articles, patches, articleSearch }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { models } = articles;

  const adminView = (doc: ArticleDoc, names: Map<string, string>) => ({
    id: String(doc._id),
    categoryId: doc.categoryId,
    categoryName: names.get(doc.categoryId) ?? '',
    title: allLanguages(doc.title),
    summary: allLanguages(doc.summary),
    body: allLanguages(doc.body),
    cover: doc.cover ?? '',
    coverUrl: doc.coverUrl ?? '',
    status: (doc.status ?? 0) as 0 | 1,
    publishedAt: doc.publishedAt ? doc.publishedAt.toISOString() : null,
    sortOrder: doc.sortOrder ?? 0,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  });

  /** The portal's short list's filter: published and due, in the category and its subcategories. */
  const publicFilter = async (categoryId: string | undefined) => {
    const filter: Record<string, unknown> = visibleArticles();
    if (categoryId) filter.categoryId = { $in: await categoryAndBelow(articles, categoryId) };
    return filter;
  };

  // ---- the portal ----
  for (const base of ['/article', '/home/article']) {
    app.post(`${base}/list`, publicRoute(PublicArticleListBody, PublicArticleListReply), async (request) =>
      ok(
        request,
        await articles.latest(
          request.lang,
          request.body.limit ?? 6,
          await publicFilter(request.body.categoryId),
        ),
      ),
    );
    app.post(`${base}/page`, publicRoute(PublicArticlePageBody, PublicArticlePageReply), async (request) => {
      const { pageNumber = 1, pageSize = 10, categoryId, keyword } = request.body;
      const lang = request.lang;
      const [found, names] = await Promise.all([
        articleSearch.page({
          categoryIds: categoryId ? await categoryAndBelow(articles, categoryId) : undefined,
          keyword,
          pageNumber,
          pageSize,
        }),
        articles.categoryNames(lang),
      ]);
      // The portal shows zh-cn where a language is left empty; so does the highlight.
      const shown = (row: FoundArticleRow) => (row.title[lang] ? lang : 'zh-cn');
      return page(
        request,
        found.rows.map((row) => ({
          id: row.id,
          categoryId: row.categoryId,
          categoryName: names.get(row.categoryId) ?? '',
          title: row.title[shown(row)],
          summary: row.summary[lang] || row.summary['zh-cn'],
          coverUrl: row.coverUrl,
          publishedAt: row.publishedAt,
          ...(row.highlight?.[shown(row)] ? { highlight: row.highlight[shown(row)] } : {}),
        })),
        found.total,
      );
    });
    app.post(`${base}/info`, publicRoute(PublicArticleInfoBody, PublicArticleInfoReply), async (request) => {
      const doc = await articles.publicArticle(request.body.id);
      const lang = request.lang;
      const at = doc.publishedAt ?? doc.createdAt;
      // Its neighbours in the same category, by publication time.
      const scope = { ...visibleArticles(), categoryId: doc.categoryId };
      const [names, previous, next] = await Promise.all([
        articles.categoryNames(lang),
        models.articles
          .find({ ...scope, publishedAt: { $lt: at } }, { title: 1 })
          .sort({ publishedAt: -1 })
          .limit(1)
          .lean<ArticleDoc[]>(),
        models.articles
          .find({ ...scope, publishedAt: { $gt: at, $lte: new Date() } }, { title: 1 })
          .sort({ publishedAt: 1 })
          .limit(1)
          .lean<ArticleDoc[]>(),
      ]);
      const neighbour = (rows: ArticleDoc[]) =>
        rows[0] ? { id: String(rows[0]._id), title: inLang(rows[0].title, lang) } : null;
      return ok(request, {
        ...articleListItem(doc, lang, names),
        body: inLang(doc.body, lang),
        previous: neighbour(previous),
        next: neighbour(next),
      });
    });
    app.post(`${base}/categoryList`, publicRoute(NoBody, PublicCategoryListReply), async (request) => {
      const rows = await articles.categories();
      return ok(
        request,
        rows.map((row) => ({
          id: String(row._id),
          parentId: row.parentId ?? null,
          name: inLang(row.name, request.lang),
        })),
      );
    });
    app.post(`${base}/tree`, publicRoute(NoBody, PublicCategoryTreeReply), async (request) =>
      ok(request, localiseTree(await articles.categoryTree(), request.lang)),
    );
  }

  app.post('/home/Basic/getPatchList', publicRoute(PatchListBody, PatchListReply), async (request) =>
    ok(
      request,
      (await patches.group(request.body.group)).map((doc) => publicPatch(doc, request.lang)),
    ),
  );
  app.post('/home/Basic/getPatchInfo', publicRoute(PatchInfoBody, PublicPatchReply), async (request) =>
    ok(request, publicPatch(await patches.shown(request.body.code), request.lang)),
  );

  // ---- back office: article categories ----
  const c = '/admin/article.category';
  app.post(
    `${c}/tree`,
    route(P.articleCategoryTree, 'article.category', NoBody, ArticleCategoryTreeReply),
    async (request) => ok(request, await articles.categoryTree()),
  );
  app.post(
    `${c}/info`,
    route(P.articleCategoryInfo, 'article.category', IdBody, ArticleCategoryInfoReply),
    async (request) => {
      const doc = await articles.category(request.body.id);
      return ok(request, {
        id: String(doc._id),
        parentId: doc.parentId ?? null,
        name: allLanguages(doc.name),
        sortOrder: doc.sortOrder ?? 0,
      });
    },
  );
  app.post(
    `${c}/add`,
    route(P.articleCategoryAdd, 'article.category', ArticleCategoryAddBody, IdReply),
    async (request) => ok(request, { id: await articles.saveCategory(null, request.body, actorOf(request)) }),
  );
  app.post(
    `${c}/edit`,
    route(P.articleCategoryEdit, 'article.category', ArticleCategoryEditBody, IdReply),
    async (request) => {
      const { id, ...fields } = request.body;
      return ok(request, { id: await articles.saveCategory(id, fields, actorOf(request)) });
    },
  );
  app.post(
    `${c}/del`,
    route(P.articleCategoryDel, 'article.category', IdBody, EmptyReply),
    async (request) => {
      await articles.removeCategory(request.body.id, actorOf(request));
      return ok(request, null);
    },
  );

  // ---- back office: articles ----
  const a = '/admin/article.article';
  app.post(
    `${a}/page`,
    route(P.articlePage, 'article.article', PageQuery, ArticlePageReply),
    async (request) => {
      const q = toMongoQuery(request.body, ARTICLE_POLICY, { deletedAt: null });
      const [rows, total, names] = await Promise.all([
        models.articles
          .find(q.filter, { body: 0 })
          .sort(q.sort)
          .skip(q.skip)
          .limit(q.limit)
          .lean<ArticleDoc[]>(),
        models.articles.countDocuments(q.filter),
        articles.categoryNames(request.lang),
      ]);
      return page(
        request,
        rows.map((row) => {
          const { body: _body, ...view } = adminView(row, names);
          return view;
        }),
        total,
      );
    },
  );
  app.post(`${a}/info`, route(P.articleInfo, 'article.article', IdBody, ArticleInfoReply), async (request) =>
    ok(
      request,
      adminView(await articles.article(request.body.id), await articles.categoryNames(request.lang)),
    ),
  );
  app.post(`${a}/add`, route(P.articleAdd, 'article.article', ArticleAddBody, IdReply), async (request) =>
    ok(request, { id: await articles.save(identityOf(request), actorOf(request), null, request.body) }),
  );
  app.post(
    `${a}/edit`,
    route(P.articleEdit, 'article.article', ArticleEditBody, IdReply),
    async (request) => {
      const { id, ...fields } = request.body;
      return ok(request, { id: await articles.save(identityOf(request), actorOf(request), id, fields) });
    },
  );
  app.post(
    `${a}/changeStatus`,
    route(P.articleChangeStatus, 'article.article', StatusBody, EmptyReply),
    async (request) => {
      await articles.changeStatus(request.body.id, request.body.status, actorOf(request));
      return ok(request, null);
    },
  );
  app.post(`${a}/del`, route(P.articleDel, 'article.article', IdBody, EmptyReply), async (request) => {
    await articles.remove(request.body.id, actorOf(request));
    return ok(request, null);
  });

  // ---- back office: content blocks ----
  const patchView = (doc: PatchDoc) => ({
    id: String(doc._id),
    code: doc.code,
    group: doc.group,
    title: allLanguages(doc.title),
    summary: allLanguages(doc.summary),
    body: allLanguages(doc.body),
    image: doc.image ?? '',
    imageUrl: doc.imageUrl ?? '',
    link: doc.link ?? '',
    sortOrder: doc.sortOrder ?? 0,
    status: (doc.status ?? 1) as 0 | 1,
    updatedAt: doc.updatedAt.toISOString(),
  });
  const p = '/admin/patch.item';
  app.post(`${p}/page`, route(P.patchPage, 'patch.item', PageQuery, PatchPageReply), async (request) => {
    const q = toMongoQuery(request.body, PATCH_POLICY, { deletedAt: null });
    const [rows, total] = await Promise.all([
      models.patches.find(q.filter, { body: 0 }).sort(q.sort).skip(q.skip).limit(q.limit).lean<PatchDoc[]>(),
      models.patches.countDocuments(q.filter),
    ]);
    return page(
      request,
      rows.map((row) => {
        const { body: _body, ...view } = patchView(row);
        return view;
      }),
      total,
    );
  });
  app.post(`${p}/info`, route(P.patchInfo, 'patch.item', IdBody, PatchInfoReply), async (request) =>
    ok(request, patchView(await patches.patch(request.body.id))),
  );
  app.post(`${p}/add`, route(P.patchAdd, 'patch.item', PatchAddBody, IdReply), async (request) =>
    ok(request, { id: await patches.save(identityOf(request), actorOf(request), null, request.body) }),
  );
  app.post(`${p}/edit`, route(P.patchEdit, 'patch.item', PatchEditBody, IdReply), async (request) => {
    const { id, ...fields } = request.body;
    return ok(request, { id: await patches.save(identityOf(request), actorOf(request), id, fields) });
  });
  app.post(`${p}/del`, route(P.patchDel, 'patch.item', IdBody, EmptyReply), async (request) => {
    await patches.remove(request.body.id, actorOf(request));
    return ok(request, null);
  });
};
