import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { allLanguages, ErrorEnvelopeSchema, inLang, PERMISSIONS as P, type Lang } from '@trade/contracts';
import {
  clientIp,
  fail,
  guardAdmin,
  ok,
  page,
  toMongoQuery,
  type ListPolicy,
  type TypeBoxTypeProvider,
  escapeRegex,
} from '@trade/service-kit';
import { WAREHOUSE_KINDS, type WarehouseDoc } from './warehouse.model';
import {
  CategoryListReply,
  EmptyReply,
  IdBody,
  IdReply,
  PageQuery,
  PublicListQuery,
  PublicListReply,
  schema,
  StatusBody,
  ThumbQuery,
  ThumbReply,
  WarehouseAddBody,
  WarehouseEditBody,
  WarehouseInfoReply,
  WarehousePageReply,
} from './warehouse.schemas';
import type { Warehouses } from './warehouses';

/** The portal's names of the warehouse categories. */
const KIND_NAMES: Record<(typeof WAREHOUSE_KINDS)[number], Record<Lang, string>> = {
  bonded: { 'zh-cn': '保税仓', en: 'Bonded warehouse', ru: 'Таможенный склад' },
  general: { 'zh-cn': '普通仓', en: 'General warehouse', ru: 'Склад общего назначения' },
  cold: { 'zh-cn': '冷链仓', en: 'Cold store', ru: 'Холодильный склад' },
  overseas: { 'zh-cn': '海外仓', en: 'Overseas warehouse', ru: 'Зарубежный склад' },
  yard: { 'zh-cn': '堆场', en: 'Storage yard', ru: 'Открытая площадка' },
};

const POLICY: ListPolicy = {
  fields: {
    'name.zh-cn': 'string',
    kind: 'string',
    province: 'string',
    city: 'string',
    status: 'number',
    area: 'number',
    sortOrder: 'number',
    updatedAt: 'date',
  },
  defaultSort: { sortOrder: -1, updatedAt: -1 },
};

const common = (doc: WarehouseDoc) => ({
  id: String(doc._id),
  kind: doc.kind,
  province: doc.province,
  city: doc.city,
  address: doc.address ?? '',
  lng: doc.lng,
  lat: doc.lat,
  area: doc.area,
  storageFee: doc.storageFee ?? null,
  rent: doc.rent ?? null,
  handlingFee: doc.handlingFee ?? null,
  transferFee: doc.transferFee ?? null,
  structure: doc.structure,
  cargoType: doc.cargoType,
  shippingMethods: doc.shippingMethods ?? [],
  imageUrl: doc.imageUrl ?? '',
  contact: doc.contact ?? '',
  phone: doc.phone ?? '',
});
const adminView = (doc: WarehouseDoc) => ({
  ...common(doc),
  name: allLanguages(doc.name),
  description: allLanguages(doc.description),
  image: doc.image ?? '',
  status: (doc.status ?? 1) as 0 | 1,
  sortOrder: doc.sortOrder ?? 0,
  updatedAt: doc.updatedAt.toISOString(),
});
const publicView = (doc: WarehouseDoc, lang: Lang) => ({
  ...common(doc),
  name: inLang(doc.name, lang),
  description: inLang(doc.description, lang),
});

const actorOf = (request: FastifyRequest) => {
  const identity = request.identity;
  if (!identity) throw fail('UNAUTHENTICATED');
  return { identity, actor: { kind: identity.kind, sub: identity.sub, ip: clientIp(request) } };
};

/** The portal sees shown warehouses only. */
const SHOWN = { status: 1, deletedAt: null };

/**
 * §7 GET /wms/list.html, /wms/categoryList.html, /wms/thumbUrl.html (the portal's map),
 * and the back office's /admin/wms.warehouse/* (page, info, add, edit, changeStatus, del).
 */
export const warehouseRoutes: FastifyPluginAsync<{ warehouses: Warehouses }> = async (
  fastify,
  { warehouses },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { model } = warehouses;
  const tags = ['wms'];

  app.get(
    '/wms/list.html',
    {
      schema: {
        tags,
        querystring: PublicListQuery,
        response: { 200: PublicListReply, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const { pageNumber = 1, pageSize = 20, kind, province, keyword } = request.query;
      const filter: Record<string, unknown> = { ...SHOWN };
      if (kind) filter.kind = kind;
      if (province) filter.province = province;
      const words = keyword?.trim();
      if (words) {
        const pattern = { $regex: escapeRegex(words), $options: 'i' };
        filter.$or = [
          { 'name.zh-cn': pattern },
          { 'name.en': pattern },
          { 'name.ru': pattern },
          { city: pattern },
        ];
      }
      const [rows, total] = await Promise.all([
        model
          .find(filter)
          .sort({ sortOrder: -1, _id: 1 })
          .skip((pageNumber - 1) * pageSize)
          .limit(pageSize)
          .lean<WarehouseDoc[]>(),
        model.countDocuments(filter),
      ]);
      return page(
        request,
        rows.map((row) => publicView(row, request.lang)),
        total,
      );
    },
  );

  app.get(
    '/wms/categoryList.html',
    { schema: { tags, response: { 200: CategoryListReply } } },
    async (request) => {
      const counts = await Promise.all(
        WAREHOUSE_KINDS.map((kind) => model.countDocuments({ ...SHOWN, kind })),
      );
      return ok(
        request,
        WAREHOUSE_KINDS.map((kind, i) => ({
          id: kind,
          name: KIND_NAMES[kind][request.lang],
          count: counts[i]!,
        })),
      );
    },
  );

  app.get(
    '/wms/thumbUrl.html',
    {
      schema: {
        tags,
        querystring: ThumbQuery,
        response: { 200: ThumbReply, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const doc = await model
        .findOne({ _id: request.query.id, ...SHOWN }, { imageUrl: 1 })
        .lean<WarehouseDoc>();
      if (!doc) throw fail('NOT_FOUND');
      return ok(request, { id: request.query.id, thumbUrl: doc.imageUrl ?? '' });
    },
  );

  // ---- back office ----
  const w = '/admin/wms.warehouse';
  app.post(
    `${w}/page`,
    {
      preHandler: guardAdmin(P.wmsWarehousePage),
      schema: schema('wms.warehouse', PageQuery, WarehousePageReply),
    },
    async (request) => {
      const q = toMongoQuery(request.body, POLICY, { deletedAt: null });
      const [rows, total] = await Promise.all([
        model.find(q.filter).sort(q.sort).skip(q.skip).limit(q.limit).lean<WarehouseDoc[]>(),
        model.countDocuments(q.filter),
      ]);
      return page(request, rows.map(adminView), total);
    },
  );
  app.post(
    `${w}/info`,
    {
      preHandler: guardAdmin(P.wmsWarehouseInfo),
      schema: schema('wms.warehouse', IdBody, WarehouseInfoReply),
    },
    async (request) => ok(request, adminView(await warehouses.warehouse(request.body.id))),
  );
  app.post(
    `${w}/add`,
    { preHandler: guardAdmin(P.wmsWarehouseAdd), schema: schema('wms.warehouse', WarehouseAddBody, IdReply) },
    async (request) => {
      const { identity, actor } = actorOf(request);
      return ok(request, { id: await warehouses.save(identity, actor, null, request.body) });
    },
  );
  app.post(
    `${w}/edit`,
    {
      preHandler: guardAdmin(P.wmsWarehouseEdit),
      schema: schema('wms.warehouse', WarehouseEditBody, IdReply),
    },
    async (request) => {
      const { identity, actor } = actorOf(request);
      const { id, ...fields } = request.body;
      return ok(request, { id: await warehouses.save(identity, actor, id, fields) });
    },
  );
  app.post(
    `${w}/changeStatus`,
    {
      preHandler: guardAdmin(P.wmsWarehouseChangeStatus),
      schema: schema('wms.warehouse', StatusBody, EmptyReply),
    },
    async (request) => {
      await warehouses.changeStatus(request.body.id, request.body.status, actorOf(request).actor);
      return ok(request, null);
    },
  );
  app.post(
    `${w}/del`,
    { preHandler: guardAdmin(P.wmsWarehouseDel), schema: schema('wms.warehouse', IdBody, EmptyReply) },
    async (request) => {
      await warehouses.remove(request.body.id, actorOf(request).actor);
      return ok(request, null);
    },
  );
};
