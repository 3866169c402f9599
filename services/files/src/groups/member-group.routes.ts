import type { FastifyPluginAsync } from 'fastify';
import { guardMember, ok, type TypeBoxTypeProvider } from '@trade/service-kit';
import { errorReplies } from '../library/file.schemas';
import { editorOf, type FileGroups } from './file-groups';
import {
  FileGroupAddBody,
  FileGroupDelBody,
  FileGroupDelReply,
  FileGroupEditBody,
  FileGroupReply,
} from './group.schemas';

const tags = ['file groups'];

/**
 * /home/member.FileGroup/*: a member's own file groups, beside /home/member.File/*. Every
 * write is scoped to the member id the gateway signed: another member's group is 404.
 */
export const memberGroupRoutes: FastifyPluginAsync<{ groups: FileGroups }> = async (fastify, { groups }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/home/member.FileGroup/add',
    {
      preHandler: guardMember,
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
    '/home/member.FileGroup/edit',
    {
      preHandler: guardMember,
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
    '/home/member.FileGroup/del',
    {
      preHandler: guardMember,
      schema: {
        tags,
        description: "Deletes one of the member's groups; its files move to ungrouped first.",
        body: FileGroupDelBody,
        response: { 200: FileGroupDelReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ok(request, { ungrouped: await groups.remove(editorOf(request), request.body.id) }),
  );
};
