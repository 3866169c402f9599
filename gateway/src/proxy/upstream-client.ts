import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
import { sendError } from '../http/errors';
import type { Upstream } from '../routing/route-table';
import { isBodyTooLarge } from './body-limit';

/** Responses up to this size (by content-length) are sent in one write; larger ones stream. */
const BUFFER_RESPONSE_MAX = 1024 * 1024;

/** Response headers that describe the upstream connection, not the response. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
/** A pooled keep-alive socket the upstream closed under us: safe to retry idempotent requests once. */
const STALE_SOCKET = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);

export interface ForwardRequest {
  upstream: Upstream;
  method: string;
  /** Path and query as the upstream should see them. */
  path: string;
  headers: Record<string, string | string[]>;
  /** Buffered small body, the streaming request, or null. */
  body: Buffer | Readable | null;
  timeoutMs: number;
}

/**
 * One undici connection pool per upstream, and the response relay: status and headers
 * are copied (minus hop-by-hop ones); a response with a known small length is
 * collected and answered in a single write, anything else streams with backpressure.
 * Failures before the response starts become the gateway's error envelopes.
 */
export class UpstreamClient {
  private readonly pools = new Map<string, Pool>();
  private readonly targets = new Map<Upstream, { pool: Pool; basePath: string }>();

  constructor(
    upstreams: Iterable<Upstream>,
    private readonly poolOptions: Pool.Options = {},
  ) {
    for (const upstream of upstreams) this.pool(upstream);
  }

  private pool(upstream: Upstream): { pool: Pool; basePath: string } {
    const known = this.targets.get(upstream);
    if (known) return known;
    const url = new URL(upstream.url);
    let pool = this.pools.get(url.origin);
    if (!pool) {
      pool = new Pool(url.origin, {
        connections: 128,
        pipelining: 1,
        keepAliveTimeout: 10_000,
        ...this.poolOptions,
      });
      this.pools.set(url.origin, pool);
    }
    const target = { pool, basePath: url.pathname.replace(/\/+$/, '') };
    this.targets.set(upstream, target);
    return target;
  }

  /** Sends the request upstream and relays the answer through `reply`. */
  forward(request: FastifyRequest, reply: FastifyReply, req: ForwardRequest): void {
    const { pool, basePath } = this.pool(req.upstream);
    const options: Dispatcher.DispatchOptions = {
      path: basePath + req.path,
      method: req.method as Dispatcher.HttpMethod,
      headers: req.headers,
      body: req.body,
      headersTimeout: req.timeoutMs,
      bodyTimeout: req.timeoutMs,
    };
    pool.dispatch(
      options,
      new RelayHandler(request, reply, req.upstream.name, () =>
        pool.dispatch(options, new RelayHandler(request, reply, req.upstream.name, null)),
      ),
    );
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
  }
}

/** Relays one upstream response into a fastify reply (undici's dispatch handler API). */
class RelayHandler implements Dispatcher.DispatchHandler {
  private status = 0;
  private headers: Record<string, string | string[]> = {};
  private chunks: Buffer[] | null = null;
  private stream: Readable | null = null;
  private started = false;
  private ended = false;

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly upstream: string,
    /** Re-sends the request once (idempotent requests on a stale socket), or null. */
    private readonly retry: (() => void) | null,
  ) {}

  onRequestStart(): void {}

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    if (statusCode < 200) return; // 1xx informational: wait for the final response
    this.started = true;
    this.status = statusCode;
    for (const name in headers) {
      const value = headers[name];
      if (value !== undefined && !HOP_BY_HOP.has(name)) this.headers[name] = value;
    }
    const length = headers['content-length'];
    const known = typeof length === 'string' ? Number(length) : NaN;
    if (
      known <= BUFFER_RESPONSE_MAX ||
      this.request.method === 'HEAD' ||
      statusCode === 204 ||
      statusCode === 304
    ) {
      this.chunks = [];
      return;
    }
    // Large or unknown length: stream, pausing the upstream while the client is slow.
    this.stream = new Readable({
      read: () => controller.resume(),
      destroy: (err, callback) => {
        // Destroyed before the upstream finished: the client went away, stop the upstream too.
        if (!this.ended && !controller.aborted) controller.abort(err ?? new Error('client went away'));
        callback(err);
      },
    });
    this.reply.code(statusCode).headers(this.headers).send(this.stream);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.chunks) this.chunks.push(chunk);
    else if (this.stream && !this.stream.push(chunk)) controller.pause();
  }

  onResponseEnd(): void {
    this.ended = true;
    if (this.stream) {
      this.stream.push(null);
      return;
    }
    const chunks = this.chunks ?? [];
    const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    this.reply.code(this.status).headers(this.headers).send(body);
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    const err = error as Error & { code?: string; cause?: Error & { code?: string } };
    if (this.stream) {
      this.stream.destroy(err);
      return;
    }
    if (this.reply.sent) return;
    const code = err.code ?? err.cause?.code ?? '';
    const { request, reply, upstream } = this;
    if (
      !this.started &&
      this.retry &&
      STALE_SOCKET.has(code) &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      this.retry();
      return;
    }
    if (isBodyTooLarge(err)) {
      reply.header('connection', 'close');
      sendError(request, reply, 'PAYLOAD_TOO_LARGE');
    } else if (TIMEOUTS.has(code)) {
      request.log.warn({ upstream, err }, 'upstream timed out');
      sendError(request, reply, 'UPSTREAM_TIMEOUT');
    } else if (UNREACHABLE.has(code)) {
      request.log.error({ upstream, err }, 'upstream unreachable');
      sendError(request, reply, 'TRY_AGAIN_LATER');
    } else {
      request.log.error({ upstream, err }, 'upstream failed');
      sendError(request, reply, 'BAD_GATEWAY');
    }
  }
}
