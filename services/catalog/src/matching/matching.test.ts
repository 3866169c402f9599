import { searchClient } from '@trade/service-kit';
import { testServers, unique } from '@trade/service-kit/testing';
import type { Product, ProductKind } from '../model/product.model';
import { MarketplaceSearch } from '../search/marketplace-search';
import { rankMatches } from '../search/matches';
import { productDocument, type ProductDocument } from '../search/search-documents';
import { SearchIndices } from '../search/search-indices';
import { productIndexOf } from '../search/search-projection';
import { tokens } from './tokens';

const day = 86_400_000;
const now = Date.now();
let seq = 0;

/** A stored product; approved, visible, open and valid unless told otherwise. */
function product(over: Partial<Product> & { name: string }): Product {
  seq += 1;
  return {
    _id: seq.toString(16).padStart(24, '0'),
    memberId: 'seller',
    description: '',
    brand: '',
    price: 100,
    quantity: 100,
    unit: 'ton',
    origin: '',
    validUntil: new Date(now + 30 * day),
    categoryId: 'grain',
    country: 'CN',
    gallery: [],
    sortOrder: 0,
    visible: true,
    status: 'open',
    auditStatus: 'approved',
    rejectReason: '',
    auditedAt: null,
    companyName: '',
    contact: '',
    phone: '',
    email: 'x@example.com',
    deletedAt: null,
    createdAt: new Date(now - day),
    updatedAt: new Date(now - day),
    ...over,
  } as unknown as Product;
}

// The real search engine, on indexes of this run's own prefix (deleted afterwards).
const indices = new SearchIndices(searchClient(testServers()), `${unique('test_matching')}_`);
const search = new MarketplaceSearch(indices);

/** Indexes the products as the projection would, searchable at once. */
async function put(kind: ProductKind, docs: Product[]): Promise<void> {
  await indices.client.bulk({
    index: indices.alias(productIndexOf(kind)),
    refresh: true,
    body: docs.flatMap((doc) => [{ index: { _id: String(doc._id) } }, productDocument(kind, doc, false)]),
  });
}

const doc = (kind: ProductKind, over: Partial<Product> & { name: string }): ProductDocument =>
  productDocument(kind, product(over), false);

beforeAll(async () => {
  await indices.ensure();
});
afterAll(async () => {
  await indices.dropAll();
  await indices.client.close();
});

describe('tokens', () => {
  it('splits Chinese into character bigrams and latin text into words', () => {
    expect([...tokens('非转基因大豆 Soybean, grade-A')]).toEqual([
      '非转',
      '转基',
      '基因',
      '因大',
      '大豆',
      'soybean',
      'grade',
    ]);
    expect([...tokens('油')]).toEqual(['油']);
  });
});

describe('smart matching', () => {
  const fixture = {
    exact: product({
      name: '东北非转基因大豆',
      description: '榨油用大豆，蛋白高',
      quantity: 500,
      country: 'RU',
    }),
    partialQuantity: product({
      name: '东北非转基因大豆',
      description: '榨油用大豆',
      quantity: 50,
      country: 'RU',
    }),
    otherCountry: product({ name: '非转基因大豆', quantity: 500, country: 'CN' }),
    stale: product({
      name: '非转基因大豆',
      quantity: 500,
      country: 'CN',
      createdAt: new Date(now - 120 * day),
    }),
    relatedCategory: product({ name: '新鲜苹果', categoryId: 'fruit', quantity: 500, country: 'RU' }),
    keywordOnly: product({ name: '大豆蛋白粉', categoryId: 'food', quantity: 500, country: 'RU' }),
    unrelated: product({ name: '挖掘机', categoryId: 'machinery', quantity: 500, country: 'RU' }),
    ownItem: product({ name: '东北非转基因大豆', memberId: 'buyer', quantity: 500, country: 'RU' }),
    hidden: product({ name: '东北非转基因大豆', visible: false, quantity: 500, country: 'RU' }),
    expired: product({
      name: '东北非转基因大豆',
      validUntil: new Date(now - day),
      quantity: 500,
      country: 'RU',
    }),
  };
  beforeAll(() => put('supply', Object.values(fixture)));
  const demand = doc('demand', {
    name: '求购非转基因大豆',
    description: '用于榨油',
    memberId: 'buyer',
    quantity: 200,
    country: 'RU',
  });
  const idOf = (doc: Product) => String(doc._id);

  it('ranks supplies for a demand in the known order', async () => {
    const ranked = (await rankMatches(search, 'demand', demand, 20, now)).map(({ item }) => item.id);
    expect(ranked).toEqual(
      [
        fixture.exact,
        fixture.partialQuantity,
        fixture.otherCountry,
        fixture.stale,
        // A related category (both agricultural) outweighs one shared word in an unrelated category.
        fixture.relatedCategory,
        fixture.keywordOnly,
      ].map(idOf),
    );
  });

  it('leaves out unrelated, own, hidden and expired items', async () => {
    const ranked = (await rankMatches(search, 'demand', demand, 20, now)).map(({ item }) => item.id);
    for (const doc of [fixture.unrelated, fixture.ownItem, fixture.hidden, fixture.expired])
      expect(ranked).not.toContain(idOf(doc));
  });

  it('explains each score by its signals', async () => {
    const [best] = await rankMatches(search, 'demand', demand, 1, now);
    expect(best!.match.signals).toMatchObject({ category: 1, country: 1, quantity: 1 });
    expect(best!.match.signals.keywords).toBeGreaterThan(0.5);
    expect(best!.match.score).toBeGreaterThan(0.8);
  });

  it('finds the open demands that match a supply', async () => {
    const wanted = product({ name: '求购大豆', memberId: 'buyer', quantity: 100 });
    const other = product({ name: '求购挖掘机', categoryId: 'machinery', memberId: 'buyer' });
    await put('demand', [wanted, other]);
    const ranked = await rankMatches(
      search,
      'supply',
      productDocument('supply', fixture.exact, false),
      10,
      now,
    );
    expect(ranked.map(({ item }) => item.id)).toEqual([String(wanted._id)]);
  });
});

describe('public search', () => {
  it('finds by Chinese keyword, filters and pages', async () => {
    const docs = Array.from({ length: 30 }, (_, i) =>
      product({
        name: i % 2 ? `求购大豆${i}` : `求购钢材${i}`,
        quantity: i * 10,
        country: i % 3 ? 'RU' : 'KZ',
        memberId: 'searcher',
      }),
    );
    await put('demand', docs);
    const mine = { memberId: 'searcher' };
    const soy = await search.page('demand', {
      ...mine,
      keyword: '大豆',
      pageNumber: 1,
      pageSize: 5,
      sort: 'quantityDesc',
    });
    expect(soy.total).toBe(15);
    expect(soy.rows.map((r) => r.quantity)).toEqual([290, 270, 250, 230, 210]);
    expect(soy.rows[0]!.highlight?.name).toBe('求购<em>大豆</em>29');
    const filtered = await search.page('demand', {
      ...mine,
      keyword: '豆',
      country: 'KZ',
      minQuantity: 50,
      maxQuantity: 200,
      pageNumber: 1,
      pageSize: 20,
    });
    expect(filtered.rows.map((r) => r.name).sort()).toEqual(['求购大豆15', '求购大豆9']);
    await put('demand', [{ ...docs[1]!, visible: false, updatedAt: new Date(now) } as Product]);
    expect(
      (await search.page('demand', { ...mine, keyword: '大豆', pageNumber: 1, pageSize: 50 })).total,
    ).toBe(14);
  });
});

describe('public supply search by price', () => {
  it('keeps supplies within the price range and leaves out those priced on request', async () => {
    const docs = [
      product({ name: '大豆油一级', price: 8000, memberId: 'pricer' }),
      product({ name: '大豆油二级', price: 6500, memberId: 'pricer' }),
      product({ name: '大豆油散装', price: null as unknown as number, memberId: 'pricer' }),
    ];
    await put('supply', docs);
    const page = async (q: { minPrice?: number; maxPrice?: number }) =>
      (
        await search.page('supply', {
          memberId: 'pricer',
          keyword: '豆油',
          pageNumber: 1,
          pageSize: 20,
          sort: 'priceAsc',
          ...q,
        })
      ).rows.map((r) => r.name);
    expect(await page({})).toEqual(['大豆油二级', '大豆油一级', '大豆油散装']);
    expect(await page({ minPrice: 7000 })).toEqual(['大豆油一级']);
    expect(await page({ maxPrice: 7000 })).toEqual(['大豆油二级']);
    expect(await page({ minPrice: 6000, maxPrice: 9000 })).toEqual(['大豆油二级', '大豆油一级']);
  });
});
