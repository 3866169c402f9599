import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { DEFAULT_LANG, LANGS } from '@trade/contracts';
import { outboxFields, schemaOptions } from '@trade/service-kit';

export const PRODUCT_KINDS = ['supply', 'demand'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** §4 audit status. */
export const AUDIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

/** Open items show as collecting (demand) or supplying (supply); closed ones take no inquiries or quotes. */
export const TRADE_STATUSES = ['open', 'closed'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

/** A supply or demand product: the §3 product form plus ownership, audit and display state. */
const productSchema = new Schema(
  {
    memberId: { type: String, required: true, index: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    brand: { type: String, default: '' },
    price: { type: Number, default: null },
    quantity: { type: Number, required: true },
    // A code of auth's `unit` dictionary, checked against it on every add and edit.
    unit: { type: String, required: true },
    origin: { type: String, default: '' },
    validUntil: { type: Date, required: true },
    categoryId: { type: String, required: true },
    country: { type: String, required: true },
    /** File ids from the files service (the member's own images); the first is the thumbnail. */
    gallery: { type: [String], default: [] },
    /** The display URLs of `gallery`, same order, resolved when posted: reads never ask the files service. */
    images: { type: [String], default: [] },
    sortOrder: { type: Number, default: 0 },
    visible: { type: Boolean, default: true },
    status: { type: String, enum: ['open', 'closed'], default: 'open' },
    auditStatus: { type: String, enum: AUDIT_STATUSES, default: 'pending' },
    rejectReason: { type: String, default: '' },
    auditedAt: { type: Date, default: null },
    companyName: { type: String, default: '' },
    contact: { type: String, default: '' },
    phone: { type: String, default: '' },
    /** The owner's contact e-mail from the form: notifications about this item go there. */
    email: { type: String, required: true },
    /** The interface language of the owner's last add or edit: e-mails about the item come in it. */
    lang: { type: String, enum: LANGS, default: DEFAULT_LANG },
    /** Soft delete: set when the owner or an admin deletes the item. */
    deletedAt: { type: Date, default: null },
    ...outboxFields,
  },
  schemaOptions,
);

const demandSchema = productSchema.clone();

export type Product = InferSchemaType<typeof productSchema> & {
  _id: unknown;
  createdAt: Date;
  updatedAt: Date;
};
export type ProductModel = Model<Product>;

/** The models of both kinds: `supplies` and `demands`, one collection each. */
export function productModels(connection: Connection): Record<ProductKind, ProductModel> {
  return {
    supply: connection.model('Supply', productSchema, 'supplies') as unknown as ProductModel,
    demand: connection.model('Demand', demandSchema, 'demands') as unknown as ProductModel,
  };
}
