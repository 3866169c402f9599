import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '@trade/service-kit';

/**
 * One line of the audit log: who did what, when, from where, and for admin edits
 * the values before and after. Lines made from events use the event id as `_id`,
 * so a repeated event cannot write a second line.
 */
const auditLogSchema = new Schema(
  {
    _id: { type: String, required: true },
    action: { type: String, required: true },
    actor: { sub: String, kind: String, name: String },
    subject: String,
    ip: String,
    source: String,
    before: Schema.Types.Mixed,
    after: Schema.Types.Mixed,
    data: Schema.Types.Mixed,
    at: { type: Date, required: true },
  },
  { ...schemaOptions, _id: false },
);
auditLogSchema.index({ at: -1 });
auditLogSchema.index({ action: 1 });

export type AuditLogLine = InferSchemaType<typeof auditLogSchema>;
export const auditLogModel = (connection: Connection) =>
  connection.model('AuditLog', auditLogSchema, 'audit_log');
export type AuditLogModel = ReturnType<typeof auditLogModel>;
