import type { FastifyPluginAsync } from 'fastify';
import { guardMember, ok, page, requireMember, type TypeBoxTypeProvider } from '@trade/service-kit';
import { readUploadPart, uploadTarget } from '../http/multipart';
import type { FileRoutesOptions } from './admin-file.routes';
import {
  errorReplies,
  FileListBody,
  FileListReply,
  FilePageQuery,
  FilePageReply,
  FileUploadQuery,
  FileUploadReply,
} from './file.schemas';
import { callerOf } from './owner';

const tags = ['files'];

/** §7 /home/member.File/*: a member's own files, scoped to the member id the gateway signed. */
export const memberFileRoutes: FastifyPluginAsync<FileRoutesOptions> = async (
  fastify,
  { library, ceilingBytes },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/home/member.File/page',
    {
      preHandler: guardMember,
      schema: { tags, body: FilePageQuery, response: { 200: FilePageReply, ...errorReplies(400, 401, 403) } },
    },
    async (request) => {
      const { pageNumber, pageSize, ...filter } = request.body;
      const { rows, total } = await library.page(
        callerOf(request.identity!).owner,
        filter,
        pageNumber,
        pageSize,
      );
      return page(request, rows, total);
    },
  );

  app.post(
    '/home/member.File/list',
    {
      preHandler: guardMember,
      schema: { tags, body: FileListBody, response: { 200: FileListReply, ...errorReplies(400, 401, 403) } },
    },
    async (request) => {
      const { limit, ...filter } = request.body;
      return ok(request, await library.list(callerOf(request.identity!).owner, filter, limit));
    },
  );

  app.post(
    '/home/member.File/upload',
    {
      preHandler: guardMember,
      schema: {
        tags,
        description:
          'Multipart upload: `file` + `group_id`, or `scene=image` with the file under any field name. Fields go before the file.',
        consumes: ['multipart/form-data'],
        querystring: FileUploadQuery,
        response: { 200: FileUploadReply, ...errorReplies(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const part = await readUploadPart(request, ceilingBytes);
      const { scene, groupId } = uploadTarget(part.fields);
      const caller = callerOf(requireMember(request));
      return ok(request, await library.upload(caller, { ...part, scene, groupId }));
    },
  );
};
