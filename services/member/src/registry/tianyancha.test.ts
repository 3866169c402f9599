import mongoose, { type Connection } from 'mongoose';
import { testServers, unique } from '@trade/service-kit/testing';
import {
  BASEINFO,
  json,
  startTianyanchaServer,
  TIANYANCHA_TEST_TOKEN as TOKEN,
  type TianyanchaServer,
} from '../../test/tianyancha-server';
import { RegistryError } from './registry';
import { MongoRegistryCache, registryCacheModel } from './registry-cache';
import {
  TIANYANCHA_BASEINFO_PATH,
  TIANYANCHA_SEARCH_PATH,
  TianyanchaRegistry,
  registryDate,
} from './tianyancha';

describe('the Tianyancha registry adapter (against a local server in its shape)', () => {
  let server: TianyanchaServer;
  let connection: Connection;
  let cache: MongoRegistryCache;
  let clock: number;

  const registry = (over: { retries?: number; timeoutMs?: number; cacheTtlS?: number } = {}) =>
    new TianyanchaRegistry({
      baseUrl: server.baseUrl,
      token: TOKEN,
      timeoutMs: over.timeoutMs ?? 1000,
      retries: over.retries ?? 2,
      retryDelayMs: 10,
      cacheTtlS: over.cacheTtlS ?? 60,
      cache,
      now: () => clock,
    });

  beforeAll(async () => {
    server = await startTianyanchaServer();
    connection = await mongoose
      .createConnection(testServers().MONGO_URL, { dbName: unique('test_member_registry') })
      .asPromise();
    cache = new MongoRegistryCache(registryCacheModel(connection));
  });
  afterAll(async () => {
    await server.close();
    await connection.dropDatabase().catch(() => undefined);
    await connection.close();
  });
  beforeEach(async () => {
    server.reset();
    clock = Date.UTC(2025, 0, 1);
    await cache.model.deleteMany({});
  });

  it('asks the base-info API by credit code with the token, and answers the company ready for the form', async () => {
    const company = await registry().info('91232700MA1BT0001C');
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.path).toBe(TIANYANCHA_BASEINFO_PATH);
    expect(server.calls[0]!.query.get('keyword')).toBe('91232700MA1BT0001C');
    expect(server.calls[0]!.auth).toBe(TOKEN);
    expect(company).toMatchObject({
      id: '22822',
      name: '漠河边贸有限公司',
      nameEn: 'Mohe Border Trade Co., Ltd.',
      creditCode: '91232700MA1BT0001C',
      legalPerson: '李北辰',
      registeredCapital: '1000万人民币',
      establishedAt: '2016-05-18',
      address: '黑龙江省大兴安岭地区漠河市北极镇边贸路 8 号',
      district: '漠河市',
    });
  });

  it('searches by keyword, page by page, and strips the highlight from the names', async () => {
    const found = await registry().search('漠河', 2, 10);
    expect(server.calls[0]!.path).toBe(TIANYANCHA_SEARCH_PATH);
    expect(Object.fromEntries(server.calls[0]!.query)).toEqual({
      word: '漠河',
      pageNum: '2',
      pageSize: '10',
    });
    expect(found).toEqual({
      total: 1,
      items: [
        {
          id: '22822',
          name: '漠河边贸有限公司',
          creditCode: '91232700MA1BT0001C',
          legalPerson: '李北辰',
          registeredCapital: '1000万人民币',
          establishedAt: '2016-05-18',
          regStatus: '存续',
          base: 'hlj',
        },
      ],
    });
  });

  it('answers a second question from the cache, without a second HTTP call', async () => {
    const first = await registry().info('91232700MA1BT0001C');
    clock += 59_000;
    const second = await registry().info('91232700MA1BT0001C');
    expect(second).toEqual(first);
    expect(server.calls).toHaveLength(1);
    // Another question is not the same answer.
    await registry().search('漠河', 1, 20);
    await registry().search('漠河', 1, 20);
    expect(server.calls).toHaveLength(2);
  });

  it('asks the registry again once the cached answer has expired, and keeps the new one', async () => {
    await registry().info('91232700MA1BT0001C');
    clock += 60_000;
    server.handler = (_req, res) =>
      json(res, { ...BASEINFO, result: { ...BASEINFO.result, legalPersonName: '李南风' } });
    expect((await registry().info('91232700MA1BT0001C'))!.legalPerson).toBe('李南风');
    expect(server.calls).toHaveLength(2);
    clock += 30_000;
    expect((await registry().info('91232700MA1BT0001C'))!.legalPerson).toBe('李南风');
    expect(server.calls).toHaveLength(2);
  });

  it('keeps nothing with a TTL of 0', async () => {
    await registry({ cacheTtlS: 0 }).info('91232700MA1BT0001C');
    await registry({ cacheTtlS: 0 }).info('91232700MA1BT0001C');
    expect(server.calls).toHaveLength(2);
  });

  it('retries a call that times out, then gives up with an "unavailable" error and caches nothing', async () => {
    server.handler = () => undefined; // never answers
    const started = Date.now();
    const error = await registry({ timeoutMs: 150, retries: 2 })
      .info('91232700MA1BT0001C')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RegistryError);
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect((error as Error).message).toMatch(/after 3 tries: no answer in 150 ms/);
    expect(server.calls).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 150);
    expect(await cache.model.countDocuments({})).toBe(0);
  });

  it('retries after a 5xx and answers once the registry recovers', async () => {
    let n = 0;
    server.handler = (_req, res) => (++n < 3 ? json(res, { message: 'busy' }, 502) : json(res, BASEINFO));
    expect((await registry().info('91232700MA1BT0001C'))!.name).toBe('漠河边贸有限公司');
    expect(server.calls).toHaveLength(3);
  });

  it('answers "no data" (error_code 300000) as none found: an empty search, no company', async () => {
    server.handler = (_req, res) => json(res, { error_code: 300000, reason: '无数据', result: null });
    expect(await registry().info('91110000802100433B')).toBeNull();
    expect(await registry().search('没有这家公司', 1, 20)).toEqual({ total: 0, items: [] });
    expect(server.calls).toHaveLength(2);
  });

  it('refuses with the registry’s reason on another error_code, without retrying or caching', async () => {
    server.handler = (_req, res) => json(res, { error_code: 300006, reason: '余额不足', result: null });
    const error = await registry()
      .info('91232700MA1BT0001C')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'refused', reason: '余额不足' });
    expect(server.calls).toHaveLength(1);
    expect(await cache.model.countDocuments({})).toBe(0);
  });

  it('reads "too many requests" (error_code 300004) as unavailable for now', async () => {
    server.handler = (_req, res) => json(res, { error_code: 300004, reason: '访问频率过快', result: null });
    await expect(registry().search('漠河', 1, 20)).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('reads an answer without the envelope as unavailable', async () => {
    server.handler = (_req, res) => json(res, { message: 'not here' }, 404);
    await expect(registry({ retries: 0 }).info('x')).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('reads the registry’s dates: ms since the epoch in China’s time, or a date-time text', () => {
    expect(registryDate(Date.UTC(2016, 4, 17, 16))).toBe('2016-05-18');
    expect(registryDate('2011-03-02 00:00:00.0')).toBe('2011-03-02');
    expect(registryDate(null)).toBe('');
  });
});
