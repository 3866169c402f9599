import { identityHeaders, superAdmin } from '@trade/service-kit/testing';
import { ADMIN, call, newPhone, smsCodeFor, startIdentityStack, type IdentityStack } from './identity-stack';

interface MenuNode {
  id: string;
  title: string;
  path: string;
  children?: MenuNode[];
}
const titles = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.title, ...titles(n.children ?? [])]);
const find = (nodes: MenuNode[], path: string): MenuNode | undefined =>
  nodes.map((n) => (n.path === path ? n : find(n.children ?? [], path))).find(Boolean);

/** Back-office access through the gateway: menus, router and permissions come from the caller's roles. */
describe('admin access through the gateway', () => {
  let stack: IdentityStack;
  let superToken: string;
  beforeAll(async () => {
    stack = await startIdentityStack();
    const login = await call(stack.api, '/login/login', {
      body: { account: ADMIN.username, password: ADMIN.password },
    });
    expect(login.status).toBe(200);
    superToken = login.body.data.accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("returns the super-admin's full menu tree and router at password sign-in", async () => {
    const login = await call(stack.api, '/login/login', {
      body: { account: ADMIN.username.toUpperCase(), password: ADMIN.password },
    });
    expect(login.body.data.member_info).toMatchObject({
      kind: 'admin',
      username: ADMIN.username,
      role: ['超级管理员'],
      permissions: ['*/*/*'],
    });
    const menu = await call(stack.api, '/system/menu/my/1.6.9', { token: superToken });
    expect(menu.status).toBe(200);
    expect(titles(menu.body.data)).toEqual(
      expect.arrayContaining([
        '系统管理',
        '用户管理',
        '角色管理',
        '部门管理',
        '菜单管理',
        '操作日志',
        '文件管理',
        '商品管理',
        '供需市场',
        '文章管理',
        '留言管理',
      ]),
    );
    const en = await call(stack.api, '/system/menu/my/1.6.9', { token: superToken, lang: 'en' });
    expect(titles(en.body.data)).toContain('Users');
    const router = await call(stack.api, '/admin/router', { token: superToken });
    expect(router.body.data.perms).toEqual(['*/*/*']);
    expect(router.body.data.routes).toContainEqual(
      expect.objectContaining({ path: '/admin/sys/user', perms: expect.arrayContaining(['sys/user/page']) }),
    );
  });

  it('answers a member token on an admin route with 403', async () => {
    const phone = newPhone();
    const since = Date.now();
    await call(stack.api, '/login/sendCode', { body: { phone } });
    const code = await smsCodeFor(stack.redis, `+86${phone}`, since);
    const reg = await call(stack.api, '/login/reg', {
      body: {
        companyName: '绥芬河贸易',
        contact: '李',
        account: `r${phone}`,
        password: 'abc123',
        phone,
        code,
        consent: true,
      },
    });
    const token = reg.body.data.accessToken as string;
    const admin = await call(stack.api, '/admin/sys.user/page', { body: {}, token });
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe('无权限访问');
    const menu = await call(stack.api, '/system/menu/my/1.6.9', { token });
    expect(menu.body.data).toEqual([]);
  });

  it('gives a role exactly the menus granted to it, 403 elsewhere, while */*/* passes everything', async () => {
    const tree = (await call(stack.api, '/admin/sys.menu/tree', { body: {}, token: superToken })).body.data;
    const usersMenu = find(tree, '/admin/sys/user')!;
    const role = await call(stack.api, '/admin/sys.role/add', {
      body: { name: `用户管理员${Date.now()}` },
      token: superToken,
    });
    expect(role.status).toBe(200);
    const roleId = role.body.data.id as string;
    const granted = await call(stack.api, '/admin/sys.role/auth', {
      body: { id: roleId, menuIds: [usersMenu.id] },
      token: superToken,
    });
    expect(granted.status).toBe(200);
    const username = `ops${Date.now()}`;
    const user = await call(stack.api, '/admin/sys.user/add', {
      body: { username, password: 'ops@2025', realname: '运营', roleIds: [roleId] },
      token: superToken,
    });
    expect(user.status).toBe(200);

    const login = await call(stack.api, '/login/login', {
      body: { account: username, password: 'ops@2025' },
    });
    expect(login.status).toBe(200);
    const token = login.body.data.accessToken as string;
    expect(login.body.data.member_info.permissions).toEqual([
      'sys/user/add',
      'sys/user/changeStatus',
      'sys/user/del',
      'sys/user/edit',
      'sys/user/page',
    ]);
    const menu = (await call(stack.api, '/system/menu/my/1.6.9', { token })).body.data as MenuNode[];
    expect(titles(menu)).toEqual(['系统管理', '用户管理']);
    expect((await call(stack.api, '/admin/sys.user/page', { body: {}, token })).status).toBe(200);
    const denied = await call(stack.api, '/admin/sys.role/page', { body: {}, token, lang: 'ru' });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Доступ запрещён');
    expect((await call(stack.api, '/system/log/list', { token })).status).toBe(403);
    // Nobody grants more than they hold.
    const escalate = await call(stack.api, '/admin/sys.role/auth', {
      body: { id: roleId, menuIds: [usersMenu.id], perms: ['*/*/*'] },
      token,
    });
    expect(escalate.status).toBe(403);

    for (const path of ['/admin/sys.role/page', '/admin/sys.dept/tree', '/admin/sys.menu/apis']) {
      expect((await call(stack.api, path, { body: {}, token: superToken })).status).toBe(200);
    }
    expect((await call(stack.api, '/system/log/list', { token: superToken })).status).toBe(200);
  });

  it('applies a role change at the next refresh and records it in the audit log with before and after', async () => {
    const role = await call(stack.api, '/admin/sys.role/add', {
      body: { name: `审计员${Date.now()}` },
      token: superToken,
    });
    const roleId = role.body.data.id as string;
    const username = `aud${Date.now()}`;
    await call(stack.api, '/admin/sys.user/add', {
      body: { username, password: 'aud@2025', roleIds: [roleId] },
      token: superToken,
    });
    const login = (
      await call(stack.api, '/login/login', { body: { account: username, password: 'aud@2025' } })
    ).body.data;
    expect((await call(stack.api, '/system/log/list', { token: login.accessToken })).status).toBe(403);

    const tree = (await call(stack.api, '/admin/sys.menu/tree', { body: {}, token: superToken })).body.data;
    await call(stack.api, '/admin/sys.role/auth', {
      body: { id: roleId, menuIds: [find(tree, '/admin/sys/log')!.id] },
      token: superToken,
    });
    const refreshed = (
      await call(stack.api, '/login/refresh', { body: { refreshToken: login.refreshToken } })
    ).body.data;
    const log = await call(stack.api, '/system/log/list?action=sys.role.auth', {
      token: refreshed.accessToken,
    });
    expect(log.status).toBe(200);
    const line = log.body.data.rows.find((r: { subject: string }) => r.subject === roleId);
    expect(line).toMatchObject({
      before: { menuIds: [] },
      after: { granted: ['system/log/list'] },
      actor: { kind: 'admin', name: ADMIN.username },
    });
    expect(line.ip).toBe('127.0.0.1');

    // The screen filters by actor (name or id) and by time.
    const listed = async (query: string) =>
      (
        await call(stack.api, `/system/log/list?action=sys.role.auth&${query}`, {
          token: refreshed.accessToken,
        })
      ).body.data.rows.map((r: { id: string }) => r.id);
    const since = encodeURIComponent(new Date(Date.parse(line.at) - 1000).toISOString());
    const before = encodeURIComponent(new Date(Date.parse(line.at) - 60_000).toISOString());
    expect(await listed(`actor=${ADMIN.username}&from=${since}`)).toContain(line.id);
    expect(await listed(`actor=${line.actor.sub}&from=${since}`)).toContain(line.id);
    expect(await listed(`actor=${username}&from=${since}`)).not.toContain(line.id);
    expect(await listed(`to=${before}`)).not.toContain(line.id);
  });

  it('records sign-ins and failed sign-ins with the client IP', async () => {
    await call(stack.api, '/login/login', { body: { account: ADMIN.username, password: 'wrong-password1' } });
    const res = await stack.auth.service.app.inject({
      method: 'GET',
      url: '/system/log/list?action=auth.login.failed',
      headers: identityHeaders(superAdmin),
    });
    expect(res.json().data.rows[0]).toMatchObject({
      ip: '127.0.0.1',
      data: { account: ADMIN.username, method: 'password' },
    });
  });
});
