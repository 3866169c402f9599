import { createHmac } from 'node:crypto';
import { encodeIdentity, IDENTITY_HEADER, IDENTITY_SIGNATURE_HEADER } from '@trade/contracts';
import { createApp, ok, requireAdmin } from '@trade/service-kit';
import { superAdmin, TEST_INTERNAL_SECRET } from '@trade/service-kit/testing';

async function guardedApp(identityMaxAgeS?: number) {
  const app = createApp({
    name: 'replay-test',
    logLevel: 'silent',
    internalSecret: TEST_INTERNAL_SECRET,
    identityMaxAgeS,
  });
  app.post('/admin/thing', async (request) => ok(request, { by: requireAdmin(request, 'a/b/c').sub }));
  await app.ready();
  return app;
}

const call = (app: Awaited<ReturnType<typeof guardedApp>>, header: { value: string; signature: string }) =>
  app.inject({
    method: 'POST',
    url: '/admin/thing',
    headers: { [IDENTITY_HEADER]: header.value, [IDENTITY_SIGNATURE_HEADER]: header.signature },
  });

describe('a signed identity header expires', () => {
  it('is accepted when just signed', async () => {
    const app = await guardedApp();
    const res = await call(app, encodeIdentity(superAdmin, TEST_INTERNAL_SECRET));
    expect(res.statusCode).toBe(200);
    await app.close();
  });

  it('answers 401 to a header replayed after the window (60 s by default)', async () => {
    const app = await guardedApp();
    const captured = encodeIdentity(superAdmin, TEST_INTERNAL_SECRET, Date.now() - 61_000);
    const res = await call(app, captured);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('未登录，请先登录');
    await app.close();
  });

  it('answers 401 to a correctly signed header that carries no issue time', async () => {
    const app = await guardedApp();
    const value = Buffer.from(JSON.stringify(superAdmin)).toString('base64url');
    const signature = createHmac('sha256', TEST_INTERNAL_SECRET).update(value).digest('base64url');
    expect((await call(app, { value, signature })).statusCode).toBe(401);
    await app.close();
  });

  it('follows IDENTITY_MAX_AGE', async () => {
    const app = await guardedApp(5);
    expect(
      (await call(app, encodeIdentity(superAdmin, TEST_INTERNAL_SECRET, Date.now() - 3_000))).statusCode,
    ).toBe(200);
    expect(
      (await call(app, encodeIdentity(superAdmin, TEST_INTERNAL_SECRET, Date.now() - 6_000))).statusCode,
    ).toBe(401);
    await app.close();
  });
});
