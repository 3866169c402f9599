import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

/** One thing that happened to a declaration, as its `trade.declaration.*` event told it. */
const declarationStepSchema = new Schema(
  {
    /** The event's id: a redelivered event adds no second step. */
    eventId: { type: String, required: true },
    at: { type: Date, required: true },
    event: { type: String, enum: ['received', 'rejected', 'declared', 'receipt'], required: true },
    status: { type: String, default: '' },
    error: { type: Boolean, default: false },
    /** A receipt's message number (e.g. `304`), its returnStatus and returnInfo verbatim. */
    receiptType: { type: String, default: '' },
    returnStatus: { type: Number, default: null },
    info: { type: String, default: '' },
  },
  { _id: false },
);

/**
 * The member service's read model of the customs declarations, from customs'
 * `trade.declaration.*` events (never from customs' database): what a contract's trade
 * dossier shows of the declarations made for it. A declaration belongs to the contract of
 * the same member whose number is its `orderNo` or its `copNo`. `_id` is the declaration id.
 */
const declarationLinkSchema = new Schema(
  {
    _id: { type: String, required: true },
    memberId: { type: String, required: true },
    type: { type: String, required: true },
    direction: { type: String, required: true },
    orderNo: { type: String, default: '' },
    copNo: { type: String, default: '' },
    logisticsNo: { type: String, default: '' },
    invtNo: { type: String, default: '' },
    steps: { type: [declarationStepSchema], default: [] },
  },
  { versionKey: false, _id: false },
);
declarationLinkSchema.index({ memberId: 1, orderNo: 1 });
declarationLinkSchema.index({ memberId: 1, copNo: 1 });

export interface DeclarationStep {
  eventId: string;
  at: Date;
  event: 'received' | 'rejected' | 'declared' | 'receipt';
  status: string;
  error: boolean;
  receiptType: string;
  returnStatus: number | null;
  info: string;
}
export type DeclarationLink = Omit<InferSchemaType<typeof declarationLinkSchema>, 'steps'> & {
  _id: string;
  steps: DeclarationStep[];
};

export const declarationLinkModel = (connection: Connection): Model<DeclarationLink> =>
  connection.model(
    'DeclarationLink',
    declarationLinkSchema,
    'contract_declarations',
  ) as unknown as Model<DeclarationLink>;
