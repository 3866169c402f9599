import type { FastifyPluginAsync } from 'fastify';
import { PERMISSIONS as P } from '@trade/contracts';
import { guardAdmin, ok, type TSchema, type TypeBoxTypeProvider } from '@trade/service-kit';
import { requiredFieldMessages } from '../http/required';
import { actorOf } from '../rbac/admin-actor';
import type { Navigation } from './navigation';
import {
  NavEmptyReply,
  NavGroupAddBody,
  NavGroupEditBody,
  NavGroupIdBody,
  NavGroupInfoReply,
  NavGroupListReply,
  NavEmptyBody,
  NavIdBody,
  NavIdReply,
  NavItemAddBody,
  NavItemEditBody,
  NavItemInfoReply,
  NavItemListReply,
  navErrors,
  PortalNavBody,
  PortalNavReply,
} from './nav.schemas';

const schema = <B extends TSchema, R extends TSchema>(tag: string, body: B, reply: R) => ({
  tags: [tag],
  body,
  response: { 200: reply, ...navErrors },
});

const guarded = (permission: string) => ({
  attachValidation: true,
  preHandler: [guardAdmin(permission), requiredFieldMessages],
});

/**
 * §7 /admin/sys.customNavGroup/* (list, info, add, edit, del) and /admin/sys.customNav/*
 * (list, tree, info, add, edit, del), and the portal's read of them.
 */
export const navRoutes: FastifyPluginAsync<{ navigation: Navigation }> = async (fastify, { navigation }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const G = 'sys.customNavGroup';
  const I = 'sys.customNav';

  // ---- groups ----
  app.post(
    '/admin/sys.customNavGroup/list',
    { ...guarded(P.sysCustomNavGroupList), schema: schema(G, NavEmptyBody, NavGroupListReply) },
    async (request) => ok(request, await navigation.groupList(request.lang)),
  );
  app.post(
    '/admin/sys.customNavGroup/info',
    { ...guarded(P.sysCustomNavGroupInfo), schema: schema(G, NavIdBody, NavGroupInfoReply) },
    async (request) => ok(request, await navigation.groupInfo(request.body.id, request.lang)),
  );
  app.post(
    '/admin/sys.customNavGroup/add',
    { ...guarded(P.sysCustomNavGroupAdd), schema: schema(G, NavGroupAddBody, NavIdReply) },
    async (request) => ok(request, { id: await navigation.groupAdd(actorOf(request), request.body) }),
  );
  app.post(
    '/admin/sys.customNavGroup/edit',
    { ...guarded(P.sysCustomNavGroupEdit), schema: schema(G, NavGroupEditBody, NavIdReply) },
    async (request) => {
      const { id, ...fields } = request.body;
      await navigation.groupEdit(actorOf(request), id, fields);
      return ok(request, { id });
    },
  );
  app.post(
    '/admin/sys.customNavGroup/del',
    { ...guarded(P.sysCustomNavGroupDel), schema: schema(G, NavIdBody, NavEmptyReply) },
    async (request) => {
      await navigation.groupDel(actorOf(request), request.body.id);
      return ok(request, null);
    },
  );

  // ---- items ----
  app.post(
    '/admin/sys.customNav/list',
    { ...guarded(P.sysCustomNavList), schema: schema(I, NavGroupIdBody, NavItemListReply) },
    async (request) => ok(request, await navigation.itemList(request.body.groupId, request.lang)),
  );
  app.post(
    '/admin/sys.customNav/tree',
    { ...guarded(P.sysCustomNavTree), schema: schema(I, NavGroupIdBody, NavItemListReply) },
    async (request) => ok(request, await navigation.itemTree(request.body.groupId, request.lang)),
  );
  app.post(
    '/admin/sys.customNav/info',
    { ...guarded(P.sysCustomNavInfo), schema: schema(I, NavIdBody, NavItemInfoReply) },
    async (request) => ok(request, await navigation.itemInfo(request.body.id, request.lang)),
  );
  app.post(
    '/admin/sys.customNav/add',
    { ...guarded(P.sysCustomNavAdd), schema: schema(I, NavItemAddBody, NavIdReply) },
    async (request) => {
      const { groupId, ...fields } = request.body;
      return ok(request, { id: await navigation.itemAdd(actorOf(request), groupId, fields) });
    },
  );
  app.post(
    '/admin/sys.customNav/edit',
    { ...guarded(P.sysCustomNavEdit), schema: schema(I, NavItemEditBody, NavIdReply) },
    async (request) => {
      const { id, ...fields } = request.body;
      await navigation.itemEdit(actorOf(request), id, fields);
      return ok(request, { id });
    },
  );
  app.post(
    '/admin/sys.customNav/del',
    { ...guarded(P.sysCustomNavDel), schema: schema(I, NavIdBody, NavEmptyReply) },
    async (request) => {
      await navigation.itemDel(actorOf(request), request.body.id);
      return ok(request, null);
    },
  );

  // ---- the portal (public: routed by the gateway without a token) ----
  app.post(
    '/home/Basic/getNavList',
    {
      schema: {
        tags: ['portal'],
        body: PortalNavBody,
        response: { 200: PortalNavReply, 400: navErrors[400] },
      },
    },
    async (request) => ok(request, await navigation.portal(request.lang, request.body?.code)),
  );
};
