import type { Connection } from 'mongoose';
import { PERMISSIONS } from '@trade/contracts';
import type { App } from './app';
import { guardAdmin, guardAdminAnyOf } from './identity';
import type { OutboxCollection } from './outbox';

/** `GET /internal/status`: what the back office's system status page shows of one service. */
export interface ServiceStatus {
  name: string;
  version: string;
  startedAt: string;
  uptimeSeconds: number;
  /** Each server the service uses: `ok` or what went wrong. */
  checks: Record<string, string>;
  /** Documents whose events still wait to be published, per outbox collection. */
  outbox: Array<{ collection: string; pending: number }>;
  /** Events waiting per consumer group (summed over its partitions), by topic. */
  consumers: Array<{ groupId: string; lag: number; topics: Array<{ topic: string; lag: number }> }>;
}

/** `GET /internal/tables`: the service's MongoDB collections. */
export interface TableInfo {
  name: string;
  count: number;
  indexes: Array<{ name: string; keys: Record<string, unknown>; unique: boolean }>;
}

export interface StatusSources {
  name: string;
  version: string;
  readiness(): Promise<Record<string, string>>;
  outboxCollections(): OutboxCollection[];
  consumerLag(): Promise<Array<{ groupId: string; partitions: Array<{ topic: string; lag: number }> }>>;
  mongo(): Connection | undefined;
}

const STARTED_AT = new Date();

/** How long the status waits for the consumer lag (one Kafka admin round per group). */
const LAG_TIMEOUT_MS = 4000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref(),
    ),
  ]);
}

/**
 * The service's own status and tables for the back office, at `/internal/*` (never routed
 * by the gateway): auth's `GET /system/app/list`, `tasks/list` and `table/*` ask each
 * service with the admin's signed identity, which must hold the matching permission.
 */
export function registerStatusRoutes(app: App, sources: StatusSources): void {
  app.get(
    '/internal/status',
    // Both the services list and the background work read it.
    {
      schema: { hide: true },
      preHandler: guardAdminAnyOf([PERMISSIONS.systemAppList, PERMISSIONS.systemTasksList]),
    },
    async (): Promise<ServiceStatus> => serviceStatus(sources),
  );
  app.get(
    '/internal/tables',
    { schema: { hide: true }, preHandler: guardAdmin(PERMISSIONS.systemTableList) },
    async (): Promise<TableInfo[]> => tablesOf(sources.mongo()),
  );
}

export async function serviceStatus(sources: StatusSources): Promise<ServiceStatus> {
  const [checks, outbox, consumers] = await Promise.all([
    sources.readiness(),
    Promise.all(
      sources.outboxCollections().map(async (collection) => ({
        collection: collection.name,
        pending: await collection.backlog(),
      })),
    ).catch(() => []),
    // Kafka down or slow: the lag is unknown, the rest of the status still answers.
    within(sources.consumerLag(), LAG_TIMEOUT_MS).catch(() => []),
  ]);
  return {
    name: sources.name,
    version: sources.version,
    startedAt: STARTED_AT.toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    checks,
    outbox,
    consumers: consumers.map(({ groupId, partitions }) => {
      const byTopic = new Map<string, number>();
      for (const { topic, lag } of partitions) byTopic.set(topic, (byTopic.get(topic) ?? 0) + lag);
      return {
        groupId,
        lag: partitions.reduce((sum, p) => sum + p.lag, 0),
        topics: [...byTopic].map(([topic, lag]) => ({ topic, lag })),
      };
    }),
  };
}

export async function tablesOf(mongo: Connection | undefined): Promise<TableInfo[]> {
  const db = mongo?.db;
  if (!db) return [];
  const collections = await db.listCollections({}, { nameOnly: true }).toArray();
  const tables = await Promise.all(
    collections.map(async ({ name }) => {
      const collection = db.collection(name);
      const [count, indexes] = await Promise.all([collection.countDocuments(), collection.indexes()]);
      return {
        name,
        count,
        indexes: indexes.map((index) => ({
          name: String(index.name),
          keys: index.key as Record<string, unknown>,
          unique: index.unique === true,
        })),
      };
    }),
  );
  return tables.sort((a, b) => a.name.localeCompare(b.name));
}
