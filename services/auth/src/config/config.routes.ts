import type { FastifyPluginAsync } from 'fastify';
import { PERMISSIONS as P } from '@trade/contracts';
import { guardAdmin, ok, Type, type TSchema, type TypeBoxTypeProvider } from '@trade/service-kit';
import { requiredFieldMessages } from '../http/required';
import { actorOf } from '../rbac/admin-actor';
import type { SystemConfig } from './system-config';
import {
  BatchReply,
  ConfigAddBody,
  ConfigBatchBody,
  ConfigEditBody,
  configErrors,
  ConfigListBody,
  ConfigListReply,
  ConfigSortBody,
  EmptyReply,
  IdBody,
  IdReply,
  PublicConfigReply,
  RefreshReply,
} from './config.schemas';

const schema = <B extends TSchema, R extends TSchema = typeof IdReply>(body: B, reply?: R) => ({
  tags: ['sys.config'],
  body,
  response: { 200: reply ?? IdReply, ...configErrors },
});

const guarded = (permission: string) => ({
  attachValidation: true,
  preHandler: [guardAdmin(permission), requiredFieldMessages],
});

/** §7 /admin/sys.config/* and the public /home/Basic/getConfig; the rules are in SystemConfig. */
export const configRoutes: FastifyPluginAsync<{ settings: SystemConfig }> = async (fastify, { settings }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/sys.config/list',
    { ...guarded(P.sysConfigList), schema: schema(ConfigListBody, ConfigListReply) },
    async (request) => ok(request, await settings.list(request.lang, request.body.group)),
  );
  app.post(
    '/admin/sys.config/add',
    { ...guarded(P.sysConfigAdd), schema: schema(ConfigAddBody) },
    async (request) => ok(request, { id: await settings.add(actorOf(request), request.body) }),
  );
  app.post(
    '/admin/sys.config/edit',
    { ...guarded(P.sysConfigEdit), schema: schema(ConfigEditBody) },
    async (request) => {
      const { id, ...fields } = request.body;
      await settings.edit(actorOf(request), id, fields);
      return ok(request, { id });
    },
  );
  app.post(
    '/admin/sys.config/batch',
    { ...guarded(P.sysConfigBatch), schema: schema(ConfigBatchBody, BatchReply) },
    async (request) => ok(request, { changed: await settings.batch(actorOf(request), request.body.items) }),
  );
  app.post(
    '/admin/sys.config/sort',
    { ...guarded(P.sysConfigSort), schema: schema(ConfigSortBody, EmptyReply) },
    async (request) => {
      await settings.sort(actorOf(request), request.body.items);
      return ok(request, null);
    },
  );
  app.post(
    '/admin/sys.config/del',
    { ...guarded(P.sysConfigDel), schema: schema(IdBody, EmptyReply) },
    async (request) => {
      await settings.del(actorOf(request), request.body.id);
      return ok(request, null);
    },
  );
  app.post(
    '/admin/sys.config/refresh',
    { ...guarded(P.sysConfigRefresh), schema: schema(Type.Object({}), RefreshReply) },
    async (request) => ok(request, { published: await settings.publish() }),
  );

  // The public settings the web app needs before sign-in (site name, hotline, ICP
  // number, upload limit). GET for the browser's cache; POST as every §7 call.
  const publicSchema = { tags: ['public'], response: { 200: PublicConfigReply } };
  app.get('/home/Basic/getConfig', { schema: publicSchema }, async (request) =>
    ok(request, await settings.publicValues()),
  );
  app.post('/home/Basic/getConfig', { schema: publicSchema }, async (request) =>
    ok(request, await settings.publicValues()),
  );
};
