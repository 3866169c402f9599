import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildAuth } from '../../services/auth/src/app';
import { loadAuthConfig } from '../../services/auth/src/config';
import { buildNotify } from '../../services/notify/src/app';
import { loadNotifyConfig } from '../../services/notify/src/config';
import type { Service } from '@trade/service-kit';
import { identityHeaders, serviceEnv, superAdmin, unique, waitFor } from '@trade/service-kit/testing';

const servers = path.resolve(__dirname, '../../infra/local/servers.sh');
const kafka = (action: 'stop-one' | 'start-one') =>
  execFileSync('bash', [servers, action, 'kafka'], { stdio: 'inherit', timeout: 180000 });

/**
 * Nothing acknowledged is lost: with Kafka down, a state change still succeeds;
 * its event waits in MongoDB, survives a restart of the service that wrote it,
 * and arrives once Kafka is back. Runs alone: it stops the shared local Kafka.
 */
describe('Kafka outage', () => {
  const notifyEnv = serviceEnv('notify');
  let notify: Service | undefined;
  let auth: Service | undefined;

  afterAll(async () => {
    kafka('start-one');
    await Promise.all([notify?.close(), auth?.close()]);
  });

  /** What auth's readiness says of Kafka: 'ok', or why not. */
  const kafkaReadiness = async () =>
    (await auth!.app.inject({ method: 'GET', url: '/readyz' })).json().checks.kafka as string;

  it('keeps accepting guestbook messages and delivers their events once Kafka is back', async () => {
    auth = (await buildAuth(loadAuthConfig(serviceEnv('auth', { AUDIT_CONSUMER_GROUP: unique('audit') }))))
      .service;
    await auth.listen();
    notify = await buildNotify(loadNotifyConfig(notifyEnv), { outboxIntervalMs: 200 });
    await notify.listen();
    // The readiness check keeps its admin connection: it must see the broker go and come back.
    expect(await kafkaReadiness()).toBe('ok');

    kafka('stop-one');
    await waitFor(async () => (await kafkaReadiness()) !== 'ok', 30000, 'readiness to show Kafka down');
    const posted = await notify.app.inject({
      method: 'POST',
      url: '/guestbook/add',
      payload: { name: '王芳', content: 'Kafka 停机时的留言', consent: true },
    });
    expect(posted.statusCode).toBe(200);
    const id = posted.json().data.id as string;

    // The service that wrote the event goes away and comes back before Kafka does.
    await notify.close();
    notify = await buildNotify(loadNotifyConfig(notifyEnv), { outboxIntervalMs: 200 });
    await notify.listen();
    const stored = await notify.app.inject({
      method: 'POST',
      url: '/admin/guestbook/page',
      headers: identityHeaders(superAdmin),
      payload: { search_params: { 'name@=': '王芳' } },
    });
    expect(stored.json().data.total).toBe(1);

    kafka('start-one');
    const line = await waitFor(
      async () => {
        const res = await auth!.app.inject({
          method: 'GET',
          url: `/system/log/list?subject=${id}`,
          headers: identityHeaders(superAdmin),
        });
        return res.json().data.rows[0];
      },
      120000,
      'the event written during the outage',
    );
    expect(line).toMatchObject({ action: 'trade.guestbook.created', subject: id });
    await waitFor(async () => (await kafkaReadiness()) === 'ok', 60000, 'readiness to show Kafka back');
    // A broker restart, consumer rejoins and the relay's back-off take their time.
  }, 180000);
});
