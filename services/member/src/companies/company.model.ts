import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { outboxFields, schemaOptions } from '@trade/service-kit';

export const AUDIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

/**
 * A member's company profile (`/member.memberInfo/*`): one per member. `verified` says the
 * company registry confirms its name and credit code; `auditStatus` is the back office's review.
 */
const companySchema = new Schema(
  {
    memberId: { type: String, required: true, unique: true },
    /** Chinese name, as registered. */
    name: { type: String, required: true },
    nameEn: { type: String, default: '' },
    /** Unified social credit code (GB 32100-2015), upper case; one member per code. */
    creditCode: { type: String, required: true, unique: true },
    /** Customs registration code (10 characters), the one customs declarations name. */
    customsCode: { type: String, default: '' },
    legalPerson: { type: String, default: '' },
    /** As the registry writes it, e.g. `1000万人民币`. */
    registeredCapital: { type: String, default: '' },
    /** YYYY-MM-DD. */
    establishedAt: { type: String, default: '' },
    /** Codes of the region selector (province, city, district), and their names joined. */
    region: { type: [String], default: [] },
    regionName: { type: String, default: '' },
    address: { type: String, default: '' },
    businessScope: { type: String, default: '' },
    contact: { type: String, default: '' },
    phone: { type: String, default: '' },
    email: { type: String, default: '' },
    /** Images of the member's file library, and their display URLs resolved when saved. */
    logo: { type: String, default: '' },
    logoUrl: { type: String, default: '' },
    licence: { type: String, default: '' },
    licenceUrl: { type: String, default: '' },
    /**
     * The empty profile made when the member registered (its registration's company name and
     * nothing else), until the member fills it in; the back office and contracts ignore it.
     */
    shell: { type: Boolean, default: false },
    verified: { type: Boolean, default: false },
    /** When the registry last confirmed (or denied) the name and code; null when it could not be asked. */
    verifiedAt: { type: Date, default: null },
    auditStatus: { type: String, enum: AUDIT_STATUSES, default: 'pending', index: true },
    rejectReason: { type: String, default: '' },
    reviewedBy: { type: String, default: '' },
    reviewedAt: { type: Date, default: null },
    ...outboxFields,
  },
  schemaOptions,
);

export type CompanyDoc = InferSchemaType<typeof companySchema> & {
  _id: unknown;
  createdAt: Date;
  updatedAt: Date;
};

export const companyModel = (connection: Connection): Model<CompanyDoc> =>
  connection.model('Company', companySchema, 'companies') as unknown as Model<CompanyDoc>;
