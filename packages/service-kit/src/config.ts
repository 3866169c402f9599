import { isIP } from 'node:net';
import { Type, type StaticDecode, type TObject, type TProperties } from '@sinclair/typebox';
import {
  ConfigError,
  DEFAULT_IDENTITY_MAX_AGE_S,
  loadConfig as loadEnv,
  PRODUCTION_SECRET_MIN_LENGTH,
  productionSecretProblems,
  type ConfigProblem,
} from '@trade/contracts';
import { kafkaConnection } from './kafka';

// The loader itself lives in the contracts, so the gateway reads its variables the same way.
export { ConfigError, type ConfigProblem } from '@trade/contracts';

/** Variables every service reads. Servers a service does not use are left out by `serviceConfigSchema`. */
export const BaseConfig = {
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('test'), Type.Literal('production')], {
    default: 'development',
  }),
  /** Loopback by default: only what runs on this host (the gateway of `npm start`) reaches it. */
  HOST: Type.String({ default: '127.0.0.1' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535 }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  INTERNAL_SECRET: Type.String({ minLength: 16, description: 'HMAC key shared with the gateway' }),
  /** Seconds a signed identity header stays valid: a captured one cannot be replayed later. */
  IDENTITY_MAX_AGE: Type.Integer({ minimum: 1, maximum: 3600, default: DEFAULT_IDENTITY_MAX_AGE_S }),
  /**
   * The proxies (the gateway) whose X-Forwarded-For is believed for the client IP: a
   * comma-separated list of addresses, CIDRs or the names loopback / linklocal /
   * uniquelocal. Unset: none, the client IP is the connection's address.
   */
  TRUST_PROXY: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z.:/]+(\\s*,\\s*[0-9A-Za-z.:/]+)*$' })),
};

export const MongoConfig = {
  MONGO_URL: Type.String({ pattern: '^mongodb(\\+srv)?://', description: 'MongoDB server URL' }),
  MONGO_DB: Type.Optional(Type.String({ minLength: 1 })),
  /** Databases are named `<prefix>_<service>` unless MONGO_DB names one; lets two platforms share a server. */
  MONGO_DB_PREFIX: Type.String({ pattern: '^[A-Za-z0-9_]+$', default: 'trade' }),
};
export const KafkaConfig = {
  KAFKA_BROKERS: Type.String({
    pattern: '^[^,\\s]+(,[^,\\s]+)*$',
    description: 'comma-separated host:port list',
  }),
  /** How the service signs in to Kafka (SASL); required in production. */
  KAFKA_SASL_MECHANISM: Type.Optional(
    Type.Union([Type.Literal('plain'), Type.Literal('scram-sha-256'), Type.Literal('scram-sha-512')]),
  ),
  KAFKA_USERNAME: Type.Optional(Type.String({ minLength: 1 })),
  KAFKA_PASSWORD: Type.Optional(Type.String({ minLength: 1 })),
  /** TLS to the brokers (a managed Kafka); the local and compose brokers speak plain TCP. */
  KAFKA_SSL: Type.Boolean({ default: false }),
  /**
   * Where a consumer group that has never committed starts: at the first event sent at or
   * after this time (milliseconds since 1970). Unset: at the topics' beginning. The test
   * stacks set it to when their test file began, as every earlier run's events on a shared
   * Kafka belong to databases they will never see.
   */
  KAFKA_NEW_GROUPS_SINCE: Type.Optional(Type.Integer({ minimum: 0 })),
};
export const RedisConfig = {
  REDIS_URL: Type.String({ pattern: '^rediss?://' }),
  /** Redis hash of the live settings (see live-config.ts); `<MONGO_DB_PREFIX>:config` by default. */
  LIVE_CONFIG_KEY: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
};
export const S3Config = {
  S3_ENDPOINT: Type.String({ pattern: '^https?://' }),
  S3_ACCESS_KEY: Type.String({ minLength: 1 }),
  S3_SECRET_KEY: Type.String({ minLength: 1 }),
  S3_REGION: Type.String({ default: 'us-east-1' }),
};
/** For a service that searches: spread into its schema, as files does with S3Config. */
export const OpenSearchConfig = {
  /** The OpenSearch REST endpoint; credentials, when its security plugin wants them, go in the URL. */
  OPENSEARCH_URL: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:9200' }),
};

/**
 * Checks `env` against the schema with the platform's loader (see @trade/contracts),
 * then the rules across variables; throws a ConfigError naming every problem.
 */
export function loadConfig<P extends TProperties>(
  schema: TObject<P>,
  env: NodeJS.ProcessEnv = process.env,
): StaticDecode<TObject<P>> {
  const config = loadEnv(schema, env);
  const problems = crossChecks(config as Record<string, unknown>);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * Rules across variables: Kafka credentials come as a whole, and production refuses to
 * start on published defaults, short secrets or an anonymous Kafka connection.
 */
function crossChecks(config: Record<string, unknown>): ConfigProblem[] {
  const problems = productionSecretProblems(config, [
    { name: 'INTERNAL_SECRET', minLength: PRODUCTION_SECRET_MIN_LENGTH },
    { name: 'AUTH_ADMIN_PASSWORD' },
    { name: 'KAFKA_PASSWORD', minLength: 16 },
  ]);
  const badProxy = trustedProxies(config.TRUST_PROXY as string | undefined).find(
    (entry) => !isProxyEntry(entry),
  );
  if (badProxy) {
    problems.push(
      `TRUST_PROXY is invalid: "${badProxy}" is not an address, a CIDR or one of ${PROXY_NAMES.join(', ')}`,
    );
  }
  if ('KAFKA_BROKERS' in config) {
    if (config.KAFKA_SASL_MECHANISM && (!config.KAFKA_USERNAME || !config.KAFKA_PASSWORD)) {
      problems.push('KAFKA_USERNAME and KAFKA_PASSWORD are required with KAFKA_SASL_MECHANISM');
    }
    if (config.NODE_ENV === 'production' && !config.KAFKA_SASL_MECHANISM) {
      problems.push(
        'KAFKA_SASL_MECHANISM is required in production: Kafka must not accept anonymous clients',
      );
    }
  }
  // Each line starts with the variable to fix, as the loader's problems do.
  return problems.map((line) => {
    const [variable = '(config)', ...message] = line.split(' ');
    return { variable, message: message.join(' ') };
  });
}

/** Builds a service's config schema from the parts it uses plus its own variables. */
export function serviceConfigSchema<P extends TProperties>(own: P) {
  return Type.Object({ ...BaseConfig, ...own });
}

/** The config schema of a service that uses MongoDB, Kafka and Redis, plus its own variables. */
export function standardConfigSchema<P extends TProperties>(own: P = {} as P) {
  return Type.Object({ ...BaseConfig, ...MongoConfig, ...KafkaConfig, ...RedisConfig, ...own });
}

interface StandardConfig {
  PORT: number;
  HOST: string;
  LOG_LEVEL: string;
  INTERNAL_SECRET: string;
  IDENTITY_MAX_AGE: number;
  TRUST_PROXY?: string;
  MONGO_URL: string;
  MONGO_DB?: string;
  MONGO_DB_PREFIX?: string;
  KAFKA_BROKERS: string;
  KAFKA_SASL_MECHANISM?: 'plain' | 'scram-sha-256' | 'scram-sha-512';
  KAFKA_USERNAME?: string;
  KAFKA_PASSWORD?: string;
  KAFKA_SSL?: boolean;
  KAFKA_NEW_GROUPS_SINCE?: number;
  KAFKA_GROUP_PREFIX?: string;
  REDIS_URL: string;
  LIVE_CONFIG_KEY?: string;
}

/** Maps the standard variables to Service options. */
export function standardServiceOptions(name: string, config: StandardConfig) {
  return {
    name,
    port: config.PORT,
    host: config.HOST,
    logLevel: config.LOG_LEVEL,
    internalSecret: config.INTERNAL_SECRET,
    identityMaxAgeS: config.IDENTITY_MAX_AGE,
    trustProxy: trustedProxies(config.TRUST_PROXY),
    mongo: { url: config.MONGO_URL, db: config.MONGO_DB ?? `${config.MONGO_DB_PREFIX ?? 'trade'}_${name}` },
    kafka: {
      ...kafkaConnection(config),
      groupPrefix: config.KAFKA_GROUP_PREFIX,
      newGroupsSince: config.KAFKA_NEW_GROUPS_SINCE,
    },
    redis: { url: config.REDIS_URL },
    liveConfigKey: config.LIVE_CONFIG_KEY ?? `${config.MONGO_DB_PREFIX ?? 'trade'}:config`,
  };
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as fastify's `trustProxy` list; unset or empty: trust no proxy. */
export function trustedProxies(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
