import type { FastifyPluginAsync } from 'fastify';
import { PERMISSIONS as P } from '@trade/contracts';
import { guardAdmin, ok, page, type TSchema, type TypeBoxTypeProvider } from '@trade/service-kit';
import { requiredFieldMessages } from '../http/required';
import { actorOf } from './admin-actor';
import type { AdminUsers } from './admin-users';
import {
  EmptyReply,
  IdBody,
  IdReply,
  rbacErrors,
  StatusBody,
  UserAddBody,
  UserEditBody,
  UserPageBody,
  UserPageReply,
} from './rbac.schemas';

const schema = <B extends TSchema, R extends TSchema = typeof IdReply>(body: B, reply?: R) => ({
  tags: ['sys.user'],
  body,
  response: { 200: reply ?? IdReply, ...rbacErrors },
});

const guarded = (permission: string) => ({
  attachValidation: true,
  preHandler: [guardAdmin(permission), requiredFieldMessages],
});

/** §7 /admin/sys.user/*: back-office users (page, add, edit, changeStatus, del); the rules are in AdminUsers. */
export const userRoutes: FastifyPluginAsync<{ users: AdminUsers }> = async (fastify, { users }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/sys.user/page',
    { ...guarded(P.sysUserPage), schema: schema(UserPageBody, UserPageReply) },
    async (request) => {
      const { rows, total } = await users.page(request.body);
      return page(request, rows as never[], total);
    },
  );

  app.post(
    '/admin/sys.user/add',
    { ...guarded(P.sysUserAdd), schema: schema(UserAddBody) },
    async (request) => ok(request, { id: await users.add(actorOf(request), request.body) }),
  );

  app.post(
    '/admin/sys.user/edit',
    { ...guarded(P.sysUserEdit), schema: schema(UserEditBody) },
    async (request) => {
      const { id, ...input } = request.body;
      await users.edit(actorOf(request), id, input);
      return ok(request, { id });
    },
  );

  app.post(
    '/admin/sys.user/changeStatus',
    { ...guarded(P.sysUserChangeStatus), schema: schema(StatusBody) },
    async (request) => {
      await users.changeStatus(actorOf(request), request.body.id, request.body.status);
      return ok(request, { id: request.body.id });
    },
  );

  app.post(
    '/admin/sys.user/del',
    { ...guarded(P.sysUserDel), schema: schema(IdBody, EmptyReply) },
    async (request) => {
      await users.del(actorOf(request), request.body.id);
      return ok(request, null);
    },
  );
};
