import type { AuditWriter } from '../audit/audit-writer';
import type { AdminActor } from './admin-actor';
import type { AdminUserRepository } from './admin-user.repository';

/** Records what the signed-in admin did to `subject`, with before and after values. */
export type AdminAuditLine = (
  actor: AdminActor,
  action: string,
  subject: string,
  before?: unknown,
  after?: unknown,
) => Promise<void>;

/**
 * The audit lines of the back-office edits. The actor carries the admin's user name as
 * well as its id: the token carries only the id, and the log is read by people.
 */
export function adminAuditLine(audit: AuditWriter, users: AdminUserRepository): AdminAuditLine {
  return async (actor, action, subject, before, after) => {
    const name = await users.usernameOf(actor.sub);
    await audit({
      action,
      actor: { sub: actor.sub, kind: 'admin', ...(name ? { name } : {}) },
      subject,
      ip: actor.ip,
      before,
      after,
    });
  };
}
