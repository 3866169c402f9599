import { waitFor } from '@trade/service-kit/testing';
import {
  adminToken,
  call,
  registerMember,
  startMarketplaceStack,
  supplyForm,
  type MarketplaceStack,
  type Member,
} from './marketplace-stack';

interface Supplier {
  memberId: string;
  companyName: string;
  supplyCount: number;
  categories: { id: string; name: string }[];
  countries: { code: string; name: string }[];
  image: string;
}

describe('the supplier index and a supplier page (public)', () => {
  let stack: MarketplaceStack;
  let admin: string;
  let grain: Member;
  let timber: Member;
  let pending: Member;
  const stamp = Date.now().toString(36);

  /** Posts a supply for `member` and, unless `approve` is false, has the back office approve it. */
  async function supply(member: Member, over: Record<string, unknown>, approve = true): Promise<string> {
    const res = await call(stack.api, '/home/member.Supply/add', {
      body: supplyForm({ gallery: member.gallery, ...over }),
      token: member.token,
    });
    expect(res.status).toBe(200);
    const id = res.body.data.id as string;
    if (approve) {
      const audit = await call(stack.api, '/admin/product.supply/audit', {
        body: { id, auditStatus: 'approved' },
        token: admin,
      });
      expect(audit.status).toBe(200);
    }
    return id;
  }

  beforeAll(async () => {
    stack = await startMarketplaceStack();
    admin = await adminToken(stack.api);
    grain = await registerMember(stack.api, stack.redis, `北大荒粮贸${stamp}`);
    timber = await registerMember(stack.api, stack.redis, `远东木业${stamp}`);
    pending = await registerMember(stack.api, stack.redis, `待审公司${stamp}`);
    await supply(grain, { name: '东北大豆', categoryId: 'grain', country: 'CN' });
    await supply(grain, { name: '五常大米', categoryId: 'grain', country: 'CN' });
    await supply(grain, { name: '俄罗斯小麦', categoryId: 'grain', country: 'RU' });
    await supply(timber, { name: '樟子松原木', categoryId: 'timber', country: 'RU' });
    await supply(pending, { name: '未审核的煤炭', categoryId: 'coal' }, false);
    // The supplier index follows the approvals through their events.
    await waitFor(
      async () => {
        const res = await call(stack.api, '/product/suppliers', { body: { pageSize: 50 } });
        const mine = (res.body.data.rows as Supplier[]).filter((row) => row.companyName.endsWith(stamp));
        return mine.reduce((n, row) => n + row.supplyCount, 0) === 4 || undefined;
      },
      30_000,
      'both suppliers in the index',
    );
  });
  afterAll(async () => {
    await stack?.close();
  });

  const suppliers = async (body: Record<string, unknown>, lang = 'zh-cn') => {
    const res = await call(stack.api, '/product/suppliers', { body, lang });
    expect(res.status).toBe(200);
    return res.body.data as { rows: Supplier[]; total: number };
  };

  it('lists the members with approved supply, newest activity first, with counts, categories and countries', async () => {
    const { rows, total } = await suppliers({ pageSize: 50 }, 'en');
    const mine = rows.filter((row) => row.companyName.endsWith(stamp));
    expect(mine.map((row) => row.companyName)).toEqual([`远东木业${stamp}`, `北大荒粮贸${stamp}`]);
    expect(total).toBeGreaterThanOrEqual(2);
    const grainRow = mine[1]!;
    expect(grainRow).toMatchObject({ memberId: grain.memberId, supplyCount: 3 });
    expect(grainRow.categories.map((c) => c.name)).toEqual(['Grain and oil']);
    expect(grainRow.countries.map((c) => c.code).sort()).toEqual(['CN', 'RU']);
    expect(grainRow.image).not.toBe('');
    // Pending supply makes no supplier.
    expect(rows.some((row) => row.memberId === pending.memberId)).toBe(false);
  });

  it('finds a supplier by its company name or by a word of its products, and by category', async () => {
    expect((await suppliers({ keyword: `木业${stamp}` })).rows.map((r) => r.memberId)).toEqual([
      timber.memberId,
    ]);
    const byProduct = (await suppliers({ keyword: '五常大米', pageSize: 50 })).rows.map((r) => r.memberId);
    expect(byProduct).toContain(grain.memberId);
    expect(byProduct).not.toContain(timber.memberId);
    // A group of the tree takes in its categories: materials holds timber.
    const materials = (await suppliers({ categoryId: 'materials', pageSize: 50 })).rows.map(
      (r) => r.memberId,
    );
    expect(materials).toContain(timber.memberId);
    expect(materials).not.toContain(grain.memberId);
    const paged = await suppliers({ pageSize: 1, pageNumber: 2 });
    expect(paged.rows).toHaveLength(1);
  });

  it('answers one supplier with its supplies, and 404 for a member without approved supply', async () => {
    const one = await call(stack.api, '/product/supplier', {
      body: { memberId: grain.memberId },
      lang: 'ru',
    });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ companyName: `北大荒粮贸${stamp}`, supplyCount: 3 });
    expect(one.body.data.countries.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Китай', 'Россия']),
    );
    const items = await call(stack.api, '/product/page', {
      body: { memberId: grain.memberId, pageSize: 50 },
    });
    expect(items.body.data.total).toBe(3);
    expect(items.body.data.rows.every((row: { memberId: string }) => row.memberId === grain.memberId)).toBe(
      true,
    );

    const none = await call(stack.api, '/product/supplier', {
      body: { memberId: pending.memberId },
      lang: 'en',
    });
    expect(none.status).toBe(404);
    const bad = await call(stack.api, '/product/supplier', { body: { memberId: '../x' } });
    expect(bad.status).toBe(400);
    const badPage = await call(stack.api, '/product/page', { body: { memberId: 'nope' } });
    expect(badPage.status).toBe(400);
  });
});
