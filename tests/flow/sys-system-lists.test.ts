import { buildNotify } from '../../services/notify/src/app';
import { loadNotifyConfig } from '../../services/notify/src/config';
import { Queue } from 'bullmq';
import { JOBS } from '@trade/contracts';
import type { Service } from '@trade/service-kit';
import { serviceEnv, unique, waitFor } from '@trade/service-kit/testing';
import { ADMIN, call, newPhone, smsCodeFor, startIdentityStack, type IdentityStack } from './identity-stack';

/** Nothing listens here: a service that is down. */
const DOWN = 'http://127.0.0.1:9';

/** The GET /system/* lists through the gateway: admin only, each checked for what it answers. */
describe('the GET /system/* lists', () => {
  let stack: IdentityStack;
  let notify: Service;
  let admin: string;
  let member: string;
  const get = (path: string, token = admin, lang = 'zh-cn') => call(stack.api, path, { token, lang });

  beforeAll(async () => {
    // A notify of its own, reached over HTTP as in production; the other services are down.
    notify = await buildNotify(
      loadNotifyConfig(serviceEnv('notify', { SMS_PROVIDER: 'local', QUEUE_PREFIX: unique('bullsys') })),
    );
    const notifyUrl = (await notify.listen()).replace('0.0.0.0', '127.0.0.1');
    stack = await startIdentityStack({
      NOTIFY_URL: notifyUrl,
      CATALOG_URL: DOWN,
      MEMBER_URL: DOWN,
      CUSTOMS_URL: DOWN,
      FILES_URL: DOWN,
      STATUS_TIMEOUT_MS: '8000',
    });
    admin = (
      await call(stack.api, '/login/login', { body: { account: ADMIN.username, password: ADMIN.password } })
    ).body.data.accessToken;
    const phone = newPhone();
    const since = Date.now();
    await call(stack.api, '/login/sendCode', { body: { phone } });
    const code = await smsCodeFor(stack.redis, `+86${phone}`, since);
    member = (
      await call(stack.api, '/login/reg', {
        body: {
          companyName: '系统列表公司',
          contact: '孙',
          account: `s${phone}`,
          password: 'abc123',
          phone,
          code,
          consent: true,
        },
      })
    ).body.data.accessToken;
  });
  afterAll(async () => {
    await stack?.close();
    await notify?.close();
  });

  const PATHS = [
    '/system/menu/list',
    '/system/dic/tree',
    '/system/dic/list',
    '/system/dic/get?class_code=unit&dict_code=kg',
    '/system/role/list2',
    '/system/dept/list',
    '/system/user/list',
    '/system/app/list',
    '/system/tasks/list',
    '/system/table/list',
    '/system/table/info?service=auth&name=menus',
  ];

  it('refuses a member token with 403 and a visitor with 401 on every list', async () => {
    for (const path of PATHS) {
      expect([path, (await get(path, member)).status]).toEqual([path, 403]);
      expect([path, (await call(stack.api, path)).status]).toEqual([path, 401]);
    }
  });

  it('answers bad input with a 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['/system/dic/get?class_code=unit', 'dict_code'],
      ['/system/dic/get?dict_code=kg', 'class_code'],
      [`/system/dic/list?class_code=${'x'.repeat(65)}`, 'class_code'],
      [`/system/user/list?keyword=${'x'.repeat(51)}`, 'keyword'],
      ['/system/table/list?service=billing', 'service'],
      ['/system/table/info?service=auth', 'name'],
    ];
    for (const [path, field] of cases) {
      const res = await get(path, admin, 'en');
      expect([path, res.status]).toEqual([path, 400]);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    expect((await get('/system/table/info?service=auth&name=nope')).status).toBe(404);
  });

  it('lists menus, roles, departments and users for selects', async () => {
    const menus = (await get('/system/menu/list', admin, 'en')).body.data as Array<{
      path: string;
      title: string;
    }>;
    expect(menus).toContainEqual(
      expect.objectContaining({ path: '/admin/sys/nav', title: 'Custom navigation' }),
    );
    expect(menus).toContainEqual(
      expect.objectContaining({ path: '/admin/sys/status', title: 'System status' }),
    );
    const roles = (await get('/system/role/list2')).body.data;
    expect(roles).toContainEqual(expect.objectContaining({ name: '超级管理员', status: 1 }));
    const dept = await call(stack.api, '/admin/sys.dept/add', {
      body: { name: `质检部${Date.now()}` },
      token: admin,
    });
    const depts = (await get('/system/dept/list')).body.data as Array<{ id: string }>;
    expect(depts.map((d) => d.id)).toContain(dept.body.data.id);
    const users = (await get(`/system/user/list?keyword=${ADMIN.username.toUpperCase()}`)).body.data;
    expect(users).toEqual([expect.objectContaining({ username: ADMIN.username, status: 1 })]);
    expect(users[0]).not.toHaveProperty('passwordHash');
  });

  it('reads the dictionaries', async () => {
    // The dictionary screens keep these collections; the lists read them as stored.
    const db = stack.auth.service.mongo;
    const classCode = unique('unit');
    await db.collection('dict_classes').insertOne({
      class_code: classCode,
      class_name: { 'zh-cn': '单位', en: 'Units', ru: 'Единицы' },
      show_order: 1,
    });
    await db.collection('dict_items').insertMany([
      {
        class_code: classCode,
        dict_code: 't',
        dict_value: { 'zh-cn': '吨', en: 'tonne', ru: 'тонна' },
        show_order: 2,
        status: 1,
      },
      {
        class_code: classCode,
        dict_code: 'kg',
        dict_value: { 'zh-cn': '千克', en: 'kilogram', ru: '' },
        show_order: 1,
        status: 1,
      },
    ]);
    const items = (await get(`/system/dic/list?class_code=${classCode}`, admin, 'ru')).body.data;
    expect(items.map((i: { dict_value: string }) => i.dict_value)).toEqual(['千克', 'тонна']);
    const classes = (await get('/system/dic/list', admin, 'en')).body.data;
    expect(classes).toContainEqual(expect.objectContaining({ class_code: classCode, class_name: 'Units' }));
    const tree = (await get('/system/dic/tree')).body.data as Array<{
      class_code: string;
      children: unknown[];
    }>;
    expect(tree.find((c) => c.class_code === classCode)!.children).toHaveLength(2);
    const one = await get(`/system/dic/get?class_code=${classCode}&dict_code=t`, admin, 'en');
    expect(one.body.data).toMatchObject({ dict_code: 't', dict_value: 'tonne' });
    expect((await get(`/system/dic/get?class_code=${classCode}&dict_code=lb`)).status).toBe(404);
  });

  it('shows each service with its version and health, a service that is down as down', async () => {
    const apps = (await get('/system/app/list')).body.data as Array<{
      name: string;
      status: string;
      version: string;
      checks: Record<string, string>;
    }>;
    expect(apps.map((a) => a.name)).toEqual(['auth', 'catalog', 'member', 'customs', 'files', 'notify']);
    const byName = Object.fromEntries(apps.map((a) => [a.name, a]));
    expect(byName.auth).toMatchObject({
      status: 'up',
      version: '1.6.9',
      checks: { mongo: 'ok', redis: 'ok', kafka: 'ok' },
    });
    expect(byName.notify).toMatchObject({ status: 'up', version: '1.6.9' });
    expect(byName.catalog).toMatchObject({ status: 'down' });
  });

  it('shows the background work: queues with counts and failures, outbox backlog, consumer lag', async () => {
    const tasks = (await get('/system/tasks/list')).body.data;
    expect(tasks.queues.map((q: { name: string }) => q.name).sort()).toEqual(['email', 'sms']);
    // The sign-up above sent an SMS code through the sms queue.
    const sms = tasks.queues.find((q: { name: string }) => q.name === 'sms');
    expect(Object.values(sms.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(tasks.outbox).toContainEqual(expect.objectContaining({ service: 'auth', collection: 'members' }));
    expect(tasks.outbox).toContainEqual(
      expect.objectContaining({ service: 'auth', collection: 'nav_groups' }),
    );
    expect(tasks.consumers).toContainEqual(
      expect.objectContaining({ service: 'auth', lag: expect.any(Number), topics: expect.any(Array) }),
    );
    expect(tasks.unreachable).toEqual(['catalog', 'member', 'customs', 'files']);
  });

  it('lists a job that failed with its reason and attempts, and none of its data', async () => {
    const queue = new Queue(JOBS['sms.send'].queue, { connection: stack.redis, prefix: stack.queuePrefix });
    // A job its worker cannot read (no params, as one left by an older release might be):
    // notify's worker fails it, and with one attempt it stays in the failed set.
    const phone = `+86${newPhone()}`;
    const job = await queue.add('sms.send', { phone, template: 'verify-code', params: null } as never, {
      attempts: 1,
    });
    await queue.close();
    type Failure = { id: string; name: string; reason: string; attempts: number; failedAt: string };
    const failure = await waitFor(
      async () => {
        const tasks = (await get('/system/tasks/list')).body.data;
        const sms = tasks.queues.find((q: { name: string }) => q.name === 'sms');
        const listed = (sms.failed as Failure[]).find((f) => f.id === job.id);
        return listed && { listed, failedCount: sms.counts.failed as number, text: JSON.stringify(tasks) };
      },
      30_000,
      'the failed job in /system/tasks/list',
    );
    expect(failure.listed).toMatchObject({ name: 'sms.send', attempts: 1 });
    expect(failure.listed.reason).toMatch(/code/);
    expect(Date.parse(failure.listed.failedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(failure.failedCount).toBeGreaterThanOrEqual(1);
    // Job data holds phones and addresses: the status page never shows it.
    expect(failure.text).not.toContain(phone);
  });

  it('gives an admin who may see only the background work the whole of it (any-of on the services)', async () => {
    const role = await call(stack.api, '/admin/sys.role/add', {
      body: { name: `值班${Date.now()}` },
      token: admin,
    });
    await call(stack.api, '/admin/sys.role/auth', {
      body: { id: role.body.data.id, menuIds: [], perms: ['system/tasks/list'] },
      token: admin,
    });
    const username = `duty${Date.now()}`;
    await call(stack.api, '/admin/sys.user/add', {
      body: { username, password: 'duty@2025', roleIds: [role.body.data.id] },
      token: admin,
    });
    const token = (
      await call(stack.api, '/login/login', { body: { account: username, password: 'duty@2025' } })
    ).body.data.accessToken as string;
    expect((await get('/system/app/list', token)).status).toBe(403);
    const tasks = await get('/system/tasks/list', token);
    expect(tasks.status).toBe(200);
    expect(tasks.body.data.unreachable).toEqual(['catalog', 'member', 'customs', 'files']);
    expect(tasks.body.data.outbox).toContainEqual(expect.objectContaining({ service: 'notify' }));
  });

  it("lists each service's collections with counts and indexes", async () => {
    const tables = (await get('/system/table/list?service=auth')).body.data as Array<{
      service: string;
      name: string;
      count: number;
    }>;
    const members = tables.find((t) => t.name === 'members');
    expect(members).toMatchObject({ service: 'auth' });
    expect(members!.count).toBeGreaterThan(0);
    const all = (await get('/system/table/list')).body.data as Array<{ service: string }>;
    expect(new Set(all.map((t) => t.service))).toEqual(new Set(['auth', 'notify']));
    const info = (await get('/system/table/info?service=auth&name=members')).body.data;
    expect(info.indexes).toContainEqual(expect.objectContaining({ keys: { accountKey: 1 }, unique: true }));
    expect((await get('/system/table/info?service=catalog&name=products')).status).toBe(503);
  });
});
