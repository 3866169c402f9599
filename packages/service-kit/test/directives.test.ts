import type { Identity } from '@trade/contracts';
import { createApp, guardAdminAllOf, guardAdminAnyOf, guardRole, ok } from '@trade/service-kit';
import { identityHeaders, TEST_INTERNAL_SECRET } from '@trade/service-kit/testing';

const admin = (perms: string[], roles: string[] = ['r-ops']): Identity => ({
  sub: 'a1',
  kind: 'admin',
  roles,
  perms,
});
const member: Identity = { sub: 'm1', kind: 'member', roles: [], perms: [], memberId: 'm1' };

/** §6 on the server: the any-of, all-of and role directives as route guards. */
describe('permission and role directives', () => {
  const app = createApp({
    name: 'directives-test',
    logLevel: 'silent',
    internalSecret: TEST_INTERNAL_SECRET,
  });
  app.get('/any', { preHandler: guardAdminAnyOf(['a/x/list', 'a/y/list']) }, async (r) => ok(r, null));
  app.get('/all', { preHandler: guardAdminAllOf(['a/x/list', 'a/y/list']) }, async (r) => ok(r, null));
  app.get('/role', { preHandler: guardRole(['r-auditor', 'member']) }, async (r) => ok(r, null));
  app.get('/admin-only', { preHandler: guardRole('admin') }, async (r) => ok(r, null));
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  const status = async (url: string, identity?: Identity) =>
    (await app.inject({ method: 'GET', url, headers: identity ? identityHeaders(identity) : {} })).statusCode;

  it('any-of passes with one of the permissions, */*/* passes everything, none is 403', async () => {
    expect(await status('/any', admin(['a/y/list']))).toBe(200);
    expect(await status('/any', admin(['*/*/*']))).toBe(200);
    expect(await status('/any', admin(['a/z/list']))).toBe(403);
    expect(await status('/any', member)).toBe(403);
    expect(await status('/any')).toBe(401);
  });

  it('all-of needs every permission', async () => {
    expect(await status('/all', admin(['a/x/list', 'a/y/list']))).toBe(200);
    expect(await status('/all', admin(['*/*/*']))).toBe(200);
    expect(await status('/all', admin(['a/x/list']))).toBe(403);
  });

  it('the role directive checks the kind of caller or its roles, as one value or any of several', async () => {
    expect(await status('/role', admin([], ['r-auditor']))).toBe(200);
    expect(await status('/role', member)).toBe(200);
    expect(await status('/role', admin(['*/*/*'], ['r-ops']))).toBe(403);
    expect(await status('/admin-only', admin([]))).toBe(200);
    expect(await status('/admin-only', member)).toBe(403);
    expect(await status('/role')).toBe(401);
  });
});
