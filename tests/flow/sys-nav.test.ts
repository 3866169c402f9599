import { waitFor } from '@trade/service-kit/testing';
import { ADMIN, call, newPhone, smsCodeFor, startIdentityStack, type IdentityStack } from './identity-stack';

interface PortalItem {
  id: string;
  title: string;
  url: string;
  target: string;
  children?: PortalItem[];
}
const portalTitles = (items: PortalItem[]): string[] =>
  items.flatMap((i) => [i.title, ...portalTitles(i.children ?? [])]);

/** Custom navigation through the gateway: the admin verbs, the portal's read, the audit and the event. */
describe('custom navigation', () => {
  let stack: IdentityStack;
  let admin: string;
  let member: string;
  let headerId: string;

  const adminCall = (path: string, body: unknown, lang = 'zh-cn') =>
    call(stack.api, path, { body, token: admin, lang });
  const portal = async (code: string, lang = 'zh-cn') => {
    const res = await call(stack.api, '/home/Basic/getNavList', { body: { code }, lang });
    expect(res.status).toBe(200);
    return res.body.data[0] as { code: string; name: string; items: PortalItem[] };
  };
  const auditOf = async (action: string, subject: string) => {
    const res = await call(stack.api, `/system/log/list?action=${action}&subject=${subject}`, {
      token: admin,
    });
    return res.body.data.rows as Array<{ before?: unknown; after?: unknown; actor: { name?: string } }>;
  };

  beforeAll(async () => {
    stack = await startIdentityStack();
    admin = (
      await call(stack.api, '/login/login', { body: { account: ADMIN.username, password: ADMIN.password } })
    ).body.data.accessToken;
    const phone = newPhone();
    const since = Date.now();
    await call(stack.api, '/login/sendCode', { body: { phone } });
    const code = await smsCodeFor(stack.redis, `+86${phone}`, since);
    const reg = await call(stack.api, '/login/reg', {
      body: {
        companyName: '导航测试公司',
        contact: '王',
        account: `n${phone}`,
        password: 'abc123',
        phone,
        code,
        consent: true,
      },
    });
    member = reg.body.data.accessToken;
    const listed = await adminCall('/admin/sys.customNavGroup/list', {});
    if (listed.status !== 200) throw new Error(JSON.stringify(listed));
    const groups = listed.body.data as Array<{
      id: string;
      code: string;
    }>;
    headerId = groups.find((g) => g.code === 'header')!.id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('is seeded with the §1 portal navigation and footer links, in each language, for visitors', async () => {
    const header = await portal('header');
    expect(header.items.map((i) => i.title)).toEqual([
      '首页',
      '供应大厅',
      '智能匹配',
      '新通道服务',
      '海关数据',
      '可行性报告',
      '跨境易货贸易',
      '平台资讯',
      '关于我们',
    ]);
    expect(header.items[3]!.children!.map((i) => i.url)).toEqual([
      '/tgfw',
      '/service?id=2',
      '/logistics',
      '/industrial',
      '/loan',
    ]);
    expect(header.items[4]).toMatchObject({ url: 'http://stats.customs.gov.cn/', target: '_blank' });
    expect((await portal('header', 'en')).items[2]!.title).toBe('Smart matching');
    expect((await portal('header', 'ru')).items[8]!.title).toBe('О нас');
    const footer = (await portal('footer')).items;
    expect(footer.map((i) => [i.title, i.url])).toEqual([
      ['关于我们', '/about'],
      ['平台资讯', '/article/list'],
      ['隐私政策', '/privacy'],
      ['服务条款', '/terms'],
    ]);
    expect((await portal('footer', 'ru')).items[2]!.title).toBe('Политика конфиденциальности');
  });

  it('refuses a member token on every verb with 403, and a visitor with 401', async () => {
    const paths = [
      ...['list', 'info', 'add', 'edit', 'del'].map((v) => `/admin/sys.customNavGroup/${v}`),
      ...['list', 'tree', 'info', 'add', 'edit', 'del'].map((v) => `/admin/sys.customNav/${v}`),
    ];
    for (const path of paths) {
      const res = await call(stack.api, path, { body: { id: headerId, groupId: headerId }, token: member });
      expect([path, res.status]).toEqual([path, 403]);
      expect((await call(stack.api, path, { body: {} })).status).toBe(401);
    }
  });

  it('answers bad input with a 400 naming the field, and changes nothing', async () => {
    const before = await portal('header');
    const cases: Array<[string, unknown, string]> = [
      ['/admin/sys.customNavGroup/info', {}, 'id'],
      ['/admin/sys.customNavGroup/add', { name: { 'zh-cn': '侧栏' } }, 'code'],
      ['/admin/sys.customNavGroup/add', { code: 'bad code!', name: { 'zh-cn': '侧栏' } }, 'code'],
      ['/admin/sys.customNavGroup/edit', { id: headerId, code: 'header', name: { 'zh-cn': '' } }, 'name'],
      ['/admin/sys.customNavGroup/del', {}, 'id'],
      ['/admin/sys.customNav/list', {}, 'groupId'],
      ['/admin/sys.customNav/tree', {}, 'groupId'],
      ['/admin/sys.customNav/info', {}, 'id'],
      ['/admin/sys.customNav/add', { groupId: headerId }, 'title'],
      [
        '/admin/sys.customNav/add',
        { groupId: headerId, title: { 'zh-cn': 'x' }, url: 'javascript:alert(1)' },
        'url',
      ],
      ['/admin/sys.customNav/edit', { id: 'x', title: { 'zh-cn': 'x' }, status: 3 }, 'status'],
      ['/admin/sys.customNav/del', {}, 'id'],
    ];
    for (const [path, body, field] of cases) {
      const res = await adminCall(path, body, 'en');
      expect([path, res.status]).toEqual([path, 400]);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    const missing = await adminCall('/admin/sys.customNav/info', { id: 'nope' }, 'ru');
    expect(missing.status).toBe(404);
    const taken = await adminCall('/admin/sys.customNavGroup/add', {
      code: 'header',
      name: { 'zh-cn': '重复' },
    });
    expect(taken.status).toBe(409);
    expect(await portal('header')).toEqual(before);
  });

  it('renames an item: the portal shows the new name, the audit log has before and after, and the event is published', async () => {
    const list = (await adminCall('/admin/sys.customNav/list', { groupId: headerId })).body.data as Array<{
      id: string;
      url: string;
      titles: Record<string, string>;
    }>;
    const about = list.find((i) => i.url === '/about')!;
    const info = await adminCall('/admin/sys.customNav/info', { id: about.id });
    expect(info.body.data).toMatchObject({ title: '关于我们', groupId: headerId, parentId: null });
    const renamed = await adminCall('/admin/sys.customNav/edit', {
      id: about.id,
      title: { 'zh-cn': '联系我们', en: 'Contact us', ru: 'Контакты' },
    });
    expect(renamed.status).toBe(200);
    expect((await portal('header')).items.at(-1)).toMatchObject({ title: '联系我们', url: '/about' });
    expect((await portal('header', 'en')).items.at(-1)!.title).toBe('Contact us');

    const [line] = await auditOf('sys.customNav.edit', about.id);
    expect(line).toMatchObject({
      actor: { name: ADMIN.username },
      before: { title: { 'zh-cn': '关于我们' }, groupId: headerId },
      after: { title: { 'zh-cn': '联系我们' }, url: '/about' },
    });
    // The audit consumer records each trade.* event it reads from Kafka.
    const events = await waitFor(
      async () => {
        const rows = (await auditOf('trade.nav.changed', headerId)) as unknown as Array<{
          data: { itemId?: string };
        }>;
        return rows.find((row) => row.data.itemId === about.id);
      },
      // The audit consumer joins its group first: seconds, more on a loaded machine.
      45000,
      'the trade.nav.changed event of the rename',
    );
    expect(events).toMatchObject({ data: { groupCode: 'header', change: 'item-edited' } });
  }, 90_000);

  it('adds, moves, disables and deletes items, as a tree', async () => {
    const parent = await adminCall('/admin/sys.customNav/add', {
      groupId: headerId,
      title: { 'zh-cn': '合作伙伴', en: 'Partners', ru: 'Партнёры' },
      url: '/partners',
    });
    expect(parent.status).toBe(200);
    const child = await adminCall('/admin/sys.customNav/add', {
      groupId: headerId,
      parentId: parent.body.data.id,
      title: { 'zh-cn': '物流伙伴' },
      url: 'https://example.com/logistics',
      target: '_blank',
    });
    expect(child.status).toBe(200);
    const tree = (await adminCall('/admin/sys.customNav/tree', { groupId: headerId })).body.data as Array<{
      id: string;
      children?: Array<{ id: string }>;
    }>;
    expect(tree.find((n) => n.id === parent.body.data.id)!.children!.map((c) => c.id)).toEqual([
      child.body.data.id,
    ]);
    // A node cannot move under itself.
    const loop = await adminCall('/admin/sys.customNav/edit', {
      id: parent.body.data.id,
      parentId: child.body.data.id,
      title: { 'zh-cn': '合作伙伴' },
    });
    expect(loop.status).toBe(400);
    // Drag to the top: a new sort.
    await adminCall('/admin/sys.customNav/edit', {
      id: parent.body.data.id,
      title: { 'zh-cn': '合作伙伴' },
      sort: 0,
    });
    expect((await portal('header')).items[0]!.title).toBe('合作伙伴');
    // A parent with children is not deleted; disabling hides it and its children from visitors.
    expect((await adminCall('/admin/sys.customNav/del', { id: parent.body.data.id })).status).toBe(409);
    await adminCall('/admin/sys.customNav/edit', {
      id: parent.body.data.id,
      title: { 'zh-cn': '合作伙伴' },
      status: 0,
    });
    expect(portalTitles((await portal('header')).items)).not.toContain('物流伙伴');
    expect((await adminCall('/admin/sys.customNav/del', { id: child.body.data.id })).status).toBe(200);
    expect((await adminCall('/admin/sys.customNav/del', { id: parent.body.data.id })).status).toBe(200);
    expect((await adminCall('/admin/sys.customNav/info', { id: parent.body.data.id })).status).toBe(404);
    const [line] = await auditOf('sys.customNav.del', parent.body.data.id);
    expect(line).toMatchObject({ before: { title: { 'zh-cn': '合作伙伴' } } });
  });

  it('adds, edits and deletes a group', async () => {
    const code = `side${Date.now()}`;
    const added = await adminCall('/admin/sys.customNavGroup/add', {
      code,
      name: { 'zh-cn': '侧栏', en: 'Side', ru: 'Боковая' },
      sort: 50,
    });
    expect(added.status).toBe(200);
    const id = added.body.data.id as string;
    const edited = await adminCall('/admin/sys.customNavGroup/edit', {
      id,
      code,
      name: { 'zh-cn': '侧边栏' },
    });
    expect(edited.status).toBe(200);
    const info = await adminCall('/admin/sys.customNavGroup/info', { id }, 'en');
    expect(info.body.data).toMatchObject({ code, name: '侧边栏', itemCount: 0, sort: 50 });
    const item = await adminCall('/admin/sys.customNav/add', {
      groupId: id,
      title: { 'zh-cn': '链接' },
      url: '/x',
    });
    expect((await adminCall('/admin/sys.customNavGroup/del', { id })).status).toBe(409);
    await adminCall('/admin/sys.customNav/del', { id: item.body.data.id });
    expect((await adminCall('/admin/sys.customNavGroup/del', { id })).status).toBe(200);
    const codes = (
      (await adminCall('/admin/sys.customNavGroup/list', {})).body.data as Array<{ code: string }>
    ).map((g) => g.code);
    expect(codes).not.toContain(code);
    const [line] = await auditOf('sys.customNavGroup.edit', id);
    expect(line).toMatchObject({
      before: { name: { 'zh-cn': '侧栏' } },
      after: { name: { 'zh-cn': '侧边栏' } },
    });
  });
});
