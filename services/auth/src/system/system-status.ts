import type { Identity } from '@trade/contracts';
import { fail, type ServiceStatus, type TableInfo } from '@trade/service-kit';
import type { QueueReport } from './queues';
import type { ServiceDirectory, ServiceName } from './service-directory';

/** What the status page shows of a service that did not answer. */
const unreachable = (error: string) => ({ status: 'down' as const, error });

/**
 * GET /system/app/list, /system/tasks/list and /system/table/*: the services with their
 * versions and health, the background work (queues, outboxes, consumer lag), and each
 * service's collections.
 */
export class SystemStatus {
  constructor(
    private readonly services: ServiceDirectory,
    private readonly queues: { report(): Promise<QueueReport[]> },
  ) {}

  async apps(caller: Identity) {
    const answers = await this.services.status(caller);
    return answers.map((answer) => {
      if (!answer.ok)
        return { name: answer.name, version: '', uptimeSeconds: 0, checks: {}, ...unreachable(answer.error) };
      const { name, version, uptimeSeconds, startedAt, checks } = answer.value;
      const healthy = Object.values(checks).every((check) => check === 'ok');
      return {
        name,
        version,
        startedAt,
        uptimeSeconds,
        checks,
        status: healthy ? ('up' as const) : ('degraded' as const),
      };
    });
  }

  async tasks(caller: Identity) {
    const [answers, queues] = await Promise.all([
      this.services.status(caller),
      this.queues.report().catch((error: unknown) => ({ error: String(error) })),
    ]);
    const reached = answers.filter((a): a is typeof a & { ok: true; value: ServiceStatus } => a.ok);
    return {
      queues: Array.isArray(queues) ? queues : [],
      queuesError: Array.isArray(queues) ? undefined : queues.error,
      outbox: reached.flatMap((a) => a.value.outbox.map((o) => ({ service: a.name, ...o }))),
      consumers: reached.flatMap((a) => a.value.consumers.map((c) => ({ service: a.name, ...c }))),
      unreachable: answers.filter((a) => !a.ok).map((a) => a.name),
    };
  }

  async tables(caller: Identity, service?: ServiceName) {
    const answers = await this.services.tables(caller, service);
    return answers.flatMap((answer) =>
      answer.ok
        ? answer.value.map((table) => ({
            service: answer.name,
            name: table.name,
            count: table.count,
            indexCount: table.indexes.length,
          }))
        : [],
    );
  }

  async tableInfo(
    caller: Identity,
    service: ServiceName,
    name: string,
  ): Promise<(TableInfo & { service: string }) | null> {
    const [answer] = await this.services.tables(caller, service);
    if (!answer?.ok) throw fail('SERVICE_UNAVAILABLE');
    const table = answer.value.find((t) => t.name === name);
    return table ? { service, ...table } : null;
  }
}
