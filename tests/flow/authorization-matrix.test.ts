import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { buildCustoms } from '../../services/customs/src/app';
import { loadCustomsConfig } from '../../services/customs/src/config';
import { buildMember } from '../../services/member/src/app';
import { loadMemberConfig } from '../../services/member/src/config';
import type { Service } from '@trade/service-kit';
import { serviceEnv } from '@trade/service-kit/testing';
import { startTestGateway } from './identity-stack';
import {
  adminToken,
  call,
  registerMember,
  startMarketplaceStack,
  supplyForm,
  demandForm,
  type MarketplaceStack,
  type Member,
} from './marketplace-stack';

/** The callers every route is tried with. */
type Caller = 'anonymous' | 'member' | 'otherMember' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'member', 'otherMember', 'admin'];

/** Ids the sample requests name: all of them belong to member A (or to C, for A's inquiry). */
interface Ids {
  supply: string;
  demand: string;
  inquiry: string;
  file: string;
  /** The file's capability path under /basic.file/view/. */
  fileView: string;
  publicSupply: string;
  /** A's company profile and filing. */
  company: string;
  record: string;
  /** A's contracts (B is not a party): a draft, a submitted one, an executing one. */
  contract: string;
  submittedContract: string;
  executingContract: string;
}

interface Sample {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  multipart?: boolean;
}

/**
 * One row per route of gateway/routes.yaml (its `path`, plus ` [METHODS]` when the route
 * names methods). `member` is member A calling with A's ids; `otherMember` is member B
 * sending the very same request (A's ids); `admin` is an admin whose only permission is
 * `market/supply/page`. `built: false` marks routes the gateway routes but no service
 * answers yet: what they answer now is pinned, so building one shows up here.
 */
interface MatrixEntry {
  sample: (ids: Ids) => Sample;
  expect: Record<Caller, number>;
  built?: false;
}

const all = (status: number): Record<Caller, number> => ({
  anonymous: status,
  member: status,
  otherMember: status,
  admin: status,
});
/** access: admin, and the one permission the admin holds is not this route's. */
const adminDenied = { anonymous: 401, member: 403, otherMember: 403, admin: 403 };
/** access: admin, not built: the gateway's checks, then the service's 404. */
const adminNotBuilt = { anonymous: 401, member: 403, otherMember: 403, admin: 404 };
/** access: member, scoped to the caller: A's id is 404 for B. */
const ownOnly = { anonymous: 401, member: 200, otherMember: 404, admin: 403 };
/** access: member, a list of the caller's own items. */
const ownList = { anonymous: 401, member: 200, otherMember: 200, admin: 403 };
/** access: user (any signed-in caller). */
const signedIn = { anonymous: 401, member: 200, otherMember: 200, admin: 200 };

const post = (p: string, body: unknown = {}): Sample => ({ method: 'POST', path: p, body });
const get = (p: string): Sample => ({ method: 'GET', path: p });

export const MATRIX: Record<string, MatrixEntry> = {
  // ---- auth ----
  '/login/*': {
    sample: () => post('/login/logout', { refreshToken: 'not-a-refresh-token' }),
    expect: all(200),
  },
  '/.well-known/jwks.json [GET]': { sample: () => get('/.well-known/jwks.json'), expect: all(200) },
  '/admin/router [GET]': { sample: () => get('/admin/router'), expect: signedIn },
  '/system/menu/my/* [GET]': { sample: () => get('/system/menu/my/1.6.9'), expect: signedIn },
  '/system/* [GET]': { sample: () => get('/system/log/list'), expect: adminDenied },
  '/admin/sys.user/*': { sample: () => post('/admin/sys.user/page'), expect: adminDenied },
  '/admin/sys.role/*': { sample: () => post('/admin/sys.role/page'), expect: adminDenied },
  '/admin/sys.menu/*': { sample: () => post('/admin/sys.menu/tree'), expect: adminDenied },
  '/admin/sys.dept/*': { sample: () => post('/admin/sys.dept/tree'), expect: adminDenied },
  '/admin/sys.dictClass/*': { sample: () => post('/admin/sys.dictClass/list'), expect: adminDenied },
  '/admin/sys.dictItem/*': { sample: () => post('/admin/sys.dictItem/page'), expect: adminDenied },
  '/admin/sys.config/*': { sample: () => post('/admin/sys.config/list'), expect: adminDenied },
  '/admin/sys.customNavGroup/*': {
    sample: () => post('/admin/sys.customNavGroup/list'),
    expect: adminDenied,
  },
  '/admin/sys.customNav/*': {
    sample: () => post('/admin/sys.customNav/tree', { groupId: '0123456789abcdef01234567' }),
    expect: adminDenied,
  },
  '/admin/member.account/*': { sample: () => post('/admin/member.account/page'), expect: adminDenied },
  '/home/Basic/getNavList': {
    sample: () => post('/home/Basic/getNavList', { code: 'header' }),
    expect: all(200),
  },
  '/home/Basic/getDictList': {
    sample: () => post('/home/Basic/getDictList', { class_code: 'unit' }),
    expect: all(200),
  },
  '/home/Basic/getConfig': { sample: () => get('/home/Basic/getConfig'), expect: all(200) },

  // ---- catalog ----
  '/admin/product.*': {
    sample: () => post('/admin/product.supply/page'),
    // The admin's one permission is exactly this list.
    expect: { anonymous: 401, member: 403, otherMember: 403, admin: 200 },
  },
  '/admin/supply*': { sample: () => post('/admin/supply/page'), expect: adminNotBuilt, built: false },
  '/admin/demand*': { sample: () => post('/admin/demand/page'), expect: adminNotBuilt, built: false },
  '/admin/article*': { sample: () => post('/admin/article.article/page'), expect: adminDenied },
  '/admin/patch*': { sample: () => post('/admin/patch.item/page'), expect: adminDenied },
  '/home/member.Supply/*': {
    sample: (ids) => post('/home/member.Supply/info', { id: ids.supply }),
    expect: ownOnly,
  },
  '/home/member.Demand/*': {
    sample: (ids) => post('/home/member.Demand/info', { id: ids.demand }),
    expect: ownOnly,
  },
  '/member.myTrans/*': {
    sample: (ids) => post('/member.myTrans/info', { id: ids.inquiry, type: 'inquiry' }),
    expect: ownOnly,
  },
  '/home/product/page': { sample: () => post('/home/product/page'), expect: all(200) },
  '/product/*': { sample: (ids) => post('/product/detail', { id: ids.publicSupply }), expect: all(200) },
  '/home/Category/page': { sample: () => post('/home/Category/page'), expect: all(200) },
  '/index/index': { sample: () => post('/index/index'), expect: all(200) },
  '/article/*': { sample: () => post('/article/list'), expect: all(200) },
  '/home/article/*': { sample: () => post('/home/article/page'), expect: all(200) },
  '/home/Basic/getPatchList': {
    sample: () => post('/home/Basic/getPatchList', { group: 'promise' }),
    expect: all(200),
  },
  '/home/Basic/getPatchInfo': {
    sample: () => post('/home/Basic/getPatchInfo', { code: 'page.tgfw' }),
    expect: all(200),
  },
  '/country/list': { sample: () => post('/country/list'), expect: all(200) },

  // ---- member (reports not built) ----
  '/member.memberInfo/*': {
    sample: (ids) => post('/member.memberInfo/info', { id: ids.company }),
    expect: ownOnly,
  },
  '/home/member.Record/*': {
    sample: (ids) => post('/home/member.Record/info', { id: ids.record }),
    expect: ownOnly,
  },
  '/home/member.Contract/*': {
    sample: (ids) => post('/home/member.Contract/info', { id: ids.contract }),
    expect: ownOnly,
  },
  '/home/member.ContractTracking/*': {
    sample: (ids) => post('/home/member.ContractTracking/info', { id: ids.executingContract }),
    expect: ownOnly,
  },
  '/home/report/*': { sample: () => post('/home/report/page'), expect: ownList },
  '/admin/member.company/*': { sample: () => post('/admin/member.company/page'), expect: adminDenied },
  '/admin/member.record/*': { sample: () => post('/admin/member.record/page'), expect: adminDenied },
  '/admin/member.contract/*': { sample: () => post('/admin/member.contract/page'), expect: adminDenied },

  // ---- customs: each member's own declaration lists (isolation of details: customs-declarations) ----
  '/member.kj.ceb303/*': { sample: () => post('/member.kj.ceb303/page'), expect: ownList },
  '/member.kj.ceb603/*': { sample: () => post('/member.kj.ceb603/page'), expect: ownList },
  '/member.kj.ceb621/*': { sample: () => post('/member.kj.ceb621/page'), expect: ownList },
  '/member.kj.ceb607/*': { sample: () => post('/member.kj.ceb607/page'), expect: ownList },
  '/member.kj.ceb505/*': { sample: () => post('/member.kj.ceb505/page'), expect: ownList },
  '/member.kj.ceb511/*': { sample: () => post('/member.kj.ceb511/page'), expect: ownList },
  '/member.kj.ceb411/*': { sample: () => post('/member.kj.ceb411/page'), expect: ownList },
  '/member.kj.ceb403/*': { sample: () => post('/member.kj.ceb403/page'), expect: ownList },
  '/member.kj.message/*': {
    // Not a CEB message: refused before anything is stored.
    sample: () => post('/member.kj.message/upload', { not: 'xml' }),
    expect: { anonymous: 401, member: 400, otherMember: 400, admin: 403 },
  },
  '/admin/kj.*': { sample: () => post('/admin/kj.unmatched/page'), expect: adminDenied },
  '/wms/* [GET]': { sample: () => get('/wms/list.html'), expect: all(200) },
  '/admin/wms.*': { sample: () => post('/admin/wms.warehouse/page'), expect: adminDenied },

  // ---- files ----
  '/admin/sys.file/*': {
    sample: (ids) => post('/admin/sys.file/del', { id: ids.file }),
    expect: adminDenied,
  },
  '/admin/sys.fileGroup/*': {
    sample: () => post('/admin/sys.fileGroup/add', { label: '越权分组' }),
    expect: adminDenied,
  },
  '/home/member.File/*': { sample: () => post('/home/member.File/page'), expect: ownList },
  '/home/member.FileGroup/*': {
    // Each member adds the group to its own library (another's group id is 404: files-member-groups).
    sample: () => post('/home/member.FileGroup/add', { label: '矩阵分组' }),
    expect: ownList,
  },
  '/basic.file/view/* [GET]': {
    sample: (ids) => get(ids.fileView),
    // The src of an image is a capability URL: whoever holds it sees the image (a public
    // listing's gallery), signed in or not; the library's other GETs are the owner's.
    expect: all(200),
  },
  '/basic.file/* [GET]': {
    sample: (ids) => get(`/basic.file/download?id=${ids.file}`),
    // 302 to a presigned URL for the owner; anyone else's library does not have it.
    expect: { anonymous: 401, member: 302, otherMember: 404, admin: 404 },
  },
  '/basic.file/import [POST]': {
    sample: () => ({ method: 'POST', path: '/basic.file/import', multipart: true }),
    // A signed-in caller gets as far as reading the (not-a-workbook) upload.
    expect: { anonymous: 401, member: 400, otherMember: 400, admin: 400 },
  },
  '/basic.fileGroup/list [GET]': {
    sample: () => get('/basic.fileGroup/list'),
    expect: { anonymous: 401, member: 200, otherMember: 200, admin: 200 },
  },

  // ---- notify ----
  '/guestbook/add': {
    sample: () => post('/guestbook/add', { name: '访客', content: '矩阵测试留言', consent: true }),
    expect: all(200),
  },
  '/admin/guestbook/*': { sample: () => post('/admin/guestbook/page'), expect: adminDenied },
  '/home/member.Notice/*': { sample: () => post('/home/member.Notice/unreadCount'), expect: ownList },
};

/**
 * Every verb of the member service's company profile and filing, beyond the one sample of
 * its route above: member A with A's ids, member B sending the very same request. No body
 * names a member: each request is scoped to the caller, so B reaches only B's own (a 404
 * for A's ids, B's own empty profile or filing otherwise).
 */
const PROFILE_FORM = { name: '漠河边贸有限公司', creditCode: '91232700MA1BT0001C' };
const FILING_FORM = { ownershipType: 'private', contact: '王经理', phone: '13900001111' };
export const MEMBER_VERBS: Record<string, MatrixEntry> = {
  '/member.memberInfo/info (own, no id)': { sample: () => post('/member.memberInfo/info'), expect: ownList },
  // The reports take no id at all: each caller gets its own figures (the report flow test checks whose).
  '/home/report/group': { sample: () => post('/home/report/group'), expect: ownList },
  '/home/report/groupQuery': {
    sample: () => post('/home/report/groupQuery', { dimension: 'overview' }),
    expect: ownList,
  },
  '/member.memberInfo/info': {
    sample: (ids) => post('/member.memberInfo/info', { id: ids.company }),
    expect: ownOnly,
  },
  '/member.memberInfo/add': {
    sample: () => post('/member.memberInfo/add', PROFILE_FORM),
    // A has a profile (409); B may not take A's credit code (409).
    expect: { anonymous: 401, member: 409, otherMember: 409, admin: 403 },
  },
  '/member.memberInfo/save': {
    sample: (ids) => post('/member.memberInfo/save', { id: ids.company, ...PROFILE_FORM }),
    expect: ownOnly,
  },
  '/member.memberInfo/tycSearch': {
    sample: () => post('/member.memberInfo/tycSearch', { keyword: '漠河' }),
    expect: ownList,
  },
  '/member.memberInfo/tycInfo': {
    sample: () => post('/member.memberInfo/tycInfo', { code: PROFILE_FORM.creditCode }),
    expect: ownList,
  },
  '/home/member.Record/info (own, no id)': {
    sample: () => post('/home/member.Record/info'),
    expect: ownList,
  },
  '/home/member.Record/info': {
    sample: (ids) => post('/home/member.Record/info', { id: ids.record }),
    expect: ownOnly,
  },
  '/home/member.Record/save': {
    sample: (ids) => post('/home/member.Record/save', { id: ids.record, ...FILING_FORM }),
    expect: ownOnly,
  },
  '/home/member.Record/save (own, no id)': {
    sample: () => post('/home/member.Record/save', FILING_FORM),
    // B has no profile to file.
    expect: { anonymous: 401, member: 200, otherMember: 409, admin: 403 },
  },
  '/home/member.Record/getOptions': { sample: () => post('/home/member.Record/getOptions'), expect: ownList },
  '/admin/member.company/page': { sample: () => post('/admin/member.company/page'), expect: adminDenied },
  '/admin/member.company/info': {
    sample: (ids) => post('/admin/member.company/info', { id: ids.company }),
    expect: adminDenied,
  },
  '/admin/member.company/review': {
    sample: (ids) => post('/admin/member.company/review', { id: ids.company, status: 'approved' }),
    expect: adminDenied,
  },
  '/admin/member.record/page': { sample: () => post('/admin/member.record/page'), expect: adminDenied },
  '/admin/member.record/info': {
    sample: (ids) => post('/admin/member.record/info', { id: ids.record }),
    expect: adminDenied,
  },
  '/admin/member.record/review': {
    sample: (ids) => post('/admin/member.record/review', { id: ids.record, status: 'approved' }),
    expect: adminDenied,
  },
};

/**
 * Every verb of contracts and their tracking: member A with A's contracts, member B (no
 * party to them) with the very same request, after A. B never reaches A's contracts (404);
 * the rows that change a contract show A's own answer first (a deletion of a submitted
 * contract is refused to A as well, so the contract is still there when B tries).
 */
const CONTRACT_LINES = [{ name: '大豆', quantity: '10', unit: 'ton', unitPrice: '4100' }];
export const CONTRACT_VERBS: Record<string, MatrixEntry> = {
  '/home/member.Contract/page': { sample: () => post('/home/member.Contract/page'), expect: ownList },
  '/home/member.Contract/info': {
    sample: (ids) => post('/home/member.Contract/info', { id: ids.contract }),
    expect: ownOnly,
  },
  '/home/member.Contract/add': {
    sample: () =>
      post('/home/member.Contract/add', {
        number: 'M-ADD',
        seller: { name: '某公司' },
        lines: CONTRACT_LINES,
      }),
    // B has no company profile to file a contract with.
    expect: { anonymous: 401, member: 200, otherMember: 409, admin: 403 },
  },
  '/home/member.Contract/edit': {
    sample: (ids) =>
      post('/home/member.Contract/edit', {
        id: ids.contract,
        number: 'M-1',
        seller: { name: '某公司' },
        lines: CONTRACT_LINES,
      }),
    expect: ownOnly,
  },
  '/home/member.Contract/del': {
    sample: (ids) => post('/home/member.Contract/del', { id: ids.submittedContract }),
    expect: { anonymous: 401, member: 409, otherMember: 404, admin: 403 },
  },
  '/home/member.Contract/dossier': {
    sample: (ids) => post('/home/member.Contract/dossier', { id: ids.contract }),
    expect: ownOnly,
  },
  '/home/member.Contract/fromQuote': {
    sample: () => post('/home/member.Contract/fromQuote', { quoteId: 'a'.repeat(24) }),
    expect: { anonymous: 401, member: 404, otherMember: 404, admin: 403 },
  },
  '/home/member.ContractTracking/page': {
    sample: () => post('/home/member.ContractTracking/page'),
    expect: ownList,
  },
  '/home/member.ContractTracking/info': {
    sample: (ids) => post('/home/member.ContractTracking/info', { id: ids.executingContract }),
    expect: ownOnly,
  },
  '/home/member.ContractTracking/add': {
    sample: (ids) =>
      post('/home/member.ContractTracking/add', {
        contractId: ids.executingContract,
        milestone: 'deposit_paid',
        date: '2025-03-01',
      }),
    expect: ownOnly,
  },
  '/home/member.ContractTracking/updateStatus': {
    sample: (ids) =>
      post('/home/member.ContractTracking/updateStatus', {
        id: ids.executingContract,
        status: 'terminated',
        reason: '双方协商终止',
      }),
    expect: ownOnly,
  },
  '/admin/member.contract/page': { sample: () => post('/admin/member.contract/page'), expect: adminDenied },
  '/admin/member.contract/info': {
    sample: (ids) => post('/admin/member.contract/info', { id: ids.contract }),
    expect: adminDenied,
  },
  '/admin/member.contract/review': {
    sample: (ids) => post('/admin/member.contract/review', { id: ids.submittedContract, status: 'approved' }),
    expect: adminDenied,
  },
};

/**
 * The back office's writes on a member's behalf, behind `/admin/product.*`: A's ids and A
 * as the member named. Members are refused by the gateway; the one-permission admin (the
 * supply list only) by the catalog, before anything is read or written.
 */
export const ON_BEHALF_VERBS: Record<string, MatrixEntry> = {
  '/admin/product.supply/save': {
    sample: (ids) => post('/admin/product.supply/save', { id: ids.supply, ...supplyForm() }),
    expect: adminDenied,
  },
  '/admin/product.demand/save': {
    sample: (ids) => post('/admin/product.demand/save', { id: ids.demand, ...demandForm() }),
    expect: adminDenied,
  },
  '/admin/product.demand/quote': {
    sample: (ids) =>
      post('/admin/product.demand/quote', {
        demandId: ids.demand,
        quantity: 1,
        unitPrice: 1,
        currency: 'CNY',
        companyName: '同江口岸贸易',
        memberId: 'a'.repeat(24),
      }),
    expect: adminDenied,
  },
};

/** The route table's entries, as the matrix names them. */
function routeKeys(): string[] {
  const file = path.resolve(__dirname, '../../gateway/routes.yaml');
  const table = parse(readFileSync(file, 'utf8')) as { routes: Array<{ path: string; methods?: string[] }> };
  return table.routes.map((r) => (r.methods ? `${r.path} [${r.methods.join(',')}]` : r.path));
}

describe('authorization matrix: every gateway route with every kind of caller', () => {
  it('has an entry for every route of gateway/routes.yaml, and none for a route that is gone', () => {
    const keys = routeKeys();
    expect(keys.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !keys.includes(key))).toEqual([]);
  });

  describe('on the running platform', () => {
    let stack: MarketplaceStack;
    let member: Service;
    let customs: Awaited<ReturnType<typeof buildCustoms>>;
    let gateway: Awaited<ReturnType<typeof startTestGateway>>;
    let api: string;
    const tokens = {} as Record<Caller, string | undefined>;
    let ids: Ids;

    beforeAll(async () => {
      stack = await startMarketplaceStack();
      member = await buildMember(
        loadMemberConfig(
          serviceEnv('member', {
            FILES_URL: stack.gateway.routes.upstreams.get('files')!.url,
            AUTH_URL: stack.gateway.routes.upstreams.get('auth')!.url,
            REGISTRY_PROVIDER: 'local',
          }),
        ),
      );
      customs = await buildCustoms(
        loadCustomsConfig(
          serviceEnv('customs', { CUSTOMS_INDEX_PREFIX: `matrix-${Date.now().toString(36)}-` }),
        ),
      );
      const urlOf = (address: string) => address.replace('0.0.0.0', '127.0.0.1');
      const upstream = (name: string) => stack.gateway.routes.upstreams.get(name)!.url;
      gateway = await startTestGateway({
        auth: upstream('auth'),
        catalog: upstream('catalog'),
        files: upstream('files'),
        notify: upstream('notify'),
        member: urlOf(await member.listen()),
        customs: urlOf(await customs.listen()),
      });
      api = gateway.api;

      const superToken = await adminToken(api);
      const a: Member = await registerMember(api, stack.redis, '漠河边贸有限公司');
      const b: Member = await registerMember(api, stack.redis, '同江口岸贸易');
      const c: Member = await registerMember(api, stack.redis, '逊克农产品');
      const approve = async (kind: 'supply' | 'demand', id: string) =>
        expect(
          (
            await call(api, `/admin/product.${kind}/audit`, {
              body: { id, auditStatus: 'approved' },
              token: superToken,
            })
          ).status,
        ).toBe(200);
      const supply = await call(api, '/home/member.Supply/add', {
        body: supplyForm({ gallery: a.gallery }),
        token: a.token,
      });
      const demand = await call(api, '/home/member.Demand/add', { body: demandForm(), token: a.token });
      const publicSupply = await call(api, '/home/member.Supply/add', {
        body: supplyForm({ name: '逊克大豆', gallery: c.gallery }),
        token: c.token,
      });
      await approve('supply', publicSupply.body.data.id);
      const inquiry = await call(api, '/member.myTrans/inquiry', {
        body: {
          supplyId: publicSupply.body.data.id,
          quantity: 5,
          companyName: a.companyName,
          email: 'a@example.com',
          country: 'CN',
        },
        token: a.token,
      });
      expect(inquiry.status).toBe(200);
      const company = await call(api, '/member.memberInfo/add', {
        body: { name: '漠河边贸有限公司', creditCode: '91232700MA1BT0001C' },
        token: a.token,
      });
      expect(company.status).toBe(200);
      const record = await call(api, '/home/member.Record/save', {
        body: { ownershipType: 'private', contact: '王经理', phone: '13900001111' },
        token: a.token,
      });
      expect(record.status).toBe(200);
      const contract = async (n: string) => {
        const res = await call(api, '/home/member.Contract/add', {
          body: { number: n, seller: { name: '某公司' }, lines: CONTRACT_LINES },
          token: a.token,
        });
        expect(res.status).toBe(200);
        return res.body.data.id as string;
      };
      const move = async (id: string, status: string) =>
        expect(
          (
            await call(api, '/home/member.ContractTracking/updateStatus', {
              body: { id, status },
              token: a.token,
            })
          ).status,
        ).toBe(200);
      const [draft, submitted, executing] = [
        await contract('M-1'),
        await contract('M-2'),
        await contract('M-3'),
      ];
      await move(submitted, 'submitted');
      await move(executing, 'submitted');
      expect(
        (
          await call(api, '/admin/member.contract/review', {
            body: { id: executing, status: 'approved' },
            token: superToken,
          })
        ).status,
      ).toBe(200);
      await move(executing, 'executing');
      ids = {
        contract: draft,
        submittedContract: submitted,
        executingContract: executing,
        company: company.body.data.id,
        record: record.body.data.id,
        supply: supply.body.data.id,
        demand: demand.body.data.id,
        inquiry: inquiry.body.data.id,
        file: a.gallery[0]!,
        fileView: a.images[0]!.replace(/^\/api/, ''),
        publicSupply: publicSupply.body.data.id,
      };

      // An admin holding exactly one permission.
      const role = await call(api, '/admin/sys.role/add', {
        body: { name: `供应查看${Date.now()}` },
        token: superToken,
      });
      const granted = await call(api, '/admin/sys.role/auth', {
        body: { id: role.body.data.id, menuIds: [], perms: ['market/supply/page'] },
        token: superToken,
      });
      expect(granted.status).toBe(200);
      const username = `one${Date.now()}`;
      const user = await call(api, '/admin/sys.user/add', {
        body: { username, password: 'one@2025', realname: '单权限', roleIds: [role.body.data.id] },
        token: superToken,
      });
      expect(user.status).toBe(200);
      const login = await call(api, '/login/login', { body: { account: username, password: 'one@2025' } });
      expect(login.body.data.member_info.permissions).toEqual(['market/supply/page']);

      tokens.anonymous = undefined;
      tokens.member = a.token;
      tokens.otherMember = b.token;
      tokens.admin = login.body.data.accessToken;
    }, 120_000);

    afterAll(async () => {
      await gateway?.gateway.app.close();
      await customs?.declarationIndex.drop().catch(() => undefined);
      await Promise.all([member?.close(), customs?.close()]);
      await stack?.close();
    });

    async function answer(sample: Sample, token: string | undefined): Promise<number> {
      const headers: Record<string, string> = { lang: 'zh-cn' };
      if (token) headers.authorization = `Bearer ${token}`;
      let body: string | FormData | undefined;
      if (sample.multipart) {
        body = new FormData();
        body.append('file', new Blob(['id,file_name\n'], { type: 'text/csv' }), 'files.xlsx');
      } else if (sample.method === 'POST') {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(sample.body ?? {});
      }
      const res = await fetch(`${api}${sample.path}`, {
        method: sample.method,
        headers,
        body,
        redirect: 'manual',
      });
      await res.arrayBuffer();
      return res.status;
    }

    it('answers each caller as the route’s access and ownership say', async () => {
      const expected: Record<string, Record<Caller, number>> = {};
      const actual: Record<string, Record<Caller, number>> = {};
      for (const [key, entry] of Object.entries(MATRIX)) {
        const sample = entry.sample(ids);
        expected[key] = entry.expect;
        actual[key] = {} as Record<Caller, number>;
        for (const caller of CALLERS) actual[key][caller] = await answer(sample, tokens[caller]);
      }
      expect(actual).toEqual(expected);
    }, 120_000);

    it('answers each caller on every verb of contracts and their tracking as party membership says', async () => {
      const expected: Record<string, Record<Caller, number>> = {};
      const actual: Record<string, Record<Caller, number>> = {};
      for (const [key, entry] of Object.entries(CONTRACT_VERBS)) {
        const sample = entry.sample(ids);
        expected[key] = entry.expect;
        actual[key] = {} as Record<Caller, number>;
        for (const caller of CALLERS) actual[key][caller] = await answer(sample, tokens[caller]);
      }
      expect(actual).toEqual(expected);
    }, 120_000);

    it("answers each caller on the back office's saves and quote on a member's behalf", async () => {
      const expected: Record<string, Record<Caller, number>> = {};
      const actual: Record<string, Record<Caller, number>> = {};
      for (const [key, entry] of Object.entries(ON_BEHALF_VERBS)) {
        expected[key] = entry.expect;
        actual[key] = {} as Record<Caller, number>;
        for (const caller of CALLERS) actual[key][caller] = await answer(entry.sample(ids), tokens[caller]);
      }
      expect(actual).toEqual(expected);
    }, 120_000);

    it('answers each caller on every verb of the company profile and filing as ownership says', async () => {
      const expected: Record<string, Record<Caller, number>> = {};
      const actual: Record<string, Record<Caller, number>> = {};
      for (const [key, entry] of Object.entries(MEMBER_VERBS)) {
        const sample = entry.sample(ids);
        expected[key] = entry.expect;
        actual[key] = {} as Record<Caller, number>;
        for (const caller of CALLERS) actual[key][caller] = await answer(sample, tokens[caller]);
      }
      expect(actual).toEqual(expected);
    }, 120_000);
  });
});
