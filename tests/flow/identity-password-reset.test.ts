import { call, newPhone, smsCodeFor, startIdentityStack, type IdentityStack } from './identity-stack';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A forgotten password through the real gateway: the member proves the phone with an
 * SMS code and sets a new password; the old password stops working and every session
 * the member had ends (refresh 401, access tokens refused by the gateway).
 */
describe('forgotten password reset by SMS code', () => {
  let stack: IdentityStack;
  beforeAll(async () => {
    stack = await startIdentityStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const codeFor = async (phone: string) => {
    const since = Date.now();
    const sent = await call(stack.api, '/login/sendCode', { body: { phone } });
    expect(sent.status).toBe(200);
    return smsCodeFor(stack.redis, `+86${phone}`, since);
  };

  it('sets the new password, refuses the old one and ends the other sessions', async () => {
    const phone = newPhone();
    const account = `r${phone}`;
    const reg = await call(stack.api, '/login/reg', {
      body: {
        companyName: '绥芬河木业',
        contact: '李经理',
        account,
        password: 'old-pass1',
        phone,
        code: await codeFor(phone),
        consent: true,
      },
    });
    expect(reg.status).toBe(200);
    const other = await call(stack.api, '/login/login', { body: { account, password: 'old-pass1' } });
    expect(other.status).toBe(200);
    expect(
      (await call(stack.api, '/home/member.Record/info', { body: {}, token: other.body.data.accessToken }))
        .status,
    ).toBe(200);

    await sleep(2100);
    // A password against the §5 rule is refused in the request's language, and the code is kept.
    const code = await codeFor(phone);
    const weak = await call(stack.api, '/login/resetPassword', {
      body: { phone, code, password: 'abc' },
      lang: 'ru',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Пароль должен содержать от 6 до 20 символов');
    const wrong = await call(stack.api, '/login/resetPassword', {
      body: { phone, code: code === '000000' ? '111111' : '000000', password: 'new-pass2' },
    });
    expect(wrong.status).toBe(400);

    const reset = await call(stack.api, '/login/resetPassword', {
      body: { phone, code, password: 'new-pass2' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data.member_info).toMatchObject({ username: account, kind: 'member' });

    const old = await call(stack.api, '/login/login', { body: { account, password: 'old-pass1' } });
    expect(old.status).toBe(400);
    expect((await call(stack.api, '/login/login', { body: { account, password: 'new-pass2' } })).status).toBe(
      200,
    );

    // The sessions from before the reset are over: refresh and the access token both fail.
    for (const session of [reg, other]) {
      const refreshed = await call(stack.api, '/login/refresh', {
        body: { refreshToken: session.body.data.refreshToken },
      });
      expect(refreshed.status).toBe(401);
      const member = await call(stack.api, '/home/member.Record/info', {
        body: {},
        token: session.body.data.accessToken,
      });
      expect(member.status).toBe(401);
    }
    // The device that reset it is signed in.
    expect(
      (await call(stack.api, '/home/member.Record/info', { body: {}, token: reset.body.data.accessToken }))
        .status,
    ).toBe(200);
  });
});
