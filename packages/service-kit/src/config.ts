import { Type, type TProperties } from '@sinclair/typebox';

// The loader itself lives in the contracts, so the gateway reads its variables the same way.
export { ConfigError, loadConfig, type ConfigProblem } from '@trade/contracts';

/** Variables every service reads. Servers a service does not use are left out by `serviceConfigSchema`. */
export const BaseConfig = {
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('test'), Type.Literal('production')], {
    default: 'development',
  }),
  HOST: Type.String({ default: '0.0.0.0' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535 }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  INTERNAL_SECRET: Type.String({ minLength: 16, description: 'HMAC key shared with the gateway' }),
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
};
export const RedisConfig = {
  REDIS_URL: Type.String({ pattern: '^rediss?://' }),
};
export const S3Config = {
  S3_ENDPOINT: Type.String({ pattern: '^https?://' }),
  S3_ACCESS_KEY: Type.String({ minLength: 1 }),
  S3_SECRET_KEY: Type.String({ minLength: 1 }),
  S3_REGION: Type.String({ default: 'us-east-1' }),
};

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
  MONGO_URL: string;
  MONGO_DB?: string;
  MONGO_DB_PREFIX?: string;
  KAFKA_BROKERS: string;
  KAFKA_GROUP_PREFIX?: string;
  REDIS_URL: string;
}

/** Maps the standard variables to Service options. */
export function standardServiceOptions(name: string, config: StandardConfig) {
  return {
    name,
    port: config.PORT,
    host: config.HOST,
    logLevel: config.LOG_LEVEL,
    internalSecret: config.INTERNAL_SECRET,
    mongo: { url: config.MONGO_URL, db: config.MONGO_DB ?? `${config.MONGO_DB_PREFIX ?? 'trade'}_${name}` },
    kafka: { brokers: config.KAFKA_BROKERS, groupPrefix: config.KAFKA_GROUP_PREFIX },
    redis: { url: config.REDIS_URL },
  };
}
