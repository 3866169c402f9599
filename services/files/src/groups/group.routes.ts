import type { FastifyPluginAsync } from 'fastify';
import { PERMISSIONS } from '@trade/contracts';
import { guardAdmin, ok, type TypeBoxTypeProvider } from '@trade/service-kit';
import { errorReplies } from '../library/file.schemas';
import { requireCaller } from '../library/owner';
import { editorOf, type FileGroups } from './file-groups';
import {
  FileGroupAddBody,
  FileGroupDelBody,
  FileGroupDelReply,
  FileGroupEditBody,
  FileGroupListReply,
  FileGroupReply,
} from './group.schemas';

const tags = ['file groups'];

/** §7 /admin/sys.fileGroup/* (the back-office library's groups) and GET /basic.fileGroup/list. */
export const groupRoutes: FastifyPluginAsync<{ groups: FileGroups }> = async (fastify, { groups }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/basic.fileGroup/list',
    { schema: { tags, response: { 200: FileGroupListReply, ...errorReplies(401, 403) } } },
    async (request) => ok(request, await groups.list(requireCaller(request).owner)),
  );

  app.post(
    '/admin/sys.fileGroup/add',
    {
      preHandler: guardAdmin(PERMISSIONS.fileGroupAdd),
      schema: {
        tags,
        body: FileGroupAddBody,
        response: { 200: FileGroupReply, ...errorReplies(400, 401, 403, 409) },
      },
    },
    async (request) =>
      ok(request, await groups.add(editorOf(request), request.body.label, request.body.show_order)),
  );

  app.post(
    '/admin/sys.fileGroup/edit',
    {
      preHandler: guardAdmin(PERMISSIONS.fileGroupEdit),
      schema: {
        tags,
        body: FileGroupEditBody,
        response: { 200: FileGroupReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, label, show_order } = request.body;
      return ok(request, await groups.edit(editorOf(request), id, label, show_order));
    },
  );

  app.post(
    '/admin/sys.fileGroup/del',
    {
      preHandler: guardAdmin(PERMISSIONS.fileGroupDel),
      schema: {
        tags,
        body: FileGroupDelBody,
        response: { 200: FileGroupDelReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(request, { ungrouped: await groups.remove(editorOf(request), request.body.id) }),
  );
};
