import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ErrorEnvelopeSchema, type Identity } from '@trade/contracts';
import { fail, ok, Type, type TypeBoxTypeProvider } from '@trade/service-kit';
import { menuView, toTree } from './access';
import type { AdminDirectory } from './admin-directory';
import { MenuTreeReply, RouterReply } from './rbac.schemas';

const errors = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

function requireCaller(request: FastifyRequest): Identity {
  if (!request.identity) throw fail('UNAUTHENTICATED');
  return request.identity;
}

/**
 * §7 GET /system/menu/my/{version} and GET /admin/router: the caller's menu tree
 * and routes, computed from its roles now. Members have no back-office menu.
 */
export const myMenuRoutes: FastifyPluginAsync<{ admins: AdminDirectory }> = async (fastify, { admins }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const menusOf = async (identity: Identity) => {
    if (identity.kind !== 'admin') return [];
    const user = await admins.findById(identity.sub);
    if (!user || user.status !== 1) return [];
    return admins.menusOf(user);
  };

  app.get(
    '/system/menu/my/:version',
    {
      schema: {
        tags: ['menu'],
        params: Type.Object({ version: Type.String({ maxLength: 20 }) }),
        response: { 200: MenuTreeReply, ...errors },
      },
    },
    async (request) => {
      const menus = await menusOf(requireCaller(request));
      const nodes = menus.filter((m) => m.type !== 'button').map((m) => menuView(m, request.lang));
      return ok(request, toTree(nodes));
    },
  );

  app.get(
    '/admin/router',
    { schema: { tags: ['menu'], response: { 200: RouterReply, ...errors } } },
    async (request) => {
      const identity = requireCaller(request);
      const menus = await menusOf(identity);
      const routes = menus
        .filter((m) => m.type === 'menu' && m.path)
        .map((m) => ({ path: m.path, title: menuView(m, request.lang).title, perms: [...m.perms] }));
      return ok(request, { routes, perms: identity.kind === 'admin' ? identity.perms : [] });
    },
  );
};
