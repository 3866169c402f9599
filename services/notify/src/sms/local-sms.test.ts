import { Redis } from 'ioredis';
import { testLogger, testServers, unique } from '@trade/service-kit/testing';
import { LocalSmsProvider, localSmsKey } from './local-sms';

describe('local SMS adapter', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(testServers().REDIS_URL, { maxRetriesPerRequest: 2 });
  });
  afterAll(async () => {
    await redis.quit();
  });

  it('refuses to start with NODE_ENV=production', () => {
    expect(() => new LocalSmsProvider(redis, testLogger as never, 'production')).toThrow(/production/);
  });

  it('keeps each message in a Redis list per phone, newest first, where tests can read the code', async () => {
    const phone = `+86138${String(Date.now()).slice(-8)}`;
    const provider = new LocalSmsProvider(redis, testLogger as never, 'test');
    await provider.send({ phone, template: 'verify-code', params: { code: '111111', minutes: '5' } });
    await provider.send({ phone, template: 'verify-code', params: { code: '222222', minutes: '5' } });
    const [latest, older] = (await redis.lrange(localSmsKey(phone), 0, -1)).map((raw) => JSON.parse(raw));
    expect(latest).toMatchObject({ phone, params: { code: '222222' } });
    expect(latest.text).toContain('222222');
    expect(older.params.code).toBe('111111');
    await redis.del(localSmsKey(phone), unique('unused'));
  });
});
