import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { schemaOptions } from '@trade/service-kit';

export const NOTIFICATION_KINDS = [
  'inquiry.created',
  'quote.created',
  'supply.approved',
  'supply.rejected',
  'demand.approved',
  'demand.rejected',
  'inquiry.replied',
  'quote.accepted',
  'quote.declined',
  'contract.milestone',
  'contract.approved',
  'contract.rejected',
  'contract.party-mismatch',
  'declaration.rejected',
  'declaration.returned',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * An in-app notification. Its `_id` is the id of the event that caused it, so an
 * event delivered twice gives one notification. The text is rendered per request
 * language from the kind and params.
 */
const notificationSchema = new Schema(
  {
    _id: { type: String, required: true },
    memberId: { type: String, required: true, index: true },
    kind: { type: String, enum: NOTIFICATION_KINDS, required: true },
    params: { type: Schema.Types.Mixed, default: {} },
    /** What the notification is about: the inquiry, quote, supply, demand or contract id. */
    subjectId: { type: String, required: true },
    read: { type: Boolean, default: false },
  },
  { ...schemaOptions, _id: false },
);

export type Notification = InferSchemaType<typeof notificationSchema> & { _id: string; createdAt: Date };
export type NotificationModel = Model<Notification>;

export const notificationModel = (connection: Connection) =>
  connection.model('Notification', notificationSchema, 'notifications') as unknown as NotificationModel;
