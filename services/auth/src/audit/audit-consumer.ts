import type { CloudEvent } from '@trade/contracts';
import { storableKeys, type AuditLogModel } from './audit-log.model';

/** The user name of an admin, by id (undefined when there is none). */
export type AdminNameLookup = (sub: string) => Promise<string | undefined>;

/**
 * Records every trade.* event in the audit log, once per event id. An event made by
 * an admin (its `actor` extension `admin:<id>`) names the admin by user name, as the
 * back-office edits do: the log is read by people, and the event carries only the id.
 */
export function auditEventHandler(lines: AuditLogModel, adminName: AdminNameLookup = async () => undefined) {
  return async (event: CloudEvent<string, unknown>) => {
    const { actor, actorip } = event;
    const [kind, sub] = actor?.split(':') ?? [];
    // A name that cannot be found (an id of another kind, a removed admin) leaves the id alone.
    const name = kind === 'admin' && sub ? await adminName(sub).catch(() => undefined) : undefined;
    await lines.updateOne(
      { _id: event.id },
      {
        $setOnInsert: {
          action: event.type,
          actor: kind ? { kind, sub, ...(name ? { name } : {}) } : undefined,
          subject: event.subject,
          ip: actorip,
          source: event.source,
          data: storableKeys(event.data),
          at: new Date(event.time),
        },
      },
      { upsert: true },
    );
  };
}
