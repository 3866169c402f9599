import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import { EnvelopeSchema, type Lang } from '@trade/contracts';
import { ok, Type } from '@trade/service-kit';
import { categoryTree } from '../reference/categories';
import type { CategoryTree } from '../reference/category-tree';

/** The category tree in the reader's language, as deep as the back office made it. */
const CategoryBranch = Type.Recursive(
  (branch) =>
    Type.Object({
      id: Type.String(),
      parentId: Type.Union([Type.String(), Type.Null()]),
      name: Type.String(),
      sortOrder: Type.Number(),
      children: Type.Array(branch),
    }),
  { $id: 'CategoryBranch' },
);
const CategoryReply = EnvelopeSchema(Type.Array(CategoryBranch));

interface MenuBody {
  json: string;
  gzip: Buffer;
}

/** Each tree's answers, per language; a reloaded tree is a new key, so nothing goes stale. */
const bodies = new WeakMap<CategoryTree, Map<Lang, MenuBody>>();

function menuBody(tree: CategoryTree, lang: Lang, message: string): MenuBody {
  let byLang = bodies.get(tree);
  if (!byLang) bodies.set(tree, (byLang = new Map()));
  let body = byLang.get(lang);
  if (!body) {
    const json = JSON.stringify({ code: 200, message, data: tree.localised(lang) });
    body = { json, gzip: gzipSync(json) };
    byLang.set(lang, body);
  }
  return body;
}

/**
 * §7 /home/Category/page: the portal's category menu, the whole tree. A tree of thousands
 * is a few hundred kilobytes of JSON, so each tree's answer is made once per language and
 * kept as text and gzip; a visitor whose browser accepts gzip gets the compressed bytes.
 * Plain fastify here: the answer is sent as made, past the serialiser (the schema still
 * documents it).
 */
export const categoryMenuRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.post(
    '/home/Category/page',
    { schema: { tags: ['public products'], response: { 200: CategoryReply } } },
    async (request, reply) => {
      const body = menuBody(categoryTree(), request.lang, ok(request, null).message);
      void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
        return reply.header('content-encoding', 'gzip').send(body.gzip);
      return reply.send(body.json);
    },
  );
};
