import type { FastifyPluginAsync } from 'fastify';
import { PERMISSIONS as P } from '@trade/contracts';
import { guardAdmin, ok, Type, type TSchema, type TypeBoxTypeProvider } from '@trade/service-kit';
import { requiredFieldMessages } from '../http/required';
import { actorOf } from './admin-actor';
import type { Departments } from './departments';
import { apiOf } from './menu-seed';
import type { Menus } from './menus';
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
  departments: Departments;
  menus: Menus;
}

const EmptyBody = Type.Object({});
const schema = <B extends TSchema, R extends TSchema = typeof IdReply>(tag: string, body: B, reply?: R) => ({
  tags: [tag],
  body,
  response: { 200: reply ?? IdReply, ...rbacErrors },
});

const guarded = (permission: string) => ({
  attachValidation: true,
  preHandler: [guardAdmin(permission), requiredFieldMessages],
});

/** §7 /admin/sys.dept/* and /admin/sys.menu/*: the department tree and the menu tree. */
export const treeRoutes: FastifyPluginAsync<TreeRoutesOptions> = async (fastify, { departments, menus }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // ---- departments ----
  for (const action of ['tree', 'refresh'] as const) {
    const perm = action === 'tree' ? P.sysDeptTree : P.sysDeptRefresh;
    app.post(
      `/admin/sys.dept/${action}`,
      { ...guarded(perm), schema: schema('sys.dept', EmptyBody, DeptTreeReply) },
      async (request) => ok(request, await departments.tree()),
    );
  }

  app.post(
    '/admin/sys.dept/add',
    { ...guarded(P.sysDeptAdd), schema: schema('sys.dept', DeptAddBody) },
    async (request) => ok(request, { id: await departments.add(actorOf(request), request.body) }),
  );

  app.post(
    '/admin/sys.dept/edit',
    { ...guarded(P.sysDeptEdit), schema: schema('sys.dept', DeptEditBody) },
    async (request) => {
      const { id, ...fields } = request.body;
      await departments.edit(actorOf(request), id, fields);
      return ok(request, { id });
    },
  );

  app.post(
    '/admin/sys.dept/del',
    { ...guarded(P.sysDeptDel), schema: schema('sys.dept', IdBody, EmptyReply) },
    async (request) => {
      await departments.del(actorOf(request), request.body.id);
      return ok(request, null);
    },
  );

  // ---- menus ----
  app.post(
    '/admin/sys.menu/tree',
    { ...guarded(P.sysMenuTree), schema: schema('sys.menu', EmptyBody, MenuTreeReply) },
    async (request) => ok(request, await menus.tree(request.lang)),
  );

  app.post(
    '/admin/sys.menu/refresh',
    { ...guarded(P.sysMenuRefresh), schema: schema('sys.menu', EmptyBody, MenuTreeReply) },
    async (request) => {
      await menus.refresh(actorOf(request));
      return ok(request, await menus.tree(request.lang));
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
    async (request) => ok(request, { id: await menus.add(actorOf(request), request.body) }),
  );

  app.post(
    '/admin/sys.menu/edit',
    { ...guarded(P.sysMenuEdit), schema: schema('sys.menu', MenuEditBody) },
    async (request) => {
      const { id, ...fields } = request.body;
      await menus.edit(actorOf(request), id, fields);
      return ok(request, { id });
    },
  );

  app.post(
    '/admin/sys.menu/del',
    { ...guarded(P.sysMenuDel), schema: schema('sys.menu', IdBody, EmptyReply) },
    async (request) => {
      await menus.del(actorOf(request), request.body.id);
      return ok(request, null);
    },
  );
};
