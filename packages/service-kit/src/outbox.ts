import { randomUUID } from 'node:crypto';
import type { Model } from 'mongoose';
import type { Kafka, Producer } from 'kafkajs';
import type { FastifyBaseLogger } from 'fastify';
import './serialize-writes';
import {
  dataSchemaUri,
  topicOf,
  type EventActor,
  type EventData,
  type EventType,
  type TradeEvent,
} from '@trade/contracts';

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

/** Builds a CloudEvent of a catalogued type; `actor` names who made the change, for the audit log. */
export function newEvent<T extends EventType>(
  source: string,
  type: T,
  subject: string,
  data: EventData<T>,
  actor?: EventActor,
): TradeEvent<T> {
  return {
    ...(actor ? { actor: `${actor.kind}:${actor.sub}`, ...(actor.ip ? { actorip: actor.ip } : {}) } : {}),
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

type OutboxDoc = { _id: unknown; _outbox?: string[] };

/**
 * The relay's handle on one model whose documents carry an outbox. Built from the
 * model itself, typed by its own documents, so any service model fits without a cast.
 */
export interface OutboxCollection {
  /** The model it was made from: the key `eventsRecorded(model, …)` finds it by. */
  readonly model: object;
  /** The collection's name, for the status page. */
  readonly name: string;
  /** How many documents still hold unpublished events. */
  backlog(): Promise<number>;
  byId(id: string): Promise<OutboxDoc | null>;
  pending(limit: number): Promise<OutboxDoc[]>;
  /** Removes one published event, by its exact serialised value. */
  removeEvent(id: unknown, raw: string): Promise<unknown>;
  /** Clears the pending flag, unless an event was added meanwhile. */
  settle(id: unknown): Promise<unknown>;
}

/** Every type parameter of the model is inferred, so a model built from any schema fits as it is. */
export function outboxCollection<T, Q, I, V, H, S, L>(model: Model<T, Q, I, V, H, S, L>): OutboxCollection {
  return {
    model,
    name: model.collection.collectionName,
    backlog: () => model.countDocuments({ _outboxPending: true }).exec(),
    byId: (id) => model.findById(id).select('+_outbox').lean<OutboxDoc>().exec(),
    pending: (limit) =>
      model.find({ _outboxPending: true }).select('+_outbox').limit(limit).lean<OutboxDoc[]>().exec(),
    removeEvent: (id, raw) => model.updateOne({ _id: id }, { $pull: { _outbox: raw } }).exec(),
    settle: (id) =>
      model.updateOne({ _id: id, _outbox: { $size: 0 } }, { $unset: { _outboxPending: 1 } }).exec(),
  };
}

export interface OutboxRelayOptions {
  kafka: Kafka;
  collections: OutboxCollection[];
  logger: FastifyBaseLogger;
  /** How often to publish the documents the service said it changed. */
  intervalMs?: number;
  /** How often to scan every outbox collection for events nobody pointed at (after a crash, say). */
  sweepIntervalMs?: number;
  batchSize?: number;
}

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
  private readonly hints = new Map<OutboxCollection, Set<string>>();
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
  kick(model?: object, ids: unknown[] = []): void {
    const collection = this.options.collections.find((candidate) => candidate.model === model);
    if (collection) {
      const set = this.hints.get(collection) ?? new Set<string>();
      for (const id of ids) set.add(String(id));
      this.hints.set(collection, set);
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
    for (const [collection, ids] of this.hints) {
      for (const id of [...ids]) {
        const doc = await collection.byId(id);
        if (doc) await this.publish(collection, doc);
        ids.delete(id);
      }
    }
    if (Date.now() - this.lastSweep >= this.sweepIntervalMs) {
      for (const collection of this.options.collections) {
        let docs: OutboxDoc[];
        do {
          docs = await collection.pending(this.options.batchSize ?? 100);
          for (const doc of docs) await this.publish(collection, doc);
        } while (docs.length > 0);
      }
      this.lastSweep = Date.now();
    }
    this.failures = 0;
  }

  /** Sends one document's events in order (they belong to one aggregate), removing each once acknowledged. */
  private async publish(collection: OutboxCollection, doc: OutboxDoc): Promise<void> {
    for (const raw of doc._outbox ?? []) {
      const event = JSON.parse(raw) as TradeEvent;
      await this.producer.send({
        topic: topicOf(event.type),
        acks: -1,
        messages: [{ key: event.subject, value: raw, headers: { ce_type: event.type, ce_id: event.id } }],
      });
      await collection.removeEvent(doc._id, raw);
    }
    await collection.settle(doc._id);
  }
}
