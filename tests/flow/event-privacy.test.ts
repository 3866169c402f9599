import type { Kafka } from 'kafkajs';
import { buildFiles } from '../../services/files/src/app';
import { loadFilesConfig } from '../../services/files/src/config';
import {
  identityHeaders,
  serviceEnv,
  superAdmin,
  testKafka,
  unique,
  waitFor,
} from '@trade/service-kit/testing';
import type { Identity } from '@trade/contracts';
import {
  call,
  newPhone,
  phoneWithCode,
  smsCodeFor,
  startIdentityStack,
  type IdentityStack,
} from './identity-stack';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type SeenEvent = { type: string; subject: string; data: Record<string, unknown> };

/**
 * Events reach every consumer on the network (and the audit log keeps their data), so
 * they carry ids and what consumers act on, never a member's phone, a visitor's phone or
 * e-mail, or a storage key. Read here from Kafka with a consumer of the test's own.
 */
describe('events on Kafka carry no personal data or storage keys', () => {
  let stack: IdentityStack;
  let files: Awaited<ReturnType<typeof buildFiles>>;
  let kafka: Kafka;
  const seen: SeenEvent[] = [];
  let stopWatching: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    stack = await startIdentityStack();
    files = await buildFiles(
      loadFilesConfig(serviceEnv('files', { S3_BUCKET: `test-event-privacy-${Date.now().toString(36)}` })),
      { outboxIntervalMs: 200 },
    );
    await files.service.listen();
    kafka = testKafka(unique('event-privacy'));
    const consumer = kafka.consumer({
      groupId: unique('event-privacy'),
      sessionTimeout: 10000,
      heartbeatInterval: 1000,
    });
    await consumer.connect();
    await consumer.subscribe({
      topics: ['trade.member', 'trade.guestbook', 'trade.file'],
      fromBeginning: true,
    });
    await consumer.run({
      eachMessage: async ({ message }) => {
        seen.push(JSON.parse(message.value!.toString()) as SeenEvent);
      },
    });
    stopWatching = () => consumer.disconnect();
  });

  afterAll(async () => {
    await stopWatching();
    await files?.service.close();
    await stack?.close();
  });

  const eventOf = (type: string, subject: string) =>
    waitFor(
      async () => seen.find((e) => e.type === type && e.subject === subject),
      40000,
      `${type} ${subject}`,
    );

  it("trade.member.registered names the member without the member's phone", async () => {
    const phone = newPhone();
    const account = unique('priv');
    const since = Date.now();
    expect((await call(stack.api, '/login/sendCode', { body: { phone } })).status).toBe(200);
    const code = await smsCodeFor(stack.redis, `+86${phone}`, since);
    const reg = await call(stack.api, '/login/reg', {
      body: {
        companyName: '绥芬河边贸有限公司',
        contact: '赵经理',
        account,
        password: 'trade2025',
        phone,
        email: `p${phone}@example.com`,
        country: 'CN',
        code,
        consent: true,
      },
    });
    expect(reg.status).toBe(200);
    const memberId = reg.body.data.member_info.memberId as string;

    const event = await eventOf('trade.member.registered', memberId);
    expect(event.data).toEqual({ memberId, account, companyName: '绥芬河边贸有限公司' });
    expect(JSON.stringify(event)).not.toContain(phone);
  });

  it("trade.guestbook.created names the message without the visitor's phone or e-mail", async () => {
    const { phone, code } = await phoneWithCode(stack);
    const posted = await call(stack.api, '/guestbook/add', {
      body: {
        name: '刘女士',
        phone,
        code,
        email: 'liu@example.com',
        company: '大连港贸易',
        content: '咨询清关服务',
        consent: true,
      },
    });
    expect(posted.status).toBe(200);
    const id = posted.body.data.id as string;

    const event = await eventOf('trade.guestbook.created', id);
    expect(event.data).toEqual({
      id,
      name: '刘女士',
      company: '大连港贸易',
      content: '咨询清关服务',
      type: 'message',
    });
    expect(JSON.stringify(event)).not.toContain(phone);
    expect(JSON.stringify(event)).not.toContain('liu@example.com');
    // The message itself still holds them, for the back office that reads it by id.
    const listed = await stack.notify.app.inject({
      method: 'POST',
      url: '/admin/guestbook/page',
      headers: identityHeaders(superAdmin),
      payload: { pageSize: 100 },
    });
    const row = (listed.json().data.rows as Array<Record<string, unknown>>).find((r) => r.id === id);
    expect(row).toMatchObject({ phone: `+86${phone}`, phoneVerified: true, email: 'liu@example.com' });
  });

  it('trade.file.uploaded names the file without its storage key', async () => {
    const member: Identity = {
      sub: 'm-priv',
      kind: 'member',
      roles: ['member'],
      perms: [],
      memberId: unique('mp'),
    };
    const form = new FormData();
    form.append('scene', 'image');
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
    const encoded = new Response(form);
    const uploaded = await files.service.app.inject({
      method: 'POST',
      url: '/home/member.File/upload',
      headers: { ...identityHeaders(member), 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(uploaded.statusCode).toBe(200);
    const { id, src } = uploaded.json().data as { id: string; src: string };
    const key = src.split('/basic.file/view/')[1]!;
    expect(key).toMatch(/^\d{4}\/\d{2}\//);

    const up = await eventOf('trade.file.uploaded', id);
    expect(up.data).toMatchObject({
      id,
      fileName: 'logo.png',
      ownerKind: 'member',
      memberId: member.memberId,
    });
    expect(up.data).not.toHaveProperty('key');
    expect(JSON.stringify(up)).not.toContain(key);
  });
});
