import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { CONTRACT_STATUSES } from '@trade/contracts';

/**
 * One list row per contract and party member (`_id` `<contractId>:<memberId>`): what the
 * contract and tracking pages show, small, so a member's page and its total are answered
 * from top-level equalities on small documents (no timestamps: `changedAt` is the contract's). Rows are derived from the contract: written
 * after each change, and again from the contract's own events (the newest `version` wins),
 * so a row lost between the two writes comes back. The filing member's row exists from the
 * draft; the counterparty member's from the submission.
 */
const contractRowSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** The member who sees this row. */
    memberId: { type: String, required: true },
    contractId: { type: String, required: true, index: true },
    /** What a member may filter its list on. */
    number: { type: String, required: true },
    kind: { type: String, required: true },
    role: { type: String, enum: ['filer', 'counterparty'], required: true },
    status: { type: String, enum: CONTRACT_STATUSES, required: true },
    partyMismatch: { type: Boolean, default: false },
    changedAt: { type: Date, required: true },
    version: { type: Number, required: true },
    /**
     * The rest of the row as the list shows it, one JSON text (RowView of contract.view.ts):
     * the local store decodes every document a member's list matches, and one text field
     * decodes several times faster than a dozen.
     */
    view: { type: String, required: true },
  },
  { versionKey: false, _id: false },
);
contractRowSchema.index({ memberId: 1, changedAt: -1 });

export type ContractRow = InferSchemaType<typeof contractRowSchema>;

export const contractRowModel = (connection: Connection): Model<ContractRow> =>
  connection.model('ContractRow', contractRowSchema, 'contract_rows') as unknown as Model<ContractRow>;
