import type { Connection, Model } from 'mongoose';
import type { Kafka } from 'kafkajs';
import { Redis } from 'ioredis';
import { createApp, type App, type AppOptions } from './app';
import { connectMongo, pingMongo } from './mongo';
import { createKafka, ensureTopics, KafkaAdminLink, pingKafka, type KafkaConnection } from './kafka';
import { outboxCollection, OutboxRelay, type OutboxCollection } from './outbox';
import { consumerLag, EventConsumer, type ConsumerOptions } from './consumer';
import { registerStatusRoutes } from './status';
import { LiveConfig } from './live-config';

export interface ServiceOptions extends AppOptions {
  port: number;
  host?: string;
  mongo?: { url: string; db?: string };
  kafka?: KafkaConnection & { groupPrefix?: string; newGroupsSince?: number };
  redis?: { url: string };
  /** How often the outbox relay publishes what the service pointed it at (ms). */
  outboxIntervalMs?: number;
  /** How often the outbox relay scans every outbox for unsent events (ms). */
  outboxSweepIntervalMs?: number;
  /** Redis hash of the platform's live settings (see live-config.ts). */
  liveConfigKey?: string;
  /** How often the live settings are re-read (ms). */
  liveConfigRefreshMs?: number;
}

type Check = () => Promise<unknown>;

/** The application version (§1); a service built with another passes `version`. */
const APP_VERSION = '1.6.9';

/**
 * A running service: its fastify app and the servers it uses, started and
 * stopped in the right order. Readiness (/readyz) checks every server the
 * service was given; liveness (/healthz) checks nothing but the process.
 */
export class Service {
  readonly app: App;
  mongo!: Connection;
  kafka!: Kafka;
  private kafkaAdmin?: KafkaAdminLink;
  redis!: Redis;
  relay: OutboxRelay | null = null;
  private consumers: EventConsumer[] = [];
  private checks = new Map<string, Check>();
  private outboxCollections: OutboxCollection[] = [];
  private closing = false;
  private live: Promise<LiveConfig> | null = null;

  private constructor(readonly options: ServiceOptions) {
    this.app = createApp(options);
    // While stopping, answers close their keep-alive connection, so the server can finish.
    this.app.addHook('onSend', async (_request, reply) => {
      if (this.closing) reply.header('connection', 'close');
    });
    this.app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    this.app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      const results = await this.readiness();
      const ready = Object.values(results).every((r) => r === 'ok');
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks: results });
    });
    this.app.get('/internal/consumers', { schema: { hide: true } }, async () => this.consumerLag());
    registerStatusRoutes(this.app, {
      name: options.name,
      version: options.version ?? APP_VERSION,
      readiness: () => this.readiness(),
      outboxCollections: () => this.outboxCollections,
      consumerLag: () => this.consumerLag(),
      mongo: () => this.mongo,
    });
  }

  /** Connects to the servers the service uses; Kafka may be down (events wait in the outbox). */
  static async create(options: ServiceOptions): Promise<Service> {
    const service = new Service(options);
    const log = service.app.log;
    if (options.mongo) {
      service.mongo = await connectMongo(options.mongo.url, options.mongo.db ?? `trade_${options.name}`);
      service.checks.set('mongo', () => pingMongo(service.mongo));
    }
    if (options.redis) {
      service.redis = new Redis(options.redis.url, { maxRetriesPerRequest: 2, lazyConnect: true });
      service.redis.on('error', (error) => log.warn({ err: error }, 'redis error'));
      await service.redis.connect();
      service.checks.set('redis', () => service.redis.ping());
    }
    if (options.kafka) {
      service.kafka = createKafka(`trade-${options.name}`, options.kafka, log);
      service.kafkaAdmin = new KafkaAdminLink(service.kafka);
      service.checks.set('kafka', () => pingKafka(service.kafkaAdmin!));
      await ensureTopics(service.kafka).catch((error: unknown) =>
        log.warn({ err: error }, 'could not check Kafka topics at start; continuing'),
      );
    }
    return service;
  }

  /** Lets the relay publish the events this model's documents carry. */
  useOutbox<T, Q, I, V, H, S, L>(model: Model<T, Q, I, V, H, S, L>): void {
    this.outboxCollections.push(outboxCollection(model));
  }

  /**
   * Adds an idempotent consumer, started with the service. Its group takes the platform's
   * group prefix (KAFKA_GROUP_PREFIX), so two platforms sharing one Kafka (a test run beside
   * `npm start`) each get every event, instead of splitting them.
   */
  consume(options: Omit<ConsumerOptions, 'kafka' | 'connection' | 'logger'>): EventConsumer {
    const prefix = this.options.kafka?.groupPrefix;
    const consumer = new EventConsumer({
      newGroupsSince: this.options.kafka?.newGroupsSince,
      ...options,
      groupId: prefix ? `${prefix}.${options.groupId}` : options.groupId,
      kafka: this.kafka,
      connection: this.mongo,
      logger: this.app.log,
    });
    this.consumers.push(consumer);
    return consumer;
  }

  /**
   * The platform's live settings, read from Redis and kept fresh while the service runs
   * (one reader per service, made on first use).
   */
  async liveConfig(): Promise<LiveConfig> {
    if (!this.live) {
      const key = this.options.liveConfigKey ?? 'trade:config';
      const reader = new LiveConfig(this.redis, key, {
        refreshMs: this.options.liveConfigRefreshMs,
        logger: this.app.log,
      });
      this.live = reader.start();
      this.app.addHook('onClose', async () => reader.stop());
    }
    return this.live;
  }

  addReadinessCheck(name: string, check: Check): void {
    this.checks.set(name, check);
  }

  /**
   * Wakes the relay after a write that recorded events, so they go out at once.
   * Name the model and the written documents' ids: the relay then reads just those.
   */
  eventsRecorded(model?: object, ...ids: unknown[]): void {
    this.relay?.kick(model, ids);
  }

  async listen(): Promise<string> {
    if (this.outboxCollections.length > 0) {
      this.relay = new OutboxRelay({
        kafka: this.kafka,
        collections: this.outboxCollections,
        logger: this.app.log,
        intervalMs: this.options.outboxIntervalMs,
        sweepIntervalMs: this.options.outboxSweepIntervalMs,
      });
      this.relay.start();
    }
    const address = await this.app.listen({
      port: this.options.port,
      host: this.options.host ?? '127.0.0.1',
    });
    await Promise.all(this.consumers.map((consumer) => consumer.startOrRetry()));
    return address;
  }

  /**
   * Graceful stop: stop consuming (the events in hand are finished first), refuse new
   * requests and finish those in flight, publish what the outbox still holds, then close
   * the connections. Consumers stop first because the app's close hooks shut what their
   * handlers use (queues, clients): an event handled after them would fail and be parked.
   */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.consumers.map((consumer) => consumer.stop()));
    await this.app.close();
    await this.relay?.stop();
    await this.kafkaAdmin?.close();
    if (this.redis) await this.redis.quit().catch(() => undefined);
    if (this.mongo) await this.mongo.close();
  }

  private async readiness(): Promise<Record<string, string>> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        try {
          await withTimeout(check(), 3000);
          return [name, 'ok'] as const;
        } catch (error) {
          return [name, error instanceof Error ? error.message : String(error)] as const;
        }
      }),
    );
    return Object.fromEntries(entries);
  }

  private async consumerLag() {
    return Promise.all(
      this.consumers.map(async (consumer) => ({
        groupId: consumer.groupId,
        partitions: await consumerLag(this.kafkaAdmin!, consumer.groupId, consumer.topics),
      })),
    );
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref(),
    ),
  ]);
}
