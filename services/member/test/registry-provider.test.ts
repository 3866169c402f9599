import type { Identity } from '@trade/contracts';
import { identityHeaders, serviceEnv } from '@trade/service-kit/testing';
import { buildMember } from '../src/app';
import { loadMemberConfig } from '../src/config';
import { TIANYANCHA_BASEINFO_PATH, TIANYANCHA_SEARCH_PATH } from '../src/registry/tianyancha';
import {
  json,
  startTianyanchaServer,
  TIANYANCHA_TEST_TOKEN,
  type TianyanchaServer,
} from './tianyancha-server';

const MEMBER: Identity = {
  sub: 'account-registry-1',
  kind: 'member',
  roles: ['member'],
  perms: [],
  memberId: 'member-registry-1',
};

/** The member service built from these variables alone, as main.ts builds it, listening. */
async function startMember(env: Record<string, string>) {
  const member = await buildMember(loadMemberConfig(serviceEnv('member', env)), { outboxIntervalMs: 200 });
  const url = (await member.listen()).replace('0.0.0.0', '127.0.0.1');
  const post = async (verb: string, body: unknown) => {
    const res = await fetch(`${url}/member.memberInfo/${verb}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...identityHeaders(MEMBER) },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as { code: number; data: Record<string, unknown> },
    };
  };
  return { member, post };
}
type Member = Awaited<ReturnType<typeof startMember>>;

/**
 * REGISTRY_PROVIDER alone chooses the adapter behind tycSearch and tycInfo: the member
 * service, started from its variables, asks the Tianyancha open API (here a local server in
 * its shape) or answers from the local fixtures.
 */
describe('the registry adapter chosen by configuration', () => {
  let server: TianyanchaServer;

  beforeAll(async () => {
    server = await startTianyanchaServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => server.reset());

  describe('with REGISTRY_PROVIDER=tianyancha', () => {
    let tyc: Member;

    beforeAll(async () => {
      tyc = await startMember({
        REGISTRY_PROVIDER: 'tianyancha',
        TIANYANCHA_URL: server.baseUrl,
        TIANYANCHA_TOKEN: TIANYANCHA_TEST_TOKEN,
        REGISTRY_RETRIES: '0',
      });
    });
    afterAll(async () => {
      await tyc?.member.close();
    });

    it('answers tycInfo from the Tianyancha server, asked with the configured token', async () => {
      const { status, body } = await tyc.post('tycInfo', { code: '91232700MA1BT0001C' });
      expect(status).toBe(200);
      expect(server.calls).toHaveLength(1);
      expect(server.calls[0]).toMatchObject({ path: TIANYANCHA_BASEINFO_PATH, auth: TIANYANCHA_TEST_TOKEN });
      expect(server.calls[0]!.query.get('keyword')).toBe('91232700MA1BT0001C');
      // The Tianyancha id (the local fixture of this company is 9000001) and its own fields.
      expect(body.data).toMatchObject({
        id: '22822',
        name: '漠河边贸有限公司',
        nameEn: 'Mohe Border Trade Co., Ltd.',
        creditCode: '91232700MA1BT0001C',
        businessScope: '边境小额贸易',
        companyType: '有限责任公司',
      });
    });

    it('answers tycSearch from the Tianyancha server', async () => {
      const { status, body } = await tyc.post('tycSearch', { keyword: '漠河', pageNum: 1, pageSize: 20 });
      expect(status).toBe(200);
      expect(server.calls.map((c) => c.path)).toEqual([TIANYANCHA_SEARCH_PATH]);
      expect(Object.fromEntries(server.calls[0]!.query)).toEqual({
        word: '漠河',
        pageNum: '1',
        pageSize: '20',
      });
      expect(body.data).toMatchObject({
        total: 1,
        rows: [{ id: '22822', name: '漠河边贸有限公司', creditCode: '91232700MA1BT0001C', base: 'hlj' }],
      });
    });

    it('passes on what the Tianyancha server says: a company it does not have is not found', async () => {
      server.handler = (_req, res) => json(res, { error_code: 300000, reason: '无数据', result: null });
      // A local fixture: the local registry would have answered it.
      const { status, body } = await tyc.post('tycInfo', { code: '91230881MA1BT00026' });
      expect(server.calls).toHaveLength(1);
      expect(status).toBe(404);
      expect(body.data).toMatchObject({ errorId: 'REGISTRY_NOT_FOUND' });
    });
  });

  describe('with REGISTRY_PROVIDER=local', () => {
    let local: Member;

    beforeAll(async () => {
      // The Tianyancha variables are set too: the provider alone decides.
      local = await startMember({
        REGISTRY_PROVIDER: 'local',
        TIANYANCHA_URL: server.baseUrl,
        TIANYANCHA_TOKEN: TIANYANCHA_TEST_TOKEN,
      });
    });
    afterAll(async () => {
      await local?.member.close();
    });

    it('answers tycInfo and tycSearch from the fixtures, without calling Tianyancha', async () => {
      const info = await local.post('tycInfo', { code: '91232700MA1BT0001C' });
      expect(info.status).toBe(200);
      expect(info.body.data).toMatchObject({
        id: '9000001',
        name: '漠河边贸有限公司',
        creditCode: '91232700MA1BT0001C',
        businessScope: '边境小额贸易；农副产品、木材、建材的进出口；国际货运代理',
      });
      const found = await local.post('tycSearch', { keyword: '同江' });
      expect(found.status).toBe(200);
      expect(found.body.data).toMatchObject({
        total: 1,
        rows: [{ id: '9000002', name: '同江口岸贸易有限公司', creditCode: '91230881MA1BT00026' }],
      });
      expect(server.calls).toHaveLength(0);
    });
  });
});
