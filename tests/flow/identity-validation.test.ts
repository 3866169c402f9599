import { Redis } from 'ioredis';
import { serviceEnv, testServers, unique } from '@trade/service-kit/testing';
import { buildAuth } from '../../services/auth/src/app';
import { loadAuthConfig } from '../../services/auth/src/config';
import { memberModel } from '../../services/auth/src/members/member.model';
import type { SmsSender } from '../../services/auth/src/sms/sms-codes';
import { newPhone } from './identity-stack';

/**
 * Bad input to the session endpoints, on the real MongoDB-compatible server and
 * Redis: each is a 4xx with a clear localised message, and nothing is created.
 */
describe('session endpoints refuse bad input', () => {
  let auth: Awaited<ReturnType<typeof buildAuth>>;
  let redis: Redis;
  const prefix = `${unique('authval')}:`;
  const sent: { phone: string; code: string }[] = [];
  const sender: SmsSender = {
    async send(message) {
      sent.push({ phone: message.phone, code: message.params.code! });
    },
  };
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    auth.service.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { 'x-forwarded-for': '10.1.0.1', ...headers },
    });
  const codeFor = (phone: string) => [...sent].reverse().find((s) => s.phone === phone)!.code;
  const members = () => memberModel(auth.service.mongo).countDocuments();

  beforeAll(async () => {
    auth = await buildAuth(
      loadAuthConfig(
        serviceEnv('auth', {
          // The test plays the gateway, whose X-Forwarded-For auth believes.
          TRUST_PROXY: '127.0.0.1',
          AUTH_REDIS_PREFIX: prefix,
          AUDIT_CONSUMER_GROUP: unique('auth-audit'),
          SMS_RESEND_AFTER: '1',
          SMS_PHONE_DAILY_LIMIT: '3',
          SMS_IP_HOURLY_LIMIT: '5',
          LOGIN_ACCOUNT_MAX_FAILURES: '3',
        }),
      ),
      { smsSender: sender },
    );
    redis = new Redis(testServers().REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await auth?.service.close();
  });

  const valid = (phone: string, code: string) => ({
    companyName: '黑河边贸有限公司',
    contact: '赵',
    account: `v${phone}`,
    password: 'abc123!',
    phone,
    email: 'zhao@example.com',
    code,
    consent: true,
  });

  it('gives a wrong password and an unknown account the same answer', async () => {
    const wrong = await post(
      '/login/login',
      { account: 'nobody_here', password: 'whatever1' },
      { lang: 'en' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 400, message: 'Wrong account or password' });
    const reg = await post('/login/sendCode', { phone: newPhone() });
    expect(reg.statusCode).toBe(200);
  });

  it('throttles failed sign-ins per account and client IP with the minutes left', async () => {
    const account = unique('acct');
    for (let i = 0; i < 3; i += 1)
      expect((await post('/login/login', { account, password: 'bad-pass1' })).statusCode).toBe(400);
    const blocked = await post('/login/login', { account, password: 'bad-pass1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('登录失败次数过多，请 15 分钟后再试');
  });

  it('refuses a wrong, a used and an expired SMS code', async () => {
    const phone = newPhone();
    await post('/login/sendCode', { phone });
    const code = codeFor(`+86${phone}`);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const before = await members();
    const wrong = await post('/login/reg', valid(phone, wrongCode));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('验证码错误');
    expect((await post('/login/reg', valid(phone, code))).statusCode).toBe(200);
    const used = await post('/login/loginByCode', { phone, code }, { lang: 'en' });
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe('The SMS code has already been used, please request a new one');

    await new Promise((resolve) => setTimeout(resolve, 1100));
    await post('/login/sendCode', { phone });
    await redis.hset(`${prefix}sms:code:+86${phone}`, 'exp', Date.now() - 1); // five minutes later
    const expired = await post('/login/loginByCode', { phone, code: codeFor(`+86${phone}`) }, { lang: 'ru' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Срок действия кода истёк, запросите новый');
    expect(await members()).toBe(before + 1);
  });

  it.each([
    ['abc12', 'Password must be 6-20 characters'],
    ['abcdefghij1234567890x', 'Password must be 6-20 characters'],
    ['abcdefgh', 'Password must contain at least two of letters, numbers and symbols'],
    ['12345678', 'Password must contain at least two of letters, numbers and symbols'],
    ['!@#$%^&*', 'Password must contain at least two of letters, numbers and symbols'],
  ])('refuses the password %s with "%s" and creates nothing', async (password, message) => {
    const before = await members();
    const res = await post('/login/reg', { ...valid(newPhone(), '123456'), password }, { lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await members()).toBe(before);
  });

  it('refuses a bad phone number, and a bad email, with their messages', async () => {
    expect((await post('/login/sendCode', { phone: '12345' })).json()).toMatchObject({
      code: 400,
      message: '请输入正确的手机号码',
    });
    expect((await post('/login/reg', { ...valid('12345', '123456') })).json().message).toBe(
      '请输入正确的手机号码',
    );
    expect(
      (await post('/login/reg', { ...valid(newPhone(), '123456'), email: 'not-mail' })).json().message,
    ).toBe('请输入正确的邮箱地址');
  });

  it.each([
    ['companyName', '请输入公司名称'],
    ['contact', '请输入联系人'],
    ['account', '请输入账号'],
    ['password', '请输入密码'],
    ['phone', '请输入手机号码'],
    ['code', '请输入验证码'],
    ['consent', '请阅读并同意《隐私政策》和《服务条款》'],
  ])('answers a registration without %s with "%s"', async (field, message) => {
    const before = await members();
    const body: Record<string, unknown> = valid(newPhone(), '123456');
    delete body[field];
    const missing = await post('/login/reg', body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message, data: { fields: [{ field, message }] } });
    const blank = await post('/login/reg', {
      ...valid(newPhone(), '123456'),
      [field]: field === 'password' ? '' : '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(await members()).toBe(before);
  });

  it("refuses a registration whose privacy consent is not given, in the caller's language", async () => {
    const before = await members();
    const res = await post('/login/reg', { ...valid(newPhone(), '123456'), consent: false }, { lang: 'ru' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Ознакомьтесь с политикой конфиденциальности и условиями и примите их',
      data: { fields: [{ field: 'consent' }] },
    });
    expect(await members()).toBe(before);
  });

  it('refuses over-long fields naming the field', async () => {
    const res = await post(
      '/login/reg',
      { ...valid(newPhone(), '123456'), companyName: '公'.repeat(101) },
      { lang: 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0]).toMatchObject({
      field: 'companyName',
      message: expect.stringContaining('100'),
    });
    const login = await post('/login/login', { account: 'a'.repeat(51), password: 'x' });
    expect(login.statusCode).toBe(400);
    expect(login.json().data.fields[0].field).toBe('account');
  });

  it('answers 429 when a code is requested again within the resend interval', async () => {
    const phone = newPhone();
    expect((await post('/login/sendCode', { phone }, { 'x-forwarded-for': '10.2.0.1' })).statusCode).toBe(
      200,
    );
    const again = await post('/login/sendCode', { phone }, { 'x-forwarded-for': '10.2.0.1' });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^验证码发送过于频繁，请 1 秒后再试$/);
  });

  it('answers 429 past the daily limit of codes per phone', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await post('/login/sendCode', { phone }, { 'x-forwarded-for': `10.3.0.${i}` })).statusCode,
      ).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1050));
    }
    const over = await post('/login/sendCode', { phone }, { 'x-forwarded-for': '10.3.0.9', lang: 'en' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many SMS codes requested, please try again later');
  });

  it('answers 429 past the hourly limit of codes per client IP', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('/login/sendCode', { phone: newPhone() }, { 'x-forwarded-for': '10.4.0.1' })).statusCode,
      ).toBe(200);
    }
    const over = await post('/login/sendCode', { phone: newPhone() }, { 'x-forwarded-for': '10.4.0.1' });
    expect(over.statusCode).toBe(429);
  });
});
