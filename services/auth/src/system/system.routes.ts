import type { FastifyPluginAsync } from 'fastify';
import { EnvelopeSchema, ErrorEnvelopeSchema, PERMISSIONS as P } from '@trade/contracts';
import {
  fail,
  guardAdmin,
  ok,
  Type,
  type TSchema,
  type TypeBoxTypeProvider,
  escapeRegex,
} from '@trade/service-kit';
import { authFail } from '../errors';
import { menuView } from '../rbac/access';
import type { Menu, RbacModels } from '../rbac/rbac.models';
import type { DictionaryReader } from './dictionary-reader';
import { SERVICE_NAMES } from './service-directory';
import type { SystemStatus } from './system-status';

export interface SystemRoutesOptions {
  models: RbacModels;
  dictionaries: DictionaryReader;
  status: SystemStatus;
}

const code = (description: string) => Type.String({ minLength: 1, maxLength: 64, description });
const ServiceQuery = Type.Union(SERVICE_NAMES.map((name) => Type.Literal(name)));
const Labels = Type.Object({ 'zh-cn': Type.String(), en: Type.String(), ru: Type.String() });
const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
};
const get = <R extends TSchema>(tag: string, permission: string, reply: R) => ({
  preHandler: guardAdmin(permission),
  schema: { tags: [tag], response: { 200: EnvelopeSchema(reply), ...errors } },
});
const getWith = <R extends TSchema, Q extends TSchema>(
  tag: string,
  permission: string,
  reply: R,
  querystring: Q,
) => ({
  preHandler: guardAdmin(permission),
  schema: { tags: [tag], querystring, response: { 200: EnvelopeSchema(reply), ...errors } },
});

const MenuRow = Type.Object({
  id: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  titles: Labels,
  type: Type.String(),
  path: Type.String(),
  icon: Type.String(),
  perms: Type.Array(Type.String()),
  sort: Type.Integer(),
  hidden: Type.Boolean(),
  status: Type.Integer(),
});
const DictItemRow = Type.Object({
  class_code: Type.String(),
  dict_code: Type.String(),
  dict_value: Type.String(),
  show_order: Type.Number(),
  status: Type.Integer(),
});
const DictClassRow = Type.Object({
  class_code: Type.String(),
  class_name: Type.String(),
  remark: Type.String(),
  show_order: Type.Number(),
});
const AppRow = Type.Object({
  name: Type.String(),
  version: Type.String(),
  status: Type.Union([Type.Literal('up'), Type.Literal('degraded'), Type.Literal('down')]),
  startedAt: Type.Optional(Type.String({ format: 'date-time' })),
  uptimeSeconds: Type.Integer(),
  checks: Type.Record(Type.String(), Type.String()),
  error: Type.Optional(Type.String()),
});
const TasksReply = Type.Object({
  queues: Type.Array(
    Type.Object({
      name: Type.String(),
      counts: Type.Record(Type.String(), Type.Integer()),
      failed: Type.Array(
        Type.Object({
          id: Type.String(),
          name: Type.String(),
          reason: Type.String(),
          attempts: Type.Integer(),
          failedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
        }),
      ),
    }),
  ),
  queuesError: Type.Optional(Type.String()),
  outbox: Type.Array(
    Type.Object({ service: Type.String(), collection: Type.String(), pending: Type.Integer() }),
  ),
  consumers: Type.Array(
    Type.Object({
      service: Type.String(),
      groupId: Type.String(),
      lag: Type.Integer(),
      topics: Type.Array(Type.Object({ topic: Type.String(), lag: Type.Integer() })),
    }),
  ),
  unreachable: Type.Array(Type.String()),
});
const TableRow = Type.Object({
  service: Type.String(),
  name: Type.String(),
  count: Type.Integer(),
  indexCount: Type.Integer(),
});
const TableInfoReply = Type.Object({
  service: Type.String(),
  name: Type.String(),
  count: Type.Integer(),
  indexes: Type.Array(
    Type.Object({
      name: Type.String(),
      keys: Type.Record(Type.String(), Type.Unknown()),
      unique: Type.Boolean(),
    }),
  ),
});

const bySort = <T extends { sort?: number | null }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));

/** At most this many users in /system/user/list (a select's options, not a table). */
const USER_LIST_MAX = 200;

/**
 * §7 the GET /system/* lists (admin only; the gateway routes them as such): plain lists
 * for selects and the system status page. Each asks for the permission of the screen
 * that shows the same data. `/system/log/list` is in the audit module.
 */
export const systemRoutes: FastifyPluginAsync<SystemRoutesOptions> = async (
  fastify,
  { models, dictionaries, status },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/system/menu/list', get('system', P.sysMenuTree, Type.Array(MenuRow)), async (request) => {
    const rows = bySort(await models.menus.find().lean<Menu[]>().exec());
    return ok(
      request,
      rows.map((menu) => {
        const { apis: _apis, ...view } = menuView(menu, request.lang);
        return view;
      }),
    );
  });

  app.get(
    '/system/role/list2',
    get(
      'system',
      P.sysRolePage,
      Type.Array(
        Type.Object({ id: Type.String(), name: Type.String(), code: Type.String(), status: Type.Integer() }),
      ),
    ),
    async (request) => {
      const rows = bySort(await models.roles.find().lean().exec());
      return ok(
        request,
        rows.map((role) => ({ id: String(role._id), name: role.name, code: role.code, status: role.status })),
      );
    },
  );

  app.get(
    '/system/dept/list',
    get(
      'system',
      P.sysDeptTree,
      Type.Array(
        Type.Object({
          id: Type.String(),
          parentId: Type.Union([Type.String(), Type.Null()]),
          name: Type.String(),
          sort: Type.Integer(),
          status: Type.Integer(),
        }),
      ),
    ),
    async (request) => {
      const rows = bySort(await models.depts.find().lean().exec());
      return ok(
        request,
        rows.map((d) => ({
          id: String(d._id),
          parentId: d.parentId ?? null,
          name: d.name,
          sort: d.sort,
          status: d.status,
        })),
      );
    },
  );

  app.get(
    '/system/user/list',
    getWith(
      'system',
      P.sysUserPage,
      Type.Array(
        Type.Object({
          id: Type.String(),
          username: Type.String(),
          realname: Type.String(),
          deptId: Type.Union([Type.String(), Type.Null()]),
          status: Type.Integer(),
        }),
      ),
      Type.Object({
        keyword: Type.Optional(Type.String({ maxLength: 50, description: 'part of the user or real name' })),
      }),
    ),
    async (request) => {
      const keyword = request.query.keyword?.trim();
      const filter = keyword
        ? {
            $or: ['username', 'realname'].map((f) => ({
              [f]: { $regex: escapeRegex(keyword), $options: 'i' },
            })),
          }
        : {};
      const rows = await models.users.find(filter).sort({ username: 1 }).limit(USER_LIST_MAX).lean().exec();
      return ok(
        request,
        rows.map((u) => ({
          id: String(u._id),
          username: u.username,
          realname: u.realname,
          deptId: u.deptId ?? null,
          status: u.status,
        })),
      );
    },
  );

  // ---- dictionaries ----
  app.get(
    '/system/dic/tree',
    get(
      'system',
      P.sysDictPage,
      Type.Array(Type.Composite([DictClassRow, Type.Object({ children: Type.Array(DictItemRow) })])),
    ),
    async (request) => ok(request, await dictionaries.tree(request.lang)),
  );
  app.get(
    '/system/dic/list',
    getWith(
      'system',
      P.sysDictPage,
      Type.Union([Type.Array(DictItemRow), Type.Array(DictClassRow)]),
      Type.Object({
        class_code: Type.Optional(code('the class whose items to list; the classes when absent')),
      }),
    ),
    async (request) => {
      const classCode = request.query.class_code;
      return ok(
        request,
        classCode
          ? await dictionaries.items(classCode, request.lang)
          : await dictionaries.classes(request.lang),
      );
    },
  );
  app.get(
    '/system/dic/get',
    getWith(
      'system',
      P.sysDictPage,
      DictItemRow,
      Type.Object({ class_code: code('the class'), dict_code: code('the item of the class') }),
    ),
    async (request) => {
      const item = await dictionaries.item(request.query.class_code, request.query.dict_code, request.lang);
      if (!item) throw fail('NOT_FOUND');
      return ok(request, item);
    },
  );

  // ---- system status ----
  app.get('/system/app/list', get('system', P.systemAppList, Type.Array(AppRow)), async (request) =>
    ok(request, await status.apps(request.identity!)),
  );
  app.get('/system/tasks/list', get('system', P.systemTasksList, TasksReply), async (request) =>
    ok(request, await status.tasks(request.identity!)),
  );
  app.get(
    '/system/table/list',
    getWith(
      'system',
      P.systemTableList,
      Type.Array(TableRow),
      Type.Object({ service: Type.Optional(ServiceQuery) }),
    ),
    async (request) => ok(request, await status.tables(request.identity!, request.query.service)),
  );
  app.get(
    '/system/table/info',
    getWith(
      'system',
      P.systemTableList,
      TableInfoReply,
      Type.Object({ service: ServiceQuery, name: Type.String({ minLength: 1, maxLength: 120 }) }),
    ),
    async (request) => {
      const table = await status.tableInfo(request.identity!, request.query.service, request.query.name);
      if (!table) throw authFail('NOT_FOUND');
      return ok(request, table);
    },
  );
};
