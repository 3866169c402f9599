import { randomBytes } from 'node:crypto';
import { endedSessionKey, IDENTITY_HEADER } from '@trade/contracts';
import { Redis } from 'ioredis';
import { REDIS_URL, call, startGateway, type RunningGateway } from './helpers/gateway';
import { TestIssuer } from './helpers/issuer';
import { TestUpstream } from './helpers/upstream';

/** Sessions auth has ended (a key in Redis per session id) stop their tokens at once. */
describe('gateway and ended sessions', () => {
  const authPrefix = `authgw:${randomBytes(4).toString('hex')}:`;
  let upstream: TestUpstream;
  let issuer: TestIssuer;
  let gw: RunningGateway;
  let redis: Redis;
  let api: string;

  beforeAll(async () => {
    upstream = await TestUpstream.start();
    issuer = await TestIssuer.create();
    gw = await startGateway(upstream.url, issuer.jwksUrl, { AUTH_REDIS_PREFIX: authPrefix });
    api = `${gw.url}/api`;
    redis = new Redis(REDIS_URL);
  });

  afterAll(async () => {
    const keys = redis ? await redis.keys(`${authPrefix}*`) : [];
    if (keys.length > 0) await redis.del(...keys);
    await redis?.quit();
    await gw?.close();
    await issuer?.close();
    await upstream?.close();
  });

  it('answers 401 to a token of an ended session, even one it verified and cached before', async () => {
    const token = await issuer.token({ sub: 'u-ended', sid: 'session-1' });
    const other = await issuer.token({ sub: 'u-ended', sid: 'session-2' });
    expect((await call(`${api}/home/member.Contract/page`, { token })).status).toBe(200);
    await redis.set(endedSessionKey(authPrefix, 'session-1'), 'u-ended', 'EX', 60);
    const res = await call(`${api}/home/member.Contract/page`, { token });
    expect(res.status).toBe(401);
    expect(res.body.data.errorId).toBe('UNAUTHENTICATED');
    // Another session of the same user, and tokens naming no session, are untouched.
    expect((await call(`${api}/home/member.Contract/page`, { token: other })).status).toBe(200);
    expect(
      (await call(`${api}/home/member.Contract/page`, { token: await issuer.memberToken() })).status,
    ).toBe(200);
  });

  it('treats a token of an ended session as no token on a public route', async () => {
    const token = await issuer.token({ sub: 'u-ended', sid: 'session-3' });
    await redis.set(endedSessionKey(authPrefix, 'session-3'), 'u-ended', 'EX', 60);
    const res = await call(`${api}/home/product/page`, { token });
    expect(res.status).toBe(200);
    expect(upstream.last()!.headers[IDENTITY_HEADER]).toBeUndefined();
  });
});
