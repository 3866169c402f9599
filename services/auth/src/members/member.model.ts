import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { outboxFields, schemaOptions } from '@trade/service-kit';

/**
 * A member account: the company that registered, its contact person and the
 * account it signs in with. The member id (`_id`) is what every member-area
 * query is scoped to; registration's event rides in the same document.
 */
const memberSchema = new Schema(
  {
    account: { type: String, required: true, unique: true },
    /** Lower-case account, for case-insensitive uniqueness and sign-in. */
    accountKey: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true, select: false },
    companyName: { type: String, required: true },
    contact: { type: String, required: true },
    /** E.164, unique: SMS sign-in finds the member by it. */
    phone: { type: String, required: true, unique: true },
    countryCode: { type: String, default: '+86' },
    email: { type: String },
    country: { type: String },
    /** When the member accepted the privacy policy and terms (portal registration). */
    consentAt: Date,
    status: { type: Number, default: 1 },
    lastLoginAt: Date,
    lastLoginIp: String,
    ...outboxFields,
  },
  schemaOptions,
);

export type Member = InferSchemaType<typeof memberSchema> & { _id: { toString(): string } };
export const memberModel = (connection: Connection) => connection.model('Member', memberSchema, 'members');
export type MemberModel = ReturnType<typeof memberModel>;
