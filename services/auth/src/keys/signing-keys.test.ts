import type { Connection } from 'mongoose';
import { decodeProtectedHeader } from 'jose';
import { connectMongo } from '@trade/service-kit';
import { testServers, unique } from '@trade/service-kit/testing';
import { SigningKeys, type TokenSettings } from './signing-keys';

const settings: TokenSettings = {
  issuer: 'trade-auth',
  audience: 'trade',
  accessTokenTtl: 60,
  publishDelay: 2,
};
const identity = { sub: 'admin-1', kind: 'admin' as const, roles: ['super'], perms: ['*/*/*'] };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two replicas of the auth service sharing one key store on the real MongoDB server. */
describe('signing-key rotation with pre-publication', () => {
  let connection: Connection;
  let first: SigningKeys;
  let second: SigningKeys;

  beforeAll(async () => {
    connection = await connectMongo(testServers().MONGO_URL, unique('test_auth_keys'));
    first = new SigningKeys(connection, settings);
    second = new SigningKeys(connection, settings);
    await first.init();
    await second.init();
  });
  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  const kidOf = async (keys: SigningKeys) =>
    decodeProtectedHeader((await keys.signAccessToken(identity)).token).kid;
  const published = async (keys: SigningKeys) => (await keys.jwks()).keys.map((k) => k.kid);

  it('publishes the next key before any token carries it, and both replicas switch only after the delay', async () => {
    const oldKid = await kidOf(first);
    expect(await kidOf(second)).toBe(oldKid);
    expect(await published(first)).toEqual([oldKid]);

    const rotatedAt = Date.now();
    const { kid: nextKid, activatesAt } = await first.rotate();
    expect(activatesAt.getTime()).toBeGreaterThanOrEqual(rotatedAt + 2000);

    // Published at once, by every replica's JWKS, while tokens still carry the old kid.
    expect((await published(first)).sort()).toEqual([oldKid, nextKid].sort());
    expect((await published(second)).sort()).toEqual([oldKid, nextKid].sort());
    const seen = new Set<string | undefined>();
    while (Date.now() < activatesAt.getTime() - 150) {
      seen.add(await kidOf(first));
      seen.add(await kidOf(second));
      await sleep(100);
    }
    expect([...seen]).toEqual([oldKid]);

    // Once published for the delay, both replicas sign with it; the old key stays published.
    await sleep(activatesAt.getTime() - Date.now() + 50);
    expect(await kidOf(first)).toBe(nextKid);
    expect(await kidOf(second)).toBe(nextKid);
    expect((await published(second)).sort()).toEqual([oldKid, nextKid].sort());
  });

  it('a replica that starts later signs with the key the others agreed on', async () => {
    const current = await kidOf(first);
    const late = new SigningKeys(connection, settings);
    await late.init();
    expect(await kidOf(late)).toBe(current);
    expect(await published(late)).toContain(current);
  });

  it('rotates on schedule only when the signing key is old enough and no next key waits', async () => {
    const own = await connectMongo(testServers().MONGO_URL, unique('test_auth_keys_due'));
    try {
      const keys = new SigningKeys(own, settings);
      await keys.init();
      const kid = await kidOf(keys);
      expect(await keys.rotateIfDue(60_000)).toBeNull();
      await sleep(50);
      const next = await keys.rotateIfDue(10);
      expect(next).toEqual(expect.any(String));
      expect(await published(keys)).toEqual(expect.arrayContaining([kid, next]));
      // The next key waits for its publish delay: no second rotation meanwhile.
      expect(await keys.rotateIfDue(10)).toBeNull();
      expect(await kidOf(keys)).toBe(kid);
    } finally {
      await own.dropDatabase();
      await own.close();
    }
  });
});
