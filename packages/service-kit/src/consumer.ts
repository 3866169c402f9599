import type { Consumer, EachMessagePayload, Kafka, Producer } from 'kafkajs';
import type { FastifyBaseLogger } from 'fastify';
import { Schema, type Connection, type Model } from 'mongoose';
import { dlqTopic, type CloudEvent, type EventData, type EventType, type TradeEvent } from '@trade/contracts';
import type { KafkaAdminLink } from './kafka';

/** Reacts to one event type. Throwing makes the consumer retry, then park the message on the dlq. */
export type EventHandler<T extends EventType = EventType> = (event: TradeEvent<T>) => Promise<void>;

export type EventHandlers = { [T in EventType]?: EventHandler<T> } & {
  /** Handles any type without its own handler, e.g. the audit log taking every event. */
  '*'?: (event: CloudEvent<string, unknown>) => Promise<void>;
};

export interface ConsumerOptions {
  kafka: Kafka;
  connection: Connection;
  logger: FastifyBaseLogger;
  groupId: string;
  topics: string[];
  handlers: EventHandlers;
  /** Attempts before a message is parked on the dlq. */
  attempts?: number;
  /** First retry delay; doubles each time. */
  backoffMs?: number;
  /**
   * Partitions handled at once (default 1). Order holds within a partition either way; a
   * consumer whose handlers never touch the same document from two partitions (the audit
   * log: one line per event) catches up on a long history this many times faster.
   */
  partitionsConsumedConcurrently?: number;
  /**
   * Whether the consumer records each handled event id to skip repeats (default true).
   * False only where every handler is idempotent by event id itself, as the audit log's
   * upsert of one line per event is: that saves two store round trips an event.
   */
  recordProcessed?: boolean;
  /**
   * Where a new group starts: the topics' first events (default), or only those sent
   * from now on (a projection rebuilt from its source when it starts empty).
   */
  fromBeginning?: boolean;
  /**
   * With `fromBeginning`, a group that has never committed on a topic starts there at the
   * first event sent at or after this time (ms since 1970) instead of at its beginning.
   */
  newGroupsSince?: number;
}

interface ProcessedEvent {
  _id: string;
  type: string;
  topic: string;
}

const processedSchema = new Schema<ProcessedEvent>(
  { _id: String, type: String, topic: String },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

function processedModel(connection: Connection): Model<ProcessedEvent> {
  return (
    (connection.models.ProcessedEvent as Model<ProcessedEvent>) ??
    connection.model('ProcessedEvent', processedSchema, 'processed_events')
  );
}

/** The longest a stop waits for a restart kafkajs has under way (its back-off is at most 10 s). */
const RESTART_WAIT_MS = 15_000;

/**
 * An idempotent Kafka consumer: it remembers the ids of the events it has handled
 * (in the service's own database) and skips repeats, retries a failing handler
 * with exponential back-off, and parks a message it still cannot handle on
 * `<topic>.dlq` with the error, so one poison message never blocks a partition.
 */
export class EventConsumer {
  private consumer: Consumer;
  private stopped = false;
  /** kafkajs is restarting the consumer after a crash (it rejoins the group on its own). */
  private restarting = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private dlqProducer: Producer;
  private processed: Model<ProcessedEvent>;

  constructor(private readonly options: ConsumerOptions) {
    this.consumer = options.kafka.consumer({
      groupId: options.groupId,
      sessionTimeout: 10000,
      heartbeatInterval: 1000,
      retry: {
        retries: 10,
        initialRetryTime: 300,
        maxRetryTime: 10000,
        // kafkajs restarts a crashed consumer on a timer of its own, which a disconnect that
        // comes while the crash is handled does not clear: once stopped, never restart.
        restartOnFailure: async () => !this.stopped,
      },
    });
    const { CRASH, FETCH_START } = this.consumer.events;
    this.consumer.on(CRASH, (event) => {
      this.restarting = event.payload.restart;
    });
    this.consumer.on(FETCH_START, () => {
      this.restarting = false;
    });
    this.dlqProducer = options.kafka.producer({ allowAutoTopicCreation: false });
    this.processed = processedModel(options.connection);
  }

  get groupId(): string {
    return this.options.groupId;
  }

  get topics(): string[] {
    return this.options.topics;
  }

  async start(): Promise<void> {
    await this.dlqProducer.connect();
    const since = this.options.newGroupsSince;
    const seeks =
      since !== undefined && (this.options.fromBeginning ?? true) ? await this.newGroupStarts(since) : [];
    await this.consumer.connect();
    await this.consumer.subscribe({
      topics: this.options.topics,
      fromBeginning: this.options.fromBeginning ?? true,
    });
    await this.consumer.run({
      partitionsConsumedConcurrently: this.options.partitionsConsumedConcurrently ?? 1,
      eachMessage: (payload) => this.handleMessage(payload),
    });
    // A seek made once the consumer runs moves it before its next fetch (events it handles
    // first are older ones, which its handlers take like any repeat).
    for (const seek of seeks) this.consumer.seek(seek);
  }

  /**
   * Where the group starts on each partition it has never committed on: the first event
   * sent since `since`. Read with two admin requests a topic; seeking (not `setOffsets`,
   * which joins the group once a topic) keeps a service's start quick.
   */
  private async newGroupStarts(since: number) {
    const admin = this.options.kafka.admin();
    await admin.connect();
    try {
      const committed = await admin.fetchOffsets({ groupId: this.groupId, topics: this.options.topics });
      const seeks: Array<{ topic: string; partition: number; offset: string }> = [];
      for (const { topic, partitions } of committed) {
        const fresh = new Set(partitions.filter((p) => Number(p.offset) < 0).map((p) => p.partition));
        if (fresh.size === 0) continue;
        const offsets = await admin.fetchTopicOffsetsByTimestamp(topic, since);
        for (const { partition, offset } of offsets)
          if (fresh.has(partition)) seeks.push({ topic, partition, offset });
      }
      return seeks;
    } finally {
      await admin.disconnect();
    }
  }

  /**
   * Starts consuming; when Kafka cannot be reached it goes on trying in the
   * background with back-off instead of failing, so a service boots (and serves)
   * during a Kafka outage. Resolves after the first attempt, whatever its outcome.
   */
  async startOrRetry(): Promise<void> {
    try {
      await this.start();
    } catch (error) {
      this.options.logger.warn({ err: error, groupId: this.groupId }, 'consumer cannot start yet; retrying');
      void this.retry();
    }
  }

  private async retry(): Promise<void> {
    for (let attempt = 1; !this.stopped; attempt += 1) {
      await this.disconnect();
      await this.sleep(Math.min(500 * 2 ** attempt, 15000));
      if (this.stopped) return;
      try {
        await this.start();
        // stop() came while it was starting: its disconnect may have run before the connect.
        if (this.stopped) await this.disconnect();
        return;
      } catch (error) {
        this.options.logger.warn(
          { err: error, groupId: this.groupId, attempt },
          'consumer cannot start yet; retrying',
        );
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    // A disconnect that comes while kafkajs rejoins after a crash returns at once, and the
    // rejoined consumer then fetches on its own: let the restart reach its first fetch (or
    // crash again) before stopping it.
    if (this.restarting) await this.restartSettled(RESTART_WAIT_MS);
    await this.disconnect();
  }

  private restartSettled(timeoutMs: number): Promise<void> {
    const { CRASH, FETCH_START } = this.consumer.events;
    return new Promise((resolve) => {
      const listeners: Array<() => void> = [];
      const done = () => {
        clearTimeout(timer);
        for (const remove of listeners) remove();
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      listeners.push(this.consumer.on(FETCH_START, done), this.consumer.on(CRASH, done));
    });
  }

  private async disconnect(): Promise<void> {
    await this.consumer.disconnect().catch(() => undefined);
    await this.dlqProducer.disconnect().catch(() => undefined);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.retryTimer = setTimeout(resolve, ms);
    });
  }

  private async handleMessage({ topic, partition, message }: EachMessagePayload): Promise<void> {
    const raw = message.value?.toString('utf8') ?? '';
    let event: CloudEvent<string, unknown>;
    try {
      event = parseEvent(raw);
    } catch (error) {
      await this.park(topic, partition, message.offset, raw, message.key, error, 1);
      return;
    }
    const recordProcessed = this.options.recordProcessed ?? true;
    const key = `${this.options.groupId}:${event.id}`;
    if (recordProcessed && (await this.processed.exists({ _id: key }))) {
      this.options.logger.debug({ eventId: event.id }, 'duplicate event skipped');
      return;
    }
    const handler = this.handlerFor(event.type);
    if (handler) {
      const attempts = this.options.attempts ?? 4;
      for (let attempt = 1; ; attempt += 1) {
        try {
          await handler(event);
          break;
        } catch (error) {
          if (attempt >= attempts) {
            await this.park(topic, partition, message.offset, raw, message.key, error, attempt);
            return;
          }
          const delay = (this.options.backoffMs ?? 200) * 2 ** (attempt - 1);
          this.options.logger.warn(
            { err: error, eventId: event.id, attempt, delay },
            'event handler failed; retrying',
          );
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    }
    if (!recordProcessed) return;
    await this.processed.updateOne(
      { _id: key },
      { $setOnInsert: { type: event.type, topic } },
      { upsert: true },
    );
  }

  private handlerFor(type: string): ((event: CloudEvent<string, unknown>) => Promise<void>) | undefined {
    const handlers = this.options.handlers as Record<
      string,
      ((event: CloudEvent<string, unknown>) => Promise<void>) | undefined
    >;
    // Own properties only: an event type such as `constructor` must not find Object's.
    return (Object.hasOwn(handlers, type) ? handlers[type] : undefined) ?? handlers['*'];
  }

  /** Sends the message, untouched, to the dead-letter topic with the error in its headers. */
  private async park(
    topic: string,
    partition: number,
    offset: string,
    raw: string,
    key: Buffer | null,
    error: unknown,
    attempts: number,
  ): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    this.options.logger.error({ topic, partition, offset, reason }, 'poison message parked on the dlq');
    // If the dlq cannot be written this throws, kafkajs does not commit, and the message comes again.
    await this.dlqProducer.send({
      topic: dlqTopic(topic),
      acks: -1,
      messages: [
        {
          key,
          value: raw,
          headers: {
            'x-error': reason,
            'x-original-topic': topic,
            'x-original-partition': String(partition),
            'x-original-offset': offset,
            'x-consumer-group': this.options.groupId,
            'x-attempts': String(attempts),
            'x-failed-at': new Date().toISOString(),
          },
        },
      ],
    });
  }
}

function parseEvent(raw: string): CloudEvent<string, unknown> {
  const event = JSON.parse(raw) as Partial<CloudEvent<string, unknown>>;
  if (event.specversion !== '1.0' || typeof event.id !== 'string' || typeof event.type !== 'string') {
    throw new Error('not a CloudEvents 1.0 event (specversion, id and type are required)');
  }
  return event as CloudEvent<string, unknown>;
}

/** Lag per partition of a consumer group: how many events wait to be handled. */
export async function consumerLag(link: KafkaAdminLink, groupId: string, topics: string[]) {
  return link.use(async (admin) => {
    const committed = await admin.fetchOffsets({ groupId, topics });
    // All topics' ends asked at once, not one after another: the audit log reads every topic.
    const ends = await Promise.all(committed.map(({ topic }) => admin.fetchTopicOffsets(topic)));
    const result: { topic: string; partition: number; lag: number }[] = [];
    for (const [index, { topic, partitions }] of committed.entries()) {
      const latest = ends[index]!;
      for (const { partition, offset } of partitions) {
        const end = Number(latest.find((p) => p.partition === partition)?.high ?? 0);
        const done = Number(offset) < 0 ? 0 : Number(offset);
        result.push({ topic, partition, lag: Math.max(0, end - done) });
      }
    }
    return result;
  });
}

export type { EventData };
