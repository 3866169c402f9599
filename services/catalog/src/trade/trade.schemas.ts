import { EnvelopeSchema, PageSchema } from '@trade/contracts';
import { Type, type Static } from '@trade/service-kit';
import { ObjectId } from '../model/ids';

export const CURRENCIES = ['CNY', 'USD', 'RUB', 'EUR', 'KZT'] as const;
const Positive = Type.Number({ exclusiveMinimum: 0, maximum: 1e12 });

/** §3 inquiry: product, quantity, company name, email, country, remark. */
export const InquiryAddBody = Type.Object({
  supplyId: ObjectId,
  quantity: Positive,
  companyName: Type.String({ minLength: 1, maxLength: 100 }),
  email: Type.String({ minLength: 1, maxLength: 100, format: 'email' }),
  country: Type.String({ minLength: 1, maxLength: 2 }),
  remark: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type InquiryAddBody = Static<typeof InquiryAddBody>;

/** A quotation on a demand: quantity, unit price, currency, message. */
export const QuoteAddBody = Type.Object({
  demandId: ObjectId,
  quantity: Positive,
  unitPrice: Positive,
  currency: Type.Unsafe<(typeof CURRENCIES)[number]>(Type.Union(CURRENCIES.map((c) => Type.Literal(c)))),
  companyName: Type.String({ minLength: 1, maxLength: 100 }),
  message: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type QuoteAddBody = Static<typeof QuoteAddBody>;

const Box = Type.Union([Type.Literal('received'), Type.Literal('sent')], { default: 'received' });

export const TradeListQuery = Type.Object({
  box: Box,
  productId: Type.Optional(ObjectId),
  pageNumber: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  prop: Type.Optional(
    Type.Union([
      Type.Literal('createdAt'),
      Type.Literal('unitPrice'),
      Type.Literal('quantity'),
      Type.Literal('total'),
    ]),
  ),
  order: Type.Optional(
    Type.Union([
      Type.Literal('asc'),
      Type.Literal('desc'),
      Type.Literal('ascending'),
      Type.Literal('descending'),
    ]),
  ),
});
export type TradeListQuery = Static<typeof TradeListQuery>;
/** One trade by id; without `type` the id is looked up among inquiries, then quotes. */
export const TradeInfoBody = Type.Object({
  id: ObjectId,
  type: Type.Optional(Type.Union([Type.Literal('inquiry'), Type.Literal('quote')])),
});

/** The supplier's reply to an inquiry received. */
export const InquiryReplyBody = Type.Object({
  id: ObjectId,
  reply: Type.String({ minLength: 1, maxLength: 1000 }),
});
/** The demand owner's decision on a quotation received. */
export const QuoteDecideBody = Type.Object({
  id: ObjectId,
  decision: Type.Union([Type.Literal('accepted'), Type.Literal('declined')]),
});

const snapshot = {
  productName: Type.String(),
  productImage: Type.String(),
  productPrice: Type.Union([Type.Number(), Type.Null()]),
  productUnit: Type.String(),
  ownerMemberId: Type.String(),
  fromMemberId: Type.String(),
  companyName: Type.String(),
  quantity: Type.Number(),
  createdAt: Type.String(),
};

export const InquiryView = Type.Object({
  id: Type.String(),
  type: Type.Literal('inquiry'),
  supplyId: Type.String(),
  ...snapshot,
  email: Type.String(),
  country: Type.String(),
  remark: Type.String(),
  /** The supplier's reply, empty until given. */
  reply: Type.String(),
  repliedAt: Type.Union([Type.String(), Type.Null()]),
});
export const QuoteView = Type.Object({
  id: Type.String(),
  type: Type.Literal('quote'),
  demandId: Type.String(),
  ...snapshot,
  unitPrice: Type.Number(),
  currency: Type.String(),
  total: Type.Number(),
  message: Type.String(),
  decision: Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('declined')]),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
});
export type InquiryView = Static<typeof InquiryView>;
export type QuoteView = Static<typeof QuoteView>;

export const InquiryPageReply = PageSchema(InquiryView);
export const QuotePageReply = PageSchema(QuoteView);
export const TradeInfoReply = EnvelopeSchema(Type.Union([InquiryView, QuoteView]));
export const TradeIdReply = EnvelopeSchema(Type.Object({ id: Type.String() }));
