import fastifyCors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { EndedSessions } from './auth/ended-sessions';
import { JwksCache } from './auth/jwks';
import { TokenVerifier } from './auth/token-verifier';
import type { GatewayConfig } from './config/env';
import { registerDocs } from './docs/docs-routes';
import { errorIdForStatus, sendError } from './http/errors';
import { registerHealthRoutes } from './http/health-routes';
import { REQUEST_ID_HEADER, requestIdFor } from './http/request-id';
import { registerRequestSummary } from './http/request-summary';
import { registerSecurityHeaders } from './http/security-headers';
import { connectRedis } from './infra/redis';
import { registerApiRoutes } from './proxy/api-routes';
import { BatchedRateLimiter } from './rate-limit/batched-rate-limiter';
import { PerRequestRateLimiter } from './rate-limit/per-request-rate-limiter';
import type { RateLimiter } from './rate-limit/rate-limiter';
import { loadRouteTable, type RouteTable } from './routing/route-table';
import { registerServerPages } from './web/pages/server-pages';
import { registerWebApp, sendSpaIndex, wantsSpaFallback } from './web/web-app';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { version } = require('../package.json') as { version: string };

/** What a built gateway holds besides its fastify instance (tests and the bench read it). */
export interface Gateway {
  app: FastifyInstance;
  config: GatewayConfig;
  routes: RouteTable;
  redis: Redis;
  jwks: JwksCache;
}

/**
 * Builds the gateway (not listening): route table → Redis → JWKS → plugins → routes.
 * Throws ConfigError for a bad route table and an Error when Redis is unreachable.
 * Closing the app closes Redis and stops the JWKS refresh.
 */
export async function buildGateway(config: GatewayConfig): Promise<Gateway> {
  const routes = loadRouteTable(config.routesFile, config.env);
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    // Per-request lines are replaced by request-summary's sampled and summarised ones.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdFor,
    requestIdHeader: false,
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    bodyLimit: config.bodyLimit,
  });

  let redis: Redis;
  try {
    redis = await connectRedis(config.redis, app.log);
  } catch (err) {
    await app.close();
    throw err;
  }
  const jwks = new JwksCache({
    url: config.jwt.jwksUrl,
    cooldownMs: config.jwt.jwksCooldownMs,
    maxAgeMs: config.jwt.jwksMaxAgeMs,
    timeoutMs: config.jwt.jwksTimeoutMs,
    log: app.log,
  });
  const limiter: RateLimiter =
    config.rateLimitSyncMs > 0
      ? new BatchedRateLimiter(redis, config.redis.keyPrefix, config.rateLimitSyncMs, app.log)
      : new PerRequestRateLimiter(redis, config.redis.keyPrefix, app.log);
  // A keep-alive connection whose request was in flight at close time goes idle only
  // later; without this it would hold close() open until its keep-alive timeout.
  let idleSweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    idleSweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    idleSweeper.unref();
    done();
  });
  app.addHook('onClose', async () => {
    clearInterval(idleSweeper);
    jwks.stop();
    await limiter.close();
    await redis.quit().catch(() => redis.disconnect());
  });
  await jwks.start();

  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  await registerSecurityHeaders(app, config.security);
  registerRequestSummary(app, { intervalMs: config.logSummaryIntervalMs, sampleRate: config.logSampleRate });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, errorIdForStatus(status), {
      detail: error.message,
      path: request.url,
      seconds: 1,
    });
  });
  app.setNotFoundHandler((request, reply) => {
    if (config.webDistDir && wantsSpaFallback(request, config.apiPrefix)) return sendSpaIndex(reply);
    const q = request.url.indexOf('?');
    return sendError(request, reply, 'ROUTE_NOT_FOUND', {
      path: (q < 0 ? request.url : request.url.slice(0, q)).slice(0, 200),
    });
  });

  if (config.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: config.corsOrigins.includes('*') ? '*' : config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: [REQUEST_ID_HEADER, 'retry-after'],
      maxAge: 600,
    });
  }

  await registerApiRoutes(app, {
    apiPrefix: config.apiPrefix,
    routes,
    limiter,
    verifier: new TokenVerifier(jwks, {
      issuer: config.jwt.issuer,
      audience: config.jwt.audience,
      clockToleranceS: config.jwt.clockToleranceS,
      cacheSize: config.jwt.tokenCacheSize,
      internalSecret: config.internalSecret,
    }),
    endedSessions: new EndedSessions(redis, config.authRedisPrefix, app.log),
    bodyLimit: config.bodyLimit,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    trustProxy: config.trustProxy !== false,
  });
  registerHealthRoutes(app, { redis, jwks, pingTimeoutMs: 1_000 });
  if (config.docs.enabled) {
    await registerDocs(app, {
      apiPrefix: config.apiPrefix,
      routes,
      cacheMs: config.docs.cacheMs,
      fetchTimeoutMs: config.docs.fetchTimeoutMs,
      version,
    });
  }
  if (config.webDistDir) {
    const catalog = routes.upstreams.get('catalog');
    if (catalog) registerServerPages(app, { webDistDir: config.webDistDir, catalogUrl: catalog.url });
    await registerWebApp(app, config.webDistDir);
  }

  return { app, config, routes, redis, jwks };
}

/** TRUST_PROXY=<n>: trust the n closest hops (fastify's types lack the numeric form). */
function hopsTrusted(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
