import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PERMISSIONS as P } from '@trade/contracts';
import { guardAdmin, ok, Type, type TSchema, type TypeBoxTypeProvider } from '@trade/service-kit';
import { auditable, type AuditWriter } from '../audit/audit-writer';
import { authFail } from '../errors';
import { requiredFieldMessages } from '../http/required';
import { menuView, toTree } from './access';
import { apiOf, seedMenus } from './menu-seed';
import type { Dept, Menu, RbacModels } from './rbac.models';
import { adminAuditLine } from './admin-audit';
import {
  DeptAddBody,
  DeptEditBody,
  DeptTreeReply,
  EmptyReply,
  IdBody,
  IdReply,
  MenuAddBody,
  MenuApisReply,
  MenuEditBody,
  MenuTreeReply,
  rbacErrors,
} from './rbac.schemas';

export interface TreeRoutesOptions {
  models: RbacModels;
  audit: AuditWriter;
}

const EmptyBody = Type.Object({});
const schema = <B extends TSchema, R extends TSchema = typeof IdReply>(tag: string, body: B, reply?: R) => ({
  tags: [tag],
  body,
  response: { 200: reply ?? IdReply, ...rbacErrors },
});

/** Ids of `id` and every node below it, so a node never moves under itself. */
function subtreeIds(rows: readonly { _id: unknown; parentId?: string | null }[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parentId && ids.has(row.parentId) && !ids.has(String(row._id))) {
        ids.add(String(row._id));
        grew = true;
      }
    }
  }
  return ids;
}

/** §7 /admin/sys.dept/* and /admin/sys.menu/*: the department tree and the menu tree. */
export const treeRoutes: FastifyPluginAsync<TreeRoutesOptions> = async (fastify, { models, audit }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = (permission: string) => ({
    attachValidation: true,
    preHandler: [guardAdmin(permission), requiredFieldMessages],
  });
  const line = adminAuditLine(audit, models.users);

  // ---- departments ----
  const deptTree = async () => {
    const rows = await models.depts.find().lean<Dept[]>();
    return toTree(
      rows.map((d) => ({
        id: String(d._id),
        parentId: d.parentId ?? null,
        name: d.name,
        sort: d.sort,
        leader: d.leader,
        phone: d.phone,
        status: d.status,
      })),
    );
  };
  const checkDeptParent = async (parentId: string | null | undefined, selfId?: string) => {
    if (!parentId) return;
    const rows = await models.depts.find().lean<Dept[]>();
    if (!rows.some((d) => String(d._id) === parentId)) throw authFail('PARENT_INVALID');
    if (selfId && subtreeIds(rows, selfId).has(parentId)) throw authFail('PARENT_INVALID');
  };

  for (const action of ['tree', 'refresh'] as const) {
    const perm = action === 'tree' ? P.sysDeptTree : P.sysDeptRefresh;
    app.post(
      `/admin/sys.dept/${action}`,
      { ...guarded(perm), schema: schema('sys.dept', EmptyBody, DeptTreeReply) },
      async (request) => ok(request, await deptTree()),
    );
  }

  app.post(
    '/admin/sys.dept/add',
    { ...guarded(P.sysDeptAdd), schema: schema('sys.dept', DeptAddBody) },
    async (request) => {
      await checkDeptParent(request.body.parentId);
      const created = await models.depts.create({ ...request.body, name: request.body.name.trim() });
      await line(request, 'sys.dept.add', String(created._id), undefined, request.body);
      return ok(request, { id: String(created._id) });
    },
  );

  app.post(
    '/admin/sys.dept/edit',
    { ...guarded(P.sysDeptEdit), schema: schema('sys.dept', DeptEditBody) },
    async (request) => {
      const { id, ...fields } = request.body;
      const before = await models.depts.findById(id).lean();
      if (!before) throw authFail('NOT_FOUND');
      await checkDeptParent(fields.parentId, id);
      const after = await models.depts
        .findByIdAndUpdate(id, { $set: { ...fields, name: fields.name.trim() } }, { returnDocument: 'after' })
        .lean();
      await line(request, 'sys.dept.edit', id, auditable(before as never), auditable(after as never));
      return ok(request, { id });
    },
  );

  app.post(
    '/admin/sys.dept/del',
    { ...guarded(P.sysDeptDel), schema: schema('sys.dept', IdBody, EmptyReply) },
    async (request) => {
      const { id } = request.body;
      const before = await models.depts.findById(id).lean();
      if (!before) throw authFail('NOT_FOUND');
      if (await models.depts.exists({ parentId: id })) throw authFail('HAS_CHILDREN');
      if (await models.users.exists({ deptId: id })) throw authFail('DEPT_IN_USE');
      await models.depts.deleteOne({ _id: id });
      await line(request, 'sys.dept.del', id, auditable(before as never));
      return ok(request, null);
    },
  );

  // ---- menus ----
  const menuTree = async (request: FastifyRequest) => {
    const rows = await models.menus.find().lean<Menu[]>();
    return toTree(rows.map((m) => menuView(m, request.lang)));
  };
  const checkMenuParent = async (parentId: string | null | undefined, selfId?: string) => {
    if (!parentId) return;
    const rows = await models.menus.find().lean<Menu[]>();
    if (!rows.some((m) => String(m._id) === parentId)) throw authFail('PARENT_INVALID');
    if (selfId && subtreeIds(rows, selfId).has(parentId)) throw authFail('PARENT_INVALID');
  };
  const withTitles = <T extends { title: { 'zh-cn': string; en?: string; ru?: string } }>(body: T) => ({
    ...body,
    title: {
      'zh-cn': body.title['zh-cn'].trim(),
      en: body.title.en?.trim() || body.title['zh-cn'].trim(),
      ru: body.title.ru?.trim() || body.title['zh-cn'].trim(),
    },
  });

  app.post(
    '/admin/sys.menu/tree',
    { ...guarded(P.sysMenuTree), schema: schema('sys.menu', EmptyBody, MenuTreeReply) },
    async (request) => ok(request, await menuTree(request)),
  );

  app.post(
    '/admin/sys.menu/refresh',
    { ...guarded(P.sysMenuRefresh), schema: schema('sys.menu', EmptyBody, MenuTreeReply) },
    async (request) => {
      const added = await seedMenus(models);
      if (added) await line(request, 'sys.menu.refresh', 'menus', undefined, { added });
      return ok(request, await menuTree(request));
    },
  );

  app.post(
    '/admin/sys.menu/apis',
    { ...guarded(P.sysMenuApis), schema: schema('sys.menu', EmptyBody, MenuApisReply) },
    async (request) =>
      ok(
        request,
        Object.values(P).map((perm) => ({ perm, api: apiOf(perm) })),
      ),
  );

  app.post(
    '/admin/sys.menu/add',
    { ...guarded(P.sysMenuAdd), schema: schema('sys.menu', MenuAddBody) },
    async (request) => {
      await checkMenuParent(request.body.parentId);
      const body = withTitles(request.body);
      const created = await models.menus.create({
        ...body,
        apis: body.apis ?? (body.perms ?? []).map(apiOf),
      });
      await line(request, 'sys.menu.add', String(created._id), undefined, body);
      return ok(request, { id: String(created._id) });
    },
  );

  app.post(
    '/admin/sys.menu/edit',
    { ...guarded(P.sysMenuEdit), schema: schema('sys.menu', MenuEditBody) },
    async (request) => {
      const { id, ...fields } = withTitles(request.body);
      const before = await models.menus.findById(id).lean();
      if (!before) throw authFail('NOT_FOUND');
      await checkMenuParent(fields.parentId, id);
      const after = await models.menus
        .findByIdAndUpdate(id, { $set: fields }, { returnDocument: 'after' })
        .lean();
      await line(request, 'sys.menu.edit', id, auditable(before as never), auditable(after as never));
      return ok(request, { id });
    },
  );

  app.post(
    '/admin/sys.menu/del',
    { ...guarded(P.sysMenuDel), schema: schema('sys.menu', IdBody, EmptyReply) },
    async (request) => {
      const { id } = request.body;
      const before = await models.menus.findById(id).lean();
      if (!before) throw authFail('NOT_FOUND');
      if (await models.menus.exists({ parentId: id })) throw authFail('HAS_CHILDREN');
      await models.menus.deleteOne({ _id: id });
      await models.roles.updateMany({ menuIds: id }, { $pull: { menuIds: id } });
      await line(request, 'sys.menu.del', id, auditable(before as never));
      return ok(request, null);
    },
  );
};
