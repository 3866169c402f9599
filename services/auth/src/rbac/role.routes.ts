import type { FastifyPluginAsync } from 'fastify';
import { PERMISSIONS as P } from '@trade/contracts';
import { guardAdmin, ok, page, type TSchema, type TypeBoxTypeProvider } from '@trade/service-kit';
import { requiredFieldMessages } from '../http/required';
import { actorOf } from './admin-actor';
import type { Roles } from './roles';
import {
  EmptyReply,
  IdBody,
  IdReply,
  rbacErrors,
  RoleAddBody,
  RoleAuthBody,
  RoleEditBody,
  RolePageBody,
  RolePageReply,
  StatusBody,
} from './rbac.schemas';

const schema = <B extends TSchema, R extends TSchema = typeof IdReply>(body: B, reply?: R) => ({
  tags: ['sys.role'],
  body,
  response: { 200: reply ?? IdReply, ...rbacErrors },
});

const guarded = (permission: string) => ({
  attachValidation: true,
  preHandler: [guardAdmin(permission), requiredFieldMessages],
});

/** §7 /admin/sys.role/*: roles (page, add, edit, changeStatus, auth, del); the rules are in Roles. */
export const roleRoutes: FastifyPluginAsync<{ roles: Roles }> = async (fastify, { roles }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/sys.role/page',
    { ...guarded(P.sysRolePage), schema: schema(RolePageBody, RolePageReply) },
    async (request) => {
      const { rows, total } = await roles.page(request.body);
      return page(request, rows as never[], total);
    },
  );

  app.post(
    '/admin/sys.role/add',
    { ...guarded(P.sysRoleAdd), schema: schema(RoleAddBody) },
    async (request) => ok(request, { id: await roles.add(actorOf(request), request.body) }),
  );

  app.post(
    '/admin/sys.role/edit',
    { ...guarded(P.sysRoleEdit), schema: schema(RoleEditBody) },
    async (request) => {
      const { id, ...fields } = request.body;
      await roles.edit(actorOf(request), id, fields);
      return ok(request, { id });
    },
  );

  app.post(
    '/admin/sys.role/changeStatus',
    { ...guarded(P.sysRoleChangeStatus), schema: schema(StatusBody) },
    async (request) => {
      await roles.changeStatus(actorOf(request), request.body.id, request.body.status);
      return ok(request, { id: request.body.id });
    },
  );

  app.post(
    '/admin/sys.role/auth',
    { ...guarded(P.sysRoleAuth), schema: schema(RoleAuthBody) },
    async (request) => {
      const { id, menuIds, perms = [] } = request.body;
      await roles.authorize(actorOf(request), id, menuIds, perms);
      return ok(request, { id });
    },
  );

  app.post(
    '/admin/sys.role/del',
    { ...guarded(P.sysRoleDel), schema: schema(IdBody, EmptyReply) },
    async (request) => {
      await roles.del(actorOf(request), request.body.id);
      return ok(request, null);
    },
  );
};
