import { Kafka, logLevel, type KafkaConfig, type LogEntry } from 'kafkajs';
import type { FastifyBaseLogger } from 'fastify';
import { ALL_TOPICS } from '@trade/contracts';

/** A kafkajs client that logs through the service's pino logger. */
export function createKafka(
  clientId: string,
  brokers: string,
  logger: FastifyBaseLogger,
  extra: Partial<KafkaConfig> = {},
) {
  return new Kafka({
    clientId,
    brokers: brokers.split(',').map((broker) => broker.trim()),
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

/** Asks the cluster for its metadata: proves a broker answers. */
export async function pingKafka(kafka: Kafka): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    await admin.describeCluster();
  } finally {
    await admin.disconnect();
  }
}
