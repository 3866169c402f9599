import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ErrorEnvelopeSchema } from '@trade/contracts';
import { ok, page, requireMember, toMongoQuery, type TypeBoxTypeProvider } from '@trade/service-kit';
import { requiredFieldMessages } from '../http/required';
import { actorOf } from '../http/actor';
import type { MarketplaceSearch } from '../search/marketplace-search';
import { rankMatches } from '../search/matches';
import { productDocument } from '../search/search-documents';
import { searching } from '../search/search-errors';
import type { TradeStore } from '../trade/trade-store';
import { InquiryPageReply, QuotePageReply, TradeListQuery } from '../trade/trade.schemas';
import type { Product, ProductKind } from '../model/product.model';
import type { Poster, ProductStore } from './product-store';
import {
  DemandAddBody,
  DemandEditBody,
  IdReply,
  MatchBody,
  MatchReply,
  MemberPageQuery,
  ProductChangeStatusBody,
  ProductDelBody,
  ProductIdBody,
  ProductPageReply,
  ProductReply,
  SupplyAddBody,
  SupplyEditBody,
  type ProductAddBody,
} from './product.schemas';
import { productView, publicView } from './product.view';

export interface ProductRoutesOptions {
  products: ProductStore;
  trades: TradeStore;
  search: MarketplaceSearch;
}

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

/** Fields a member may filter and sort their own list by. */
export const OWN_LIST_POLICY = {
  fields: {
    name: 'string',
    auditStatus: 'string',
    status: 'string',
    visible: 'boolean',
    categoryId: 'string',
    country: 'string',
    createdAt: 'date',
    validUntil: 'date',
    price: 'number',
    quantity: 'number',
  },
} as const;

/** The signed-in member of an add or edit, with the language of the request (their e-mails use it). */
const posterOf = (request: FastifyRequest): Poster => ({
  identity: requireMember(request),
  lang: request.lang,
  requestId: String(request.id),
});

/**
 * §7 /home/member.Supply/* and /home/member.Demand/*: a member's own items, scoped
 * to the member id of the gateway-signed identity. Another member's id answers 404.
 */
export function memberProductRoutes(kind: ProductKind): FastifyPluginAsync<ProductRoutesOptions> {
  const prefix = kind === 'supply' ? '/home/member.Supply' : '/home/member.Demand';
  const tags = [`member ${kind}`];
  const AddBody = kind === 'supply' ? SupplyAddBody : DemandAddBody;
  const EditBody = kind === 'supply' ? SupplyEditBody : DemandEditBody;

  return async (fastify, { products, trades, search }) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const model = products.models[kind];

    app.post(
      `${prefix}/page`,
      { schema: { tags, body: MemberPageQuery, response: { 200: ProductPageReply, ...errors } } },
      async (request) => {
        const { memberId } = requireMember(request);
        const query = toMongoQuery(request.body, OWN_LIST_POLICY, { memberId, deletedAt: null });
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
      { schema: { tags, body: ProductIdBody, response: { 200: ProductReply, ...errors } } },
      async (request) => {
        const { memberId } = requireMember(request);
        return ok(
          request,
          productView(kind, await products.owned(kind, memberId, request.body.id), request.lang),
        );
      },
    );

    app.post(
      `${prefix}/add`,
      {
        attachValidation: true,
        preHandler: requiredFieldMessages,
        schema: { tags, body: AddBody, response: { 200: ProductReply, ...errors } },
      },
      async (request) => {
        const doc = await products.add(kind, posterOf(request), request.body as ProductAddBody);
        return ok(request, productView(kind, doc, request.lang));
      },
    );

    app.post(
      `${prefix}/edit`,
      {
        attachValidation: true,
        preHandler: requiredFieldMessages,
        schema: { tags, body: EditBody, response: { 200: ProductReply, ...errors } },
      },
      async (request) => {
        const { id, ...form } = request.body as ProductAddBody & { id: string };
        const doc = await products.edit(kind, posterOf(request), id, form);
        return ok(request, productView(kind, doc, request.lang));
      },
    );

    app.post(
      `${prefix}/del`,
      { schema: { tags, body: ProductDelBody, response: { 200: IdReply, ...errors } } },
      async (request) => {
        const { memberId } = requireMember(request);
        const ids = Array.isArray(request.body.id) ? request.body.id : [request.body.id];
        for (const id of ids) await products.remove(kind, id, actorOf(request), memberId);
        return ok(request, { id: ids.join(',') });
      },
    );

    app.post(
      `${prefix}/changeStatus`,
      { schema: { tags, body: ProductChangeStatusBody, response: { 200: ProductReply, ...errors } } },
      async (request) => {
        const { memberId } = requireMember(request);
        const { id, ...change } = request.body;
        const doc = await products.changeStatus(kind, id, change, actorOf(request), memberId);
        return ok(request, productView(kind, doc, request.lang));
      },
    );

    /** Smart matching for the owner: supplies for a demand, open demands for a supply. */
    app.post(
      `${prefix}/matches`,
      { schema: { tags, body: MatchBody, response: { 200: MatchReply, ...errors } } },
      async (request) => {
        const { memberId } = requireMember(request);
        const doc = await products.owned(kind, memberId, request.body.id);
        const ranked = await searching(() =>
          rankMatches(search, kind, productDocument(kind, doc, false), request.body.limit),
        );
        return ok(
          request,
          ranked.map(({ item, match }) => ({ ...match, item: publicView(item, request.lang) })),
        );
      },
    );

    if (kind === 'supply') {
      app.post(
        `${prefix}/inquiryList`,
        { schema: { tags, body: TradeListQuery, response: { 200: InquiryPageReply, ...errors } } },
        async (request) => {
          const { memberId } = requireMember(request);
          if (request.body.productId) await products.owned(kind, memberId, request.body.productId);
          const { rows, total } = await trades.inquiryPage({ ...request.body, box: 'received' }, memberId);
          return page(request, rows, total);
        },
      );
    } else {
      app.post(
        `${prefix}/quoteList`,
        { schema: { tags, body: TradeListQuery, response: { 200: QuotePageReply, ...errors } } },
        async (request) => {
          const { memberId } = requireMember(request);
          if (request.body.productId) await products.owned(kind, memberId, request.body.productId);
          const { rows, total } = await trades.quotePage({ ...request.body, box: 'received' }, memberId);
          return page(request, rows, total);
        },
      );
    }
  };
}
