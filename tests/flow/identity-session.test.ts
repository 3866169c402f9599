import { identityHeaders, superAdmin, waitFor } from '@trade/service-kit/testing';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { ADMIN, call, newPhone, smsCodeFor, startIdentityStack, type IdentityStack } from './identity-stack';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Identity and access through the real gateway, on the real servers: a member
 * registers with an SMS code, signs in by code, stays signed in by refresh
 * rotation; reuse of a rotated refresh token ends the whole session family.
 */
describe('member sessions through the gateway', () => {
  let stack: IdentityStack;
  beforeAll(async () => {
    stack = await startIdentityStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('registers with an SMS code, signs in by code, calls a member route, and rotates the refresh token', async () => {
    const phone = newPhone();
    const account = `m${phone}`;
    let since = Date.now();
    const sent = await call(stack.api, '/login/sendCode', { body: { phone } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ resendAfter: 2, expiresIn: 300 });
    const regCode = await smsCodeFor(stack.redis, `+86${phone}`, since);
    expect(regCode).toMatch(/^\d{6}$/);

    const reg = await call(stack.api, '/login/reg', {
      body: {
        companyName: '哈尔滨对俄贸易有限公司',
        contact: '王经理',
        account,
        password: 'trade2025',
        phone,
        email: 'wang@example.com',
        country: 'CN',
        code: regCode,
        consent: true,
      },
    });
    expect(reg.status).toBe(200);
    expect(reg.body).toMatchObject({ code: 200, message: '操作成功' });
    const memberId = reg.body.data.member_info.memberId as string;
    expect(reg.body.data.member_info).toMatchObject({
      username: account,
      mobile: `+86${phone}`,
      kind: 'member',
    });
    expect(reg.body.data.accessTokenExpires).toBeGreaterThan(Date.now());
    expect(reg.body.data.refreshTokenExpires).toBeGreaterThan(Date.now() + 13 * 86_400_000);

    await sleep(2100);
    since = Date.now();
    expect((await call(stack.api, '/login/sendCode', { body: { phone, countryCode: '+86' } })).status).toBe(
      200,
    );
    const loginCode = await smsCodeFor(stack.redis, `+86${phone}`, since);
    const login = await call(stack.api, '/login/loginByCode', { body: { phone, code: loginCode } });
    expect(login.status).toBe(200);
    const session = login.body.data;
    expect(decodeJwt(session.accessToken)).toMatchObject({ sub: memberId, kind: 'member', mid: memberId });

    const own = await call(stack.api, '/home/member.Record/info', {
      body: { memberId: 'someone-else' },
      token: session.accessToken,
    });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({ memberId });

    const refreshed = await call(stack.api, '/login/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.body.data).sort()).toEqual(
      ['accessToken', 'accessTokenExpires', 'member_info', 'refreshToken', 'refreshTokenExpires'].sort(),
    );
    expect(refreshed.body.data.refreshToken).not.toBe(session.refreshToken);
    expect(refreshed.body.data.member_info.memberId).toBe(memberId);

    const reused = await call(stack.api, '/login/refresh', {
      body: { refreshToken: session.refreshToken },
      lang: 'en',
    });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe('Your session has ended, please sign in again');
    const successor = await call(stack.api, '/login/refresh', {
      body: { refreshToken: refreshed.body.data.refreshToken },
    });
    expect(successor.status).toBe(401);

    // The registration's event reached Kafka through the outbox and the audit log through its consumer.
    const line = await waitFor(
      async () => {
        const res = await stack.auth.service.app.inject({
          method: 'GET',
          url: `/system/log/list?action=trade.member.registered&subject=${memberId}`,
          headers: identityHeaders(superAdmin),
        });
        return res.json().data.rows[0];
      },
      40000,
      'the registration in the audit log',
    );
    expect(line).toMatchObject({ source: 'auth', data: { memberId, account } });
    // The phone number stays in auth's store: neither the event nor the audit log carries it.
    expect(line.data).not.toHaveProperty('phone');
  });

  it('signs out: logout revokes the refresh family', async () => {
    const login = await call(stack.api, '/login/login', {
      body: { account: ADMIN.username, password: ADMIN.password },
    });
    expect(login.status).toBe(200);
    const out = await call(stack.api, '/login/logout', {
      body: { refreshToken: login.body.data.refreshToken },
    });
    expect(out.status).toBe(200);
    const after = await call(stack.api, '/login/refresh', {
      body: { refreshToken: login.body.data.refreshToken },
    });
    expect(after.status).toBe(401);
  });

  it('keeps everyone signed in across a signing-key rotation', async () => {
    const before = (
      await call(stack.api, '/login/login', { body: { account: ADMIN.username, password: ADMIN.password } })
    ).body.data;
    const oldKid = decodeProtectedHeader(before.accessToken).kid;
    const { activatesAt } = await stack.auth.keys.rotate();
    const menu = await call(stack.api, '/system/menu/my/1.6.9', { token: before.accessToken });
    expect(menu.status).toBe(200);
    await sleep(activatesAt.getTime() - Date.now() + 50);
    const after = (await call(stack.api, '/login/refresh', { body: { refreshToken: before.refreshToken } }))
      .body.data;
    expect(decodeProtectedHeader(after.accessToken).kid).not.toBe(oldKid);
    expect((await call(stack.api, '/system/menu/my/1.6.9', { token: after.accessToken })).status).toBe(200);
    expect((await call(stack.api, '/system/menu/my/1.6.9', { token: before.accessToken })).status).toBe(200);
  });

  it('refuses a made-up refresh token with 401', async () => {
    const res = await call(stack.api, '/login/refresh', { body: { refreshToken: 'not-a-token' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('登录已失效，请重新登录');
  });
});

/**
 * A rotation seen from a gateway that refetches the JWKS for an unknown kid only once
 * per 10 minutes and refreshes it every 2 s: the next key is published 4 s before
 * it signs, so a token with the new kid is accepted on its very first use.
 */
describe('signing-key rotation through a gateway whose JWKS refetch is cooling down', () => {
  let stack: IdentityStack;
  beforeAll(async () => {
    stack = await startIdentityStack(
      { SIGNING_KEY_PUBLISH_DELAY: '4' },
      { JWKS_COOLDOWN: '10m', JWKS_MAX_AGE: '2s' },
    );
  });
  afterAll(async () => {
    await stack?.close();
  });

  const kidOf = (token: string) => decodeProtectedHeader(token).kid;
  const menu = (token: string) => call(stack.api, '/system/menu/my/1.6.9', { token });
  const publishedKids = async () => {
    const res = await fetch(`${stack.api}/.well-known/jwks.json`);
    return ((await res.json()) as { keys: Array<{ kid: string }> }).keys.map((k) => k.kid);
  };

  it('publishes the next key before any token carries it, and accepts the first token signed with it', async () => {
    let session = (
      await call(stack.api, '/login/login', { body: { account: ADMIN.username, password: ADMIN.password } })
    ).body.data;
    const oldKid = kidOf(session.accessToken);
    const oldToken = session.accessToken as string;
    expect(await publishedKids()).toEqual([oldKid]);

    const { kid: nextKid, activatesAt } = await stack.auth.keys.rotate();
    expect(nextKid).not.toBe(oldKid);
    expect((await publishedKids()).sort()).toEqual([oldKid, nextKid].sort());

    // Until the next key activates, signing in and refreshing still hand out the old kid.
    while (Date.now() < activatesAt.getTime() - 300) {
      session = (await call(stack.api, '/login/refresh', { body: { refreshToken: session.refreshToken } }))
        .body.data;
      expect(kidOf(session.accessToken)).toBe(oldKid);
      expect((await menu(session.accessToken)).status).toBe(200);
      await sleep(250);
    }

    await sleep(activatesAt.getTime() - Date.now() + 50);
    const fresh = (
      await call(stack.api, '/login/login', { body: { account: ADMIN.username, password: ADMIN.password } })
    ).body.data;
    expect(kidOf(fresh.accessToken)).toBe(nextKid);
    const firstUse = await menu(fresh.accessToken);
    expect(firstUse.status).toBe(200);
    expect(firstUse.body.message).toBe('操作成功');

    const refreshed = (
      await call(stack.api, '/login/refresh', { body: { refreshToken: session.refreshToken } })
    ).body.data;
    expect(kidOf(refreshed.accessToken)).toBe(nextKid);
    expect((await menu(refreshed.accessToken)).status).toBe(200);
    // Tokens signed before the rotation keep working until they expire.
    expect((await menu(oldToken)).status).toBe(200);
  });
});
