import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { GUESTBOOK_STATUSES, GUESTBOOK_TYPES } from '@trade/contracts';
import { outboxFields, schemaOptions } from '@trade/service-kit';

/**
 * A guestbook entry: a visitor's message, or one of the portal's consultation forms
 * (§3 fields). Operations follow it up through its status.
 */
const guestbookSchema = new Schema(
  {
    type: { type: String, enum: GUESTBOOK_TYPES, default: 'message' },
    /** The portal page of the form (`service-2`, `logistics`, `map`…), for operations. */
    source: String,
    status: { type: String, enum: GUESTBOOK_STATUSES, default: 'new' },
    name: { type: String, required: true },
    /** E.164 when proved by an SMS code (`phoneVerified`), else as typed. */
    phone: String,
    phoneVerified: { type: Boolean, default: false },
    email: String,
    company: String,
    contact: String,
    country: String,
    departurePort: String,
    destinationPort: String,
    /** The remark (§3); the plain guestbook's message. */
    content: { type: String, default: '' },
    /** The signed-in member who sent it, if any. */
    memberId: String,
    /** When the visitor accepted the privacy policy and terms. */
    consentAt: Date,
    ip: String,
    /** Set by /admin/guestbook/del: the message is erased, its deletion event rides here. */
    deletedAt: { type: Date, default: null },
    ...outboxFields,
  },
  schemaOptions,
);
guestbookSchema.index({ createdAt: -1 });
guestbookSchema.index({ status: 1, createdAt: -1 });

export type GuestbookMessage = InferSchemaType<typeof guestbookSchema>;

export const guestbookModel = (connection: Connection) =>
  connection.model('GuestbookMessage', guestbookSchema, 'guestbook');
export type GuestbookModel = ReturnType<typeof guestbookModel>;
