import { buildAuth } from '../../services/auth/src/app';
import { loadAuthConfig } from '../../services/auth/src/config';
import { serviceEnv, unique } from '@trade/service-kit/testing';

/**
 * One database, first served in development (`npm start` creates admin / admin123),
 * then by the same service switched to production.
 */
describe('switching a development database to production', () => {
  const db = unique('test_auth_switch');
  const env = (extra: Record<string, string>) =>
    serviceEnv('auth', {
      MONGO_DB: db,
      AUDIT_CONSUMER_GROUP: unique('audit'),
      AUTH_REDIS_PREFIX: `${unique('switch')}:`,
      ...extra,
    });
  const production = {
    NODE_ENV: 'production',
    INTERNAL_SECRET: 'c4f0e2b9a7d64e1f8b3a5c7d9e0f1a2b',
  };
  const signIn = async (auth: Awaited<ReturnType<typeof buildAuth>>, password: string) =>
    (
      await auth.service.app.inject({
        method: 'POST',
        url: '/login/login',
        payload: { account: 'admin', password },
      })
    ).statusCode;

  beforeAll(async () => {
    const dev = await buildAuth(
      loadAuthConfig(env({ AUTH_ADMIN_USERNAME: 'admin', AUTH_ADMIN_PASSWORD: 'admin123' })),
    );
    expect(await signIn(dev, 'admin123')).toBe(200);
    await dev.service.close();
  });

  it('refuses to start while an admin still has the development password', async () => {
    await expect(buildAuth(loadAuthConfig(env(production)))).rejects.toThrow(
      /admin account\(s\) admin still use a published development password/,
    );
  });

  it('refuses AUTH_ADMIN_PASSWORD=admin123 in production at the config check', () => {
    expect(() =>
      loadAuthConfig(env({ ...production, AUTH_ADMIN_USERNAME: 'admin', AUTH_ADMIN_PASSWORD: 'admin123' })),
    ).toThrow(/AUTH_ADMIN_PASSWORD is a published default value/);
  });

  it("replaces the account's password with AUTH_ADMIN_PASSWORD, and admin123 no longer signs in", async () => {
    const auth = await buildAuth(
      loadAuthConfig(
        env({ ...production, AUTH_ADMIN_USERNAME: 'admin', AUTH_ADMIN_PASSWORD: 'Prod-Adm1n-2026' }),
      ),
    );
    try {
      expect(await signIn(auth, 'admin123')).not.toBe(200);
      expect(await signIn(auth, 'Prod-Adm1n-2026')).toBe(200);
    } finally {
      await auth.service.mongo.dropDatabase();
      await auth.service.close();
    }
  });
});
