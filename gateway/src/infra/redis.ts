import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { redactUrl } from '../config/env';

export interface RedisOptions {
  url: string;
  connectTimeoutMs: number;
  commandTimeoutMs: number;
}

/**
 * Connects to Redis and waits until it answers; throws (naming the redacted URL) when
 * it cannot, so a gateway without its rate-limit store does not start. Later outages
 * make commands fail fast (no offline queue) and the limiter fails open.
 */
export async function connectRedis(opts: RedisOptions, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(opts.url, {
    lazyConnect: true,
    enableAutoPipelining: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: opts.connectTimeoutMs,
    commandTimeout: opts.commandTimeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    // Bounds how long a dead socket can hold the process open after disconnect().
    disconnectTimeout: 500,
  });
  let lastLog = 0;
  redis.on('error', (err: Error) => {
    if (Date.now() - lastLog < 10_000) return;
    lastLog = Date.now();
    log.error({ err }, `Redis error (${redactUrl(opts.url)})`);
  });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`Redis unreachable at ${redactUrl(opts.url)} (REDIS_URL): ${(err as Error).message}`, {
      cause: err,
    });
  }
  return redis;
}
