import type { FastifyRequest } from 'fastify';
import { clientIp } from '@trade/service-kit';
import type { AuditWriter } from '../audit/audit-writer';
import type { RbacModels } from './rbac.models';

/** Records what the signed-in admin did to `subject`, with before and after values. */
export type AdminAuditLine = (
  request: FastifyRequest,
  action: string,
  subject: string,
  before?: unknown,
  after?: unknown,
) => Promise<void>;

/**
 * The audit lines of the back-office edits. The actor carries the admin's user name as
 * well as its id: the token carries only the id, and the log is read by people.
 */
export function adminAuditLine(audit: AuditWriter, users: RbacModels['users']): AdminAuditLine {
  return async (request, action, subject, before, after) => {
    const sub = request.identity?.sub;
    const user = sub ? await users.findById(sub).select('username').lean<{ username?: string }>() : null;
    await audit({
      action,
      actor: { sub, kind: 'admin', ...(user?.username ? { name: user.username } : {}) },
      subject,
      ip: clientIp(request),
      before,
      after,
    });
  };
}
