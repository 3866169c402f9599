import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ErrorEnvelopeSchema, PERMISSIONS, type InternalMemberAccount } from '@trade/contracts';
import { Type, guardAdmin, ok, page, toMongoQuery, type TypeBoxTypeProvider } from '@trade/service-kit';
import {
  InquiryPageReply,
  QuoteAddBody,
  QuotePageReply,
  TradeIdReply,
  TradeListQuery,
} from '../trade/trade.schemas';
import { requiredFieldError, requiredFieldMessages } from '../http/required';
import { actingMember, memberRefused, type MemberDirectory } from './member-directory';
import type { OnBehalf, Poster } from './product-store';
import type { Product, ProductKind } from '../model/product.model';
import type { ProductRoutesOptions } from './member-product.routes';
import {
  AdminProductChangeStatusBody,
  DemandSaveBody,
  IdReply,
  ProductAuditBody,
  ProductDelBody,
  ProductIdBody,
  ProductPageReply,
  ProductReply,
  SupplySaveBody,
  type ProductSaveBody,
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
/** What a save or a quote on a member's behalf may also answer. */
const writeErrors = { ...errors, 409: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema };

/** The quote form of /member.myTrans/quote, for the quoting member `memberId`. */
const AdminQuoteBody = Type.Composite([
  QuoteAddBody,
  Type.Object({
    memberId: Type.String({ minLength: 1, maxLength: 64, description: 'the member account quoting' }),
  }),
]);

export type AdminProductRoutesOptions = ProductRoutesOptions & { members: MemberDirectory };

/** The member an admin posts for, as their own post would carry them (the account's company name). */
const posterFor = (request: FastifyRequest, account: InternalMemberAccount): Poster => ({
  identity: {
    sub: account.memberId,
    kind: 'member',
    roles: ['member'],
    perms: [],
    memberId: account.memberId,
    company: account.company,
  },
  lang: request.lang,
  requestId: String(request.id),
});

const behalfOf = (request: FastifyRequest): OnBehalf => ({
  admin: request.identity!,
  actor: actorOf(request),
});

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
    save: PERMISSIONS.marketSupplySave,
  },
  demand: {
    page: PERMISSIONS.marketDemandPage,
    info: PERMISSIONS.marketDemandInfo,
    audit: PERMISSIONS.marketDemandAudit,
    changeStatus: PERMISSIONS.marketDemandChangeStatus,
    trades: PERMISSIONS.marketDemandQuoteList,
    save: PERMISSIONS.marketDemandSave,
  },
};

/**
 * Back office: /admin/product.supply/* and /admin/product.demand/* (list, audit, show/hide,
 * status, trades, save on a member's behalf; a quote on a demand for a member supplier).
 */
export function adminProductRoutes(kind: ProductKind): FastifyPluginAsync<AdminProductRoutesOptions> {
  const prefix = `/admin/product.${kind}`;
  const tags = [`admin ${kind}`];
  const p = perms[kind];
  return async (fastify, { products, trades, members }) => {
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

    /**
     * Creates an item for `memberId`, or edits item `id` keeping its owner, with the checks
     * of the member's own form. The admin is the reviewer: the item is approved at once.
     */
    app.post(
      `${prefix}/save`,
      {
        attachValidation: true,
        preHandler: [guardAdmin(p.save), requiredFieldMessages],
        schema: {
          tags,
          body: kind === 'supply' ? SupplySaveBody : DemandSaveBody,
          response: { 200: ProductReply, ...writeErrors },
        },
      },
      async (request) => {
        const { id, memberId, ...form } = request.body as ProductSaveBody;
        const current = id ? await products.found(kind, id) : undefined;
        if (!current && !memberId) throw requiredFieldError('memberId', request);
        if (current && memberId && memberId !== current.memberId)
          throw memberRefused('MEMBER_MISMATCH', request.lang);
        const account = await actingMember(members, current?.memberId ?? memberId!, request.lang);
        const poster = posterFor(request, account);
        const doc = current
          ? await products.edit(kind, poster, String(current._id), form, behalfOf(request))
          : await products.add(kind, poster, form, behalfOf(request));
        return ok(request, productView(kind, doc, request.lang));
      },
    );

    if (kind === 'demand')
      app.post(
        `${prefix}/quote`,
        {
          attachValidation: true,
          preHandler: [guardAdmin(PERMISSIONS.marketDemandQuote), requiredFieldMessages],
          schema: { tags, body: AdminQuoteBody, response: { 200: TradeIdReply, ...writeErrors } },
        },
        async (request) => {
          const { memberId, ...quote } = request.body;
          const account = await actingMember(members, memberId, request.lang);
          const doc = await trades.quote(account.memberId, quote, undefined, actorOf(request));
          return ok(request, { id: String(doc._id) });
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
