import {
  adminToken,
  call,
  demandForm,
  registerMember,
  startMarketplaceStack,
  supplyForm,
  type MarketplaceStack,
  type Member,
} from './marketplace-stack';

/**
 * /member.myTrans/info through the gateway: one inquiry or quote by id (the trade
 * detail page has nothing else), for its sender and the owner of the item only.
 */
describe('one trade by id through the gateway', () => {
  let stack: MarketplaceStack;
  let owner: Member;
  let sender: Member;
  let stranger: Member;
  let inquiryId: string;
  let quoteId: string;

  beforeAll(async () => {
    stack = await startMarketplaceStack();
    const admin = await adminToken(stack.api);
    owner = await registerMember(stack.api, stack.redis, '黑河粮贸');
    sender = await registerMember(stack.api, stack.redis, '远东油脂');
    stranger = await registerMember(stack.api, stack.redis, '第三方公司');

    const supply = await call(stack.api, '/home/member.Supply/add', {
      body: supplyForm({ gallery: owner.gallery }),
      token: owner.token,
    });
    const demand = await call(stack.api, '/home/member.Demand/add', {
      body: demandForm(),
      token: owner.token,
    });
    for (const [kind, id] of [
      ['supply', supply.body.data.id],
      ['demand', demand.body.data.id],
    ] as const) {
      const audited = await call(stack.api, `/admin/product.${kind}/audit`, {
        body: { id, auditStatus: 'approved' },
        token: admin,
      });
      expect(audited.status).toBe(200);
    }
    const inquiry = await call(stack.api, '/member.myTrans/inquiry', {
      body: {
        supplyId: supply.body.data.id,
        quantity: 120,
        companyName: sender.companyName,
        email: 'b@example.com',
        country: 'RU',
        remark: '请报CIF价',
      },
      token: sender.token,
    });
    expect(inquiry.status).toBe(200);
    inquiryId = inquiry.body.data.id;
    const quote = await call(stack.api, '/member.myTrans/quote', {
      body: {
        demandId: demand.body.data.id,
        quantity: 200,
        unitPrice: 3950,
        currency: 'CNY',
        companyName: sender.companyName,
        message: '可分批交货',
      },
      token: sender.token,
    });
    expect(quote.status).toBe(200);
    quoteId = quote.body.data.id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers an inquiry by its id alone to its sender and to the owner of the supply', async () => {
    for (const member of [sender, owner]) {
      const res = await call(stack.api, '/member.myTrans/info', {
        body: { id: inquiryId },
        token: member.token,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: inquiryId,
        type: 'inquiry',
        productName: '东北非转基因大豆',
        productUnit: 'ton',
        quantity: 120,
        companyName: '远东油脂',
        email: 'b@example.com',
        country: 'RU',
        remark: '请报CIF价',
      });
    }
  });

  it('answers a quote by its id alone with its unit price, currency and total', async () => {
    for (const member of [sender, owner]) {
      const res = await call(stack.api, '/member.myTrans/info', {
        body: { id: quoteId },
        token: member.token,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: quoteId,
        type: 'quote',
        productName: '求购大豆',
        quantity: 200,
        unitPrice: 3950,
        currency: 'CNY',
        total: 790000,
        message: '可分批交货',
      });
    }
  });

  it('still takes the type, and a wrong type does not find the trade', async () => {
    const typed = await call(stack.api, '/member.myTrans/info', {
      body: { id: quoteId, type: 'quote' },
      token: owner.token,
    });
    expect(typed.body.data.type).toBe('quote');
    const wrong = await call(stack.api, '/member.myTrans/info', {
      body: { id: quoteId, type: 'inquiry' },
      token: owner.token,
    });
    expect(wrong.status).toBe(404);
  });

  it('answers 404 to a third member, for an inquiry and for a quote', async () => {
    for (const id of [inquiryId, quoteId]) {
      const res = await call(stack.api, '/member.myTrans/info', { body: { id }, token: stranger.token });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('b@example.com');
    }
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 401 without a session', async () => {
    const unknown = await call(stack.api, '/member.myTrans/info', {
      body: { id: '0123456789abcdef01234567' },
      token: sender.token,
    });
    expect(unknown.status).toBe(404);
    const malformed = await call(stack.api, '/member.myTrans/info', {
      body: { id: 'x' },
      token: sender.token,
    });
    expect(malformed.status).toBe(400);
    const anonymous = await call(stack.api, '/member.myTrans/info', { body: { id: inquiryId } });
    expect(anonymous.status).toBe(401);
  });
});
