import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { call, startGateway, type RunningGateway } from './helpers/gateway';
import { TestIssuer } from './helpers/issuer';
import { TestUpstream } from './helpers/upstream';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('gateway response relay', () => {
  let upstream: TestUpstream;
  let issuer: TestIssuer;
  let gw: RunningGateway;
  let api: string;
  const big = randomBytes(3 * 1024 * 1024 + 17);

  beforeAll(async () => {
    upstream = await TestUpstream.start();
    upstream.custom.set('/basic.file/view/big.bin', (_request, reply) =>
      reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', 'attachment; filename="x.bin"')
        .send(big),
    );
    upstream.custom.set('/basic.file/view/chunked.bin', (_request, reply) =>
      // No content-length: chunked, of unknown size.
      reply
        .header('content-type', 'application/octet-stream')
        .send(Readable.from([big.subarray(0, 1000), big.subarray(1000)])),
    );
    upstream.custom.set('/guestbook/add', (_request, reply) =>
      reply.code(500).send({ code: 500, message: '留言失败', data: { errorId: 'GUESTBOOK_DOWN' } }),
    );
    upstream.custom.set('/article/list', (_request, reply) =>
      reply
        .header('set-cookie', ['a=1; Path=/', 'b=2; Path=/'])
        .header('keep-alive', 'timeout=5')
        .code(204)
        .send(),
    );
    issuer = await TestIssuer.create();
    gw = await startGateway(upstream.url, issuer.jwksUrl);
    api = `${gw.url}/api`;
  });

  afterAll(async () => {
    await gw?.close();
    await issuer?.close();
    await upstream?.close();
  });

  it('streams a large download back byte for byte, with its headers', async () => {
    const res = await fetch(`${api}/basic.file/view/big.bin`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(big.length));
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="x.bin"');
    expect(sha(Buffer.from(await res.arrayBuffer()))).toBe(sha(big));
  });

  it('relays a chunked response of unknown length', async () => {
    const res = await fetch(`${api}/basic.file/view/chunked.bin`);
    expect(res.status).toBe(200);
    expect(sha(Buffer.from(await res.arrayBuffer()))).toBe(sha(big));
  });

  it('answers HEAD with the upstream length and no body', async () => {
    const res = await fetch(`${api}/basic.file/view/big.bin`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(big.length));
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it("passes the service's own error envelope and status through", async () => {
    const res = await call(`${api}/guestbook/add`);
    expect(res).toMatchObject({
      status: 500,
      body: { code: 500, message: '留言失败', data: { errorId: 'GUESTBOOK_DOWN' } },
    });
  });

  it('keeps repeated headers, drops hop-by-hop ones, relays 204', async () => {
    const res = await fetch(`${api}/article/list`, { method: 'POST' });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(res.headers.get('keep-alive')).not.toBe('timeout=5');
  });

  it('finishes in-flight requests when the gateway is closing', async () => {
    upstream.slowMs = 400;
    const other = await startGateway(upstream.url, issuer.jwksUrl);
    const inFlight = call(`${other.url}/api/product/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = other.close();
    const res = await inFlight;
    await closing;
    expect(res.status).toBe(200);
    expect(res.body.data.url).toBe('/product/slow');
  });
});
