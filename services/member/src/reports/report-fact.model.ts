import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

/** What a fact counts, seen from the member it belongs to. */
export const FACT_KINDS = [
  'supply',
  'demand',
  'inquiryReceived',
  'inquirySent',
  'quoteReceived',
  'quoteSent',
  'contract',
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/**
 * The members' trade reports (`/home/report/*`): one fact per trade item and member who
 * sees it, written from catalog's marketplace events and the service's own contract events
 * (never from another service's database). `_id` is `<kind>:<item id>` (a contract's adds
 * `:<member id>`, as both parties see it), so an event delivered twice, or several events of
 * one item, still make one fact: the reports count facts.
 */
const reportFactSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** The member whose report counts it. */
    memberId: { type: String, required: true },
    kind: { type: String, enum: FACT_KINDS, required: true },
    itemId: { type: String, required: true },
    /** The supply or demand an inquiry or quotation was sent on: its country fills in `country`. */
    refId: { type: String, default: '', index: true },
    title: { type: String, default: '' },
    /** The counterparty's country (ISO 3166 alpha-2); empty when the events do not say. */
    country: { type: String, default: '' },
    /** The item's state: audit status, open/closed, new/replied, accepted/declined, the contract's status. */
    status: { type: String, default: '' },
    currency: { type: String, default: '' },
    /** Quotation total or contract total, in minor units (cents). */
    amountMinor: { type: Number, default: 0 },
    /** When the item appeared (its first event), and that month (YYYY-MM, China time). */
    at: { type: Date, required: true },
    month: { type: String, required: true },
    /** A contract fact keeps its contract's version: the newest wins. */
    version: { type: Number, default: 0 },
    deleted: { type: Boolean, default: false },
  },
  { versionKey: false, _id: false },
);
reportFactSchema.index({ memberId: 1, at: -1 });

export type ReportFact = InferSchemaType<typeof reportFactSchema>;

export const reportFactModel = (connection: Connection): Model<ReportFact> =>
  connection.model('ReportFact', reportFactSchema, 'report_facts') as unknown as Model<ReportFact>;
