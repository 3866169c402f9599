import type { FastifyPluginAsync } from 'fastify';
import {
  EnvelopeSchema,
  RESOLVE_FILES_PATH,
  ResolvedFile,
  ResolveFilesBody,
  type ResolvedFile as Resolved,
} from '@trade/contracts';
import { ok, Type, type TypeBoxTypeProvider } from '@trade/service-kit';
import type { FileLibrary } from './file-library';
import { errorReplies } from './file.schemas';
import { requireCaller } from './owner';

/**
 * Routes other services call, never the gateway (`/internal/*` is not in its route
 * table). The caller's identity comes in the headers signed with INTERNAL_SECRET, as
 * on every other route; without it the answer is 401.
 */
export const internalFileRoutes: FastifyPluginAsync<{ library: FileLibrary }> = async (
  fastify,
  { library },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /**
   * Which of `ids` are live files of the signed caller (a member: their own files; an
   * admin: the back-office library), with their display URL and type. The catalog
   * checks a product gallery with it; anything left out is unknown, deleted or not the
   * caller's, and the answer does not say which.
   */
  app.post(
    RESOLVE_FILES_PATH,
    {
      schema: {
        hide: true,
        body: ResolveFilesBody,
        response: { 200: EnvelopeSchema(Type.Array(ResolvedFile)), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const { owner } = requireCaller(request);
      const ids = [...new Set(request.body.ids)];
      const found = await library.list(owner, { ids }, ids.length);
      return ok(
        request,
        found.map((file): Resolved => ({
          id: file.id,
          src: file.src,
          mime: file.mime,
          fileName: file.fileName,
        })),
      );
    },
  );
};
