import {
  adminToken,
  call,
  registerMember,
  startMarketplaceStack,
  supplyForm,
  type MarketplaceStack,
  type Member,
} from './marketplace-stack';

type Row = { id: string; companyName: string; sortOrder: number };

/**
 * The public "newest" list orders by sortOrder and shows each poster's company name: both
 * are the platform's. A member's form values for them are dropped (old forms that still
 * send them keep working); the company name comes from the member's account, as auth
 * signs it into the token; only the back office pins a listing.
 */
describe('platform fields of a supply: sortOrder and companyName', () => {
  let stack: MarketplaceStack;
  let admin: string;
  let a: Member;
  let b: Member;

  beforeAll(async () => {
    stack = await startMarketplaceStack();
    admin = await adminToken(stack.api);
    a = await registerMember(stack.api, stack.redis, '抚远对俄贸易有限公司');
    b = await registerMember(stack.api, stack.redis, '东宁口岸物流');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const newest = async () =>
    (await call(stack.api, '/product/page', { body: { sort: 'newest', pageSize: 50 } })).body.data
      .rows as Row[];

  async function approvedSupply(member: Member, name: string, over: Record<string, unknown> = {}) {
    const added = await call(stack.api, '/home/member.Supply/add', {
      body: supplyForm({ name, gallery: member.gallery, ...over }),
      token: member.token,
    });
    expect(added.status).toBe(200);
    const id = added.body.data.id as string;
    const audited = await call(stack.api, '/admin/product.supply/audit', {
      body: { id, auditStatus: 'approved' },
      token: admin,
    });
    expect(audited.status).toBe(200);
    return { id, added: added.body.data as Row };
  }

  it("drops a member's sortOrder and companyName on add and edit: the account's company name is shown", async () => {
    const older = await approvedSupply(b, '东宁木材');
    const { id, added } = await approvedSupply(a, '抚远鲟鱼', {
      sortOrder: 9999,
      companyName: '世界500强集团',
    });
    expect(added).toMatchObject({ companyName: '抚远对俄贸易有限公司', sortOrder: 0 });

    const edited = await call(stack.api, '/home/member.Supply/edit', {
      body: supplyForm({
        id,
        name: '抚远鲟鱼',
        gallery: a.gallery,
        sortOrder: 9999,
        companyName: '另一家公司',
      }),
      token: a.token,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ companyName: '抚远对俄贸易有限公司', sortOrder: 0 });
    await call(stack.api, '/admin/product.supply/audit', {
      body: { id, auditStatus: 'approved' },
      token: admin,
    });

    // A member's changeStatus cannot pin either.
    const status = await call(stack.api, '/home/member.Supply/changeStatus', {
      body: { id, visible: true, sortOrder: 9999 },
      token: a.token,
    });
    expect(status.status).toBe(200);
    expect(status.body.data.sortOrder).toBe(0);

    const rows = await newest();
    const mine = rows.find((r) => r.id === id)!;
    expect(mine).toMatchObject({ companyName: '抚远对俄贸易有限公司', sortOrder: 0 });
    expect(rows.map((r) => r.companyName)).not.toContain('世界500强集团');
    expect(rows.find((r) => r.id === older.id)).toMatchObject({ companyName: '东宁口岸物流' });
    const detail = await call(stack.api, '/product/detail', { body: { id } });
    expect(detail.body.data.companyName).toBe('抚远对俄贸易有限公司');
  });

  it('lets the back office pin a listing first in the newest list', async () => {
    const pinned = await approvedSupply(b, '东宁黑木耳');
    await approvedSupply(a, '抚远大马哈鱼');
    expect((await newest())[0]!.id).not.toBe(pinned.id);

    const pin = await call(stack.api, '/admin/product.supply/changeStatus', {
      body: { id: pinned.id, sortOrder: 9999 },
      token: admin,
    });
    expect(pin.status).toBe(200);
    expect(pin.body.data.sortOrder).toBe(9999);
    const rows = await newest();
    expect(rows[0]).toMatchObject({ id: pinned.id, sortOrder: 9999, companyName: '东宁口岸物流' });

    const tooHigh = await call(stack.api, '/admin/product.supply/changeStatus', {
      body: { id: pinned.id, sortOrder: 10000 },
      token: admin,
      lang: 'en',
    });
    expect(tooHigh.status).toBe(400);
  });
});
