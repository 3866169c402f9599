import { Kafka, logLevel, type Admin, type KafkaConfig, type LogEntry, type SASLOptions } from 'kafkajs';
import type { FastifyBaseLogger } from 'fastify';
import { ALL_TOPICS } from '@trade/contracts';
import { stopIdleRequestQueueTimers } from './kafka-idle-queue';

stopIdleRequestQueueTimers();

/** Where the brokers are and how to sign in to them. */
export interface KafkaConnection {
  /** Comma-separated host:port list. */
  brokers: string;
  sasl?: SASLOptions;
  ssl?: boolean;
}

/** The connection the KAFKA_* variables describe (SASL only when a mechanism is set). */
export function kafkaConnection(config: {
  KAFKA_BROKERS: string;
  KAFKA_SASL_MECHANISM?: 'plain' | 'scram-sha-256' | 'scram-sha-512';
  KAFKA_USERNAME?: string;
  KAFKA_PASSWORD?: string;
  KAFKA_SSL?: boolean | string;
}): KafkaConnection {
  const {
    KAFKA_SASL_MECHANISM: mechanism,
    KAFKA_USERNAME: username = '',
    KAFKA_PASSWORD: password = '',
  } = config;
  return {
    brokers: config.KAFKA_BROKERS,
    ssl: config.KAFKA_SSL === true || config.KAFKA_SSL === 'true',
    ...(mechanism ? { sasl: { mechanism, username, password } as SASLOptions } : {}),
  };
}

/** A kafkajs client that logs through the service's pino logger. */
export function createKafka(
  clientId: string,
  connection: KafkaConnection,
  logger: FastifyBaseLogger,
  extra: Partial<KafkaConfig> = {},
) {
  return new Kafka({
    clientId,
    brokers: connection.brokers.split(',').map((broker) => broker.trim()),
    ssl: connection.ssl ?? false,
    sasl: connection.sasl,
    connectionTimeout: 3000,
    requestTimeout: 10000,
    retry: { initialRetryTime: 200, retries: 5, maxRetryTime: 5000 },
    logLevel: logLevel.WARN,
    logCreator: () => (entry: LogEntry) => logKafka(logger, entry),
    ...extra,
  });
}

// Rebalances are routine (a replica joins or leaves) but kafkajs reports them as errors.
const ROUTINE = /rebalancing|rejoin|The coordinator is not aware of this member/;

function logKafka(logger: FastifyBaseLogger, { level, label, log }: LogEntry) {
  const { message, ...extra } = log;
  const line = { kafka: label, ...extra };
  const routine = ROUTINE.test(`${message} ${String((extra as { error?: unknown }).error ?? '')}`);
  if (level <= logLevel.ERROR && !routine) logger.error(line, message);
  else if (level === logLevel.WARN) logger.warn(line, message);
  else logger.debug(line, message);
}

/** Creates the platform's topics (and their dead-letter twins) when they are missing. */
export async function ensureTopics(
  kafka: Kafka,
  topics: string[] = ALL_TOPICS,
  partitions = 3,
): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topics.filter((topic) => !existing.has(topic));
    if (missing.length > 0) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions: topic.endsWith('.dlq') ? 1 : partitions })),
      });
    }
  } finally {
    await admin.disconnect();
  }
}

/**
 * One admin connection kept between uses: the readiness check and the consumer lag the status
 * page reads. A connection per use paid the SASL handshake each time, and on a loaded machine
 * that alone could outlast the readiness check's 3 s, showing a healthy Kafka as down. A use
 * that fails drops the connection, so the next one opens a fresh one (a restarted broker).
 */
export class KafkaAdminLink {
  private connecting?: Promise<Admin>;

  constructor(private readonly kafka: Kafka) {}

  async use<T>(work: (admin: Admin) => Promise<T>): Promise<T> {
    const connecting = (this.connecting ??= this.connect());
    try {
      return await work(await connecting);
    } catch (error) {
      if (this.connecting === connecting) this.connecting = undefined;
      await disconnect(connecting);
      throw error;
    }
  }

  async close(): Promise<void> {
    const connecting = this.connecting;
    this.connecting = undefined;
    if (connecting) await disconnect(connecting);
  }

  private async connect(): Promise<Admin> {
    const admin = this.kafka.admin();
    await admin.connect();
    return admin;
  }
}

async function disconnect(connecting: Promise<Admin>): Promise<void> {
  await connecting.then((admin) => admin.disconnect()).catch(() => undefined);
}

/** Asks the cluster for its metadata: proves a broker answers. */
export async function pingKafka(link: KafkaAdminLink): Promise<void> {
  await link.use((admin) => admin.describeCluster());
}
