import { ADMIN, call, newPhone, smsCodeFor, startIdentityStack, type IdentityStack } from './identity-stack';

interface MenuNode {
  id: string;
  path: string;
  perms: string[];
  titles: { 'zh-cn': string; en: string; ru: string };
  children?: MenuNode[];
}
const find = (nodes: MenuNode[], path: string): MenuNode | undefined =>
  nodes.map((n) => (n.path === path ? n : find(n.children ?? [], path))).find(Boolean);

const FORBIDDEN = '无权限访问';

/**
 * Attacks on the back office and on sign-in through the real gateway: nobody reaches
 * beyond the permissions they hold, nobody locks out someone else's account, and
 * ending an admin's access ends it at once.
 */
describe('identity security through the gateway', () => {
  let stack: IdentityStack;
  let superToken: string;
  let superId: string;
  let tree: MenuNode[];
  let superRoleId: string;
  const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

  const login = async (account: string, password: string, ip?: string) =>
    call(stack.api, '/login/login', {
      body: { account, password },
      headers: ip ? { 'x-forwarded-for': ip } : {},
    });
  const as = (token: string) => ({
    post: (path: string, body: unknown) => call(stack.api, path, { body, token }),
  });
  /** A role opening the menus at `paths`, and a signed-in admin holding only it. */
  const adminWith = async (paths: string[], password = 'ops@2025') => {
    const role = await as(superToken).post('/admin/sys.role/add', { name: `r${stamp()}` });
    const roleId = role.body.data.id as string;
    const menuIds = paths.map((path) => find(tree, path)!.id);
    expect((await as(superToken).post('/admin/sys.role/auth', { id: roleId, menuIds })).status).toBe(200);
    const username = `a${stamp()}`;
    const added = await as(superToken).post('/admin/sys.user/add', { username, password, roleIds: [roleId] });
    expect(added.status).toBe(200);
    const session = (await login(username, password)).body.data;
    return { roleId, id: added.body.data.id as string, username, password, session };
  };
  const superRoleAdmin = async () => {
    const username = `s${stamp()}`;
    const added = await as(superToken).post('/admin/sys.user/add', {
      username,
      password: 'sup@2025',
      roleIds: [superRoleId],
    });
    expect(added.status).toBe(200);
    return { id: added.body.data.id as string, username, password: 'sup@2025' };
  };
  const userByName = async (username: string) =>
    (
      await as(superToken).post('/admin/sys.user/page', {
        pageNumber: 1,
        pageSize: 10,
        search_params: { username },
      })
    ).body.data.rows as Array<{ id: string; status: number; realname: string; roleIds: string[] }>;

  beforeAll(async () => {
    stack = await startIdentityStack(
      { LOGIN_ACCOUNT_MAX_FAILURES: '3', LOGIN_IP_MAX_FAILURES: '6' },
      { TRUST_PROXY: 'true' },
    );
    const session = (await login(ADMIN.username, ADMIN.password)).body.data;
    superToken = session.accessToken;
    superId = session.member_info.id;
    tree = (await as(superToken).post('/admin/sys.menu/tree', {})).body.data;
    const roles = (await as(superToken).post('/admin/sys.role/page', { pageNumber: 1, pageSize: 50 })).body
      .data.rows as Array<{ id: string; perms: string[] }>;
    superRoleId = roles.find((r) => r.perms.includes('*/*/*'))!.id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  describe('user management never grants or reaches beyond what the caller holds', () => {
    it('refuses to create or edit an admin with a role that holds more than the caller', async () => {
      const ops = await adminWith(['/admin/sys/user']);
      const token = ops.session.accessToken as string;
      const username = `x${stamp()}`;
      const escalate = await as(token).post('/admin/sys.user/add', {
        username,
        password: 'esc@2025',
        roleIds: [superRoleId],
      });
      expect(escalate.status).toBe(403);
      expect(escalate.body.message).toBe(FORBIDDEN);
      expect(await userByName(username)).toEqual([]);
      expect((await login(username, 'esc@2025')).status).toBe(400);

      // A role with no more than the caller holds is fine, and so is no role at all.
      const peer = await as(token).post('/admin/sys.user/add', {
        username,
        password: 'esc@2025',
        roleIds: [ops.roleId],
      });
      expect(peer.status).toBe(200);
      const promote = await as(token).post('/admin/sys.user/edit', {
        id: peer.body.data.id,
        username,
        roleIds: [ops.roleId, superRoleId],
      });
      expect(promote.status).toBe(403);
      expect((await userByName(username))[0]?.roleIds).toEqual([ops.roleId]);
      const relogin = await login(username, 'esc@2025');
      expect(relogin.body.data.member_info.permissions).not.toContain('*/*/*');
    });

    it('refuses to disable, delete or re-password an admin who holds more than the caller', async () => {
      const ops = await adminWith(['/admin/sys/user']);
      const token = ops.session.accessToken as string;
      const chief = await superRoleAdmin();
      const disable = await as(token).post('/admin/sys.user/changeStatus', { id: chief.id, status: 0 });
      expect(disable.status).toBe(403);
      expect((await as(token).post('/admin/sys.user/del', { id: chief.id })).status).toBe(403);
      const repassword = await as(token).post('/admin/sys.user/edit', {
        id: chief.id,
        username: chief.username,
        password: 'taken@2025',
      });
      expect(repassword.status).toBe(403);
      const bootstrap = await as(token).post('/admin/sys.user/edit', {
        id: superId,
        username: ADMIN.username,
        password: 'taken@2025',
      });
      expect(bootstrap.status).toBe(403);
      expect((await userByName(chief.username))[0]?.status).toBe(1);
      expect((await login(chief.username, chief.password)).status).toBe(200);
      expect((await login(ADMIN.username, ADMIN.password)).status).toBe(200);
    });

    it("lets only the bootstrap super-admin change its own password, while a super-role admin may reset others'", async () => {
      const chief = await superRoleAdmin();
      const chiefToken = (await login(chief.username, chief.password)).body.data.accessToken as string;
      const bootstrap = await as(chiefToken).post('/admin/sys.user/edit', {
        id: superId,
        username: ADMIN.username,
        password: 'taken@2025',
      });
      expect(bootstrap.status).toBe(403);
      expect((await login(ADMIN.username, ADMIN.password)).status).toBe(200);

      const ops = await adminWith(['/admin/sys/user']);
      const reset = await as(chiefToken).post('/admin/sys.user/edit', {
        id: ops.id,
        username: ops.username,
        password: 'reset@2025',
      });
      expect(reset.status).toBe(200);
      expect((await login(ops.username, 'reset@2025')).status).toBe(200);
    });
  });

  describe('menu management never grants the caller more', () => {
    it('refuses to put a permission the caller does not hold on a menu, */*/* included', async () => {
      const keeper = await adminWith(['/admin/sys/menu']);
      const token = keeper.session.accessToken as string;
      const own = find(tree, '/admin/sys/menu')!;
      const base = { id: own.id, title: own.titles, path: own.path };
      for (const extra of ['*/*/*', 'sys/user/add']) {
        const edit = await as(token).post('/admin/sys.menu/edit', { ...base, perms: [...own.perms, extra] });
        expect(edit.status).toBe(403);
        expect(edit.body.message).toBe(FORBIDDEN);
        const add = await as(token).post('/admin/sys.menu/add', {
          title: { 'zh-cn': `按钮${stamp()}` },
          type: 'button',
          parentId: own.id,
          perms: [extra],
        });
        expect(add.status).toBe(403);
      }
      // Its own permissions it may arrange as it likes.
      const fine = await as(token).post('/admin/sys.menu/edit', { ...base, perms: own.perms });
      expect(fine.status).toBe(200);
      const refreshed = await call(stack.api, '/login/refresh', {
        body: { refreshToken: keeper.session.refreshToken },
      });
      expect(refreshed.body.data.member_info.permissions).toEqual([...own.perms].sort());
    });
  });

  describe('nobody locks out an account they do not hold', () => {
    it('signs in with the right password from another IP right after many failures from one IP', async () => {
      const victim = await adminWith(['/admin/sys/log']);
      for (let i = 0; i < 5; i += 1) {
        const wrong = await login(victim.username, `wrong${i}@pw`, '203.0.113.7');
        expect([400, 429]).toContain(wrong.status);
      }
      expect((await login(victim.username, victim.password, '203.0.113.7')).status).toBe(429);
      const elsewhere = await login(victim.username, victim.password, '198.51.100.20');
      expect(elsewhere.status).toBe(200);
      expect(elsewhere.body.data.member_info.username).toBe(victim.username);
    });

    it('keeps an IP with many failures from locking out the accounts of others behind it', async () => {
      const neighbour = await adminWith(['/admin/sys/log']);
      for (let i = 0; i < 8; i += 1) await login(`nobody${stamp()}`, 'wrong@pw1', '203.0.113.99');
      const right = await login(neighbour.username, neighbour.password, '203.0.113.99');
      expect(right.status).toBe(200);
      // From that IP, an account gets one wrong try, not the usual three.
      expect((await login(neighbour.username, 'wrong@pw1', '203.0.113.99')).status).toBe(400);
      expect((await login(neighbour.username, neighbour.password, '203.0.113.99')).status).toBe(429);
      expect((await login(neighbour.username, neighbour.password, '198.51.100.21')).status).toBe(200);
    });
  });

  describe('back-office user edit', () => {
    it("edits an admin's profile and password, and the super-admin's own account", async () => {
      const own = await as(superToken).post('/admin/sys.user/edit', {
        id: superId,
        username: ADMIN.username,
        realname: '平台管理员',
        mobile: '13900001111',
      });
      expect(own.status).toBe(200);
      expect(own.body.data).toEqual({ id: superId });
      expect((await userByName(ADMIN.username))[0]?.realname).toBe('平台管理员');

      const ops = await adminWith(['/admin/sys/log']);
      const opsToken = ops.session.accessToken as string;
      expect((await call(stack.api, '/system/log/list', { token: opsToken })).status).toBe(200);
      const edited = await as(superToken).post('/admin/sys.user/edit', {
        id: ops.id,
        username: ops.username,
        realname: '值班员',
        password: 'next@2025',
      });
      expect(edited.status).toBe(200);
      expect((await userByName(ops.username))[0]?.realname).toBe('值班员');
      expect((await login(ops.username, 'next@2025')).status).toBe(200);
      expect((await login(ops.username, ops.password)).status).toBe(400);
      // A password set by someone else ends the sessions signed in with the old one.
      expect((await call(stack.api, '/system/log/list', { token: opsToken })).status).toBe(401);
    });
  });

  describe('registration checks the SMS code first', () => {
    const form = (account: string, phone: string, code: string) => ({
      companyName: '满洲里口岸贸易',
      contact: '陈',
      account,
      password: 'abc123!',
      phone,
      code,
      consent: true,
    });

    it('says nothing about taken accounts, phones or admin names to a wrong code', async () => {
      const phone = newPhone();
      const since = Date.now();
      await call(stack.api, '/login/sendCode', { body: { phone } });
      const code = await smsCodeFor(stack.redis, `+86${phone}`, since);
      const taken = `t${phone}`;
      expect((await call(stack.api, '/login/reg', { body: form(taken, phone, code) })).status).toBe(200);

      const other = newPhone();
      for (const body of [
        form(taken, other, '000000'),
        form(`f${other}`, phone, '000000'),
        form(ADMIN.username, other, '000000'),
      ]) {
        const res = await call(stack.api, '/login/reg', { body, lang: 'en' });
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(/SMS code/);
        expect(res.body.message).not.toMatch(/account name|phone number/);
      }
    });

    it('still names a taken account to the holder of a right code, and keeps that code usable', async () => {
      const first = newPhone();
      let since = Date.now();
      await call(stack.api, '/login/sendCode', { body: { phone: first } });
      const firstCode = await smsCodeFor(stack.redis, `+86${first}`, since);
      const taken = `u${first}`;
      expect((await call(stack.api, '/login/reg', { body: form(taken, first, firstCode) })).status).toBe(200);

      const phone = newPhone();
      since = Date.now();
      await call(stack.api, '/login/sendCode', { body: { phone } });
      const code = await smsCodeFor(stack.redis, `+86${phone}`, since);
      const clash = await call(stack.api, '/login/reg', { body: form(taken, phone, code), lang: 'en' });
      expect(clash.status).toBe(409);
      const retry = await call(stack.api, '/login/reg', { body: form(`v${phone}`, phone, code) });
      expect(retry.status).toBe(200);
    });
  });

  describe('ending an admin’s access', () => {
    it('refuses the old access token on the very next call once the admin is disabled, and refresh too', async () => {
      const b = await adminWith(['/admin/sys/log']);
      const token = b.session.accessToken as string;
      expect((await call(stack.api, '/system/log/list', { token })).status).toBe(200);
      expect(
        (await as(superToken).post('/admin/sys.user/changeStatus', { id: b.id, status: 0 })).status,
      ).toBe(200);
      const next = await call(stack.api, '/system/log/list', { token });
      expect(next.status).toBe(401);
      const refresh = await call(stack.api, '/login/refresh', {
        body: { refreshToken: b.session.refreshToken },
      });
      expect(refresh.status).toBe(401);

      // Enabled again, the admin signs in anew and works at once.
      await as(superToken).post('/admin/sys.user/changeStatus', { id: b.id, status: 1 });
      const again = (await login(b.username, b.password)).body.data;
      expect((await call(stack.api, '/system/log/list', { token: again.accessToken })).status).toBe(200);
    });

    it('refuses the old access token once the admin is deleted', async () => {
      const c = await adminWith(['/admin/sys/log']);
      const token = c.session.accessToken as string;
      expect((await call(stack.api, '/system/menu/my/1.6.9', { token })).status).toBe(200);
      expect((await as(superToken).post('/admin/sys.user/del', { id: c.id })).status).toBe(200);
      expect((await call(stack.api, '/system/menu/my/1.6.9', { token })).status).toBe(401);
      expect(
        (await call(stack.api, '/login/refresh', { body: { refreshToken: c.session.refreshToken } })).status,
      ).toBe(401);
    });
  });
});
