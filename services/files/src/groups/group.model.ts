import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { outboxFields, schemaOptions } from '@trade/service-kit';

const groupSchema = new Schema(
  {
    label: { type: String, required: true },
    show_order: { type: Number, default: 0 },
    ownerKind: { type: String, enum: ['admin', 'member'], required: true },
    memberId: { type: String, default: null },
    /** Deleted groups stay as tombstones carrying their trade.file.group-changed event. */
    deletedAt: { type: Date, default: null },
    ...outboxFields,
  },
  schemaOptions,
);
groupSchema.index({ ownerKind: 1, memberId: 1, show_order: 1 });

export type GroupRecord = InferSchemaType<typeof groupSchema> & { _id: unknown; createdAt: Date };

export const groupModel = (connection: Connection) =>
  connection.model('FileGroup', groupSchema, 'file_groups');
export type GroupModel = ReturnType<typeof groupModel>;
