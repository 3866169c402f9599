import { randomBytes } from 'node:crypto';
import type { Kafka, KafkaConfig } from 'kafkajs';
import { encodeIdentity, type Identity } from '@trade/contracts';
import pino from 'pino';
import { createKafka, kafkaConnection, type KafkaConnection } from '../kafka';

/**
 * Connection settings of the real servers tests run against: the variables the
 * test runner exports, or the local servers' defaults. A server that cannot be
 * reached makes the test fail, never skip.
 */
export function testServers(): TestServers {
  return {
    MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
    KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
    // Kafka only accepts signed-in clients: `servers.sh env` exports the tests' user.
    ...pick('KAFKA_SASL_MECHANISM', 'KAFKA_USERNAME', 'KAFKA_PASSWORD', 'KAFKA_SSL'),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    S3_ENDPOINT: process.env.S3_ENDPOINT ?? 'http://127.0.0.1:9000',
    S3_ACCESS_KEY: process.env.S3_ACCESS_KEY ?? 'minioadmin',
    S3_SECRET_KEY: process.env.S3_SECRET_KEY ?? 'minioadmin',
    OPENSEARCH_URL: process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9200',
  };
}

interface TestServers {
  MONGO_URL: string;
  KAFKA_BROKERS: string;
  KAFKA_SASL_MECHANISM?: string;
  KAFKA_USERNAME?: string;
  KAFKA_PASSWORD?: string;
  KAFKA_SSL?: string;
  REDIS_URL: string;
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  OPENSEARCH_URL: string;
}

function pick(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}

/**
 * A Kafka client signed in as the tests' user, or as `user` with KAFKA_PASSWORD_<USER>
 * (the per-service users `servers.sh env` exports).
 */
export function testKafka(clientId: string, user?: string, extra: Partial<KafkaConfig> = {}) {
  return createKafka(clientId, testKafkaConnection(user), testLogger as never, extra);
}

/** The tests' Kafka connection (Service options' `kafka`), or `user`'s as in testKafka. */
export function testKafkaConnection(user?: string): KafkaConnection {
  const servers = testServers();
  const credentials = user
    ? { KAFKA_USERNAME: user, KAFKA_PASSWORD: process.env[`KAFKA_PASSWORD_${user.toUpperCase()}`] ?? '' }
    : {};
  return kafkaConnection({
    ...servers,
    ...credentials,
    KAFKA_SASL_MECHANISM: servers.KAFKA_SASL_MECHANISM as 'scram-sha-512' | undefined,
  });
}

export const TEST_INTERNAL_SECRET = 'test-internal-secret-0123456789';

/** A name no other test run uses: keeps databases, topics and groups apart. */
export function unique(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/**
 * The live settings hash of this test file's services: shared by the services one test
 * file starts (a setting changed through auth reaches its files service), apart from
 * every other test file's, and from a running `npm start` (`trade:config`).
 */
const TEST_LIVE_CONFIG_KEY = unique('test_config');

/**
 * When this test file began: its services' new consumer groups start at the events sent
 * since (`KAFKA_NEW_GROUPS_SINCE`), not at the beginning of a Kafka that keeps every
 * earlier run's events, which belong to databases this file never sees.
 */
const TEST_FILE_STARTED = Date.now();

/** The environment of a service under test, on its own database and a random port. */
export function serviceEnv(name: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    KAFKA_NEW_GROUPS_SINCE: String(TEST_FILE_STARTED),
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    MONGO_DB: unique(`test_${name}`),
    LIVE_CONFIG_KEY: TEST_LIVE_CONFIG_KEY,
    ...testServers(),
    ...extra,
  };
}

/** Headers as the gateway would send them for this caller. */
export function identityHeaders(identity: Identity, secret = TEST_INTERNAL_SECRET): Record<string, string> {
  const { value, signature } = encodeIdentity(identity, secret);
  return { 'x-trade-identity': value, 'x-trade-identity-sig': signature };
}

export const superAdmin: Identity = { sub: 'admin-1', kind: 'admin', roles: ['super'], perms: ['*/*/*'] };

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 20000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`,
  );
}

/** Reads every message of a topic from the beginning until `count` have arrived. */
export async function readTopic(kafka: Kafka, topic: string, count: number, timeoutMs = 20000) {
  const consumer = kafka.consumer({
    groupId: unique('reader'),
    sessionTimeout: 10000,
    heartbeatInterval: 1000,
  });
  const messages: { key: string | null; value: string; headers: Record<string, string> }[] = [];
  await consumer.connect();
  try {
    await consumer.subscribe({ topics: [topic], fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        const headers = Object.fromEntries(
          Object.entries(message.headers ?? {}).map(([k, v]) => [
            k,
            Buffer.isBuffer(v) ? v.toString() : String(v),
          ]),
        );
        messages.push({
          key: message.key?.toString() ?? null,
          value: message.value?.toString() ?? '',
          headers,
        });
      },
    });
    await waitFor(async () => messages.length >= count, timeoutMs, `${count} message(s) on ${topic}`);
    return messages;
  } finally {
    await consumer.disconnect();
  }
}

/** A logger for code under test: silent unless TEST_LOG_LEVEL says otherwise. */
export const testLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
