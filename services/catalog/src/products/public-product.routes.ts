import type { FastifyPluginAsync } from 'fastify';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '@trade/contracts';
import { Type, ok, page, type Static, type TypeBoxTypeProvider } from '@trade/service-kit';
import { catalogFail } from '../errors';
import { COUNTRIES } from '../reference/countries';
import type { ReadModel } from '../read-model/read-model';
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

const errors = { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };
const tags = ['public products'];

const CountryReply = EnvelopeSchema(Type.Array(Type.Object({ code: Type.String(), name: Type.String() })));

/**
 * Public marketplace reads, all answered from the in-memory read model (approved,
 * visible, open, unexpired items): /product/list|page|detail|match, /home/product/page
 * and the demand search (/product/page with kind "demand"), plus the reference lists.
 */
export const publicProductRoutes: FastifyPluginAsync<{ readModel: ReadModel }> = async (
  fastify,
  { readModel },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const search = (body: Static<typeof PublicPageBody>) => readModel.index(body.kind ?? 'supply').search(body);

  for (const path of ['/product/page', '/home/product/page']) {
    app.post(
      path,
      { schema: { tags, body: PublicPageBody, response: { 200: PublicPageReply, ...errors } } },
      async (request) => {
        const { rows, total } = search(request.body);
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
    async (request) =>
      ok(
        request,
        readModel
          .index(request.body.kind ?? 'supply')
          .latest(request.body.limit)
          .map((item) => publicView(item, request.lang)),
      ),
  );

  app.post(
    '/product/detail',
    { schema: { tags, body: PublicDetailBody, response: { 200: PublicProductReply, ...errors } } },
    async (request) => {
      const item = readModel.index(request.body.kind ?? 'supply').get(request.body.id);
      if (!item || item.validUntil.getTime() <= Date.now()) throw catalogFail('NOT_FOUND');
      return ok(request, publicView(item, request.lang));
    },
  );

  /** Smart matching on the public pages: supplies ranked for a demand (kind "demand"), or demands for a supply. */
  app.post(
    '/product/match',
    { schema: { tags, body: MatchBody, response: { 200: MatchReply, ...errors } } },
    async (request) => {
      const kind = request.body.kind ?? 'demand';
      const item = readModel.index(kind).get(request.body.id);
      if (!item) throw catalogFail('NOT_FOUND');
      const other = readModel.index(kind === 'demand' ? 'supply' : 'demand');
      return ok(
        request,
        other
          .matches(item, request.body.limit)
          .map(({ item: match, match: score }) => ({ ...score, item: publicView(match, request.lang) })),
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
