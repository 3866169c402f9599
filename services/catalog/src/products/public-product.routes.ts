import type { FastifyPluginAsync } from 'fastify';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '@trade/contracts';
import { Type, ok, page, type Static, type TypeBoxTypeProvider } from '@trade/service-kit';
import { catalogFail } from '../errors';
import { categoryTree } from '../reference/categories';
import { COUNTRIES } from '../reference/countries';
import type { MarketplaceSearch, PublicPage } from '../search/marketplace-search';
import type { PublicListCache } from '../search/public-list-cache';
import { searching } from '../search/search-errors';
import { rankMatches } from '../search/matches';
import {
  MatchBody,
  MatchReply,
  PublicDetailBody,
  PublicListBody,
  PublicPageBody,
  PublicPageReply,
  PublicListReply,
  PublicProductReply,
} from './product.schemas';
import { publicView } from './product.view';

const errors = { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema };
const tags = ['public products'];

const CountryReply = EnvelopeSchema(Type.Array(Type.Object({ code: Type.String(), name: Type.String() })));

/**
 * Public marketplace reads, all answered from the search engine (approved, visible,
 * open, unexpired items): /product/list|page|detail|match, /home/product/page and the
 * demand search (/product/page with kind "demand"), plus the reference lists. The
 * search engine down answers 503 with a localised message.
 */
export const publicProductRoutes: FastifyPluginAsync<{
  search: MarketplaceSearch;
  lists: PublicListCache<PublicPage>;
}> = async (fastify, { search, lists }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  let tree = categoryTree();
  const listPage = (body: Static<typeof PublicPageBody>) => {
    // A reloaded category tree changes which categories a category takes in.
    if (tree !== categoryTree()) {
      tree = categoryTree();
      lists.clear();
    }
    return lists.get(body, () => search.page(body.kind ?? 'supply', body));
  };

  for (const path of ['/product/page', '/home/product/page']) {
    app.post(
      path,
      { schema: { tags, body: PublicPageBody, response: { 200: PublicPageReply, ...errors } } },
      async (request) => {
        const { rows, total } = await searching(() => listPage(request.body));
        return page(
          request,
          rows.map((item) => publicView(item, request.lang)),
          total,
        );
      },
    );
  }

  app.post(
    '/product/list',
    { schema: { tags, body: PublicListBody, response: { 200: PublicListReply, ...errors } } },
    async (request) => {
      const rows = await searching(() => search.latest(request.body.kind ?? 'supply', request.body.limit));
      return ok(
        request,
        rows.map((item) => publicView(item, request.lang)),
      );
    },
  );

  app.post(
    '/product/detail',
    { schema: { tags, body: PublicDetailBody, response: { 200: PublicProductReply, ...errors } } },
    async (request) => {
      const item = await searching(() => search.get(request.body.kind ?? 'supply', request.body.id));
      if (!item) throw catalogFail('NOT_FOUND');
      return ok(request, publicView(item, request.lang));
    },
  );

  /** Smart matching on the public pages: supplies ranked for a demand (kind "demand"), or demands for a supply. */
  app.post(
    '/product/match',
    { schema: { tags, body: MatchBody, response: { 200: MatchReply, ...errors } } },
    async (request) => {
      const kind = request.body.kind ?? 'demand';
      const ranked = await searching(async () => {
        const item = await search.get(kind, request.body.id);
        if (!item) throw catalogFail('NOT_FOUND');
        return rankMatches(search, kind, item, request.body.limit);
      });
      return ok(
        request,
        ranked.map(({ item: match, match: score }) => ({ ...score, item: publicView(match, request.lang) })),
      );
    },
  );

  app.post('/country/list', { schema: { tags, response: { 200: CountryReply } } }, async (request) =>
    ok(
      request,
      Object.entries(COUNTRIES).map(([code, name]) => ({ code, name: name[request.lang] })),
    ),
  );
};
