import { ProductIndex, toMatchItem } from '../read-model/product-index';
import type { Product } from '../model/product.model';
import { tokens } from './tokens';

const day = 86_400_000;
const now = Date.now();
let seq = 0;

/** A stored product as the read model sees it; approved, visible, open and valid unless told otherwise. */
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
  const supplies = new ProductIndex('supply');
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
  for (const doc of Object.values(fixture)) supplies.apply(doc, String(doc._id));
  const demand = toMatchItem(
    'demand',
    product({
      name: '求购非转基因大豆',
      description: '用于榨油',
      memberId: 'buyer',
      quantity: 200,
      country: 'RU',
    }),
  );
  const idOf = (doc: Product) => String(doc._id);

  it('ranks supplies for a demand in the known order', () => {
    const ranked = supplies.matches(demand, 20, now).map(({ item }) => item.id);
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

  it('leaves out unrelated, own, hidden and expired items', () => {
    const ranked = supplies.matches(demand, 20, now).map(({ item }) => item.id);
    for (const doc of [fixture.unrelated, fixture.ownItem, fixture.hidden, fixture.expired])
      expect(ranked).not.toContain(idOf(doc));
  });

  it('explains each score by its signals', () => {
    const [best] = supplies.matches(demand, 1, now);
    expect(best!.match.signals).toMatchObject({ category: 1, country: 1, quantity: 1 });
    expect(best!.match.signals.keywords).toBeGreaterThan(0.5);
    expect(best!.match.score).toBeGreaterThan(0.8);
  });

  it('finds the open demands that match a supply', () => {
    const demands = new ProductIndex('demand');
    const wanted = product({ name: '求购大豆', memberId: 'buyer', quantity: 100 });
    const other = product({ name: '求购挖掘机', categoryId: 'machinery', memberId: 'buyer' });
    demands.apply(wanted, String(wanted._id));
    demands.apply(other, String(other._id));
    const ranked = demands.matches(toMatchItem('supply', fixture.exact), 10, now);
    expect(ranked.map(({ item }) => item.id)).toEqual([String(wanted._id)]);
  });
});

describe('public search', () => {
  it('finds by Chinese keyword, filters and pages without touching MongoDB', () => {
    const index = new ProductIndex('demand');
    const docs = Array.from({ length: 30 }, (_, i) =>
      product({
        name: i % 2 ? `求购大豆${i}` : `求购钢材${i}`,
        quantity: i * 10,
        country: i % 3 ? 'RU' : 'KZ',
      }),
    );
    for (const doc of docs) index.apply(doc, String(doc._id));
    const soy = index.search({ keyword: '大豆', pageNumber: 1, pageSize: 5, sort: 'quantityDesc' });
    expect(soy.total).toBe(15);
    expect(soy.rows.map((r) => r.quantity)).toEqual([290, 270, 250, 230, 210]);
    const filtered = index.search({
      keyword: '豆',
      country: 'KZ',
      minQuantity: 50,
      maxQuantity: 200,
      pageNumber: 1,
      pageSize: 20,
    });
    expect(filtered.rows.map((r) => r.name).sort()).toEqual(['求购大豆15', '求购大豆9']);
    index.apply({ ...docs[1]!, visible: false } as Product, String(docs[1]!._id));
    expect(index.search({ keyword: '大豆', pageNumber: 1, pageSize: 50 }).total).toBe(14);
  });
});

describe('public supply search by price', () => {
  it('keeps supplies within the price range and leaves out those priced on request', () => {
    const index = new ProductIndex('supply');
    const docs = [
      product({ name: '大豆油一级', price: 8000 }),
      product({ name: '大豆油二级', price: 6500 }),
      product({ name: '大豆油散装', price: null as unknown as number }),
    ];
    for (const doc of docs) index.apply(doc, String(doc._id));
    const page = (q: { minPrice?: number; maxPrice?: number }) =>
      index
        .search({ keyword: '豆油', pageNumber: 1, pageSize: 20, sort: 'priceAsc', ...q })
        .rows.map((r) => r.name);
    expect(page({})).toEqual(['大豆油二级', '大豆油一级', '大豆油散装']);
    expect(page({ minPrice: 7000 })).toEqual(['大豆油一级']);
    expect(page({ maxPrice: 7000 })).toEqual(['大豆油二级']);
    expect(page({ minPrice: 6000, maxPrice: 9000 })).toEqual(['大豆油二级', '大豆油一级']);
  });
});

describe('read model', () => {
  it('ignores a stale read that races a newer local write', () => {
    const index = new ProductIndex('supply');
    const approved = product({ name: '大豆', updatedAt: new Date(now) });
    const id = String(approved._id);
    index.apply(approved, id);
    // An event handler read the pending version before the approval landed.
    index.apply({ ...approved, auditStatus: 'pending', updatedAt: new Date(now - 1000) } as Product, id);
    expect(index.get(id)).toBeDefined();
    index.apply({ ...approved, visible: false, updatedAt: new Date(now + 1000) } as Product, id);
    expect(index.get(id)).toBeUndefined();
  });
});
