import { ADMIN, call, newPhone, smsCodeFor, startIdentityStack, type IdentityStack } from './identity-stack';

/** The back office's member accounts through the gateway: search, disable (sessions end at once), enable. */
describe('member accounts in the back office', () => {
  let stack: IdentityStack;
  let admin: string;

  const register = async (companyName: string) => {
    const phone = newPhone();
    const since = Date.now();
    await call(stack.api, '/login/sendCode', { body: { phone } });
    const code = await smsCodeFor(stack.redis, `+86${phone}`, since);
    const account = `m${phone}`;
    const reg = await call(stack.api, '/login/reg', {
      body: { companyName, contact: '赵', account, password: 'abc123', phone, code, consent: true },
    });
    expect(reg.status).toBe(200);
    return { account, phone, ...(reg.body.data as { accessToken: string; refreshToken: string }) };
  };
  const page = async (body: unknown) => call(stack.api, '/admin/member.account/page', { body, token: admin });

  beforeAll(async () => {
    stack = await startIdentityStack();
    admin = (
      await call(stack.api, '/login/login', { body: { account: ADMIN.username, password: ADMIN.password } })
    ).body.data.accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists member accounts with a search over account, company, contact and phone', async () => {
    const tag = String(Date.now()).slice(-6);
    const one = await register(`黑河贸易${tag}`);
    await register(`满洲里物流${tag}`);
    const byCompany = await page({ keyword: `黑河贸易${tag}` });
    expect(byCompany.status).toBe(200);
    expect(byCompany.body.data.total).toBe(1);
    expect(byCompany.body.data.rows[0]).toMatchObject({ account: one.account, status: 1, contact: '赵' });
    expect(byCompany.body.data.rows[0]).not.toHaveProperty('passwordHash');
    expect(
      (await page({ keyword: one.phone })).body.data.rows.map((r: { account: string }) => r.account),
    ).toEqual([one.account]);
    expect((await page({ keyword: tag, pageSize: 1 })).body.data).toMatchObject({ total: 2 });
    // A keyword is text, never a pattern.
    expect((await page({ keyword: '.*' })).body.data.total).toBe(0);
  });

  it('refuses a member token with 403 and bad input with a 400 naming the field', async () => {
    const member = await register('绥芬河木业');
    for (const [path, body] of [
      ['/admin/member.account/page', {}],
      ['/admin/member.account/changeStatus', { id: 'x', status: 0 }],
    ] as const) {
      expect((await call(stack.api, path, { body, token: member.accessToken })).status).toBe(403);
    }
    const cases: Array<[string, unknown, string]> = [
      ['/admin/member.account/page', { pageSize: 0 }, 'pageSize'],
      ['/admin/member.account/page', { keyword: 'x'.repeat(101) }, 'keyword'],
      ['/admin/member.account/page', { prop: 'passwordHash' }, 'prop'],
      ['/admin/member.account/changeStatus', { status: 0 }, 'id'],
      ['/admin/member.account/changeStatus', { id: 'abc', status: 2 }, 'status'],
    ];
    for (const [path, body, field] of cases) {
      const res = await call(stack.api, path, { body, token: admin, lang: 'en' });
      expect([path, field, res.status]).toEqual([path, field, 400]);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    const missing = await call(stack.api, '/admin/member.account/changeStatus', {
      body: { id: '0123456789abcdef01234567', status: 0 },
      token: admin,
    });
    expect(missing.status).toBe(404);
  });

  it('disables an account: its access token is refused at the next request, its refresh fails; enabled again it signs in', async () => {
    const member = await register('东宁边贸');
    const before = await call(stack.api, '/home/member.Record/info', { body: {}, token: member.accessToken });
    expect(before.status).toBe(200);
    const id = before.body.data.memberId as string;

    const disabled = await call(stack.api, '/admin/member.account/changeStatus', {
      body: { id, status: 0 },
      token: admin,
    });
    expect(disabled.status).toBe(200);
    const refused = await call(stack.api, '/home/member.Record/info', {
      body: {},
      token: member.accessToken,
    });
    expect(refused.status).toBe(401);
    const refresh = await call(stack.api, '/login/refresh', { body: { refreshToken: member.refreshToken } });
    expect(refresh.status).toBe(401);
    const signIn = await call(stack.api, '/login/login', {
      body: { account: member.account, password: 'abc123' },
      lang: 'en',
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe('This account is disabled, please contact the administrator');
    expect((await page({ keyword: member.account })).body.data.rows[0].status).toBe(0);

    const enabled = await call(stack.api, '/admin/member.account/changeStatus', {
      body: { id, status: 1 },
      token: admin,
    });
    expect(enabled.status).toBe(200);
    const again = await call(stack.api, '/login/login', {
      body: { account: member.account, password: 'abc123' },
    });
    expect(again.status).toBe(200);
    const after = await call(stack.api, '/home/member.Record/info', {
      body: {},
      token: again.body.data.accessToken,
    });
    expect(after.body.data.memberId).toBe(id);

    const log = await call(stack.api, `/system/log/list?action=member.account.changeStatus&subject=${id}`, {
      token: admin,
    });
    expect(log.body.data.rows.map((r: { before: unknown; after: unknown }) => [r.before, r.after])).toEqual([
      [
        { account: member.account, status: 0 },
        { account: member.account, status: 1 },
      ],
      [
        { account: member.account, status: 1 },
        { account: member.account, status: 0 },
      ],
    ]);
    expect(log.body.data.rows[0].actor).toMatchObject({ kind: 'admin', name: ADMIN.username });
  });
});
