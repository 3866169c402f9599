import type { FastifyPluginAsync } from 'fastify';
import { PERMISSIONS } from '@trade/contracts';
import { guardAdmin, ok, requireAdmin, type TypeBoxTypeProvider } from '@trade/service-kit';
import { noFilesToMove } from '../errors';
import { editorOf } from '../groups/file-groups';
import { readUploadPart, uploadTarget } from '../http/multipart';
import type { FileLibrary } from './file-library';
import {
  errorReplies,
  FileAddBody,
  FileAddReply,
  FileDelBody,
  FileDelReply,
  FileGetTempKeysBody,
  FileGetTempKeysReply,
  FileRemoveBody,
  FileRemoveReply,
  FileUploadQuery,
  FileUploadReply,
} from './file.schemas';
import { callerOf } from './owner';

export interface FileRoutesOptions {
  library: FileLibrary;
  /** The largest upload any scene allows (the multipart parser's ceiling). */
  ceilingBytes: number;
}

const tags = ['files'];

/** §7 /admin/sys.file/*: the back-office library (upload, direct upload, delete, move). */
export const adminFileRoutes: FastifyPluginAsync<FileRoutesOptions> = async (
  fastify,
  { library, ceilingBytes },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/sys.file/upload',
    {
      preHandler: guardAdmin(PERMISSIONS.fileAdd),
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
      const caller = callerOf(requireAdmin(request, PERMISSIONS.fileAdd));
      return ok(request, await library.upload(caller, { ...part, scene, groupId }));
    },
  );

  app.post(
    '/admin/sys.file/getTempKeys',
    {
      preHandler: guardAdmin(PERMISSIONS.fileGetTempKeys),
      schema: {
        tags,
        body: FileGetTempKeysBody,
        response: { 200: FileGetTempKeysReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const caller = callerOf(request.identity!);
      return ok(request, await library.issueDirectUpload(caller, request.body.scene));
    },
  );

  app.post(
    '/admin/sys.file/add',
    {
      preHandler: guardAdmin(PERMISSIONS.fileAdd),
      schema: {
        tags,
        description:
          'Registers an object uploaded with getTempKeys credentials, after checking its size and magic bytes.',
        body: FileAddBody,
        response: { 200: FileAddReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) =>
      ok(request, await library.registerDirectUpload(callerOf(request.identity!), request.body)),
  );

  app.post(
    '/admin/sys.file/del',
    {
      preHandler: guardAdmin(PERMISSIONS.fileDel),
      schema: { tags, body: FileDelBody, response: { 200: FileDelReply, ...errorReplies(400, 401, 403) } },
    },
    async (request) => {
      const ids = Array.isArray(request.body.id) ? request.body.id : [request.body.id];
      return ok(request, { deleted: await library.remove(callerOf(request.identity!), ids) });
    },
  );

  app.post(
    '/admin/sys.file/remove',
    {
      preHandler: guardAdmin(PERMISSIONS.fileRemove),
      schema: {
        tags,
        body: FileRemoveBody,
        response: { 200: FileRemoveReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ids, group_id } = request.body;
      if (ids.length === 0) throw noFilesToMove(request.lang);
      return ok(request, { moved: await library.move(editorOf(request), ids, group_id) });
    },
  );
};
