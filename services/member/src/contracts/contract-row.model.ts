import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { CONTRACT_MILESTONES, CONTRACT_STATUSES } from '@trade/contracts';
import { schemaOptions } from '@trade/service-kit';

/**
 * One list row per contract and party member (`_id` `<contractId>:<memberId>`): what the
 * contract and tracking pages show, small, so a member's page and its total are answered
 * from top-level equalities on small documents. Rows are derived from the contract: written
 * after each change, and again from the contract's own events (the newest `version` wins),
 * so a row lost between the two writes comes back. The filing member's row exists from the
 * draft; the counterparty member's from the submission.
 */
const contractRowSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** The member who sees this row. */
    memberId: { type: String, required: true },
    contractId: { type: String, required: true },
    role: { type: String, enum: ['filer', 'counterparty'], required: true },
    kind: { type: String, required: true },
    number: { type: String, required: true },
    title: { type: String, required: true },
    buyerName: { type: String, default: '' },
    sellerName: { type: String, default: '' },
    currency: { type: String, required: true },
    /** Minor units. */
    totalAmount: { type: Number, required: true },
    signedAt: { type: String, default: '' },
    status: { type: String, enum: CONTRACT_STATUSES, required: true },
    partyMismatch: { type: Boolean, default: false },
    lastMilestone: { type: String, enum: [...CONTRACT_MILESTONES, ''], default: '' },
    lastMilestoneDate: { type: String, default: '' },
    version: { type: Number, required: true },
    changedAt: { type: Date, required: true },
  },
  { ...schemaOptions, _id: false },
);
contractRowSchema.index({ memberId: 1, changedAt: -1 });

export type ContractRow = InferSchemaType<typeof contractRowSchema>;

export const contractRowModel = (connection: Connection): Model<ContractRow> =>
  connection.model('ContractRow', contractRowSchema, 'contract_rows') as unknown as Model<ContractRow>;
