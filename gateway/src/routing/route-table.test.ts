import path from 'node:path';
import { ConfigError } from '../config/env';
import { compileRouteTable, expandEnv, loadRouteTable } from './route-table';

const ROUTES_FILE = path.resolve(__dirname, '..', '..', 'routes.yaml');

describe('the shipped routes.yaml', () => {
  const table = loadRouteTable(ROUTES_FILE, {});
  const at = (p: string, method = 'POST') => {
    const route = table.match(p, method);
    return route && { upstream: route.upstream.name, access: route.access };
  };

  it('sends each spec path to its owner (architecture §2) with its access', () => {
    expect(at('/login/login')).toEqual({ upstream: 'auth', access: 'public' });
    expect(at('/login/refresh')).toEqual({ upstream: 'auth', access: 'public' });
    expect(at('/.well-known/jwks.json', 'GET')).toEqual({ upstream: 'auth', access: 'public' });
    expect(at('/admin/router', 'GET')).toEqual({ upstream: 'auth', access: 'user' });
    expect(at('/system/menu/my/1.6.9', 'GET')).toEqual({ upstream: 'auth', access: 'user' });
    expect(at('/system/log/list', 'GET')).toEqual({ upstream: 'auth', access: 'admin' });
    expect(at('/system/user/list', 'GET')).toEqual({ upstream: 'auth', access: 'admin' });
    expect(at('/admin/sys.customNav/tree')).toEqual({ upstream: 'auth', access: 'admin' });
    expect(at('/admin/sys.customNavGroup/list')).toEqual({ upstream: 'auth', access: 'admin' });
    expect(at('/home/Basic/getDictList')).toEqual({ upstream: 'auth', access: 'public' });

    expect(at('/admin/product.spuRecycle/restore')).toEqual({ upstream: 'catalog', access: 'admin' });
    expect(at('/admin/product.supply/save')).toEqual({ upstream: 'catalog', access: 'admin' });
    expect(at('/admin/product.demand/quote')).toEqual({ upstream: 'catalog', access: 'admin' });
    expect(at('/internal/members/0123456789abcdef01234567', 'GET')).toBeNull();
    expect(at('/home/member.Supply/inquiryList')).toEqual({ upstream: 'catalog', access: 'member' });
    expect(at('/member.myTrans/quote')).toEqual({ upstream: 'catalog', access: 'member' });
    expect(at('/home/product/page')).toEqual({ upstream: 'catalog', access: 'public' });
    expect(at('/product/detail')).toEqual({ upstream: 'catalog', access: 'public' });
    expect(at('/home/Basic/getPatchInfo')).toEqual({ upstream: 'catalog', access: 'public' });

    expect(at('/member.memberInfo/tycSearch')).toEqual({ upstream: 'member', access: 'member' });
    expect(at('/home/member.ContractTracking/updateStatus')).toEqual({
      upstream: 'member',
      access: 'member',
    });
    expect(at('/home/member.Contract/info')).toEqual({ upstream: 'member', access: 'member' });
    expect(at('/home/report/groupQuery')).toEqual({ upstream: 'member', access: 'member' });
    expect(at('/home/member.Record/getOptions')).toEqual({ upstream: 'member', access: 'member' });
    // The back office's company and filing review go to member; member accounts stay with auth.
    expect(at('/admin/member.company/review')).toEqual({ upstream: 'member', access: 'admin' });
    expect(at('/admin/member.record/page')).toEqual({ upstream: 'member', access: 'admin' });
    expect(at('/admin/member.contract/review')).toEqual({ upstream: 'member', access: 'admin' });
    expect(at('/admin/member.account/page')).toEqual({ upstream: 'auth', access: 'admin' });

    expect(at('/member.kj.ceb621/errorPage')).toEqual({ upstream: 'customs', access: 'member' });
    expect(at('/member.kj.ceb411/page')).toEqual({ upstream: 'customs', access: 'member' });
    expect(at('/member.kj.ceb403/excel', 'GET')).toEqual({ upstream: 'customs', access: 'member' });
    expect(at('/member.kj.message/upload')).toEqual({ upstream: 'customs', access: 'member' });
    expect(at('/admin/kj.unmatched/page')).toEqual({ upstream: 'customs', access: 'admin' });
    expect(at('/wms/list.html', 'GET')).toEqual({ upstream: 'customs', access: 'public' });

    expect(at('/home/member.File/upload')).toEqual({ upstream: 'files', access: 'member' });
    // A caller's own library and its import need a sign-in; a file's bytes (capability URL) do not.
    expect(at('/basic.file/export', 'GET')).toEqual({ upstream: 'files', access: 'user' });
    expect(at('/basic.file/import')).toEqual({ upstream: 'files', access: 'user' });
    expect(at('/basic.fileGroup/list', 'GET')).toEqual({ upstream: 'files', access: 'user' });
    expect(at('/basic.file/view/ab/cd.png', 'GET')).toEqual({ upstream: 'files', access: 'public' });

    expect(at('/guestbook/add')).toEqual({ upstream: 'notify', access: 'public' });
    expect(at('/admin/guestbook/page')).toEqual({ upstream: 'notify', access: 'admin' });
    expect(at('/home/member.Notice/page')).toEqual({ upstream: 'notify', access: 'member' });
  });

  it('leaves unknown paths, and the GET-only lists under other methods, unrouted', () => {
    expect(at('/demo/anything')).toBeNull();
    expect(at('/admin/unknown.thing/page')).toBeNull();
    expect(at('/system/user/list', 'POST')).toBeNull();
    expect(at('/home/member.ContractX/page')).toBeNull();
    expect(at('/admin/member.companyX/page')).toBeNull();
  });

  it("routes none of the services' internal calls (/internal/*)", () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'])
      for (const p of ['/internal/files/resolve', '/internal/consumers', '/internal'])
        expect([method, p, at(p, method)]).toEqual([method, p, null]);
  });

  it('gives uploads 35 MB and /login its stricter rate-limit class', () => {
    expect(table.match('/home/member.File/upload', 'POST')!.bodyLimit).toBe(35 * 1024 * 1024);
    expect(table.match('/admin/sys.file/add', 'POST')!.bodyLimit).toBe(35 * 1024 * 1024);
    expect(table.match('/home/member.Supply/add', 'POST')!.bodyLimit).toBeNull();
    expect(table.match('/login/sendCode', 'POST')!.rateLimit).toEqual({
      name: 'login',
      max: 20,
      windowMs: 60_000,
    });
    expect(table.rateLimits.default).toEqual({ name: 'default', max: 600, windowMs: 60_000 });
  });

  it('takes upstream URLs and limits from the environment', () => {
    const custom = loadRouteTable(ROUTES_FILE, { AUTH_URL: 'http://auth.internal:80/', RATE_LIMIT_MAX: '5' });
    expect(custom.upstreams.get('auth')!.url).toBe('http://auth.internal:80');
    expect(custom.upstreams.get('files')!.url).toBe('http://127.0.0.1:3005');
    expect(custom.rateLimits.default.max).toBe(5);
  });
});

describe('compileRouteTable', () => {
  const doc = (routes: unknown[], extra: Record<string, unknown> = {}) => ({
    upstreams: { a: 'http://a:1', b: 'http://b:2' },
    rateLimits: { default: { max: 10, window: '1m' } },
    routes,
    ...extra,
  });

  it('prefers the longest prefix and an exact path over any prefix', () => {
    const table = compileRouteTable(
      doc([
        { path: '/x/*', upstream: 'a', access: 'public' },
        { path: '/x/y/*', upstream: 'b', access: 'member' },
        { path: '/x/y/z', upstream: 'a', access: 'admin' },
      ]),
    );
    expect(table.match('/x/q', 'GET')!.upstream.name).toBe('a');
    expect(table.match('/x/y/q', 'GET')!.upstream.name).toBe('b');
    expect(table.match('/x/y/z', 'GET')!.access).toBe('admin');
    expect(table.match('/x/y/z/more', 'GET')!.access).toBe('member');
    expect(table.match('/x', 'GET')).toBeNull();
  });

  it('rejects mistakes with the entry named', () => {
    const bad = [
      doc([{ path: '/x/*', upstream: 'nope', access: 'public' }]),
      doc([{ path: '/x/*', upstream: 'a', access: 'everyone' }]),
      doc([{ path: 'x/*', upstream: 'a', access: 'public' }]),
      doc([{ path: '/x/*', upstream: 'a', access: 'public', rateLimit: 'strict' }]),
      doc([{ path: '/x/*', upstream: 'a', access: 'public', bodyLimit: 'lots' }]),
      doc([
        { path: '/x/*', upstream: 'a', access: 'public' },
        { path: '/x/*', upstream: 'b', access: 'public' },
      ]),
      doc([], { rateLimits: { login: { max: 1, window: '1m' } } }),
      doc([], { upstreams: { a: 'ftp://a' } }),
      doc([{ path: '/internal/files/resolve', upstream: 'a', access: 'admin' }]),
      doc([{ path: '/internal/*', upstream: 'a', access: 'admin' }]),
      doc([{ path: '/int*', upstream: 'a', access: 'public' }]),
      doc([{ path: '/*', upstream: 'a', access: 'public' }]),
    ];
    for (const d of bad) expect(() => compileRouteTable(d)).toThrow(ConfigError);
  });

  it('expands ${VAR} and ${VAR:-default}, and names a required variable that is missing', () => {
    expect(expandEnv({ u: '${A_URL:-http://x:1}', n: ['${N}'] }, { N: '3' })).toEqual({
      u: 'http://x:1',
      n: ['3'],
    });
    expect(() => expandEnv('${MUST_BE_SET}', {})).toThrow(/MUST_BE_SET/);
  });
});
