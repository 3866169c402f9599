import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { buildGateway, type Gateway } from '../../src/app';
import { loadConfig, type Env } from '../../src/config/env';

export const INTERNAL_SECRET = 'test-internal-secret-0123456789';
/** The real Redis the tests need; unreachable Redis fails the suite (never skipped). */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export const SERVICES = ['AUTH', 'CATALOG', 'MEMBER', 'CUSTOMS', 'FILES', 'NOTIFY'] as const;

export interface RunningGateway {
  gateway: Gateway;
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  keyPrefix: string;
  close(): Promise<void>;
}

/**
 * Builds the real gateway from env-style settings (every service pointing at
 * `upstreamUrl` unless overridden), listening on a free port, with a Redis key
 * prefix of its own that is deleted on close.
 */
export async function startGateway(
  upstreamUrl: string,
  jwksUrl: string,
  env: Env = {},
): Promise<RunningGateway> {
  const keyPrefix = env.REDIS_KEY_PREFIX ?? `gwtest:${randomBytes(4).toString('hex')}:`;
  const upstreams = Object.fromEntries(SERVICES.map((s) => [`${s}_URL`, upstreamUrl]));
  const config = loadConfig({
    INTERNAL_SECRET,
    REDIS_URL,
    REDIS_KEY_PREFIX: keyPrefix,
    JWKS_URL: jwksUrl,
    JWKS_COOLDOWN: '0',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: 'off',
    ...upstreams,
    ...env,
  });
  const gateway = await buildGateway(config);
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
  return {
    gateway,
    url,
    keyPrefix,
    async close() {
      // Closing flushes the last rate-limit counts; clean the prefix after that.
      await gateway.app.close();
      const redis = new Redis(REDIS_URL);
      try {
        const keys = await redis.keys(`${keyPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        await redis.quit();
      }
    },
  };
}

/** A JSON POST (or other method) through the gateway; returns status, headers and parsed body. */
export async function call(
  url: string,
  opts: { method?: string; token?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{
  status: number;
  headers: Headers;
  body: { code: number; message: string; data: Record<string, unknown> };
}> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const method = opts.method ?? 'POST';
  let body: string | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(opts.body ?? {});
  }
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}
