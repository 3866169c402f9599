import { createServer } from 'node:net';
import { call, startGateway, type RunningGateway } from './helpers/gateway';
import { TestIssuer } from './helpers/issuer';
import { rawRequest } from './helpers/raw-request';
import { TestUpstream } from './helpers/upstream';

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('gateway routing and upstream failures', () => {
  let upstream: TestUpstream;
  let issuer: TestIssuer;
  let gw: RunningGateway;
  let api: string;

  beforeAll(async () => {
    upstream = await TestUpstream.start();
    issuer = await TestIssuer.create();
    gw = await startGateway(upstream.url, issuer.jwksUrl, {
      UPSTREAM_TIMEOUT_MS: '300',
      NOTIFY_URL: `http://127.0.0.1:${await closedPort()}`,
    });
    api = `${gw.url}/api`;
  });

  afterAll(async () => {
    await gw?.close();
    await issuer?.close();
    await upstream?.close();
  });

  it('answers an unknown API path with the localised 404 envelope', async () => {
    const zh = await call(`${api}/no/such/thing`);
    expect(zh.status).toBe(404);
    expect(zh.body).toEqual({
      code: 404,
      message: '接口不存在：/api/no/such/thing',
      data: { errorId: 'ROUTE_NOT_FOUND', requestId: zh.headers.get('x-request-id') },
    });
    const en = await call(`${api}/no/such/thing`, { headers: { lang: 'en' } });
    expect(en.body.message).toBe('No such endpoint: /api/no/such/thing');
    const ru = await call(`${api}/no/such/thing`, { headers: { 'accept-language': 'ru-RU,ru;q=0.9' } });
    expect(ru.body.message).toBe('Нет такого адреса: /api/no/such/thing');
  });

  it('localises auth errors too (lang: en)', async () => {
    const res = await call(`${api}/home/member.Contract/page`, { headers: { lang: 'en' } });
    expect(res.body.message).toBe('Not logged in, please login first');
  });

  it('answers 404 for a path outside the API when no web app is served', async () => {
    const res = await call(`${gw.url}/nothing-here`, { method: 'GET' });
    expect(res.status).toBe(404);
    expect(res.body.data.errorId).toBe('ROUTE_NOT_FOUND');
  });

  it('routes by longest prefix: the exact /admin/router beats /admin/*, methods narrow a route', async () => {
    const member = await issuer.memberToken();
    expect((await call(`${api}/admin/router`, { method: 'GET', token: member })).status).toBe(200);
    // POST is not a /system list: no route.
    expect((await call(`${api}/system/user/list`, { token: await issuer.adminToken() })).status).toBe(404);
  });

  it('refuses dot segments that could climb from a public prefix into an admin path', async () => {
    const before = upstream.seen.length;
    for (const path of [
      '/product/../admin/sys.user/page',
      '/product/..%2F..%2Fadmin/sys.user/page',
      '/product/%2e%2e/admin/sys.user/page',
    ]) {
      // node:http sends the path as written (fetch would normalise it first).
      const res = await rawRequest(`${api}${path}`, {}, async () => undefined);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body).data.errorId).toBe('BAD_REQUEST');
    }
    expect(upstream.seen.length).toBe(before);
  });

  it('answers 504 when the upstream does not answer within the timeout', async () => {
    upstream.slowMs = 3_000;
    const started = Date.now();
    const res = await call(`${api}/product/slow`, { headers: { lang: 'en' } });
    const elapsed = Date.now() - started;
    expect(res.status).toBe(504);
    expect(res.body).toMatchObject({
      code: 504,
      message: 'Upstream service timed out',
      data: { errorId: 'UPSTREAM_TIMEOUT' },
    });
    // undici checks header timeouts on a coarse clock (0.5 s ticks), hence the slack.
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(upstream.slowMs);
  });

  it('answers 503 "try again later" with Retry-After when the upstream is unreachable', async () => {
    const res = await call(`${api}/guestbook/add`, { body: { content: 'hello' } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body).toMatchObject({
      code: 503,
      message: '服务暂时不可用，请稍后再试',
      data: { errorId: 'TRY_AGAIN_LATER' },
    });
    const english = await call(`${api}/guestbook/add`, {
      body: { content: 'hello' },
      headers: { lang: 'en' },
    });
    expect(english.body.message).toBe('Service temporarily unavailable, please try again later');
  });

  it('passes the upstream status and envelope through untouched', async () => {
    const res = await call(`${api}/index/index`, { method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 200,
      message: '操作成功',
      data: { url: '/index/index', method: 'GET' },
    });
  });
});
