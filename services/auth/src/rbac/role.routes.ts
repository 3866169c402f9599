import type { FastifyPluginAsync } from 'fastify';
import { ALL_PERMISSIONS, hasPermission, PERMISSIONS as P } from '@trade/contracts';
import {
  guardAdmin,
  ok,
  page,
  toMongoQuery,
  type TSchema,
  type TypeBoxTypeProvider,
} from '@trade/service-kit';
import { auditable, type AuditWriter } from '../audit/audit-writer';
import { authFail } from '../errors';
import { requiredFieldMessages } from '../http/required';
import { permissionsOf } from './access';
import type { RbacModels, Role } from './rbac.models';
import { adminAuditLine } from './admin-audit';
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

export interface RoleRoutesOptions {
  models: RbacModels;
  audit: AuditWriter;
}

const schema = <B extends TSchema, R extends TSchema = typeof IdReply>(body: B, reply?: R) => ({
  tags: ['sys.role'],
  body,
  response: { 200: reply ?? IdReply, ...rbacErrors },
});

/**
 * §7 /admin/sys.role/*: roles (page, add, edit, changeStatus, auth, del). A
 * role's permissions reach its users' access tokens at their next refresh.
 */
export const roleRoutes: FastifyPluginAsync<RoleRoutesOptions> = async (fastify, { models, audit }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = (permission: string) => ({
    attachValidation: true,
    preHandler: [guardAdmin(permission), requiredFieldMessages],
  });
  const load = async (id: string) => {
    const role = await models.roles.findById(id).lean<Role>();
    if (!role) throw authFail('NOT_FOUND');
    return role;
  };
  const nameFree = async (name: string, exceptId?: string) => {
    const other = await models.roles.findOne({ name }).lean();
    if (other && String(other._id) !== exceptId) throw authFail('NAME_TAKEN');
  };
  const line = adminAuditLine(audit, models.users);

  app.post(
    '/admin/sys.role/page',
    { ...guarded(P.sysRolePage), schema: schema(RolePageBody, RolePageReply) },
    async (request) => {
      const query = toMongoQuery(request.body, {
        fields: { name: 'string', code: 'string', status: 'number', sort: 'number', createdAt: 'date' },
        defaultSort: { sort: 1, createdAt: -1 },
      });
      const [rows, total] = await Promise.all([
        models.roles.find(query.filter).sort(query.sort).skip(query.skip).limit(query.limit).lean<Role[]>(),
        models.roles.countDocuments(query.filter),
      ]);
      return page(request, rows.map((r) => ({ ...r, id: String(r._id) })) as never[], total);
    },
  );

  app.post(
    '/admin/sys.role/add',
    { ...guarded(P.sysRoleAdd), schema: schema(RoleAddBody) },
    async (request) => {
      const name = request.body.name.trim();
      await nameFree(name);
      const created = await models.roles.create({ ...request.body, name });
      await line(request, 'sys.role.add', String(created._id), undefined, { ...request.body, name });
      return ok(request, { id: String(created._id) });
    },
  );

  app.post(
    '/admin/sys.role/edit',
    { ...guarded(P.sysRoleEdit), schema: schema(RoleEditBody) },
    async (request) => {
      const { id, ...fields } = request.body;
      const before = await load(id);
      const name = fields.name.trim();
      await nameFree(name, id);
      const after = await models.roles
        .findByIdAndUpdate(id, { $set: { ...fields, name } }, { returnDocument: 'after' })
        .lean();
      await line(request, 'sys.role.edit', id, auditable(before as never), auditable(after as never));
      return ok(request, { id });
    },
  );

  app.post(
    '/admin/sys.role/changeStatus',
    { ...guarded(P.sysRoleChangeStatus), schema: schema(StatusBody) },
    async (request) => {
      const { id, status } = request.body;
      const before = await load(id);
      await models.roles.updateOne({ _id: id }, { $set: { status } });
      await line(request, 'sys.role.changeStatus', id, { status: before.status }, { status });
      return ok(request, { id });
    },
  );

  app.post(
    '/admin/sys.role/auth',
    { ...guarded(P.sysRoleAuth), schema: schema(RoleAuthBody) },
    async (request) => {
      const { id, menuIds } = request.body;
      const perms = request.body.perms ?? [];
      const before = await load(id);
      const menus = menuIds.length ? await models.menus.find({ _id: { $in: menuIds } }).lean() : [];
      if (menus.length !== new Set(menuIds).size) throw authFail('NOT_FOUND');
      // Nobody grants more than they hold: an admin without '*/*/*' can only pass on its own permissions.
      const granted = permissionsOf([{ ...before, status: 1, menuIds, perms } as Role], menus);
      const mine = request.identity?.perms ?? [];
      if (
        !mine.includes(ALL_PERMISSIONS) &&
        granted.some((p) => p === ALL_PERMISSIONS || !hasPermission(mine, p))
      )
        throw authFail('FORBIDDEN');
      await models.roles.updateOne({ _id: id }, { $set: { menuIds, perms } });
      await line(
        request,
        'sys.role.auth',
        id,
        { menuIds: before.menuIds, perms: before.perms },
        { menuIds, perms, granted },
      );
      return ok(request, { id });
    },
  );

  app.post(
    '/admin/sys.role/del',
    { ...guarded(P.sysRoleDel), schema: schema(IdBody, EmptyReply) },
    async (request) => {
      const { id } = request.body;
      const before = await load(id);
      if (before.perms.includes(ALL_PERMISSIONS) && !request.identity?.perms.includes(ALL_PERMISSIONS))
        throw authFail('FORBIDDEN');
      await models.roles.deleteOne({ _id: id });
      // Exact scalar pull: supported by the local MongoDB-compatible server.
      await models.users.updateMany({ roleIds: id }, { $pull: { roleIds: id } });
      await line(request, 'sys.role.del', id, auditable(before as never));
      return ok(request, null);
    },
  );
};
