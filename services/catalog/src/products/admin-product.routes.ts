import type { FastifyPluginAsync } from 'fastify';
import { ErrorEnvelopeSchema, PERMISSIONS } from '@trade/contracts';
import { Type, guardAdmin, ok, page, toMongoQuery, type TypeBoxTypeProvider } from '@trade/service-kit';
import { InquiryPageReply, QuotePageReply, TradeListQuery } from '../trade/trade.schemas';
import type { Product, ProductKind } from '../model/product.model';
import type { ProductRoutesOptions } from './member-product.routes';
import {
  AdminProductChangeStatusBody,
  IdReply,
  ProductAuditBody,
  ProductDelBody,
  ProductIdBody,
  ProductPageReply,
  ProductReply,
} from './product.schemas';
import { PageQuery } from '@trade/service-kit';
import { productView } from './product.view';
import { actorOf } from '../http/actor';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

const ADMIN_LIST_POLICY = {
  fields: {
    name: 'string',
    memberId: 'string',
    companyName: 'string',
    auditStatus: 'string',
    status: 'string',
    visible: 'boolean',
    categoryId: 'string',
    country: 'string',
    unit: 'string',
    createdAt: 'date',
    validUntil: 'date',
    price: 'number',
    quantity: 'number',
    sortOrder: 'number',
  },
} as const;

const perms = {
  supply: {
    page: PERMISSIONS.marketSupplyPage,
    info: PERMISSIONS.marketSupplyInfo,
    audit: PERMISSIONS.marketSupplyAudit,
    changeStatus: PERMISSIONS.marketSupplyChangeStatus,
    trades: PERMISSIONS.marketSupplyInquiryList,
  },
  demand: {
    page: PERMISSIONS.marketDemandPage,
    info: PERMISSIONS.marketDemandInfo,
    audit: PERMISSIONS.marketDemandAudit,
    changeStatus: PERMISSIONS.marketDemandChangeStatus,
    trades: PERMISSIONS.marketDemandQuoteList,
  },
};

/** Back office: /admin/product.supply/* and /admin/product.demand/* (list, audit, show/hide, status, trades). */
export function adminProductRoutes(kind: ProductKind): FastifyPluginAsync<ProductRoutesOptions> {
  const prefix = `/admin/product.${kind}`;
  const tags = [`admin ${kind}`];
  const p = perms[kind];
  return async (fastify, { products, trades }) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const model = products.models[kind];

    app.post(
      `${prefix}/page`,
      {
        preHandler: guardAdmin(p.page),
        schema: { tags, body: PageQuery, response: { 200: ProductPageReply, ...errors } },
      },
      async (request) => {
        const query = toMongoQuery(request.body, ADMIN_LIST_POLICY, { deletedAt: null });
        const { filter } = query;
        const [rows, total] = await Promise.all([
          model.find(filter).sort(query.sort).skip(query.skip).limit(query.limit).lean<Product[]>(),
          model.countDocuments(filter),
        ]);
        return page(
          request,
          rows.map((row) => productView(kind, row, request.lang)),
          total,
        );
      },
    );

    app.post(
      `${prefix}/info`,
      {
        preHandler: guardAdmin(p.info),
        schema: { tags, body: ProductIdBody, response: { 200: ProductReply, ...errors } },
      },
      async (request) =>
        ok(request, productView(kind, await products.found(kind, request.body.id), request.lang)),
    );

    app.post(
      `${prefix}/audit`,
      {
        preHandler: guardAdmin(p.audit),
        schema: { tags, body: ProductAuditBody, response: { 200: ProductReply, ...errors } },
      },
      async (request) => {
        const { id, auditStatus, rejectReason } = request.body;
        const doc = await products.audit(kind, id, auditStatus, rejectReason, actorOf(request));
        return ok(request, productView(kind, doc, request.lang));
      },
    );

    app.post(
      `${prefix}/changeStatus`,
      {
        preHandler: guardAdmin(p.changeStatus),
        schema: { tags, body: AdminProductChangeStatusBody, response: { 200: ProductReply, ...errors } },
      },
      async (request) => {
        const { id, ...change } = request.body;
        const doc = await products.changeStatus(kind, id, change, actorOf(request));
        return ok(request, productView(kind, doc, request.lang));
      },
    );

    app.post(
      `${prefix}/del`,
      {
        preHandler: guardAdmin(p.changeStatus),
        schema: { tags, body: ProductDelBody, response: { 200: IdReply, ...errors } },
      },
      async (request) => {
        const ids = Array.isArray(request.body.id) ? request.body.id : [request.body.id];
        for (const id of ids) await products.remove(kind, id, actorOf(request));
        return ok(request, { id: ids.join(',') });
      },
    );

    const TradeQuery = Type.Omit(TradeListQuery, ['box']);
    if (kind === 'supply') {
      app.post(
        `${prefix}/inquiryList`,
        {
          preHandler: guardAdmin(p.trades),
          schema: { tags, body: TradeQuery, response: { 200: InquiryPageReply, ...errors } },
        },
        async (request) => {
          const { rows, total } = await trades.inquiryPage({ ...request.body, box: 'received' });
          return page(request, rows, total);
        },
      );
    } else {
      app.post(
        `${prefix}/quoteList`,
        {
          preHandler: guardAdmin(p.trades),
          schema: { tags, body: TradeQuery, response: { 200: QuotePageReply, ...errors } },
        },
        async (request) => {
          const { rows, total } = await trades.quotePage({ ...request.body, box: 'received' });
          return page(request, rows, total);
        },
      );
    }
  };
}
