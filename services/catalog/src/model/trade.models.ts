import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { outboxFields, schemaOptions } from '@trade/service-kit';

/** The product as it was when the inquiry or quote was made. */
const snapshot = {
  productName: { type: String, required: true },
  productImage: { type: String, default: '' },
  productPrice: { type: Number, default: null },
  productUnit: { type: String, required: true },
};

const inquirySchema = new Schema(
  {
    supplyId: { type: String, required: true, index: true },
    ownerMemberId: { type: String, required: true, index: true },
    fromMemberId: { type: String, required: true, index: true },
    ...snapshot,
    quantity: { type: Number, required: true },
    companyName: { type: String, required: true },
    email: { type: String, required: true },
    country: { type: String, required: true },
    remark: { type: String, default: '' },
    /** The language the sender wrote in (their reply e-mail's language). */
    fromLang: { type: String, default: null },
    /** The supplier's answer; empty until they reply (once). */
    reply: { type: String, default: '' },
    repliedAt: { type: Date, default: null },
    ...outboxFields,
  },
  schemaOptions,
);

const quoteSchema = new Schema(
  {
    demandId: { type: String, required: true, index: true },
    ownerMemberId: { type: String, required: true, index: true },
    fromMemberId: { type: String, required: true, index: true },
    ...snapshot,
    companyName: { type: String, required: true },
    quantity: { type: Number, required: true },
    unitPrice: { type: Number, required: true },
    currency: { type: String, required: true },
    message: { type: String, default: '' },
    fromLang: { type: String, default: null },
    /** The demand owner's decision (once): an accepted quote is what a contract can start from. */
    decision: { type: String, enum: ['pending', 'accepted', 'declined'], default: 'pending' },
    decidedAt: { type: Date, default: null },
    ...outboxFields,
  },
  schemaOptions,
);

export type Inquiry = InferSchemaType<typeof inquirySchema> & { _id: unknown; createdAt: Date };
export type Quote = InferSchemaType<typeof quoteSchema> & { _id: unknown; createdAt: Date };
export type InquiryModel = Model<Inquiry>;
export type QuoteModel = Model<Quote>;

export function tradeModels(connection: Connection) {
  return {
    inquiries: connection.model('Inquiry', inquirySchema, 'inquiries') as unknown as InquiryModel,
    quotes: connection.model('Quote', quoteSchema, 'quotes') as unknown as QuoteModel,
  };
}
