import { buildAuth } from '../../services/auth/src/app';
import { loadAuthConfig } from '../../services/auth/src/config';
import { buildNotify } from '../../services/notify/src/app';
import { loadNotifyConfig } from '../../services/notify/src/config';
import type { Service } from '@trade/service-kit';
import { identityHeaders, serviceEnv, superAdmin, unique, waitFor } from '@trade/service-kit/testing';

/**
 * The foundation's cross-service path on the real servers: a guestbook message
 * posted to notify is stored, its event goes out through notify's outbox to
 * Kafka, auth's audit-log consumer records it, and an admin sees it in
 * /system/log/list.
 */
describe('guestbook message → trade.guestbook.created → audit log', () => {
  let notify: Service;
  let auth: Service;

  beforeAll(async () => {
    notify = await buildNotify(loadNotifyConfig(serviceEnv('notify')), { outboxIntervalMs: 200 });
    // Its own consumer group, so no other running auth takes the events.
    auth = (await buildAuth(loadAuthConfig(serviceEnv('auth', { AUDIT_CONSUMER_GROUP: unique('audit') }))))
      .service;
    await Promise.all([notify.listen(), auth.listen()]);
  });

  afterAll(async () => {
    await Promise.all([notify?.close(), auth?.close()]);
  });

  it("shows a visitor's guestbook message in the admin audit log", async () => {
    const content = `想了解跨境支付 ${Date.now()}`;
    const posted = await notify.app.inject({
      method: 'POST',
      url: '/guestbook/add',
      payload: { name: '李雷', company: '上海贸易有限公司', content, consent: true, unexpected: 'dropped' },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({ code: 200, message: '操作成功', data: { id: expect.any(String) } });
    const id = posted.json().data.id as string;

    const line = await waitFor(
      async () => {
        const res = await auth.app.inject({
          method: 'GET',
          url: '/system/log/list?action=trade.guestbook.created&pageSize=50',
          headers: identityHeaders(superAdmin),
        });
        return res.json().data.rows.find((row: { subject: string }) => row.subject === id);
      },
      30000,
      'the audit log line',
    );
    expect(line).toMatchObject({
      action: 'trade.guestbook.created',
      source: 'notify',
      data: { name: '李雷', content },
    });
    expect(line.data).not.toHaveProperty('unexpected');
  });

  it('refuses the audit log to visitors and to members', async () => {
    const anonymous = await auth.app.inject({ method: 'GET', url: '/system/log/list' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 401, message: '未登录，请先登录' });
    const member = await auth.app.inject({
      method: 'GET',
      url: '/system/log/list',
      headers: {
        ...identityHeaders({ sub: 'm1', kind: 'member', roles: [], perms: [], memberId: 'c1' }),
        lang: 'en',
      },
    });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 403, message: 'Access denied' });
  });

  it('answers a bad guestbook message with a localised field error and stores nothing', async () => {
    const count = async () =>
      (
        await notify.app.inject({
          method: 'POST',
          url: '/admin/guestbook/page',
          headers: identityHeaders(superAdmin),
          payload: {},
        })
      ).json().data.total as number;
    const before = await count();
    const res = await notify.app.inject({
      method: 'POST',
      url: '/guestbook/add',
      headers: { lang: 'ru' },
      payload: { name: '', content: 'x'.repeat(2001), consent: true },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.data.fields[0].field).toBe('name');
    expect(body.message).toBe('Введите название');
    const tooLong = await notify.app.inject({
      method: 'POST',
      url: '/guestbook/add',
      payload: { name: '韩梅梅', content: 'x'.repeat(2001), consent: true },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data.fields[0]).toMatchObject({
      field: 'content',
      message: expect.stringContaining('2000'),
    });
    expect(await count()).toBe(before);
  });
});

describe('OpenAPI documents', () => {
  it('publishes each route with its schemas', async () => {
    const notify = await buildNotify(loadNotifyConfig(serviceEnv('notify')));
    try {
      const res = await notify.app.inject({ method: 'GET', url: '/openapi.json' });
      const doc = res.json();
      expect(doc.openapi).toBe('3.1.0');
      expect(
        doc.paths['/guestbook/add'].post.requestBody.content['application/json'].schema.required,
      ).toEqual(['name', 'consent']);
      expect(doc.paths['/admin/guestbook/page'].post.responses['200']).toBeDefined();
      expect(doc.paths['/healthz']).toBeUndefined();
    } finally {
      await notify.close();
    }
  });
});
