import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { outboxFields, schemaOptions } from '@trade/service-kit';

const guestbookSchema = new Schema(
  {
    name: { type: String, required: true },
    phone: String,
    email: String,
    company: String,
    content: { type: String, required: true },
    ip: String,
    /** Set by /admin/guestbook/del: the message is erased, its deletion event rides here. */
    deletedAt: { type: Date, default: null },
    ...outboxFields,
  },
  schemaOptions,
);
guestbookSchema.index({ createdAt: -1 });

export type GuestbookMessage = InferSchemaType<typeof guestbookSchema>;

export const guestbookModel = (connection: Connection) =>
  connection.model('GuestbookMessage', guestbookSchema, 'guestbook');
export type GuestbookModel = ReturnType<typeof guestbookModel>;
