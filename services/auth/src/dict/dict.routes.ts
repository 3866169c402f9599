import type { FastifyPluginAsync } from 'fastify';
import { PERMISSIONS as P } from '@trade/contracts';
import { guardAdmin, ok, page, Type, type TSchema, type TypeBoxTypeProvider } from '@trade/service-kit';
import { requiredFieldMessages } from '../http/required';
import { actorOf } from '../rbac/admin-actor';
import type { Dictionaries } from './dictionaries';
import {
  ClassAddBody,
  ClassEditBody,
  ClassInfoReply,
  ClassListReply,
  DictListBody,
  DictListReply,
  dictErrors,
  EmptyReply,
  IdBody,
  IdReply,
  ItemAddBody,
  ItemEditBody,
  ItemInfoReply,
  ItemPageBody,
  ItemPageReply,
  ItemSelectBody,
  ItemSelectReply,
  ItemShowOrderBody,
  ItemStatusBody,
} from './dict.schemas';

const schema = <B extends TSchema, R extends TSchema = typeof IdReply>(tag: string, body: B, reply?: R) => ({
  tags: [tag],
  body,
  response: { 200: reply ?? IdReply, ...dictErrors },
});

const guarded = (permission: string) => ({
  attachValidation: true,
  preHandler: [guardAdmin(permission), requiredFieldMessages],
});

/**
 * §7 /admin/sys.dictClass/* and /admin/sys.dictItem/*, and the public
 * /home/Basic/getDictList. Thin: schema → guard → Dictionaries → envelope.
 */
export const dictRoutes: FastifyPluginAsync<{ dictionaries: Dictionaries }> = async (
  fastify,
  { dictionaries: dict },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // ---- classes ----
  app.post(
    '/admin/sys.dictClass/list',
    { ...guarded(P.sysDictClassList), schema: schema('sys.dictClass', Type.Object({}), ClassListReply) },
    async (request) => ok(request, await dict.classes(request.lang)),
  );
  app.post(
    '/admin/sys.dictClass/info',
    { ...guarded(P.sysDictClassInfo), schema: schema('sys.dictClass', IdBody, ClassInfoReply) },
    async (request) => ok(request, await dict.classInfo(request.body.id, request.lang)),
  );
  app.post(
    '/admin/sys.dictClass/add',
    { ...guarded(P.sysDictClassAdd), schema: schema('sys.dictClass', ClassAddBody) },
    async (request) => ok(request, { id: await dict.addClass(actorOf(request), request.body) }),
  );
  app.post(
    '/admin/sys.dictClass/edit',
    { ...guarded(P.sysDictClassEdit), schema: schema('sys.dictClass', ClassEditBody) },
    async (request) => {
      const { id, ...fields } = request.body;
      await dict.editClass(actorOf(request), id, fields);
      return ok(request, { id });
    },
  );
  app.post(
    '/admin/sys.dictClass/del',
    { ...guarded(P.sysDictClassDel), schema: schema('sys.dictClass', IdBody, EmptyReply) },
    async (request) => {
      await dict.delClass(actorOf(request), request.body.id);
      return ok(request, null);
    },
  );

  // ---- items ----
  app.post(
    '/admin/sys.dictItem/page',
    { ...guarded(P.sysDictItemPage), schema: schema('sys.dictItem', ItemPageBody, ItemPageReply) },
    async (request) => {
      const { rows, total } = await dict.pageItems(request.body, request.lang);
      return page(request, rows, total);
    },
  );
  app.post(
    '/admin/sys.dictItem/select',
    { ...guarded(P.sysDictItemSelect), schema: schema('sys.dictItem', ItemSelectBody, ItemSelectReply) },
    async (request) => ok(request, await dict.select(request.body.class_code, request.lang)),
  );
  app.post(
    '/admin/sys.dictItem/info',
    { ...guarded(P.sysDictItemInfo), schema: schema('sys.dictItem', IdBody, ItemInfoReply) },
    async (request) => ok(request, await dict.itemInfo(request.body.id, request.lang)),
  );
  app.post(
    '/admin/sys.dictItem/add',
    { ...guarded(P.sysDictItemAdd), schema: schema('sys.dictItem', ItemAddBody) },
    async (request) => ok(request, { id: await dict.addItem(actorOf(request), request.body) }),
  );
  app.post(
    '/admin/sys.dictItem/edit',
    { ...guarded(P.sysDictItemEdit), schema: schema('sys.dictItem', ItemEditBody) },
    async (request) => {
      const { id, ...fields } = request.body;
      await dict.editItem(actorOf(request), id, fields);
      return ok(request, { id });
    },
  );
  app.post(
    '/admin/sys.dictItem/changeStatus',
    { ...guarded(P.sysDictItemChangeStatus), schema: schema('sys.dictItem', ItemStatusBody) },
    async (request) => {
      await dict.changeStatus(actorOf(request), request.body.id, request.body.status);
      return ok(request, { id: request.body.id });
    },
  );
  app.post(
    '/admin/sys.dictItem/showOrder',
    { ...guarded(P.sysDictItemShowOrder), schema: schema('sys.dictItem', ItemShowOrderBody) },
    async (request) => {
      await dict.showOrder(actorOf(request), request.body.id, request.body.show_order);
      return ok(request, { id: request.body.id });
    },
  );
  app.post(
    '/admin/sys.dictItem/del',
    { ...guarded(P.sysDictItemDel), schema: schema('sys.dictItem', IdBody, EmptyReply) },
    async (request) => {
      await dict.delItem(actorOf(request), request.body.id);
      return ok(request, null);
    },
  );

  // ---- public ----
  app.post(
    '/home/Basic/getDictList',
    {
      schema: {
        tags: ['public'],
        body: DictListBody,
        response: { 200: DictListReply, 400: dictErrors[400] },
      },
    },
    async (request) => {
      const { class_code, pageNumber, pageSize } = request.body;
      const { rows, total } = await dict.publicList(class_code, request.lang, pageNumber, pageSize);
      return page(request, rows, total);
    },
  );
};
