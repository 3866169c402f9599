import type { CloudEvent } from '@trade/contracts';
import type { AuditLogModel } from './audit-log.model';

/** Records every trade.* event in the audit log, once per event id. */
export function auditEventHandler(lines: AuditLogModel) {
  return async (event: CloudEvent<string, unknown>) => {
    const { actor, actorip } = event as CloudEvent<string, unknown> & { actor?: string; actorip?: string };
    const [kind, sub] = actor?.split(':') ?? [];
    await lines.updateOne(
      { _id: event.id },
      {
        $setOnInsert: {
          action: event.type,
          actor: kind ? { kind, sub } : undefined,
          subject: event.subject,
          ip: actorip,
          source: event.source,
          data: event.data,
          at: new Date(event.time),
        },
      },
      { upsert: true },
    );
  };
}
