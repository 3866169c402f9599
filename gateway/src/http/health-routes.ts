import { SUCCESS_CODE, SUCCESS_MESSAGE, langFromHeaders } from '@trade/contracts';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { JwksCache } from '../auth/jwks';
import { errorEnvelope } from './errors';

export interface HealthOptions {
  redis: Redis;
  jwks: JwksCache;
  pingTimeoutMs: number;
}

/** `/healthz`: the process answers. `/readyz`: Redis answers a PING and the JWKS is loaded. */
export function registerHealthRoutes(app: FastifyInstance, opts: HealthOptions): void {
  app.get('/healthz', (request, reply) => {
    reply.header('cache-control', 'no-store');
    return reply.send({
      code: SUCCESS_CODE,
      message: SUCCESS_MESSAGE[langFromHeaders(request.headers)],
      data: { status: 'ok' },
    });
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const redis = await ping(opts.redis, opts.pingTimeoutMs);
    const checks = { redis: redis ? 'ok' : 'unreachable', jwks: opts.jwks.loaded ? 'loaded' : 'not loaded' };
    if (redis && opts.jwks.loaded) {
      return {
        code: SUCCESS_CODE,
        message: SUCCESS_MESSAGE[langFromHeaders(request.headers)],
        data: { status: 'ready', checks },
      };
    }
    const body = errorEnvelope(request, 'SERVICE_UNAVAILABLE');
    return reply.code(body.code).send({ ...body, data: { ...body.data, checks } });
  });
}

async function ping(redis: Redis, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    });
    return (await Promise.race([redis.ping(), timeout])) === 'PONG';
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
