import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** What the upstream saw of one request. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bodyBytes: number;
  bodySha256: string;
}

/**
 * A real fastify service standing in for auth/catalog/...: it records every request
 * (headers, byte count and hash of the streamed body), answers with an envelope
 * echoing what it saw, sleeps on paths containing `/slow`, and publishes an OpenAPI
 * document.
 */
export class TestUpstream {
  readonly seen: SeenRequest[] = [];
  /** Bytes of the body currently streaming in (for the no-buffering test). */
  bytesInFlight = 0;
  slowMs = 2_000;
  openapi: Record<string, unknown> | null = null;
  /** Per-path answers (path without query) instead of the echo. */
  readonly custom = new Map<string, (request: FastifyRequest, reply: FastifyReply) => unknown>();

  private constructor(readonly app: FastifyInstance) {}

  static async start(): Promise<TestUpstream> {
    const app = Fastify({ logger: false });
    const upstream = new TestUpstream(app);
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => {
      const hash = createHash('sha256');
      let bytes = 0;
      upstream.bytesInFlight = 0;
      payload.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        upstream.bytesInFlight = bytes;
        hash.update(chunk);
      });
      payload.on('end', () => done(null, { bytes, sha256: hash.digest('hex') }));
      payload.on('error', (err) => done(err));
    });
    app.get('/openapi.json', async (_request, reply) =>
      upstream.openapi ? upstream.openapi : reply.code(404).send({}),
    );
    app.all('/*', async (request, reply) => {
      const body = request.body as { bytes: number; sha256: string } | undefined;
      const seen: SeenRequest = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        bodyBytes: body?.bytes ?? 0,
        bodySha256: body?.sha256 ?? '',
      };
      upstream.seen.push(seen);
      if (request.url.includes('/slow'))
        await new Promise((resolve) => setTimeout(resolve, upstream.slowMs).unref());
      const custom = upstream.custom.get(request.url.split('?')[0]!);
      if (custom) return custom(request, reply);
      return { code: 200, message: '操作成功', data: seen };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return upstream;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.app.server.address() as AddressInfo).port}`;
  }

  last(): SeenRequest | undefined {
    return this.seen[this.seen.length - 1];
  }

  close(): Promise<void> {
    return this.app.close();
  }
}
