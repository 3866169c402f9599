import {
  adminToken,
  call,
  registerMember,
  startMarketplaceStack,
  supplyForm,
  type MarketplaceStack,
  type Member,
} from './marketplace-stack';

/** Every verb of the back office's product catalogue (§7), with a body the schema accepts. */
const VERBS: [string, Record<string, unknown>][] = [
  ['/admin/product.category/list', {}],
  ['/admin/product.category/tree', {}],
  ['/admin/product.category/select', {}],
  ['/admin/product.category/refresh', {}],
  ['/admin/product.category/info', { id: 'grain' }],
  ['/admin/product.category/add', { name: { 'zh-cn': '测试' } }],
  ['/admin/product.category/edit', { id: 'grain', name: { 'zh-cn': '粮油' } }],
  ['/admin/product.category/del', { id: 'grain' }],
  ['/admin/product.brand/page', {}],
  ['/admin/product.brand/info', { id: 'a'.repeat(24) }],
  ['/admin/product.brand/add', { name: '北大荒' }],
  ['/admin/product.brand/edit', { id: 'a'.repeat(24), name: '北大荒' }],
  ['/admin/product.brand/del', { id: 'a'.repeat(24) }],
  ['/admin/product.attr/page', {}],
  ['/admin/product.attr/info', { id: 'a'.repeat(24) }],
  ['/admin/product.attr/add', { name: '颜色', type: 'text' }],
  ['/admin/product.attr/edit', { id: 'a'.repeat(24), name: '颜色', type: 'text' }],
  ['/admin/product.attr/del', { id: 'a'.repeat(24) }],
  ['/admin/product.attr/changeStatus', { id: 'a'.repeat(24), status: 0 }],
  ['/admin/product.spu/page', {}],
  ['/admin/product.spu/info', { id: 'a'.repeat(24) }],
  ['/admin/product.spu/add', { name: '大豆', categoryId: 'grain' }],
  ['/admin/product.spu/edit', { id: 'a'.repeat(24), name: '大豆', categoryId: 'grain' }],
  ['/admin/product.spu/del', { id: 'a'.repeat(24) }],
  ['/admin/product.spu/changeStatus', { id: 'a'.repeat(24), status: 0 }],
  ['/admin/product.spuRecycle/page', {}],
  ['/admin/product.spuRecycle/restore', { id: 'a'.repeat(24) }],
  ['/admin/product.spuRecycle/del', { id: 'a'.repeat(24) }],
];

/** A body each verb refuses, and the field its 400 names. */
const BAD: [string, Record<string, unknown>, string][] = [
  ['/admin/product.category/info', { id: '../x' }, 'id'],
  ['/admin/product.category/add', { name: { en: 'no Chinese name' } }, 'name.zh-cn'],
  ['/admin/product.category/edit', { id: 'grain', name: { 'zh-cn': '' } }, 'name.zh-cn'],
  ['/admin/product.category/add', { name: { 'zh-cn': '孤儿' }, parentId: 'no-such-category' }, 'parentId'],
  ['/admin/product.category/del', {}, 'id'],
  ['/admin/product.brand/page', { pageSize: 0 }, 'pageSize'],
  ['/admin/product.brand/info', { id: 'not-an-id' }, 'id'],
  ['/admin/product.brand/add', { description: '没有名称' }, 'name'],
  ['/admin/product.brand/add', { name: '北大荒', logo: 'b'.repeat(24) }, 'logo'],
  ['/admin/product.brand/edit', { name: '北大荒' }, 'id'],
  ['/admin/product.brand/del', { id: 7 }, 'id'],
  ['/admin/product.attr/page', { filters: [{ field: 'constructor', op: '=', value: 'x' }] }, 'constructor'],
  ['/admin/product.attr/info', {}, 'id'],
  ['/admin/product.attr/add', { name: '颜色', type: 'colour' }, 'type'],
  ['/admin/product.attr/add', { name: '颜色', type: 'enum', values: [] }, 'values'],
  ['/admin/product.attr/edit', { id: 'a'.repeat(24), type: 'text' }, 'name'],
  ['/admin/product.attr/del', { id: '' }, 'id'],
  ['/admin/product.attr/changeStatus', { id: 'a'.repeat(24), status: 2 }, 'status'],
  ['/admin/product.spu/page', { prop: 'password' }, 'prop'],
  ['/admin/product.spu/info', {}, 'id'],
  ['/admin/product.spu/add', { name: '大豆' }, 'categoryId'],
  ['/admin/product.spu/add', { name: '大豆', categoryId: 'no-such-category' }, 'categoryId'],
  ['/admin/product.spu/edit', { id: 'a'.repeat(24), categoryId: 'grain' }, 'name'],
  ['/admin/product.spu/del', { id: 'zz' }, 'id'],
  ['/admin/product.spu/changeStatus', { id: 'a'.repeat(24) }, 'status'],
  ['/admin/product.spuRecycle/page', { pageNumber: -1 }, 'pageNumber'],
  ['/admin/product.spuRecycle/restore', {}, 'id'],
  ['/admin/product.spuRecycle/del', { id: null }, 'id'],
];

describe('the back office product catalogue through the gateway', () => {
  let stack: MarketplaceStack;
  let admin: string;
  let member: Member;

  beforeAll(async () => {
    stack = await startMarketplaceStack();
    admin = await adminToken(stack.api);
    member = await registerMember(stack.api, stack.redis, '目录测试公司');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const asAdmin = (path: string, body: Record<string, unknown> = {}, lang = 'zh-cn') =>
    call(stack.api, path, { body, token: admin, lang });

  it.each(VERBS)('refuses a member token on %s with 403', async (path, body) => {
    const res = await call(stack.api, path, { body, token: member.token });
    expect(res.status).toBe(403);
  });

  it.each(BAD)('refuses bad input on %s with a 400 naming the field', async (path, body, field) => {
    const res = await asAdmin(path, body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.data.fields)).toContain(field);
  });

  it('keeps a three-level tree, serves it publicly in the reader language, and follows a rename', async () => {
    const root = await asAdmin('/admin/product.category/add', {
      name: { 'zh-cn': '矿产', en: 'Minerals', ru: 'Минералы' },
      sortOrder: 5,
    });
    expect(root.status).toBe(200);
    const rootId = root.body.data.id as string;
    const child = await asAdmin('/admin/product.category/add', {
      parentId: rootId,
      name: { 'zh-cn': '金属矿', en: 'Metal ores', ru: 'Металлические руды' },
    });
    const childId = child.body.data.id as string;
    const leaf = await asAdmin('/admin/product.category/add', {
      parentId: childId,
      name: { 'zh-cn': '铁矿石', en: 'Iron ore', ru: 'Железная руда' },
    });
    const leafId = leaf.body.data.id as string;

    const tree = (await asAdmin('/admin/product.category/tree')).body.data as {
      id: string;
      children: { id: string; children: { id: string; name: { en: string } }[] }[];
    }[];
    const minerals = tree.find((node) => node.id === rootId)!;
    expect(minerals.children[0]!.id).toBe(childId);
    expect(minerals.children[0]!.children[0]).toMatchObject({ id: leafId, name: { en: 'Iron ore' } });
    // The first tree is there too, with the ids supply and demand store.
    expect(tree.map((node) => node.id)).toEqual(expect.arrayContaining(['agri', 'energy']));

    const publicTree = async (lang: string) =>
      (await call(stack.api, '/home/Category/page', { body: {}, lang })).body.data as {
        id: string;
        name: string;
        children: { name: string; children: { id: string; name: string }[] }[];
      }[];
    const ru = (await publicTree('ru')).find((node) => node.id === rootId)!;
    expect(ru.name).toBe('Минералы');
    expect(ru.children[0]!.children[0]!.name).toBe('Железная руда');

    const list = (await asAdmin('/admin/product.category/select')).body.data as {
      id: string;
      path: string;
    }[];
    expect(list.find((row) => row.id === leafId)!.path).toBe('矿产 / 金属矿 / 铁矿石');

    // A category with a child is kept, and the answer says why.
    const refused = await asAdmin('/admin/product.category/del', { id: childId }, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('subcategories');
    // Nor may a category move below itself.
    const cycle = await asAdmin('/admin/product.category/edit', {
      id: rootId,
      parentId: leafId,
      name: { 'zh-cn': '矿产' },
    });
    expect(cycle.status).toBe(400);

    await asAdmin('/admin/product.category/edit', {
      id: leafId,
      parentId: childId,
      name: { 'zh-cn': '铁精粉', en: 'Iron concentrate', ru: 'Железный концентрат' },
    });
    const renamed = (await publicTree('en')).find((node) => node.id === rootId)!;
    expect(renamed.children[0]!.children[0]!.name).toBe('Iron concentrate');

    expect((await asAdmin('/admin/product.category/del', { id: leafId })).status).toBe(200);
    expect((await asAdmin('/admin/product.category/info', { id: leafId })).status).toBe(404);
    expect((await asAdmin('/admin/product.category/refresh')).status).toBe(200);
  });

  it('refuses to delete a category that a supply uses, saying why', async () => {
    const category = await asAdmin('/admin/product.category/add', {
      parentId: 'agri',
      name: { 'zh-cn': '杂粮', en: 'Coarse grains', ru: 'Крупы' },
    });
    const categoryId = category.body.data.id as string;
    const supply = await call(stack.api, '/home/member.Supply/add', {
      body: supplyForm({ name: '东北小米', categoryId, gallery: member.gallery }),
      token: member.token,
    });
    expect(supply.status).toBe(200);
    const refused = await asAdmin('/admin/product.category/del', { id: categoryId }, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The category “杂粮” still has products, supply or demand in it and cannot be deleted',
    );
    expect((await asAdmin('/admin/product.category/info', { id: categoryId })).status).toBe(200);
  });

  it('keeps brands and attributes, and switches an attribute off and on', async () => {
    const brand = await asAdmin('/admin/product.brand/add', {
      name: '北大荒',
      description: '黑龙江农垦',
      sortOrder: 3,
    });
    expect(brand.status).toBe(200);
    const brandId = brand.body.data.id as string;
    await asAdmin('/admin/product.brand/edit', { id: brandId, name: '北大荒集团', description: '黑龙江' });
    expect((await asAdmin('/admin/product.brand/info', { id: brandId })).body.data).toMatchObject({
      name: '北大荒集团',
      description: '黑龙江',
      sortOrder: 0,
    });
    const page = await asAdmin('/admin/product.brand/page', {
      filters: [{ field: 'name', op: 'include', value: '北大荒' }],
    });
    expect(page.body.data.rows.map((row: { id: string }) => row.id)).toContain(brandId);
    expect((await asAdmin('/admin/product.brand/del', { id: brandId })).status).toBe(200);
    expect((await asAdmin('/admin/product.brand/info', { id: brandId })).status).toBe(404);

    const attr = await asAdmin('/admin/product.attr/add', {
      name: '包装',
      type: 'enum',
      values: ['袋装', '散装', '袋装'],
      categoryIds: ['grain'],
    });
    const attrId = attr.body.data.id as string;
    expect((await asAdmin('/admin/product.attr/info', { id: attrId })).body.data).toMatchObject({
      values: ['袋装', '散装'],
      categoryIds: ['grain'],
      status: 1,
    });
    await asAdmin('/admin/product.attr/changeStatus', { id: attrId, status: 0 });
    const off = await asAdmin('/admin/product.attr/page', {
      filters: [{ field: 'id', op: '=', value: attrId }],
    });
    expect(off.body.data.rows).toEqual([expect.objectContaining({ id: attrId, status: 0 })]);
    expect((await asAdmin('/admin/product.attr/del', { id: attrId })).status).toBe(200);
  });

  it('makes 9 sku rows of 2 specs × 3 values, keeps their order and values, and recycles, restores and purges the spu', async () => {
    const enumAttr = async (name: string, values: string[]) =>
      (await asAdmin('/admin/product.attr/add', { name, type: 'enum', values })).body.data.id as string;
    const grade = await enumAttr('等级', ['一级', '二级', '三级']);
    const pack = await enumAttr('包装规格', ['25kg', '50kg', '1t']);
    const specs = [
      { attrId: grade, values: ['一级', '二级', '三级'] },
      { attrId: pack, values: ['25kg', '50kg', '1t'] },
    ];
    const combos = ['一级', '二级', '三级'].flatMap((g) => ['25kg', '50kg', '1t'].map((p) => [g, p]));
    const skus = combos.map((specValues, i) => ({
      specValues,
      price: 4000 + i * 10,
      stock: 100 + i,
      code: `SOY-${i}`,
    }));

    // Rows must be exactly the combinations.
    const short = await asAdmin('/admin/product.spu/add', {
      name: '非转基因大豆',
      categoryId: 'grain',
      specs,
      skus: skus.slice(1),
    });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body.data.fields)).toContain('skus');

    const added = await asAdmin('/admin/product.spu/add', {
      name: '非转基因大豆',
      categoryId: 'grain',
      specs,
      skus,
    });
    expect(added.status).toBe(200);
    const id = added.body.data.id as string;
    const info = async () => (await asAdmin('/admin/product.spu/info', { id })).body.data;
    const first = await info();
    expect(first.skus).toHaveLength(9);
    expect(first.specs.map((s: { name: string }) => s.name)).toEqual(['等级', '包装规格']);

    // Edited: the last row dragged first, one price changed; reloaded identically.
    const reordered = [skus[8]!, ...skus.slice(0, 8)].map((sku, i) =>
      i === 1 ? { ...sku, price: 3999.5 } : sku,
    );
    await asAdmin('/admin/product.spu/edit', {
      id,
      name: '非转基因大豆',
      categoryId: 'grain',
      specs,
      skus: reordered,
    });
    const edited = await info();
    expect(edited.skus).toEqual(reordered.map((sku) => ({ ...sku, image: '' })));

    expect((await asAdmin('/admin/product.spu/del', { id })).status).toBe(200);
    const listed = async (path: string) =>
      (
        (await asAdmin(path, { filters: [{ field: 'id', op: '=', value: id }] })).body.data.rows as {
          id: string;
        }[]
      ).map((row) => row.id);
    expect(await listed('/admin/product.spu/page')).toEqual([]);
    expect(await listed('/admin/product.spuRecycle/page')).toEqual([id]);
    expect((await asAdmin('/admin/product.spu/info', { id })).status).toBe(404);

    expect((await asAdmin('/admin/product.spuRecycle/restore', { id })).status).toBe(200);
    expect((await info()).skus).toEqual(edited.skus);

    await asAdmin('/admin/product.spu/del', { id });
    expect((await asAdmin('/admin/product.spuRecycle/del', { id })).status).toBe(200);
    expect(await listed('/admin/product.spuRecycle/page')).toEqual([]);
    expect((await asAdmin('/admin/product.spu/info', { id })).status).toBe(404);
    expect((await asAdmin('/admin/product.spuRecycle/restore', { id })).status).toBe(404);
  });
});
