import { simpleParser } from 'mailparser';
import { unique, waitFor } from '@trade/service-kit/testing';
import { call, newPhone, phoneWithCode, startIdentityStack, type IdentityStack } from './identity-stack';
import { startSmtpSink } from './marketplace-stack';
import { adminToken, auditLines, memberToken } from './sys-settings-helpers';

const OPERATIONS = 'operations@flow.test';

/**
 * The portal's consultation forms through the real gateway: each form's §5 messages,
 * the phone proved by its SMS code, the entry in the back office with its status, and
 * the e-mail to operations through a real SMTP server.
 */
describe('consultation forms', () => {
  let stack: IdentityStack;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: string;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    stack = await startIdentityStack(
      {},
      {},
      {
        SMTP_URL: smtp.url,
        OPERATIONS_EMAIL: OPERATIONS,
        NOTIFY_CONSUMER_GROUP: unique('notify-ops'),
      },
    );
    admin = await adminToken(stack.api);
  });
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  const entries = () => stack.notify.mongo.collection('guestbook').countDocuments();
  const add = (body: Record<string, unknown>, lang = 'zh-cn', token?: string) =>
    call(stack.api, '/guestbook/add', { body, lang, token });
  const listed = async (filters: Record<string, string> = {}) =>
    (
      await call(stack.api, '/admin/guestbook/page', {
        body: {
          pageSize: 100,
          filters: Object.entries(filters).map(([field, value]) => ({ field, op: '=', value })),
        },
        token: admin,
      })
    ).body.data.rows as Array<Record<string, unknown>>;

  const logistics = (phone: string, code: string) => ({
    type: 'logistics',
    source: 'logistics',
    name: '孙经理',
    phone,
    code,
    company: '绥芬河木材进出口有限公司',
    country: '俄罗斯',
    departurePort: '符拉迪沃斯托克',
    destinationPort: '绥芬河',
    content: '每月 20 个集装箱原木，求报价',
    consent: true,
  });

  it('stores a logistics consultation with its proved phone, lists it for admins and mails operations', async () => {
    const { phone, code } = await phoneWithCode(stack);
    const res = await add(logistics(phone, code));
    expect(res.status).toBe(200);
    const id = res.body.data.id as string;

    const [row] = (await listed({ type: 'logistics' })).filter((r) => r.id === id);
    expect(row).toMatchObject({
      type: 'logistics',
      status: 'new',
      phone: `+86${phone}`,
      phoneVerified: true,
      departurePort: '符拉迪沃斯托克',
      destinationPort: '绥芬河',
      country: '俄罗斯',
    });

    const parsed = await waitFor(
      async () => {
        for (const mail of smtp.mails.filter((m) => m.to.includes(OPERATIONS))) {
          const decoded = await simpleParser(mail.raw);
          if (decoded.text?.includes(phone)) return decoded;
        }
        return undefined;
      },
      30000,
      'the consultation e-mail to operations',
    );
    expect(parsed.subject).toBe('【物流咨询】绥芬河木材进出口有限公司');
    expect(parsed.text).toContain('起运港：符拉迪沃斯托克');
    expect(parsed.text).toContain('目的港：绥芬河');
    expect(parsed.text).toContain(`手机号码：+86${phone}`);
  });

  it.each([
    ['departurePort', 'zh-cn', '请输入起运港'],
    ['destinationPort', 'en', 'Please enter the port of destination'],
    ['country', 'ru', 'Выберите страну'],
    ['name', 'zh-cn', '请输入名称'],
    ['phone', 'zh-cn', '请输入手机号码'],
    ['code', 'en', 'Please enter the SMS code'],
  ])(
    'refuses a logistics form without %s (%s: "%s") and stores nothing, leaving the code usable',
    async (field, lang, message) => {
      const { phone, code } = await phoneWithCode(stack);
      const before = await entries();
      const res = await add({ ...logistics(phone, code), [field]: field === 'name' ? '' : '  ' }, lang);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message, data: { fields: [{ field, message }] } });
      expect(await entries()).toBe(before);
      if (field !== 'phone' && field !== 'code') {
        // Nothing was used up: the same code still proves the phone.
        expect((await add(logistics(phone, code))).status).toBe(200);
      }
    },
  );

  it("refuses a form without consent to the privacy policy, in the caller's language", async () => {
    const { phone, code } = await phoneWithCode(stack);
    const before = await entries();
    for (const consent of [false, undefined]) {
      const res = await add({ ...logistics(phone, code), consent }, 'en');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please read and accept the privacy policy and the terms of service');
    }
    expect(await entries()).toBe(before);
  });

  it('refuses a wrong or used SMS code and an invalid e-mail, with their own messages', async () => {
    const { phone, code } = await phoneWithCode(stack);
    const before = await entries();
    const wrong = await add(logistics(phone, code === '000000' ? '111111' : '000000'));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: '验证码错误', data: { fields: [{ field: 'code' }] } });
    const badMail = await add({ ...logistics(phone, code), email: 'not-mail' }, 'ru');
    expect(badMail.body).toMatchObject({
      message: 'Введите правильный адрес электронной почты',
      data: { fields: [{ field: 'email' }] },
    });
    expect(await entries()).toBe(before);
    expect((await add(logistics(phone, code))).status).toBe(200);
    const again = await add(logistics(phone, code));
    expect(again.body.message).toBe('验证码已使用，请重新获取');
    expect(await entries()).toBe(before + 1);
  });

  it('asks each form for its own fields: a feasibility report needs company, e-mail, country and a remark', async () => {
    const { phone, code } = await phoneWithCode(stack);
    const report = {
      type: 'report',
      source: 'report',
      name: '周总',
      phone,
      code,
      company: '黑河农业发展有限公司',
      email: 'zhou@example.com',
      country: '俄罗斯',
      content: '阿穆尔州大豆种植与回运项目',
      consent: true,
    };
    for (const [field, message] of [
      ['company', '请输入公司名称'],
      ['email', '请输入邮箱'],
      ['content', '请输入备注'],
    ] as const) {
      expect((await add({ ...report, [field]: '' })).body.message).toBe(message);
    }
    expect((await add(report)).status).toBe(200);
  });

  it('asks for a code when the plain guestbook is given a phone, and takes it without one', async () => {
    const plain = { name: '访客', content: '你们支持卢布结算吗？', consent: true };
    const withPhone = await add({ ...plain, phone: newPhone() });
    expect(withPhone.body).toMatchObject({ message: '请输入验证码', data: { fields: [{ field: 'code' }] } });
    const res = await add(plain);
    expect(res.status).toBe(200);
    const [row] = (await listed({ type: 'message' })).filter((r) => r.id === res.body.data.id);
    expect(row).toMatchObject({ type: 'message', status: 'new', phoneVerified: false });
  });

  it("takes a signed-in member's form without an SMS code and names the member", async () => {
    const member = await memberToken(stack);
    const res = await add(
      {
        type: 'promotion',
        source: 'promotion',
        name: '王',
        phone: newPhone(),
        company: '设置测试公司',
        contact: '王',
        consent: true,
      },
      'zh-cn',
      member,
    );
    expect(res.status).toBe(200);
    const [row] = (await listed({ type: 'promotion' })).filter((r) => r.id === res.body.data.id);
    expect(row).toMatchObject({ memberId: expect.any(String), phoneVerified: false });
  });

  it('lets admins follow an entry up (new → contacted → closed), filtered by status and audited', async () => {
    const res = await add({ name: '跟进测试', content: '请回电', consent: true });
    const id = res.body.data.id as string;
    const change = (status: string, token = admin) =>
      call(stack.api, '/admin/guestbook/changeStatus', { body: { id, status }, token });

    expect((await change('contacted')).body.data).toEqual({ changed: 1 });
    expect((await change('contacted')).body.data).toEqual({ changed: 0 });
    expect((await listed({ status: 'contacted' })).some((r) => r.id === id)).toBe(true);
    expect((await listed({ status: 'new' })).some((r) => r.id === id)).toBe(false);
    expect((await change('closed')).body.data).toEqual({ changed: 1 });

    const bad = await change('archived');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.data)).toContain('status');
    expect((await change('new', await memberToken(stack))).status).toBe(403);
    expect(
      (await call(stack.api, '/admin/guestbook/changeStatus', { body: { id, status: 'new' } })).status,
    ).toBe(401);

    const line = await waitFor(
      async () =>
        (await auditLines(stack.api, admin, 'trade.guestbook.status-changed')).find(
          (l) => l.subject === id && l.data.status === 'closed',
        ),
      30000,
      'the status change in the audit log',
    );
    expect(line).toMatchObject({ actor: { kind: 'admin' }, data: { from: 'contacted', status: 'closed' } });
  });
});
