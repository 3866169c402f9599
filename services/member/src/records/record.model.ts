import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { outboxFields, schemaOptions } from '@trade/service-kit';
import { AUDIT_STATUSES } from '../companies/company.model';

/**
 * A member's company filing (`/home/member.Record/*`, the `/home` page): one per member,
 * made for its company profile (whose name and code it keeps as filed), reviewed by the
 * back office.
 */
const recordSchema = new Schema(
  {
    memberId: { type: String, required: true, unique: true },
    companyId: { type: String, required: true },
    /** The profile's name and credit code when it was filed. */
    companyName: { type: String, required: true },
    creditCode: { type: String, required: true },
    customsCode: { type: String, default: '' },
    /** A code of auth's `ownership_type` dictionary (getOptions). */
    ownershipType: { type: String, required: true },
    contact: { type: String, required: true },
    phone: { type: String, required: true },
    email: { type: String, default: '' },
    /** What the company trades. */
    mainProducts: { type: String, default: '' },
    /** Yearly import and export, in 10,000 US dollars. */
    annualTradeVolume: { type: Number, default: null },
    employees: { type: Number, default: null },
    remark: { type: String, default: '' },
    status: { type: String, enum: AUDIT_STATUSES, default: 'pending', index: true },
    rejectReason: { type: String, default: '' },
    submittedAt: { type: Date, required: true },
    reviewedBy: { type: String, default: '' },
    reviewedAt: { type: Date, default: null },
    ...outboxFields,
  },
  schemaOptions,
);

export type RecordDoc = InferSchemaType<typeof recordSchema> & {
  _id: unknown;
  createdAt: Date;
  updatedAt: Date;
};

export const recordModel = (connection: Connection): Model<RecordDoc> =>
  connection.model('Record', recordSchema, 'records') as unknown as Model<RecordDoc>;
