import { IDENTITY_HEADER, IDENTITY_SIGNATURE_HEADER, decodeIdentity, encodeIdentity } from '@trade/contracts';
import { INTERNAL_SECRET, call, startGateway, type RunningGateway } from './helpers/gateway';
import { TestIssuer, makeKey } from './helpers/issuer';
import { TestUpstream } from './helpers/upstream';

describe('gateway authentication and identity', () => {
  let upstream: TestUpstream;
  let issuer: TestIssuer;
  let gw: RunningGateway;
  let api: string;

  beforeAll(async () => {
    upstream = await TestUpstream.start();
    issuer = await TestIssuer.create();
    gw = await startGateway(upstream.url, issuer.jwksUrl);
    api = `${gw.url}/api`;
  });

  afterAll(async () => {
    await gw?.close();
    await issuer?.close();
    await upstream?.close();
  });

  it('rejects a member route without a token with the 401 envelope, before reaching the service', async () => {
    const before = upstream.seen.length;
    const res = await call(`${api}/home/member.Contract/page`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 401,
      message: '未登录，请先登录',
      data: { errorId: 'UNAUTHENTICATED', requestId: expect.any(String) },
    });
    expect(res.headers.get('x-request-id')).toBe(res.body.data.requestId);
    expect(upstream.seen.length).toBe(before);
  });

  it('rejects an expired token with 401', async () => {
    const token = await issuer.memberToken();
    const expired = await issuer.token({}, { expiresIn: -120 });
    expect((await call(`${api}/home/member.Contract/page`, { token })).status).toBe(200);
    const res = await call(`${api}/home/member.Contract/page`, { token: expired });
    expect(res.status).toBe(401);
    expect(res.body.data.errorId).toBe('UNAUTHENTICATED');
  });

  it('rejects a token signed by a foreign key, even one claiming a published kid', async () => {
    const foreign = await makeKey(issuer.current.kid);
    const res = await call(`${api}/home/member.Contract/page`, {
      token: await issuer.token({}, { key: foreign }),
    });
    expect(res.status).toBe(401);
    const unknownKid = await makeKey('attacker-key');
    expect(
      (await call(`${api}/home/member.Contract/page`, { token: await issuer.token({}, { key: unknownKid }) }))
        .status,
    ).toBe(401);
  });

  it('rejects tokens for another issuer or audience, and garbage', async () => {
    for (const token of [
      await issuer.token({}, { issuer: 'someone-else' }),
      await issuer.token({}, { audience: 'other-app' }),
      'not.a.jwt',
    ]) {
      expect((await call(`${api}/home/member.Contract/page`, { token })).status).toBe(401);
    }
  });

  it('accepts a token with a new kid after the JWKS rotates (refetch on unknown kid)', async () => {
    const fetchesBefore = issuer.fetches;
    await issuer.rotate('key-2');
    const res = await call(`${api}/home/member.Contract/page`, {
      token: await issuer.memberToken('m-rotated'),
    });
    expect(res.status).toBe(200);
    expect(issuer.fetches).toBeGreaterThan(fetchesBefore);
    const identity = decodeIdentity(
      upstream.last()!.headers[IDENTITY_HEADER] as string,
      upstream.last()!.headers[IDENTITY_SIGNATURE_HEADER] as string,
      INTERNAL_SECRET,
    );
    expect(identity?.memberId).toBe('m-rotated');
  });

  it('signs a fresh identity for a cached token, so services never see one older than their window', async () => {
    const token = await issuer.memberToken('m-clock');
    await call(`${api}/home/member.Contract/page`, { token });
    const first = upstream.last()!.headers;
    const later = Date.now() + 70_000;
    jest.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      await call(`${api}/home/member.Contract/page`, { token });
      const seen = upstream.last()!.headers;
      const header = (h: typeof seen) =>
        [h[IDENTITY_HEADER] as string, h[IDENTITY_SIGNATURE_HEADER] as string] as const;
      expect(decodeIdentity(...header(seen), INTERNAL_SECRET, 60, later)?.memberId).toBe('m-clock');
      // The first call's header, replayed 70 s later, is refused.
      expect(decodeIdentity(...header(first), INTERNAL_SECRET, 60, later)).toBeNull();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('lets a public route through without a token, and ignores a bad token there', async () => {
    const res = await call(`${api}/product/page`, { body: { pageNumber: 1 } });
    expect(res.status).toBe(200);
    expect(upstream.last()!.url).toBe('/product/page');
    expect(upstream.last()!.headers[IDENTITY_HEADER]).toBeUndefined();

    const withBadToken = await call(`${api}/login/login`, { token: 'expired.or.broken' });
    expect(withBadToken.status).toBe(200);
    expect(upstream.last()!.url).toBe('/login/login');
  });

  it('never forwards a client-sent identity: the service sees only the gateway-signed one', async () => {
    const forged = encodeIdentity(
      { sub: 'root', kind: 'admin', roles: ['admin'], perms: ['*/*/*'] },
      INTERNAL_SECRET,
    );
    const spoofHeaders = {
      [IDENTITY_HEADER]: forged.value,
      [IDENTITY_SIGNATURE_HEADER]: forged.signature,
      'x-trade-anything': 'spoofed',
    };

    // Anonymous on a public route: no identity at all reaches the service.
    await call(`${api}/product/page`, { headers: spoofHeaders });
    let seen = upstream.last()!.headers;
    expect(seen[IDENTITY_HEADER]).toBeUndefined();
    expect(seen[IDENTITY_SIGNATURE_HEADER]).toBeUndefined();
    expect(seen['x-trade-anything']).toBeUndefined();

    // Signed in as a member: the service sees the member, not the forged admin.
    await call(`${api}/home/member.Contract/page`, {
      token: await issuer.memberToken('m-42', 'u-42'),
      headers: spoofHeaders,
    });
    seen = upstream.last()!.headers;
    expect(seen['x-trade-anything']).toBeUndefined();
    expect(
      decodeIdentity(
        seen[IDENTITY_HEADER] as string,
        seen[IDENTITY_SIGNATURE_HEADER] as string,
        INTERNAL_SECRET,
      ),
    ).toEqual({
      sub: 'u-42',
      kind: 'member',
      roles: ['member'],
      perms: [],
      memberId: 'm-42',
    });
  });

  it('answers 403 to a member token on an /admin route and to an admin token on a member route', async () => {
    const member = await call(`${api}/admin/sys.user/page`, { token: await issuer.memberToken() });
    expect(member.status).toBe(403);
    expect(member.body).toMatchObject({ code: 403, message: '无权限访问', data: { errorId: 'FORBIDDEN' } });

    const admin = await call(`${api}/home/member.Supply/page`, { token: await issuer.adminToken() });
    expect(admin.status).toBe(403);

    expect((await call(`${api}/admin/sys.user/page`, { token: await issuer.adminToken() })).status).toBe(200);
  });

  it('keeps the back-office GET /system lists for admins, the own menu for any signed-in caller', async () => {
    const member = await issuer.memberToken();
    expect((await call(`${api}/system/user/list`, { method: 'GET' })).status).toBe(401);
    expect((await call(`${api}/system/log/list`, { method: 'GET', token: member })).status).toBe(403);
    expect(
      (await call(`${api}/system/log/list`, { method: 'GET', token: await issuer.adminToken() })).status,
    ).toBe(200);
    expect((await call(`${api}/system/menu/my/1.6.9`, { method: 'GET', token: member })).status).toBe(200);
    expect((await call(`${api}/admin/router`, { method: 'GET', token: member })).status).toBe(200);
  });

  it('forwards the request id (generated when absent) and the client address', async () => {
    const res = await call(`${api}/product/page`, {
      headers: { 'x-request-id': 'trace-abc-123', 'x-forwarded-for': '6.6.6.6' },
    });
    expect(res.headers.get('x-request-id')).toBe('trace-abc-123');
    expect(upstream.last()!.headers['x-request-id']).toBe('trace-abc-123');
    expect(upstream.last()!.headers['x-forwarded-for']).toBe('127.0.0.1');

    const generated = await call(`${api}/product/page`);
    const id = generated.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstream.last()!.headers['x-request-id']).toBe(id);
  });

  it('strips the API prefix and keeps the query string', async () => {
    await call(`${api}/home/Basic/getDictList?class_code=unit&_t=1`, { method: 'GET' });
    expect(upstream.last()!.url).toBe('/home/Basic/getDictList?class_code=unit&_t=1');
  });
});
