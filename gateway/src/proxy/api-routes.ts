import { IDENTITY_HEADER, IDENTITY_SIGNATURE_HEADER, INTERNAL_HEADER_PREFIX } from '@trade/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { accessDenied, bearerToken } from '../auth/access';
import type { EndedSessions } from '../auth/ended-sessions';
import { JwksUnavailableError } from '../auth/jwks';
import type { TokenVerifier, VerifiedCaller } from '../auth/token-verifier';
import { sendError } from '../http/errors';
import { REQUEST_ID_HEADER } from '../http/request-id';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { RateLimitClass, Route, RouteTable } from '../routing/route-table';
import type { Readable } from 'node:stream';
import { limitStream } from './body-limit';
import { isSafePath } from './path-guard';
import { UpstreamClient } from './upstream-client';

/** What the guard found out about an API request, for the proxy handler. */
export interface GatewayRequestState {
  route: Route;
  caller: VerifiedCaller | null;
  /** The path after the API prefix, e.g. `/login/login`. */
  apiPath: string;
  bodyLimit: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    gateway: GatewayRequestState | null;
  }
}

export interface ApiRoutesOptions {
  apiPrefix: string;
  routes: RouteTable;
  limiter: RateLimiter;
  verifier: TokenVerifier;
  endedSessions: EndedSessions;
  bodyLimit: number;
  upstreamTimeoutMs: number;
  trustProxy: boolean;
}

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const SMALL_BODY = 64 * 1024;
/** Request headers that describe the client connection, or that the gateway sets itself. */
const DROPPED_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'http2-settings',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-real-ip',
  'forwarded',
  REQUEST_ID_HEADER,
]);

/**
 * Everything under the API prefix: one catch-all route whose onRequest guard matches
 * the route table, counts the rate limits, checks the Bearer token and the declared
 * body size (all before a byte of body is read), then streams the request to its
 * upstream with the prefix stripped, internal headers replaced by the signed identity
 * (see upstream-client.ts for the relay).
 */
export async function registerApiRoutes(app: FastifyInstance, opts: ApiRoutesOptions): Promise<void> {
  const { apiPrefix, routes, limiter, verifier, endedSessions } = opts;
  const defaultLimit = [routes.rateLimits.default];
  const limitsByRoute = new Map<Route, RateLimitClass[]>(
    routes.routes.map((r) => [r, r.rateLimit ? [routes.rateLimits.default, r.rateLimit] : defaultLimit]),
  );

  app.decorateRequest('gateway', null);

  // Bodies are never parsed. Small ones (declared length up to 64 KB) are collected so the
  // upstream request goes out in one write; larger ones stream through, chunked ones metered.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    const declared = request.headers['content-length'];
    if (declared === undefined)
      return done(null, payload.pipe(limitStream(request.gateway?.bodyLimit ?? opts.bodyLimit)));
    if (Number(declared) > SMALL_BODY) return done(null, payload);
    const chunks: Buffer[] = [];
    payload.on('data', (chunk: Buffer) => chunks.push(chunk));
    payload.on('end', () => done(null, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    payload.on('error', (err: Error) => done(err, undefined));
  });

  async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const url = request.url;
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const apiPath = path.slice(apiPrefix.length);
    if (!isSafePath(apiPath)) return void sendError(request, reply, 'BAD_REQUEST');

    const route = routes.match(apiPath, request.method);
    const counted = limiter.hit(request.ip, route ? limitsByRoute.get(route)! : defaultLimit);
    const verdict = counted instanceof Promise ? await counted : counted;
    if (verdict.limited) {
      const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
      reply.header('retry-after', seconds);
      return void sendError(request, reply, 'RATE_LIMITED', { seconds });
    }
    if (!route) return void sendError(request, reply, 'ROUTE_NOT_FOUND', { path: path.slice(0, 200) });

    let caller: VerifiedCaller | null = null;
    const token = bearerToken(request.headers.authorization);
    if (token !== null) {
      caller = verifier.cached(token) ?? null;
      if (caller === null) {
        try {
          caller = await verifier.verify(token);
        } catch (err) {
          if (route.access !== 'public') {
            if (err instanceof JwksUnavailableError) {
              request.log.error({ err }, 'cannot verify tokens: JWKS unavailable');
              return void sendError(request, reply, 'SERVICE_UNAVAILABLE');
            }
            return void sendError(request, reply, 'UNAUTHENTICATED');
          }
          // On a public route a bad token is ignored: the caller is anonymous.
        }
      }
      // A session auth has ended (user disabled, deleted, re-passworded) is treated as no token.
      if (caller?.sessionId !== undefined && (await endedSessions.isEnded(caller.sessionId))) {
        caller = null;
        if (route.access !== 'public') return void sendError(request, reply, 'UNAUTHENTICATED');
      }
    }
    const denied = accessDenied(route.access, caller?.identity ?? null);
    if (denied) return void sendError(request, reply, denied);

    const bodyLimit = route.bodyLimit ?? opts.bodyLimit;
    const length = request.headers['content-length'];
    if (length !== undefined && Number(length) > bodyLimit) {
      // Closing spares reading (and discarding) a body we already refused.
      reply.header('connection', 'close');
      return void sendError(request, reply, 'PAYLOAD_TOO_LARGE');
    }

    request.gateway = { route, caller, apiPath, bodyLimit };
  }

  const client = new UpstreamClient(routes.upstreams.values());
  app.addHook('onClose', () => client.close());

  /** Headers for the upstream: the client's, minus hop-by-hop and internal ones, plus ours. */
  const upstreamHeaders = (request: FastifyRequest, caller: VerifiedCaller | null) => {
    const incoming = request.headers;
    const out: Record<string, string | string[]> = {};
    // Headers named in Connection are hop-by-hop too (rare beyond keep-alive / close).
    const connection = incoming.connection?.toLowerCase();
    const connectionListed =
      connection && connection !== 'keep-alive' && connection !== 'close'
        ? connection.split(/\s*,\s*/)
        : null;
    for (const name in incoming) {
      const value = incoming[name];
      if (value === undefined || DROPPED_REQUEST_HEADERS.has(name) || name.startsWith(INTERNAL_HEADER_PREFIX))
        continue;
      if (connectionListed?.includes(name)) continue;
      out[name] = value;
    }
    if (caller) {
      const { value, signature } = verifier.identityHeader(caller);
      out[IDENTITY_HEADER] = value;
      out[IDENTITY_SIGNATURE_HEADER] = signature;
    }
    // Without a trusted proxy in front, whatever X-Forwarded-For the client sent is a lie.
    out['x-forwarded-for'] = opts.trustProxy
      ? (request.ips ?? [request.ip]).slice().reverse().join(', ')
      : request.ip;
    out['x-forwarded-proto'] = request.protocol;
    out['x-forwarded-host'] = request.host;
    out[REQUEST_ID_HEADER] = request.id;
    return out;
  };

  app.route({
    method: METHODS,
    url: `${apiPrefix}/*`,
    exposeHeadRoute: false,
    onRequest: guard,
    handler(request, reply) {
      const { route, apiPath, caller } = request.gateway!;
      const q = request.url.indexOf('?');
      client.forward(request, reply, {
        upstream: route.upstream,
        method: request.method,
        path: q < 0 ? apiPath : apiPath + request.url.slice(q),
        headers: upstreamHeaders(request, caller),
        body: (request.body as Buffer | Readable | undefined) ?? null,
        timeoutMs: route.timeoutMs ?? opts.upstreamTimeoutMs,
      });
      return reply;
    },
  });
  app.route({
    method: METHODS,
    url: apiPrefix,
    exposeHeadRoute: false,
    handler: (request, reply) => sendError(request, reply, 'ROUTE_NOT_FOUND', { path: apiPrefix }),
  });
}
