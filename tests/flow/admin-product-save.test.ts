import { waitFor } from '@trade/service-kit/testing';
import {
  ADMIN,
  adminToken,
  call,
  demandForm,
  PNG,
  registerMember,
  startMarketplaceStack,
  supplyForm,
  type MarketplaceStack,
  type Member,
} from './marketplace-stack';

interface AuditRow {
  action: string;
  subject: string;
  actor?: { kind?: string; sub?: string; name?: string };
  data?: Record<string, unknown>;
}

/** An image uploaded to the back office's own library, as the admin screen's uploader does. */
async function adminUpload(api: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('scene', 'image');
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'admin.png');
  const res = await fetch(`${api}/admin/sys.file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, lang: 'zh-cn' },
    body: form,
  });
  const body = (await res.json()) as { data: { id: string } };
  expect(res.status).toBe(200);
  return body.data.id;
}

/** The back office saves supply and demand, and quotes on a demand, on a member's behalf. */
describe('back office: save and quote on a member’s behalf', () => {
  let stack: MarketplaceStack;
  let admin: string;
  /** The seller the admin posts supply and quotes for. */
  let seller: Member;
  /** The buyer the admin posts a demand for. */
  let buyer: Member;
  const run = Date.now().toString(36);

  beforeAll(async () => {
    stack = await startMarketplaceStack();
    admin = await adminToken(stack.api);
    seller = await registerMember(stack.api, stack.redis, '黑河粮贸有限公司');
    buyer = await registerMember(stack.api, stack.redis, '远东油脂集团');
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  const save = (kind: 'supply' | 'demand', body: unknown, token = admin, lang = 'zh-cn') =>
    call(stack.api, `/admin/product.${kind}/save`, { body, token, lang });
  const ownList = async (member: Member, kind: 'Supply' | 'Demand') =>
    (await call(stack.api, `/home/member.${kind}/page`, { body: { pageSize: 50 }, token: member.token })).body
      .data.rows as Array<Record<string, unknown>>;
  const auditLine = (action: string, subject: string) =>
    waitFor(
      async () => {
        const res = await call(
          stack.api,
          `/system/log/list?action=${action}&subject=${subject}&pageSize=50`,
          {
            token: admin,
          },
        );
        return (res.body.data?.rows as AuditRow[] | undefined)?.[0];
      },
      // A new audit log reads every topic's history first: on a busy event log that takes a while.
      180_000,
      `the ${action} audit line`,
    );

  it('refuses bad input with a localised message naming the field, and writes nothing', async () => {
    const before = (await ownList(seller, 'Supply')).length;
    const noMember = await save('supply', supplyForm({ gallery: seller.gallery }), admin, 'en');
    expect(noMember.status).toBe(400);
    expect(noMember.body.message).toBe('Please choose the member');

    const unknown = await save('supply', {
      ...supplyForm({ gallery: seller.gallery }),
      memberId: '0123456789abcdef01234567',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('会员不存在，请重新选择会员');
    expect(JSON.stringify(unknown.body)).toContain('memberId');

    const ru = await save(
      'supply',
      { ...supplyForm({ gallery: seller.gallery, categoryId: 'no-such' }), memberId: seller.memberId },
      admin,
      'ru',
    );
    expect(ru.status).toBe(400);
    expect(JSON.stringify(ru.body)).toContain('categoryId');

    const unit = await save(
      'supply',
      { ...supplyForm({ gallery: seller.gallery, unit: 'parsec' }), memberId: seller.memberId },
      admin,
      'ru',
    );
    expect(unit.status).toBe(400);
    expect(unit.body.message).toBe('Единица измерения «parsec» не существует или отключена');

    // Another member's image is not a file of the seller's library, nor of the back office's.
    const foreign = await save('supply', {
      ...supplyForm({ gallery: buyer.gallery }),
      memberId: seller.memberId,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('图片不存在或已删除，请重新上传');

    const noName = await save('supply', {
      ...supplyForm({ gallery: seller.gallery, name: '' }),
      memberId: seller.memberId,
    });
    expect(noName.status).toBe(400);

    expect((await ownList(seller, 'Supply')).length).toBe(before);
  });

  it('refuses a member token, on save and on quote', async () => {
    const body = { ...supplyForm({ gallery: seller.gallery }), memberId: seller.memberId };
    expect((await save('supply', body, seller.token)).status).toBe(403);
    expect((await save('demand', { ...demandForm(), memberId: seller.memberId }, seller.token)).status).toBe(
      403,
    );
    const quote = await call(stack.api, '/admin/product.demand/quote', {
      body: {
        demandId: '0123456789abcdef01234567',
        quantity: 1,
        unitPrice: 1,
        currency: 'CNY',
        companyName: 'x',
        memberId: seller.memberId,
      },
      token: seller.token,
    });
    expect(quote.status).toBe(403);
    expect((await call(stack.api, '/admin/product.supply/save', { body: body })).status).toBe(401);
  });

  let supplyId: string;
  let demandId: string;
  let quoteId: string;

  it('creates a supply for the member: theirs, with their account’s company, approved and searchable', async () => {
    const adminImage = await adminUpload(stack.api, admin);
    const name = `代发大豆${run}`;
    const res = await save('supply', {
      // A form's company name is ignored: the account's is shown, as for the member's own post.
      ...supplyForm({ name, gallery: [seller.gallery[0], adminImage], companyName: '别的公司' }),
      memberId: seller.memberId,
    });
    expect(res.status).toBe(200);
    supplyId = res.body.data.id;
    expect(res.body.data).toMatchObject({
      memberId: seller.memberId,
      companyName: '黑河粮贸有限公司',
      auditStatus: 'approved',
    });
    expect(res.body.data.images).toHaveLength(2);

    const mine = (await ownList(seller, 'Supply')).find((row) => row.id === supplyId);
    expect(mine).toMatchObject({ name, companyName: '黑河粮贸有限公司', auditStatus: 'approved' });
    expect((await ownList(buyer, 'Supply')).some((row) => row.id === supplyId)).toBe(false);

    const found = await call(stack.api, '/product/page', { body: { keyword: name } });
    expect(found.body.data.rows.map((row: { id: string }) => row.id)).toContain(supplyId);
  });

  it('edits the supply keeping its owner, refuses another owner, and the audit names the admin', async () => {
    const other = await save('supply', {
      ...supplyForm({ gallery: seller.gallery }),
      id: supplyId,
      memberId: buyer.memberId,
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('不能更改信息的所属会员');

    const name = `代发大豆改${run}`;
    const edited = await save('supply', {
      ...supplyForm({ name, gallery: seller.gallery, price: 4300 }),
      id: supplyId,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      id: supplyId,
      memberId: seller.memberId,
      price: 4300,
      auditStatus: 'approved',
    });
    const mine = (await ownList(seller, 'Supply')).find((row) => row.id === supplyId);
    expect(mine).toMatchObject({ name, price: 4300, companyName: '黑河粮贸有限公司' });
    const found = await call(stack.api, '/product/page', { body: { keyword: name } });
    expect(found.body.data.rows.map((row: { id: string }) => row.id)).toContain(supplyId);
  });

  it('creates and edits a demand for the buyer', async () => {
    const name = `代发求购${run}`;
    const created = await save('demand', { ...demandForm({ name }), memberId: buyer.memberId });
    expect(created.status).toBe(200);
    demandId = created.body.data.id;
    expect(created.body.data).toMatchObject({
      memberId: buyer.memberId,
      companyName: '远东油脂集团',
      auditStatus: 'approved',
    });

    const edited = await save('demand', {
      ...demandForm({ name, quantity: 300 }),
      id: demandId,
      memberId: buyer.memberId,
    });
    expect(edited.status).toBe(200);
    const mine = (await ownList(buyer, 'Demand')).find((row) => row.id === demandId);
    expect(mine).toMatchObject({ name, quantity: 300, companyName: '远东油脂集团' });
    const found = await call(stack.api, '/product/page', { body: { kind: 'demand', keyword: name } });
    expect(found.body.data.rows.map((row: { id: string }) => row.id)).toContain(demandId);
  });

  it('quotes on the demand for a member supplier: the demand owner sees it, the owner cannot be the quoter', async () => {
    const quote = {
      demandId,
      quantity: 100,
      unitPrice: 4100,
      currency: 'CNY',
      companyName: seller.companyName,
      message: '可供一级大豆',
    };
    const own = await call(stack.api, '/admin/product.demand/quote', {
      body: { ...quote, memberId: buyer.memberId },
      token: admin,
      lang: 'en',
    });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You cannot send an inquiry or a quote on your own product');

    const unknown = await call(stack.api, '/admin/product.demand/quote', {
      body: { ...quote, memberId: '0123456789abcdef01234567' },
      token: admin,
    });
    expect(unknown.status).toBe(400);

    const sent = await call(stack.api, '/admin/product.demand/quote', {
      body: { ...quote, memberId: seller.memberId },
      token: admin,
    });
    expect(sent.status).toBe(200);
    quoteId = sent.body.data.id as string;

    const received = await call(stack.api, '/home/member.Demand/quoteList', { body: {}, token: buyer.token });
    expect(received.body.data.rows.map((row: { id: string }) => row.id)).toContain(quoteId);
    const sentBox = await call(stack.api, '/member.myTrans/quoteList', {
      body: { box: 'sent' },
      token: seller.token,
    });
    expect(sentBox.body.data.rows.map((row: { id: string }) => row.id)).toContain(quoteId);
    const adminList = await call(stack.api, '/admin/product.demand/quoteList', {
      body: { productId: demandId },
      token: admin,
    });
    expect(adminList.body.data.rows.map((row: { id: string }) => row.id)).toContain(quoteId);
  });

  it('refuses a disabled member', async () => {
    const member = await registerMember(stack.api, stack.redis, '停用贸易公司');
    const disabled = await call(stack.api, '/admin/member.account/changeStatus', {
      body: { id: member.memberId, status: 0 },
      token: admin,
    });
    expect(disabled.status).toBe(200);
    const res = await save('demand', { ...demandForm(), memberId: member.memberId }, admin, 'en');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This member account is disabled: nothing can be done on its behalf');
  });

  it('names the admin in the audit log, on the member’s behalf, for each save and the quote', async () => {
    const onBehalf = (memberId: string) => ({
      actor: { kind: 'admin', name: ADMIN.username },
      data: expect.objectContaining({ onBehalfOf: memberId }) as unknown,
    });
    expect(await auditLine('trade.supply.submitted', supplyId)).toMatchObject({
      ...onBehalf(seller.memberId),
      data: expect.objectContaining({ memberId: seller.memberId, auditStatus: 'approved' }) as unknown,
    });
    expect(await auditLine('trade.demand.submitted', demandId)).toMatchObject(onBehalf(buyer.memberId));
    expect(await auditLine('trade.quote.created', quoteId)).toMatchObject({
      ...onBehalf(seller.memberId),
      data: expect.objectContaining({
        fromMemberId: seller.memberId,
        onBehalfOf: seller.memberId,
      }) as unknown,
    });
  }, 200_000);
});
