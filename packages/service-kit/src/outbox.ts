import { randomUUID } from 'node:crypto';
import type { Model } from 'mongoose';
import type { Kafka, Producer } from 'kafkajs';
import type { FastifyBaseLogger } from 'fastify';
import './serialize-writes';
import { dataSchemaUri, topicOf, type EventData, type EventType, type TradeEvent } from '@trade/contracts';

/**
 * The transactional outbox (architecture §5). A state change and its events are
 * one single-document write: the events ride in the changed document's `_outbox`
 * array, serialised, so they can be removed by exact value once published (the
 * local MongoDB-compatible server cannot $pull sub-documents by condition).
 * `_outboxPending` is indexed so the relay finds waiting events without a scan.
 */
export const outboxFields = {
  // Not `select: false`: mongoose would then send findAndModify an exclusion
  // projection, which the local MongoDB-compatible server does not implement.
  // Views and toJSON leave both fields out instead.
  _outbox: { type: [String], default: undefined },
  _outboxPending: { type: Boolean, index: true },
} as const;

/** Builds a CloudEvent of a catalogued type. */
export function newEvent<T extends EventType>(
  source: string,
  type: T,
  subject: string,
  data: EventData<T>,
): TradeEvent<T> {
  return {
    specversion: '1.0',
    id: randomUUID(),
    source,
    type,
    time: new Date().toISOString(),
    subject,
    datacontenttype: 'application/json',
    dataschema: dataSchemaUri(type),
    data,
  };
}

/** Fields to spread into a new document so that it is created together with its events. */
export function outboxOf(...events: TradeEvent[]) {
  return { _outbox: events.map((event) => JSON.stringify(event)), _outboxPending: true };
}

type Update = Record<string, Record<string, unknown> | undefined>;

/** Adds the events to a state change's update, so both land in the same single-document write. */
export function withEvents<U extends Update>(update: U, ...events: TradeEvent[]): U {
  return {
    ...update,
    $set: { ...update.$set, _outboxPending: true },
    $push: { ...update.$push, _outbox: { $each: events.map((event) => JSON.stringify(event)) } },
  };
}

export interface OutboxRelayOptions {
  kafka: Kafka;
  models: Model<never>[];
  logger: FastifyBaseLogger;
  /** How often to publish the documents the service said it changed. */
  intervalMs?: number;
  /** How often to scan every outbox collection for events nobody pointed at (after a crash, say). */
  sweepIntervalMs?: number;
  batchSize?: number;
}

type OutboxDoc = { _id: unknown; _outbox?: string[] };

/**
 * Publishes the events waiting in the outboxes and removes each one once Kafka has
 * acknowledged it. Kafka being down only delays events: they stay in MongoDB and
 * the relay retries with back-off, across restarts. Delivery is at least once;
 * consumers drop duplicates by event id.
 *
 * The service tells the relay which documents it just changed, and the relay reads
 * exactly those by id, so an event goes out right after its write without a query
 * over the collection. A sweep for `_outboxPending` (a top-level equality, which
 * the store answers before decoding any document) runs at start and then every
 * `sweepIntervalMs`, so events whose hint was lost (a crash between write and
 * publish) still go out.
 */
export class OutboxRelay {
  private producer: Producer;
  private connected = false;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private failures = 0;
  private lastSweep = 0;
  private readonly hints = new Map<Model<never>, Set<string>>();
  readonly intervalMs: number;
  readonly sweepIntervalMs: number;

  constructor(private readonly options: OutboxRelayOptions) {
    this.intervalMs = options.intervalMs ?? 1000;
    this.sweepIntervalMs = options.sweepIntervalMs ?? 30000;
    this.producer = options.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      retry: { retries: 2, initialRetryTime: 200, maxRetryTime: 1000 },
    });
  }

  start(): void {
    this.stopped = false;
    this.kick();
  }

  /**
   * Publish now rather than at the next tick: call after a write that recorded
   * events, naming the model and the ids of the documents written.
   */
  kick(model?: Model<never>, ids: unknown[] = []): void {
    if (model) {
      const set = this.hints.get(model) ?? new Set<string>();
      for (const id of ids) set.add(String(id));
      this.hints.set(model, set);
    }
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.drain()
      .catch((error: unknown) => {
        this.failures += 1;
        this.options.logger.warn(
          { err: error, failures: this.failures },
          'outbox relay could not publish; will retry',
        );
      })
      .finally(() => {
        this.running = null;
        if (this.stopped) return;
        if (this.again && this.failures === 0) {
          this.again = false;
          this.kick();
          return;
        }
        this.again = false;
        const backoff = Math.min(this.intervalMs * 2 ** this.failures, 15000);
        this.timer = setTimeout(() => this.kick(), this.failures > 0 ? backoff : this.intervalMs);
      });
  }

  /** True when the last attempt reached Kafka. */
  get healthy(): boolean {
    return this.failures === 0;
  }

  /** Publishes everything pending, then stops; used on shutdown. Gives up after `timeoutMs`. */
  async stop(timeoutMs = 5000): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    const deadline = new Promise((resolve) => setTimeout(resolve, timeoutMs).unref());
    await Promise.race([this.drain().catch(() => undefined), deadline]);
    if (this.connected) await this.producer.disconnect().catch(() => undefined);
    this.connected = false;
  }

  /** Publishes the hinted documents' events, and everything pending when a sweep is due. */
  async drain(): Promise<void> {
    if (!this.connected) {
      await this.producer.connect();
      this.connected = true;
    }
    for (const [model, ids] of this.hints) {
      for (const id of [...ids]) {
        const doc = await model
          .findOne({ _id: id } as never)
          .select('+_outbox')
          .lean<OutboxDoc>();
        if (doc) await this.publish(model, doc);
        ids.delete(id);
      }
    }
    if (Date.now() - this.lastSweep >= this.sweepIntervalMs) {
      for (const model of this.options.models) {
        let docs: OutboxDoc[];
        do {
          docs = await model
            .find({ _outboxPending: true })
            .select('+_outbox')
            .limit(this.options.batchSize ?? 100)
            .lean<OutboxDoc[]>();
          for (const doc of docs) await this.publish(model, doc);
        } while (docs.length > 0);
      }
      this.lastSweep = Date.now();
    }
    this.failures = 0;
  }

  /** Sends one document's events in order (they belong to one aggregate), removing each once acknowledged. */
  private async publish(model: Model<never>, doc: OutboxDoc): Promise<void> {
    for (const raw of doc._outbox ?? []) {
      const event = JSON.parse(raw) as TradeEvent;
      await this.producer.send({
        topic: topicOf(event.type),
        acks: -1,
        messages: [{ key: event.subject, value: raw, headers: { ce_type: event.type, ce_id: event.id } }],
      });
      await model.updateOne({ _id: doc._id } as never, { $pull: { _outbox: raw } } as never);
    }
    // Only clears the flag if no event was added meanwhile.
    await model.updateOne(
      { _id: doc._id, _outbox: { $size: 0 } } as never,
      { $unset: { _outboxPending: 1 } } as never,
    );
  }
}
