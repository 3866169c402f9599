import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { outboxFields, schemaOptions } from '@trade/service-kit';

const fileSchema = new Schema(
  {
    /** Generated object key; the user's file name is never part of it. */
    key: { type: String, required: true, unique: true },
    file_name: { type: String, required: true },
    ext: { type: String, default: '' },
    mime: { type: String, required: true },
    size: { type: Number, required: true },
    etag: { type: String, default: '' },
    group_id: { type: String, default: null },
    ownerKind: { type: String, enum: ['admin', 'member'], required: true },
    memberId: { type: String, default: null },
    uploadedBy: { type: String, required: true },
    /** Soft delete: the record stays (with its trade.file.deleted event) after the object is removed. */
    deletedAt: { type: Date, default: null },
    deletedBy: { type: String, default: null },
    /** Set once the object is gone from storage; a deleted record without it still has an object to remove. */
    purgedAt: { type: Date, default: null },
    ...outboxFields,
  },
  schemaOptions,
);
fileSchema.index({ ownerKind: 1, memberId: 1, deletedAt: 1, createdAt: -1 });
fileSchema.index({ group_id: 1 });

export type FileRecord = InferSchemaType<typeof fileSchema> & { _id: unknown; createdAt: Date };

export const fileModel = (connection: Connection) => connection.model('File', fileSchema, 'files');
export type FileModel = ReturnType<typeof fileModel>;
