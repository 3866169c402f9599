import { ADMIN, call, newPhone, smsCodeFor } from './identity-stack';
import { adminToken, auditLines, memberToken, startSettingsStack } from './sys-settings-helpers';
import { waitFor } from '@trade/service-kit/testing';

const VERBS = ['list', 'add', 'edit', 'batch', 'sort', 'del', 'refresh'].map((v) => `/admin/sys.config/${v}`);

interface Setting {
  id: string;
  key: string;
  group: string;
  value: unknown;
  title: string;
  sort: number;
}

/** System settings through the real gateway: every §7 verb of sys.config, the public read, live effect on auth. */
describe('system configuration through the gateway', () => {
  let stack: Awaited<ReturnType<typeof startSettingsStack>>;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    stack = await startSettingsStack();
    admin = await adminToken(stack.api);
    member = await memberToken(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const cfg = (path: string, body: unknown, lang?: string) =>
    call(stack.api, `/admin/sys.config/${path}`, { body, token: admin, lang });
  const settings = async (lang?: string) => (await cfg('list', {}, lang)).body.data as Setting[];
  const byKey = async (key: string) => (await settings()).find((s) => s.key === key)!;

  it.each(VERBS)('refuses a member token on %s with 403', async (path) => {
    const res = await call(stack.api, path, { body: { id: 'x', items: [] }, token: member });
    expect(res.status).toBe(403);
  });

  it.each([
    ['add', { key: 'a.b', group: 'g', type: 'date', value: 1, title: 't' }, 'type'],
    ['add', { key: 'bad key', group: 'g', type: 'string', value: 'x', title: 't' }, 'key'],
    ['add', { key: 'a.num', group: 'g', type: 'number', value: 'ten', title: 't' }, 'value'],
    ['add', { key: 'a.flag', group: 'g', type: 'boolean', value: 'yes', title: 't' }, 'value'],
    ['edit', { key: 'a.b', group: 'g', type: 'string', value: 'x', title: 't' }, 'id'],
    ['batch', { items: [{ key: 'upload.fileMaxSizeMb', value: 500 }] }, 'items/0/value'],
    ['batch', { items: [{ key: 'no.such.setting', value: 1 }] }, 'items/0/key'],
    ['batch', { items: [] }, 'items'],
    ['sort', { items: [{ id: 'x', sort: 'top' }] }, 'sort'],
    ['del', {}, 'id'],
    ['list', { group: 'bad group!' }, 'group'],
  ])('answers bad input on %s with 400 naming the field (case %#)', async (verb, body, field) => {
    const res = await cfg(verb, body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.data)).toContain(field);
  });

  it('seeds grouped, typed settings from the environment and gives the public ones to anyone', async () => {
    const all = await settings('en');
    expect(all.find((s) => s.key === 'auth.login.accountMaxFailures')).toMatchObject({
      group: 'auth',
      value: 5,
      title: 'Failed sign-ins per account and IP',
    });
    expect(all.find((s) => s.key === 'auth.sms.resendAfter')).toMatchObject({ value: 2 }); // the stack's env
    const publicRead = await call(stack.api, '/home/Basic/getConfig');
    expect(publicRead.status).toBe(200);
    expect(publicRead.body.data).toMatchObject({
      'site.name': expect.any(String),
      'site.hotline': expect.any(String),
      'site.icp': expect.any(String),
      'upload.imageMaxSizeMb': 10,
      'upload.fileMaxSizeMb': 30,
      'auth.registration.open': true,
      // The password rule, so the forms check what the server checks.
      'auth.password.minLength': 6,
      'auth.password.maxLength': 20,
      'auth.password.minKinds': 2,
    });
    expect(publicRead.body.data).not.toHaveProperty('auth.login.accountMaxFailures');
    expect((await call(stack.api, '/home/Basic/getConfig', { body: {} })).body.data).toEqual(
      publicRead.body.data,
    );
  });

  it('adds, edits, batch-edits, sorts and deletes settings; Redis, the event stream and the audit log follow', async () => {
    const added = await cfg('add', {
      key: 'portal.banner',
      group: 'portal',
      type: 'json',
      value: { slides: ['a.png'] },
      title: '首页横幅',
      labels: { en: 'Home banner' },
      public: true,
    });
    expect(added.status).toBe(200);
    const id = added.body.data.id as string;
    expect(
      (await cfg('add', { key: 'portal.banner', group: 'portal', type: 'string', value: '', title: 'x' }))
        .status,
    ).toBe(409);
    const second = await cfg('add', {
      key: 'portal.motto',
      group: 'portal',
      type: 'string',
      value: '诚信',
      title: '口号',
      sort: 5,
    });
    const secondId = second.body.data.id as string;

    // A JSON value may use any keys, even those the store refuses as field names.
    const odd = await cfg('add', {
      key: 'portal.rules',
      group: 'portal',
      type: 'json',
      value: { $where: { 'a.b': [1, null, true] } },
      title: '规则',
    });
    expect(odd.status).toBe(200);
    expect((await byKey('portal.rules')).value).toEqual({ $where: { 'a.b': [1, null, true] } });

    const published = async () =>
      JSON.parse((await stack.redis.hget(stack.liveConfigKey, 'portal.banner')) ?? 'null');
    expect(await published()).toEqual({ slides: ['a.png'] });
    expect((await call(stack.api, '/home/Basic/getConfig')).body.data['portal.banner']).toEqual({
      slides: ['a.png'],
    });

    const edited = await cfg('edit', {
      id,
      key: 'portal.banner',
      group: 'portal',
      type: 'json',
      value: { slides: ['b.png'] },
      title: '首页横幅图',
      public: true,
    });
    expect(edited.status).toBe(200);
    expect(await published()).toEqual({ slides: ['b.png'] });

    // Batch: one bad value refuses the whole batch and changes nothing.
    const refused = await cfg('batch', {
      items: [
        { key: 'site.hotline', value: '400-111-2222' },
        { key: 'upload.imageMaxSizeMb', value: 'big' },
      ],
    });
    expect(refused.status).toBe(400);
    expect((await byKey('site.hotline')).value).not.toBe('400-111-2222');
    const batch = await cfg('batch', {
      items: [
        { key: 'site.hotline', value: '400-111-2222' },
        { key: 'upload.imageMaxSizeMb', value: 5 },
      ],
    });
    expect(batch.body.data).toEqual({ changed: 2 });
    expect((await call(stack.api, '/home/Basic/getConfig')).body.data).toMatchObject({
      'site.hotline': '400-111-2222',
      'upload.imageMaxSizeMb': 5,
    });

    expect(
      (
        await cfg('sort', {
          items: [
            { id, sort: 1 },
            { id: secondId, sort: 2 },
          ],
        })
      ).status,
    ).toBe(200);
    const portal = (await cfg('list', { group: 'portal' })).body.data as Setting[];
    expect(portal.map((s) => s.key)).toEqual(['portal.rules', 'portal.banner', 'portal.motto']);

    expect((await cfg('del', { id })).status).toBe(200);
    expect((await cfg('del', { id })).status).toBe(404);
    expect(await published()).toBeNull();
    expect((await settings()).some((s) => s.key === 'portal.banner')).toBe(false);
    // The key is free again.
    expect(
      (await cfg('add', { key: 'portal.banner', group: 'portal', type: 'string', value: 'x', title: 'x' }))
        .status,
    ).toBe(200);

    // refresh re-publishes the whole set (after the hash was lost, say).
    await stack.redis.del(stack.liveConfigKey);
    const refresh = await cfg('refresh', {});
    expect(refresh.body.data.published).toBeGreaterThan(15);
    expect(JSON.parse((await stack.redis.hget(stack.liveConfigKey, 'site.hotline'))!)).toBe('400-111-2222');

    // Every change went out as trade.config.changed (the audit log consumes every topic) …
    const events = await waitFor(
      async () => {
        const lines = await auditLines(stack.api, admin, 'trade.config.changed');
        const subjects = new Set(lines.map((l) => l.subject));
        return subjects.has('site.hotline') && subjects.has('portal.banner') && subjects.has('portal.rules')
          ? lines
          : undefined;
      },
      15000,
      'trade.config.changed events',
    );
    expect(events.map((l) => l.subject)).toEqual(expect.arrayContaining(['portal.banner', 'site.hotline']));
    // … and each admin change is an audit line with before and after.
    const edits = await auditLines(stack.api, admin, 'sys.config.edit');
    expect(edits.find((l) => l.subject === id)).toMatchObject({
      before: { value: { slides: ['a.png'] } },
      after: { value: { slides: ['b.png'] } },
    });
    const batches = await auditLines(stack.api, admin, 'sys.config.batch');
    expect(batches.find((l) => l.before?.key === 'site.hotline')).toMatchObject({
      after: { value: '400-111-2222' },
    });
    // Keys the store refuses as field names reach the log too, and read back as they were sent.
    const adds = await auditLines(stack.api, admin, 'sys.config.add');
    expect(adds.find((l) => l.after?.key === 'portal.rules')).toMatchObject({
      after: { value: { $where: { 'a.b': [1, null, true] } } },
    });
    expect(events.find((l) => l.subject === 'portal.rules')).toMatchObject({
      data: { value: { $where: { 'a.b': [1, null, true] } } },
    });
    for (const action of ['sys.config.add', 'sys.config.sort', 'sys.config.del'])
      expect((await auditLines(stack.api, admin, action)).length).toBeGreaterThan(0);
  });

  it('auth reads its sign-in settings live: registration closes and the password rule tightens without a restart', async () => {
    const closed = await cfg('batch', {
      items: [
        { key: 'auth.registration.open', value: false },
        { key: 'auth.password.minLength', value: 8 },
      ],
    });
    expect(closed.status).toBe(200);
    const phone = newPhone();
    const register = async (password: string, code: string) =>
      call(stack.api, '/login/reg', {
        body: {
          companyName: '关闭测试',
          contact: '赵',
          account: `c${phone}`,
          password,
          phone,
          code,
          consent: true,
        },
        lang: 'en',
      });
    // A wrong code changes nothing: open, it is refused for the code (400); closed, with 403.
    const probe = (status: number) => async () => {
      const res = await register('abc12345', '000000');
      return res.status === status ? res : undefined;
    };
    const started = Date.now();
    const refusedReg = await waitFor(probe(403), 5000, 'registration closed');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(refusedReg.body.message).toBe('Registration is closed at the moment');

    const shortPassword = await call(stack.api, '/admin/sys.user/add', {
      body: { username: `u${phone}`, password: 'abc1234' },
      token: admin,
      lang: 'en',
    });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.message).toBe('Password must be 8-20 characters');

    await cfg('batch', {
      items: [
        { key: 'auth.registration.open', value: true },
        { key: 'auth.password.minLength', value: 6 },
      ],
    });
    await waitFor(probe(400), 5000, 'registration open again');
    const since = Date.now();
    await call(stack.api, '/login/sendCode', { body: { phone } });
    const code = await smsCodeFor(stack.redis, `+86${phone}`, since);
    expect((await register('abc123', code)).status).toBe(200);
  });

  it('auth follows the lockout policy, the SMS code timing and the token lifetime without a restart', async () => {
    const before = await settings();
    const keys = [
      'auth.login.accountMaxFailures',
      'auth.sms.codeTtl',
      'auth.sms.resendAfter',
      'auth.token.accessTtl',
    ];
    const changed = await cfg('batch', {
      items: [
        { key: keys[0], value: 2 },
        { key: keys[1], value: 240 },
        { key: keys[2], value: 90 },
        { key: keys[3], value: 600 },
      ],
    });
    expect(changed.status).toBe(200);
    try {
      // The code's lifetime and resend wait are what the next code is sent with.
      const sent = await waitFor(
        async () => {
          const res = await call(stack.api, '/login/sendCode', { body: { phone: newPhone() } });
          return res.body.data?.expiresIn === 240 ? res : undefined;
        },
        5000,
        'the new SMS code lifetime',
      );
      expect(sent.body.data).toMatchObject({ expiresIn: 240, resendAfter: 90 });

      // Two failures now lock the account from this client, where the seeded policy allowed five.
      const account = `lock${newPhone()}`;
      const attempt = () =>
        call(stack.api, '/login/login', { body: { account, password: 'wrong-pass1' }, lang: 'en' });
      expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(400);
      const locked = await attempt();
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/^Too many failed sign-ins/);

      // A new access token lives as long as the setting says (the stack starts auth with 60 s).
      const login = await call(stack.api, '/login/login', {
        body: { account: ADMIN.username, password: ADMIN.password },
      });
      const token = login.body.data.accessToken as string;
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
        iat: number;
        exp: number;
      };
      expect(claims.exp - claims.iat).toBe(600);
    } finally {
      await cfg('batch', {
        items: keys.map((key) => ({ key, value: before.find((s) => s.key === key)!.value })),
      });
    }
  });
});
