import { clientIp, createApp } from '@trade/service-kit';
import { TEST_INTERNAL_SECRET } from '@trade/service-kit/testing';

/** An app answering with the client IP it sees, trusting `trustProxy`. */
async function ipApp(trustProxy?: string[]) {
  const app = createApp({
    name: 'ip-test',
    logLevel: 'silent',
    internalSecret: TEST_INTERNAL_SECRET,
    trustProxy,
  });
  app.get('/ip', async (request) => ({ ip: clientIp(request) }));
  await app.ready();
  return app;
}

const ipSeen = async (app: Awaited<ReturnType<typeof ipApp>>, remoteAddress: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    })
  ).json().ip;

describe('the client IP a service counts limits against', () => {
  it('ignores X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const app = await ipApp();
    expect(await ipSeen(app, '198.51.100.20')).toBe('198.51.100.20');
    expect(await ipSeen(app, '127.0.0.1')).toBe('127.0.0.1');
    await app.close();
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const app = await ipApp(['127.0.0.1']);
    expect(await ipSeen(app, '127.0.0.1')).toBe('203.0.113.7');
    expect(await ipSeen(app, '198.51.100.20')).toBe('198.51.100.20');
    await app.close();
  });
});
