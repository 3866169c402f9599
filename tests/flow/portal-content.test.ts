import { waitFor } from '@trade/service-kit/testing';
import {
  adminToken,
  call,
  PNG,
  registerMember,
  startMarketplaceStack,
  supplyForm,
  type MarketplaceStack,
  type Member,
} from './marketplace-stack';

const ID = 'a'.repeat(24);

/** Every back-office verb of the portal's content (§7), with a body the schema accepts. */
const VERBS: [string, Record<string, unknown>][] = [
  ['/admin/article.category/tree', {}],
  ['/admin/article.category/info', { id: ID }],
  ['/admin/article.category/add', { name: { 'zh-cn': '新闻' } }],
  ['/admin/article.category/edit', { id: ID, name: { 'zh-cn': '新闻' } }],
  ['/admin/article.category/del', { id: ID }],
  ['/admin/article.article/page', {}],
  ['/admin/article.article/info', { id: ID }],
  ['/admin/article.article/add', { categoryId: ID, title: { 'zh-cn': '标题' } }],
  ['/admin/article.article/edit', { id: ID, categoryId: ID, title: { 'zh-cn': '标题' } }],
  ['/admin/article.article/changeStatus', { id: ID, status: 1 }],
  ['/admin/article.article/del', { id: ID }],
  ['/admin/patch.item/page', {}],
  ['/admin/patch.item/info', { id: ID }],
  ['/admin/patch.item/add', { code: 'x', group: 'page', title: { 'zh-cn': '标题' } }],
  ['/admin/patch.item/edit', { id: ID, code: 'x', group: 'page', title: { 'zh-cn': '标题' } }],
  ['/admin/patch.item/del', { id: ID }],
];

/** A body each call refuses, and the field its 400 names. */
const BAD: [string, Record<string, unknown>, string][] = [
  ['/admin/article.category/add', { name: { en: 'no Chinese name' } }, 'name.zh-cn'],
  ['/admin/article.category/add', { name: { 'zh-cn': '孤儿' }, parentId: ID }, 'parentId'],
  ['/admin/article.article/add', { categoryId: ID, title: { 'zh-cn': '' } }, 'title.zh-cn'],
  ['/admin/article.article/add', { categoryId: ID, title: { 'zh-cn': '无分类' } }, 'categoryId'],
  ['/admin/article.article/add', { categoryId: 'x', title: { 'zh-cn': '标题' } }, 'categoryId'],
  ['/admin/article.article/page', { prop: 'password' }, 'prop'],
  ['/admin/article.article/changeStatus', { id: ID, status: 3 }, 'status'],
  ['/admin/patch.item/add', { code: 'Bad Code', group: 'page', title: { 'zh-cn': '标题' } }, 'code'],
  ['/admin/patch.item/add', { code: 'x', group: 'popup', title: { 'zh-cn': '标题' } }, 'group'],
  [
    '/admin/patch.item/add',
    { code: 'x', group: 'banner', title: { 'zh-cn': '标题' }, link: 'javascript:alert(1)' },
    'link',
  ],
  ['/admin/patch.item/add', { code: 'x', group: 'banner', title: { 'zh-cn': '标题' }, image: ID }, 'image'],
  ['/article/page', { pageSize: 500 }, 'pageSize'],
  ['/article/info', { id: '../etc' }, 'id'],
  ['/home/Basic/getPatchList', { group: 'secret' }, 'group'],
  ['/home/Basic/getPatchInfo', {}, 'code'],
];

interface ListItem {
  id: string;
  title: string;
  summary: string;
  categoryName: string;
  coverUrl: string;
}

describe('the portal content: articles, content blocks and the home call', () => {
  let stack: MarketplaceStack;
  let admin: string;
  let member: Member;

  beforeAll(async () => {
    stack = await startMarketplaceStack();
    admin = await adminToken(stack.api);
    member = await registerMember(stack.api, stack.redis, '内容测试公司');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const asAdmin = (path: string, body: Record<string, unknown> = {}, lang = 'zh-cn') =>
    call(stack.api, path, { body, token: admin, lang });
  const visitor = (path: string, body: Record<string, unknown> = {}, lang = 'zh-cn') =>
    call(stack.api, path, { body, lang });

  async function category(name: string, parentId?: string): Promise<string> {
    const res = await asAdmin('/admin/article.category/add', { name: { 'zh-cn': name }, parentId });
    expect(res.status).toBe(200);
    return res.body.data.id as string;
  }

  it.each(VERBS)('refuses a member token on %s with 403, and a visitor with 401', async (path, body) => {
    expect((await call(stack.api, path, { body, token: member.token })).status).toBe(403);
    expect((await visitor(path, body)).status).toBe(401);
  });

  it.each(BAD)('refuses bad input on %s with a 400 naming the field', async (path, body, field) => {
    const res = await asAdmin(path, body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.data.fields)).toContain(field);
  });

  it('keeps a category tree, and refuses to delete a category with subcategories or articles', async () => {
    const news = await category('行业新闻');
    const policy = await category('政策法规', news);
    const tree = (await asAdmin('/admin/article.category/tree')).body.data as {
      id: string;
      children: { id: string }[];
    }[];
    expect(tree.find((node) => node.id === news)!.children.map((c) => c.id)).toEqual([policy]);
    const cycle = await asAdmin('/admin/article.category/edit', {
      id: news,
      parentId: policy,
      name: { 'zh-cn': '行业新闻' },
    });
    expect(cycle.status).toBe(400);

    const withChild = await asAdmin('/admin/article.category/del', { id: news }, 'en');
    expect(withChild.status).toBe(409);
    expect(withChild.body.message).toContain('subcategories');
    await asAdmin('/admin/article.article/add', { categoryId: policy, title: { 'zh-cn': '新规' } });
    const withArticle = await asAdmin('/admin/article.category/del', { id: policy }, 'ru');
    expect(withArticle.status).toBe(409);
    expect(withArticle.body.message).toBe('В категории «政策法规» есть статьи: её нельзя удалить');

    const empty = await category('空分类');
    expect((await asAdmin('/admin/article.category/del', { id: empty })).status).toBe(200);
    expect((await asAdmin('/admin/article.category/info', { id: empty })).status).toBe(404);
    const publicTree = (await visitor('/article/tree')).body.data as { id: string }[];
    expect(publicTree.map((node) => node.id)).not.toContain(empty);
  });

  it('publishes a sanitised article to the portal in the reader language, and takes it back', async () => {
    const guides = await category('贸易指南');
    const add = await asAdmin('/admin/article.article/add', {
      categoryId: guides,
      title: { 'zh-cn': '对俄出口指南', en: 'Exporting to Russia', ru: '' },
      body: {
        'zh-cn':
          '<h2>准备</h2><p onclick="steal()">报关资料<script>alert(1)</script></p><a href="javascript:alert(2)">点我</a><img src="x" onerror="alert(3)"><a href="https://example.com" target="_self">海关</a>',
        en: '<p>Documents first.</p>',
      },
    });
    expect(add.status).toBe(200);
    const id = add.body.data.id as string;

    // A draft is the back office's only.
    expect((await visitor('/article/info', { id })).status).toBe(404);
    const stored = (await asAdmin('/admin/article.article/info', { id })).body.data;
    expect(stored.status).toBe(0);
    expect(stored.body['zh-cn']).not.toMatch(/script|onclick|onerror|javascript|alert\(1\)/);
    expect(stored.body['zh-cn']).toContain('<h2>准备</h2>');
    expect(stored.body['zh-cn']).toContain('target="_blank" rel="noopener noreferrer"');
    // The summary was made from the body's text.
    expect(stored.summary['zh-cn']).toBe('准备报关资料点我海关');

    expect((await asAdmin('/admin/article.article/changeStatus', { id, status: 1 })).status).toBe(200);
    const en = await visitor('/article/info', { id }, 'en');
    expect(en.status).toBe(200);
    expect(en.body.data).toMatchObject({ title: 'Exporting to Russia', body: '<p>Documents first.</p>' });
    // Russian was left empty: the reader gets the Chinese text rather than nothing.
    const ru = await visitor('/home/article/info', { id }, 'ru');
    expect(ru.body.data.title).toBe('对俄出口指南');

    const list = (await visitor('/article/list', { categoryId: guides })).body.data as ListItem[];
    expect(list.map((item) => item.id)).toEqual([id]);
    expect(list[0]!.categoryName).toBe('贸易指南');

    expect((await asAdmin('/admin/article.article/changeStatus', { id, status: 0 })).status).toBe(200);
    expect((await visitor('/article/info', { id })).status).toBe(404);
    expect((await asAdmin('/admin/article.article/del', { id })).status).toBe(200);
    expect((await asAdmin('/admin/article.article/info', { id })).status).toBe(404);
  });

  it('pages the portal list by category (subcategories included) and keyword, newest first, with neighbours', async () => {
    const root = await category('市场动态');
    const sub = await category('粮食市场', root);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const publish = async (title: string, categoryId: string, publishedAt: string) => {
      const res = await asAdmin('/admin/article.article/add', {
        categoryId,
        title: { 'zh-cn': title },
        // A summary in English only: Chinese is made from the (empty) body.
        summary: { en: 'Weekly report' },
        status: 1,
        publishedAt,
      });
      expect(res.status).toBe(200);
      return res.body.data.id as string;
    };
    const older = await publish('大豆价格周报', sub, at(30));
    const newer = await publish('小麦价格周报', sub, at(10));
    const top = await publish('年度市场回顾', root, at(20));
    // A later time schedules it: not on the portal yet.
    const scheduled = await publish('明日发布', root, new Date(Date.now() + 3_600_000).toISOString());

    const page = await visitor('/article/page', { categoryId: root, pageSize: 2 });
    expect(page.body.data.total).toBe(3);
    expect((page.body.data.rows as ListItem[]).map((row) => row.id)).toEqual([newer, top]);
    const second = await visitor('/article/page', { categoryId: root, pageSize: 2, pageNumber: 2 });
    expect((second.body.data.rows as ListItem[]).map((row) => row.id)).toEqual([older]);
    expect((await visitor('/article/info', { id: scheduled })).status).toBe(404);

    const found = await visitor('/article/page', { keyword: '价格周报', categoryId: root });
    expect((found.body.data.rows as ListItem[]).map((row) => row.id)).toEqual([newer, older]);
    // A keyword is text, never a pattern.
    expect((await visitor('/article/page', { keyword: '.*' })).body.data.total).toBe(0);

    const info = (await visitor('/article/info', { id: older })).body.data;
    expect(info.previous).toBeNull();
    expect(info.next).toEqual({ id: newer, title: '小麦价格周报' });
  });

  it('serves the seeded content blocks, and follows the back office’s edits', async () => {
    const promises = (await visitor('/home/Basic/getPatchList', { group: 'promise' }, 'en')).body.data as {
      code: string;
      title: string;
    }[];
    expect(promises.map((p) => p.title)).toEqual([
      'All-weather platform service',
      'Fast response',
      'Customer value first',
      'Comprehensive security',
    ]);
    const tgfw = await visitor('/home/Basic/getPatchInfo', { code: 'page.tgfw' }, 'ru');
    expect(tgfw.body.data.title).toBe('Таможенное оформление');
    expect(tgfw.body.data.body).toContain('<ul>');
    expect((await visitor('/home/Basic/getPatchInfo', { code: 'legal.privacy' })).body.data.body).toContain(
      '个人信息保护法',
    );

    const rows = (
      await asAdmin('/admin/patch.item/page', {
        filters: [{ field: 'code', op: '=', value: 'promise.2' }],
      })
    ).body.data.rows as { id: string }[];
    const id = rows[0]!.id;
    const edit = await asAdmin('/admin/patch.item/edit', {
      id,
      code: 'promise.2',
      group: 'promise',
      title: { 'zh-cn': '极速响应', en: 'Lightning response' },
      body: { 'zh-cn': '<p>回复<iframe src="https://evil.example"></iframe></p>' },
      sortOrder: 2,
    });
    expect(edit.status).toBe(200);
    expect((await asAdmin('/admin/patch.item/info', { id })).body.data.body['zh-cn']).toBe('<p>回复</p>');
    const after = (await visitor('/home/Basic/getPatchList', { group: 'promise' }, 'en')).body.data as {
      title: string;
    }[];
    expect(after[1]!.title).toBe('Lightning response');

    const taken = await asAdmin('/admin/patch.item/add', {
      code: 'promise.1',
      group: 'promise',
      title: { 'zh-cn': '重复' },
    });
    expect(taken.status).toBe(409);

    await asAdmin('/admin/patch.item/edit', {
      id,
      code: 'promise.2',
      group: 'promise',
      title: { 'zh-cn': '极速响应' },
      status: 0,
    });
    expect(
      ((await visitor('/home/Basic/getPatchList', { group: 'promise' })).body.data as unknown[]).length,
    ).toBe(3);
    expect((await visitor('/home/Basic/getPatchInfo', { code: 'promise.2' })).status).toBe(404);

    // A deleted block frees its code.
    expect((await asAdmin('/admin/patch.item/del', { id })).status).toBe(200);
    const again = await asAdmin('/admin/patch.item/add', {
      code: 'promise.2',
      group: 'promise',
      title: { 'zh-cn': '快速响应' },
      sortOrder: 2,
    });
    expect(again.status).toBe(200);
  });

  it('takes a library image as cover and banner, and refuses a file that is not an image', async () => {
    const upload = async (name: string, type: string, data: Uint8Array) => {
      const form = new FormData();
      form.append('scene', type.startsWith('image/') ? 'image' : 'file');
      form.append('file', new Blob([data], { type }), name);
      const res = await fetch(`${stack.api}/admin/sys.file/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}` },
        body: form,
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { id: string } }).data.id;
    };
    const image = await upload('cover.png', 'image/png', new Uint8Array(PNG));
    const text = await upload('notes.txt', 'text/plain', new TextEncoder().encode('notes'));
    const cat = await category('图片新闻');
    const withCover = await asAdmin('/admin/article.article/add', {
      categoryId: cat,
      title: { 'zh-cn': '口岸新仓开业' },
      cover: image,
      status: 1,
    });
    expect(withCover.status).toBe(200);
    const listed = (await visitor('/article/list', { categoryId: cat })).body.data as ListItem[];
    expect(listed[0]!.coverUrl).toMatch(/^\/|^https?:/);

    const refused = await asAdmin('/admin/article.article/add', {
      categoryId: cat,
      title: { 'zh-cn': '错误封面' },
      cover: text,
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.data.fields)).toContain('cover');
    const banner = await asAdmin('/admin/patch.item/add', {
      code: 'banner.9',
      group: 'banner',
      title: { 'zh-cn': '口岸新仓' },
      image,
      link: '/service?id=2',
      sortOrder: 9,
    });
    expect(banner.status).toBe(200);
    const banners = (await visitor('/home/Basic/getPatchList', { group: 'banner' })).body.data as {
      code: string;
      imageUrl: string;
      link: string;
    }[];
    expect(banners.find((b) => b.code === 'banner.9')).toMatchObject({ link: '/service?id=2' });
    expect(banners.find((b) => b.code === 'banner.9')!.imageUrl).not.toBe('');
  });

  it('answers the home page in one call that follows new supply, articles and blocks at once', async () => {
    const home = async (lang = 'zh-cn') => (await visitor('/index/index', {}, lang)).body.data;
    const before = await home('en');
    expect(before.banners.length).toBeGreaterThanOrEqual(3);
    expect(before.promises).toHaveLength(4);
    expect(before.services.map((s: { code: string }) => s.code)).toEqual(
      expect.arrayContaining([
        'page.service-2',
        'page.tgfw',
        'page.logistics',
        'page.industrial',
        'page.loan',
      ]),
    );
    // The navigation comes from auth's custom navigation, in the reader language.
    expect(Array.isArray(before.navigation)).toBe(true);
    expect(before.counts).toEqual(
      expect.objectContaining({
        supply: expect.any(Number),
        demand: expect.any(Number),
        articles: expect.any(Number),
      }),
    );

    // A supply approved by the back office is on the home page on the next call.
    const supply = await call(stack.api, '/home/member.Supply/add', {
      body: supplyForm({ name: '首页大豆', gallery: member.gallery }),
      token: member.token,
    });
    expect(supply.status).toBe(200);
    const supplyId = supply.body.data.id as string;
    expect(
      (await asAdmin('/admin/product.supply/audit', { id: supplyId, auditStatus: 'approved' })).status,
    ).toBe(200);
    const withSupply = await home();
    expect(withSupply.latestSupply[0]).toMatchObject({ id: supplyId, name: '首页大豆' });
    expect(withSupply.counts.supply).toBe(before.counts.supply + 1);
    // The supplier index is the search projection's, fed by the supply's event: a moment later.
    await waitFor(
      async () => (await home()).counts.suppliers >= 1,
      10_000,
      'the supplier counted on the home',
    );

    const cat = await category('首页新闻');
    const article = await asAdmin('/admin/article.article/add', {
      categoryId: cat,
      title: { 'zh-cn': '平台上线新功能', en: 'New on the platform' },
      status: 1,
    });
    const withArticle = await home('en');
    expect(withArticle.latestArticles[0]).toMatchObject({
      id: article.body.data.id,
      title: 'New on the platform',
    });
    expect(withArticle.counts.articles).toBe(withSupply.counts.articles + 1);

    const banners = (
      await asAdmin('/admin/patch.item/page', {
        filters: [{ field: 'code', op: '=', value: 'banner.1' }],
      })
    ).body.data.rows as { id: string }[];
    await asAdmin('/admin/patch.item/edit', {
      id: banners[0]!.id,
      code: 'banner.1',
      group: 'banner',
      title: { 'zh-cn': '新的首页横幅' },
      sortOrder: 1,
    });
    expect((await home()).banners[0].title).toBe('新的首页横幅');

    // The public settings ride along (the home needs no other call), and follow a change.
    expect(before.settings).toEqual(expect.objectContaining({ 'site.name': expect.any(String) }));
    const hotline = `400-${Date.now() % 10_000_000}`;
    expect(
      (await asAdmin('/admin/sys.config/batch', { items: [{ key: 'site.hotline', value: hotline }] })).status,
    ).toBe(200);
    await waitFor(
      async () => (await home()).settings?.['site.hotline'] === hotline,
      5000,
      'the new hotline on the home answer',
    );

    // Browsers get it compressed.
    const res = await fetch(`${stack.api}/index/index`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', lang: 'ru' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: number; data: { promises: { title: string }[] } };
    expect(body.code).toBe(200);
    expect(body.data.promises[0]!.title).toBe('Круглосуточная работа платформы');
  });
});
