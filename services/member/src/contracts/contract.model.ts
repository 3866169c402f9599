import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { CONTRACT_MILESTONES, CONTRACT_STATUSES, PARTY_CHECKS } from '@trade/contracts';
import { outboxFields, schemaOptions } from '@trade/service-kit';

/** A party of a contract: a company by name and credit code, and the member it is when it is one. */
const partySchema = new Schema(
  {
    /** The member this party is; empty when the company is not a member (or is the platform). */
    memberId: { type: String, default: '' },
    name: { type: String, required: true },
    creditCode: { type: String, default: '' },
    /** The registry check of name against code, made when the contract is submitted. */
    check: { type: String, enum: PARTY_CHECKS, default: 'unchecked' },
    /** The name the registry has under the code (empty when not found or not asked). */
    registryName: { type: String, default: '' },
    checkedAt: { type: Date, default: null },
  },
  { _id: false },
);

/** A goods line: quantity in thousandths, unit price in ten-thousandths, amount in minor units. */
const lineSchema = new Schema(
  {
    name: { type: String, required: true },
    spec: { type: String, default: '' },
    quantity: { type: Number, required: true },
    unit: { type: String, default: '' },
    unitPrice: { type: Number, required: true },
    amount: { type: Number, required: true },
  },
  { _id: false },
);

/** A file of the recording member's library, with the display URL the files service gave. */
const attachmentSchema = new Schema(
  {
    id: { type: String, required: true },
    name: { type: String, default: '' },
    url: { type: String, required: true },
  },
  { _id: false },
);

/** An execution milestone, kept in the contract so that order checks and writes are one document. */
const milestoneSchema = new Schema(
  {
    _id: { type: String, required: true },
    milestone: { type: String, enum: CONTRACT_MILESTONES, required: true },
    /** YYYY-MM-DD. */
    date: { type: String, required: true },
    note: { type: String, default: '' },
    attachments: { type: [attachmentSchema], default: [] },
    byMemberId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { _id: false },
);

/**
 * A contract (`/home/member.Contract/*`), filed by a member: a trade contract with another
 * company (`member`) or a service contract with the platform (`company`). Lines and
 * milestones live in the document, so every change and its event are one write.
 */
const contractSchema = new Schema(
  {
    /** The filing member; only it edits, deletes and moves the status. */
    memberId: { type: String, required: true, index: true },
    kind: { type: String, enum: ['member', 'company'], required: true },
    /** A company contract's service: customs, warehousing, logistics, finance. */
    serviceType: { type: String, default: '' },
    number: { type: String, required: true },
    /** `number` while the contract lives; freed (suffixed with the id) when it is deleted. */
    numberKey: { type: String, required: true },
    title: { type: String, required: true },
    buyer: { type: partySchema, required: true },
    seller: { type: partySchema, required: true },
    /** Which party the filing member is. */
    side: { type: String, enum: ['buyer', 'seller'], required: true },
    currency: { type: String, required: true },
    lines: { type: [lineSchema], default: [] },
    /** The sum of the lines' amounts, in minor units. */
    totalAmount: { type: Number, required: true },
    incoterms: { type: String, default: '' },
    portOfLoading: { type: String, default: '' },
    portOfDischarge: { type: String, default: '' },
    /** Date of signing, YYYY-MM-DD. */
    signedAt: { type: String, default: '' },
    remark: { type: String, default: '' },
    attachments: { type: [attachmentSchema], default: [] },
    /** The accepted quotation it started from (its id in the catalog); empty for none. */
    quoteId: { type: String, default: '' },
    status: { type: String, enum: CONTRACT_STATUSES, default: 'draft', index: true },
    /** A party's name does not match its code in the registry (set at submission). */
    partyMismatch: { type: Boolean, default: false },
    rejectReason: { type: String, default: '' },
    terminateReason: { type: String, default: '' },
    submittedAt: { type: Date, default: null },
    reviewedBy: { type: String, default: '' },
    reviewedAt: { type: Date, default: null },
    milestones: { type: [milestoneSchema], default: [] },
    /** Grows by one at each change: the list rows keep the highest they saw. */
    version: { type: Number, default: 1 },
    deletedAt: { type: Date, default: null },
    ...outboxFields,
  },
  schemaOptions,
);
contractSchema.index({ memberId: 1, numberKey: 1 }, { unique: true });

export type ContractDoc = InferSchemaType<typeof contractSchema> & {
  _id: unknown;
  createdAt: Date;
  updatedAt: Date;
};
export type PartyDoc = ContractDoc['buyer'];
export type MilestoneDoc = ContractDoc['milestones'][number];

export const contractModel = (connection: Connection): Model<ContractDoc> =>
  connection.model('Contract', contractSchema, 'contracts') as unknown as Model<ContractDoc>;
