import type { FastifyPluginAsync } from 'fastify';
import { ErrorEnvelopeSchema } from '@trade/contracts';
import { ok, page, requireMember, type TypeBoxTypeProvider } from '@trade/service-kit';
import { requiredFieldMessages } from '../http/required';
import type { TradeStore } from './trade-store';
import {
  InquiryAddBody,
  InquiryPageReply,
  InquiryReplyBody,
  QuoteAddBody,
  QuoteDecideBody,
  QuotePageReply,
  TradeIdReply,
  TradeInfoBody,
  TradeInfoReply,
  TradeListQuery,
} from './trade.schemas';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
const tags = ['my trades'];

/**
 * §7 /member.myTrans/*: send an inquiry on another member's supply or a quote on
 * another member's demand (never on a hidden, unapproved, closed or expired item,
 * nor one's own), and the lists of what one sent or received.
 */
export const tradeRoutes: FastifyPluginAsync<{ trades: TradeStore }> = async (fastify, { trades }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/member.myTrans/inquiry',
    {
      attachValidation: true,
      preHandler: requiredFieldMessages,
      schema: { tags, body: InquiryAddBody, response: { 200: TradeIdReply, ...errors } },
    },
    async (request) => {
      const { memberId } = requireMember(request);
      const doc = await trades.inquire(memberId, request.body, request.lang);
      return ok(request, { id: String(doc._id) });
    },
  );

  app.post(
    '/member.myTrans/quote',
    {
      attachValidation: true,
      preHandler: requiredFieldMessages,
      schema: { tags, body: QuoteAddBody, response: { 200: TradeIdReply, ...errors } },
    },
    async (request) => {
      const { memberId } = requireMember(request);
      const doc = await trades.quote(memberId, request.body, request.lang);
      return ok(request, { id: String(doc._id) });
    },
  );

  // Answering (§7 names no path for it): the supplier replies to an inquiry received,
  // the demand owner accepts or declines a quotation received; the other side is notified.
  app.post(
    '/member.myTrans/reply',
    {
      attachValidation: true,
      preHandler: requiredFieldMessages,
      schema: { tags, body: InquiryReplyBody, response: { 200: TradeInfoReply, ...errors } },
    },
    async (request) => {
      const { memberId } = requireMember(request);
      return ok(request, await trades.reply(memberId, request.body.id, request.body.reply));
    },
  );

  app.post(
    '/member.myTrans/decide',
    { schema: { tags, body: QuoteDecideBody, response: { 200: TradeInfoReply, ...errors } } },
    async (request) => {
      const { memberId } = requireMember(request);
      return ok(request, await trades.decide(memberId, request.body.id, request.body.decision));
    },
  );

  app.post(
    '/member.myTrans/inquiryList',
    { schema: { tags, body: TradeListQuery, response: { 200: InquiryPageReply, ...errors } } },
    async (request) => {
      const { memberId } = requireMember(request);
      const { rows, total } = await trades.inquiryPage(request.body, memberId);
      return page(request, rows, total);
    },
  );

  app.post(
    '/member.myTrans/quoteList',
    { schema: { tags, body: TradeListQuery, response: { 200: QuotePageReply, ...errors } } },
    async (request) => {
      const { memberId } = requireMember(request);
      const { rows, total } = await trades.quotePage(request.body, memberId);
      return page(request, rows, total);
    },
  );

  app.post(
    '/member.myTrans/info',
    { schema: { tags, body: TradeInfoBody, response: { 200: TradeInfoReply, ...errors } } },
    async (request) => {
      const { memberId } = requireMember(request);
      return ok(request, await trades.info(request.body.id, memberId, request.body.type));
    },
  );
};
