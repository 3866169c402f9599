import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { storableKeys, type AuditLogModel } from './audit-log.model';

export interface AuditEntry {
  /** What happened, e.g. `auth.login.succeeded`, `sys.role.auth`. */
  action: string;
  actor?: { sub?: string; kind?: string; name?: string };
  /** The id of what was acted on. */
  subject?: string;
  ip?: string;
  before?: unknown;
  after?: unknown;
  data?: unknown;
}

export type AuditWriter = (entry: AuditEntry) => Promise<void>;

/**
 * Writes auth's own audit lines (sign-ins, failed sign-ins, admin edits with
 * their before/after values) straight into the log. A failed write is logged
 * and never fails the request it describes.
 */
export function auditWriter(lines: AuditLogModel, log: FastifyBaseLogger): AuditWriter {
  return async (entry) => {
    try {
      const { before, after, data, ...rest } = entry;
      await lines.create({
        _id: randomUUID(),
        source: 'auth',
        at: new Date(),
        ...rest,
        before: storableKeys(before),
        after: storableKeys(after),
        data: storableKeys(data),
      });
    } catch (error) {
      log.warn({ err: error, action: entry.action }, 'could not write the audit line');
    }
  };
}

/** Drops the secrets of a document before it goes into the audit log. */
export function auditable(doc: object | null | undefined): Record<string, unknown> | undefined {
  if (!doc) return undefined;
  const {
    passwordHash: _p,
    _outbox: _o,
    _outboxPending: _op,
    createdAt: _c,
    updatedAt: _u,
    ...rest
  } = doc as Record<string, unknown>;
  return { ...rest, _id: rest._id === undefined ? undefined : String(rest._id) };
}
