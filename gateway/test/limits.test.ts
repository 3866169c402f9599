import { createHash, randomBytes } from 'node:crypto';
import { call, startGateway, type RunningGateway } from './helpers/gateway';
import { TestIssuer } from './helpers/issuer';
import { rawRequest } from './helpers/raw-request';
import { TestUpstream } from './helpers/upstream';

const MB = 1024 * 1024;

describe('gateway rate limits (Redis)', () => {
  let upstream: TestUpstream;
  let issuer: TestIssuer;
  const running: RunningGateway[] = [];
  const limits = {
    RATE_LIMIT_MAX: '8',
    RATE_LIMIT_WINDOW: '1m',
    LOGIN_RATE_LIMIT_MAX: '3',
    LOGIN_RATE_LIMIT_WINDOW: '1m',
  };
  const start = async (env: Record<string, string> = {}) => {
    const gw = await startGateway(upstream.url, issuer.jwksUrl, { ...limits, ...env });
    running.push(gw);
    return gw;
  };
  const statusOf = async (url: string) => (await call(url)).status;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    upstream = await TestUpstream.start();
    issuer = await TestIssuer.create();
  });

  afterAll(async () => {
    for (const gw of running) await gw.close();
    await issuer?.close();
    await upstream?.close();
  });

  it('limits /login stricter than the rest, then every route once the overall limit is spent', async () => {
    const gw = await start();
    for (let i = 0; i < 3; i++) expect(await statusOf(`${gw.url}/api/login/login`)).toBe(200);

    const limited = await call(`${gw.url}/api/login/login`, { headers: { lang: 'en' } });
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(limited.body).toEqual({
      code: 429,
      message: `Too many requests, try again in ${seconds} s`,
      data: { errorId: 'RATE_LIMITED', requestId: limited.headers.get('x-request-id') },
    });

    // Other routes still pass: 4 login calls so far count towards the overall 8.
    for (let i = 0; i < 4; i++) expect(await statusOf(`${gw.url}/api/product/page`)).toBe(200);
    const overall = await call(`${gw.url}/api/product/page`);
    expect(overall.status).toBe(429);
    expect(overall.body.message).toMatch(/^请求过于频繁，请 \d+ 秒后再试$/);
  });

  it('keeps the counters in Redis, shared by every gateway instance', async () => {
    const keyPrefix = `gwtest:shared-${Date.now()}:`;
    const a = await start({ REDIS_KEY_PREFIX: keyPrefix });
    const b = await start({ REDIS_KEY_PREFIX: keyPrefix });
    for (let i = 0; i < 3; i++) expect(await statusOf(`${a.url}/api/login/login`)).toBe(200);
    await sleep(100); // a syncs its counts (RATE_LIMIT_SYNC_MS, 20 ms by default)
    expect(await a.gateway.redis.get(`${keyPrefix}rl:login:127.0.0.1`)).toBe('3');

    // b has not seen this client yet: its first request syncs b's view, the next is refused.
    const first = await statusOf(`${b.url}/api/login/login`);
    await sleep(100);
    expect([first, await statusOf(`${b.url}/api/login/login`)]).toEqual([200, 429]);
  });

  it('with RATE_LIMIT_SYNC_MS=0 checks Redis on every request: exact across instances', async () => {
    const keyPrefix = `gwtest:exact-${Date.now()}:`;
    const a = await start({ REDIS_KEY_PREFIX: keyPrefix, RATE_LIMIT_SYNC_MS: '0' });
    const b = await start({ REDIS_KEY_PREFIX: keyPrefix, RATE_LIMIT_SYNC_MS: '0' });
    for (let i = 0; i < 3; i++) expect(await statusOf(`${a.url}/api/login/login`)).toBe(200);
    expect(await statusOf(`${b.url}/api/login/login`)).toBe(429);
    expect(await statusOf(`${a.url}/api/login/login`)).toBe(429);
  });
});

describe('gateway body limits and streaming', () => {
  let upstream: TestUpstream;
  let issuer: TestIssuer;
  let gw: RunningGateway;
  let member: string;

  beforeAll(async () => {
    upstream = await TestUpstream.start();
    issuer = await TestIssuer.create();
    gw = await startGateway(upstream.url, issuer.jwksUrl, { BODY_LIMIT: '64kb' });
    member = await issuer.memberToken();
  });

  afterAll(async () => {
    await gw?.close();
    await issuer?.close();
    await upstream?.close();
  });

  it('refuses a body over the limit with the 413 envelope, without reaching the service', async () => {
    const before = upstream.seen.length;
    const res = await call(`${gw.url}/api/home/member.Supply/add`, {
      token: member,
      headers: { lang: 'en' },
      body: { text: 'x'.repeat(70 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 413,
      message: 'Request body too large',
      data: { errorId: 'PAYLOAD_TOO_LARGE' },
    });
    expect(upstream.seen.length).toBe(before);
  });

  it('refuses a chunked body once it grows past the limit', async () => {
    const res = await rawRequest(
      `${gw.url}/api/home/member.Supply/add`,
      {
        headers: {
          authorization: `Bearer ${member}`,
          'content-type': 'application/json',
          'transfer-encoding': 'chunked',
        },
      },
      async (send) => {
        for (let i = 0; i < 10; i++) await send(Buffer.alloc(16 * 1024, 0x20));
      },
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).data.errorId).toBe('PAYLOAD_TOO_LARGE');
  });

  it('passes a body under the limit unchanged', async () => {
    const body = { text: 'y'.repeat(60 * 1024) };
    const res = await call(`${gw.url}/api/home/member.Supply/add`, { token: member, body });
    expect(res.status).toBe(200);
    const sent = Buffer.from(JSON.stringify(body));
    expect(upstream.last()).toMatchObject({
      bodyBytes: sent.length,
      bodySha256: createHash('sha256').update(sent).digest('hex'),
    });
  });

  it('streams a 30 MB multipart upload to the files service (bytes arrive before the upload ends)', async () => {
    const boundary = '----trade-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="group_id"\r\n\r\n7\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunks = Array.from({ length: 30 }, () => randomBytes(MB));
    const total = head.length + 30 * MB + tail.length;
    const hash = createHash('sha256').update(head);
    for (const c of chunks) hash.update(c);
    hash.update(tail);

    let arrivedBeforeEnd = 0;
    const res = await rawRequest(
      `${gw.url}/api/home/member.File/upload`,
      {
        headers: {
          authorization: `Bearer ${member}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': total,
        },
      },
      async (send) => {
        await send(head);
        for (const [i, chunk] of chunks.entries()) {
          await send(chunk);
          if (i === 9) {
            // A buffering proxy would hold these 10 MB until the upload ends.
            const deadline = Date.now() + 5_000;
            while (upstream.bytesInFlight < 5 * MB && Date.now() < deadline)
              await new Promise((r) => setTimeout(r, 20));
            arrivedBeforeEnd = upstream.bytesInFlight;
          }
        }
        await send(tail);
      },
    );
    expect(res.status).toBe(200);
    expect(arrivedBeforeEnd).toBeGreaterThanOrEqual(5 * MB);
    expect(upstream.last()).toMatchObject({
      url: '/home/member.File/upload',
      bodyBytes: total,
      bodySha256: hash.digest('hex'),
    });
  }, 30_000);

  it('refuses an upload over the files limit (35 MB) as soon as its declared length is seen', async () => {
    const before = upstream.seen.length;
    const res = await rawRequest(
      `${gw.url}/api/home/member.File/upload`,
      {
        headers: {
          authorization: `Bearer ${member}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': 36 * MB,
        },
      },
      (send) => send(Buffer.alloc(64 * 1024)),
    );
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(upstream.seen.length).toBe(before);
  });
});
