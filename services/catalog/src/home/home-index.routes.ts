import type { FastifyPluginAsync } from 'fastify';
import { EnvelopeSchema } from '@trade/contracts';
import { ok, Type } from '@trade/service-kit';
import { PublicProductView } from '../products/product.schemas';
import { ArticleListItem, PublicPatch } from '../content/content.schemas';
import type { HomeIndexCache } from './home-index';

const HomeIndexReply = EnvelopeSchema(
  Type.Object({
    banners: Type.Array(PublicPatch),
    promises: Type.Array(PublicPatch),
    services: Type.Array(PublicPatch, { description: 'the service pages’ blocks, in their order' }),
    navigation: Type.Union(
      [
        Type.Array(
          Type.Object({ code: Type.String(), name: Type.String(), items: Type.Array(Type.Unknown()) }),
        ),
        Type.Null(),
      ],
      {
        description:
          'the custom navigation (as /home/Basic/getNavList answers it); null when auth did not answer',
      },
    ),
    settings: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], {
      description:
        'the public settings (as /home/Basic/getConfig answers them), so the home needs no other call; null when auth did not answer',
    }),
    latestSupply: Type.Array(PublicProductView),
    latestDemand: Type.Array(PublicProductView),
    latestArticles: Type.Array(ArticleListItem),
    counts: Type.Object({
      supply: Type.Integer(),
      demand: Type.Integer(),
      suppliers: Type.Integer({ description: 'members with open public supply' }),
      articles: Type.Integer(),
    }),
  }),
);

/**
 * §7 /index/index: the portal home's one call. The answer is built once per language and
 * kept as text and gzip until something it shows changes (see HomeIndexCache); plain
 * fastify sends it past the serialiser, the schema documents it.
 */
export const homeIndexRoutes: FastifyPluginAsync<{ home: HomeIndexCache }> = async (fastify, { home }) => {
  fastify.post(
    '/index/index',
    { schema: { tags: ['portal content'], response: { 200: HomeIndexReply } } },
    async (request, reply) => {
      const body = await home.get(request.lang, ok(request, null).message);
      void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
        return reply.header('content-encoding', 'gzip').send(body.gzip);
      return reply.send(body.json);
    },
  );
};
