import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { outboxFields, schemaOptions } from '@trade/service-kit';
import { DECLARATION_TYPES } from './ceb-catalogue';

/** One step of a declaration's life: arrival, a platform declaration, a receipt. */
const historySchema = new Schema(
  {
    at: { type: Date, required: true },
    /** message (arrived), declare (sent by the platform), receipt, invalid (refused by the schema). */
    source: { type: String, required: true },
    status: { type: String, required: true },
    returnStatus: { type: Number, default: null },
    info: { type: String, default: '' },
    /** The message it came with (guid). */
    messageGuid: { type: String, default: '' },
  },
  { _id: false },
);

/** A receipt (CEB304 … 622, 412, CEB900) answering the declaration. */
const receiptSchema = new Schema(
  {
    /** `<receipt message guid>/<position>`: a receipt read twice is kept once. */
    id: { type: String, required: true },
    type: { type: String, required: true },
    returnStatus: { type: Number, required: true },
    returnTime: { type: String, default: '' },
    returnInfo: { type: String, default: '' },
    receivedAt: { type: Date, required: true },
    fields: { type: Schema.Types.Mixed, default: {} },
  },
  { _id: false },
);

/**
 * A CEB business document of one member: read from the exchange or an upload, or
 * declared from the platform. `_id` is `<type>:<memberId>:<key>` for a valid document, so
 * the same document read again lands on the same record; the documents of a message the
 * schema refused are kept as `invalid:<message id>:<position>`, for the error lists.
 */
const declarationSchema = new Schema(
  {
    _id: { type: String, required: true },
    type: { type: String, enum: DECLARATION_TYPES, required: true },
    direction: { type: String, enum: ['import', 'export'], required: true },
    memberId: { type: String, required: true, index: true },
    /** The identifying fields joined with `/` (see DeclarationKind.keys); empty when missing. */
    key: { type: String, default: '' },
    /** received, draft, declared, invalid, or the last receipt's returnStatus. */
    status: { type: String, required: true },
    /** The document failed: refused by the schema, or a receipt in an error status. */
    error: { type: Boolean, default: false },
    errorMessage: { type: String, default: '' },
    returnStatus: { type: Number, default: null },
    returnInfo: { type: String, default: '' },
    /** How it came: exchange (the watched folder), upload (the API), platform (declared here). */
    source: { type: String, required: true },
    messageGuid: { type: String, default: '' },
    /** The business node's own guid. */
    guid: { type: String, default: '' },
    appType: { type: String, default: '' },
    appStatus: { type: String, default: '' },
    /** appTime as a date (YYYYMMDDhhmmss, China time), what the date filters use. */
    appDate: { type: Date, default: null },
    orderNo: { type: String, default: '' },
    logisticsNo: { type: String, default: '' },
    invtNo: { type: String, default: '' },
    copNo: { type: String, default: '' },
    preNo: { type: String, default: '' },
    billNo: { type: String, default: '' },
    payTransactionId: { type: String, default: '' },
    ebcCode: { type: String, default: '' },
    ebcName: { type: String, default: '' },
    ebpCode: { type: String, default: '' },
    ebpName: { type: String, default: '' },
    logisticsCode: { type: String, default: '' },
    agentCode: { type: String, default: '' },
    payCode: { type: String, default: '' },
    /** Every field of the head (or the flat node), as the message wrote it. */
    fields: { type: Schema.Types.Mixed, default: {} },
    items: { type: [Schema.Types.Mixed], default: [] },
    history: { type: [historySchema], default: [] },
    receipts: { type: [receiptSchema], default: [] },
    /** The outbound file written for a declaration made on the platform. */
    outboundFile: { type: String, default: '' },
    ...outboxFields,
  },
  schemaOptions,
);
declarationSchema.index({ type: 1, copNo: 1 });
declarationSchema.index({ type: 1, logisticsNo: 1 });
declarationSchema.index({ type: 1, orderNo: 1 });

export type DeclarationDoc = InferSchemaType<typeof declarationSchema> & {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
};

export const declarationModel = (connection: Connection): Model<DeclarationDoc> =>
  (connection.models.Declaration as Model<DeclarationDoc>) ??
  connection.model<DeclarationDoc>('Declaration', declarationSchema, 'declarations');

/**
 * Every message read, valid or not, by `<number>:<guid>`: reading a message again finds
 * it here and changes nothing. An invalid one keeps its text and the schema's errors.
 */
const messageSchema = new Schema(
  {
    _id: { type: String, required: true },
    number: { type: String, default: '' },
    guid: { type: String, default: '' },
    source: { type: String, required: true },
    fileName: { type: String, default: '' },
    valid: { type: Boolean, required: true },
    schemaErrors: { type: [String], default: [] },
    documents: { type: Number, default: 0 },
    matched: { type: Number, default: 0 },
    unmatched: { type: Number, default: 0 },
    receipts: { type: Number, default: 0 },
    /** The text, kept for an invalid message only (the error views show it). */
    xml: { type: String, default: '' },
  },
  schemaOptions,
);

export type CebMessageDoc = InferSchemaType<typeof messageSchema> & {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
};

export const cebMessageModel = (connection: Connection): Model<CebMessageDoc> =>
  (connection.models.CebMessage as Model<CebMessageDoc>) ??
  connection.model<CebMessageDoc>('CebMessage', messageSchema, 'ceb_messages');

/**
 * A document no member could be found for (no party code is a member's), or several
 * could (a code two members' profiles name): the back office's "unmatched" list.
 */
const unmatchedSchema = new Schema(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    key: { type: String, default: '' },
    reason: { type: String, enum: ['none', 'ambiguous'], required: true },
    /** The party codes the document names. */
    codes: { type: [String], default: [] },
    /** The members a code matched, when ambiguous. */
    candidates: { type: [String], default: [] },
    messageGuid: { type: String, default: '' },
    source: { type: String, required: true },
    /** The member whose own upload it came in (never matched to anyone else later). */
    uploadedBy: { type: String, default: '' },
    valid: { type: Boolean, default: true },
    errorMessage: { type: String, default: '' },
    fields: { type: Schema.Types.Mixed, default: {} },
    items: { type: [Schema.Types.Mixed], default: [] },
  },
  schemaOptions,
);

export type UnmatchedDoc = InferSchemaType<typeof unmatchedSchema> & {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
};

export const unmatchedModel = (connection: Connection): Model<UnmatchedDoc> =>
  (connection.models.UnmatchedDocument as Model<UnmatchedDoc>) ??
  connection.model<UnmatchedDoc>('UnmatchedDocument', unmatchedSchema, 'unmatched_documents');
