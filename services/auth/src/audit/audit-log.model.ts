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

/**
 * The store refuses field names that start with `$` or hold a `.`, and such names can come
 * in free-form values a caller sent (a JSON setting, an event's data). They are stored with
 * full-width look-alikes (＄, ．) so the line is written, and read back as they were.
 */
export function storableKeys(value: unknown): unknown {
  return renameKeys(value, (key) => key.replace(/^\$/, '\uFF04').replaceAll('.', '\uFF0E'));
}

/** The names `storableKeys` changed, as the caller sent them. */
export function readableKeys(value: unknown): unknown {
  return renameKeys(value, (key) => key.replace(/^\uFF04/, '$').replaceAll('\uFF0E', '.'));
}

function renameKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, rename));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      rename(key),
      renameKeys(item, rename),
    ]),
  );
}

export type AuditLogLine = InferSchemaType<typeof auditLogSchema>;
export const auditLogModel = (connection: Connection) =>
  connection.model('AuditLog', auditLogSchema, 'audit_log');
export type AuditLogModel = ReturnType<typeof auditLogModel>;
