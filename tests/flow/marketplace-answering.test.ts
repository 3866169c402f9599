import { waitFor } from '@trade/service-kit/testing';
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
 * Answering: the supplier replies to an inquiry and the demand owner accepts or declines a
 * quotation; the other side sees the answer and is notified; nobody else may answer.
 */
describe('answering inquiries and quotations', () => {
  let stack: MarketplaceStack;
  let admin: string;
  let a: Member;
  let b: Member;

  beforeAll(async () => {
    stack = await startMarketplaceStack();
    admin = await adminToken(stack.api);
    a = await registerMember(stack.api, stack.redis, '黑河粮贸');
    b = await registerMember(stack.api, stack.redis, '远东油脂');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const approved = async (kind: 'supply' | 'demand', owner: Member, form: Record<string, unknown>) => {
    const path = kind === 'supply' ? '/home/member.Supply/add' : '/home/member.Demand/add';
    const added = await call(stack.api, path, {
      body: { ...form, gallery: owner.gallery },
      token: owner.token,
    });
    expect(added.status).toBe(200);
    const id = added.body.data.id as string;
    const audit = await call(stack.api, `/admin/product.${kind}/audit`, {
      body: { id, auditStatus: 'approved' },
      token: admin,
    });
    expect(audit.status).toBe(200);
    return id;
  };
  const noticeOf = (member: Member, kind: string, subjectId: string) =>
    waitFor(
      async () => {
        const res = await call(stack.api, '/home/member.Notice/page', { body: {}, token: member.token });
        return res.body.data.rows.find(
          (n: { kind: string; subjectId: string }) => n.kind === kind && n.subjectId === subjectId,
        );
      },
      30000,
      `the ${kind} notification`,
    );

  it('lets the supplier reply to an inquiry once; the sender sees the reply and is notified', async () => {
    const supplyId = await approved('supply', a, supplyForm());
    const sent = await call(stack.api, '/member.myTrans/inquiry', {
      body: { supplyId, quantity: 50, companyName: b.companyName, email: 'b@example.com', country: 'RU' },
      token: b.token,
      lang: 'ru',
    });
    expect(sent.status).toBe(200);
    const id = sent.body.data.id as string;

    // Neither the sender nor an empty reply answers; nothing changes.
    const bySender = await call(stack.api, '/member.myTrans/reply', {
      body: { id, reply: '好' },
      token: b.token,
    });
    expect(bySender.status).toBe(404);
    const empty = await call(stack.api, '/member.myTrans/reply', {
      body: { id, reply: '' },
      token: a.token,
      lang: 'en',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.data.fields[0]).toMatchObject({ field: 'reply', message: 'Please enter your reply' });

    const replied = await call(stack.api, '/member.myTrans/reply', {
      body: { id, reply: 'CIF 绥芬河 4300 元/吨，可供 50 吨' },
      token: a.token,
    });
    expect(replied.status).toBe(200);
    expect(replied.body.data).toMatchObject({ id, reply: 'CIF 绥芬河 4300 元/吨，可供 50 吨' });

    const again = await call(stack.api, '/member.myTrans/reply', {
      body: { id, reply: '再次' },
      token: a.token,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('已答复，不能重复操作');

    const mine = await call(stack.api, '/member.myTrans/inquiryList', {
      body: { box: 'sent' },
      token: b.token,
    });
    expect(mine.body.data.rows.find((r: { id: string }) => r.id === id)).toMatchObject({
      reply: 'CIF 绥芬河 4300 元/吨，可供 50 吨',
      repliedAt: expect.any(String),
    });
    const notice = await noticeOf(b, 'inquiry.replied', id);
    expect(notice.title).toBe('询价已回复');
    expect(notice.content).toContain('CIF 绥芬河 4300 元/吨');
  });

  it('lets the demand owner accept one quotation and decline another, recording the terms', async () => {
    const demandId = await approved('demand', b, demandForm());
    const quote = (unitPrice: number) =>
      call(stack.api, '/member.myTrans/quote', {
        body: { demandId, quantity: 200, unitPrice, currency: 'CNY', companyName: a.companyName },
        token: a.token,
      });
    const first = (await quote(4100)).body.data.id as string;
    const second = (await quote(4500)).body.data.id as string;

    const byQuoter = await call(stack.api, '/member.myTrans/decide', {
      body: { id: first, decision: 'accepted' },
      token: a.token,
    });
    expect(byQuoter.status).toBe(404);

    const accepted = await call(stack.api, '/member.myTrans/decide', {
      body: { id: first, decision: 'accepted' },
      token: b.token,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      decision: 'accepted',
      total: 820000,
      decidedAt: expect.any(String),
    });
    const declined = await call(stack.api, '/member.myTrans/decide', {
      body: { id: second, decision: 'declined' },
      token: b.token,
    });
    expect(declined.body.data.decision).toBe('declined');
    const twice = await call(stack.api, '/member.myTrans/decide', {
      body: { id: first, decision: 'declined' },
      token: b.token,
    });
    expect(twice.status).toBe(409);

    const info = await call(stack.api, '/member.myTrans/info', { body: { id: first }, token: a.token });
    expect(info.body.data).toMatchObject({ decision: 'accepted', unitPrice: 4100, quantity: 200 });
    expect((await noticeOf(a, 'quote.accepted', first)).title).toBe('报价已被接受');
    expect((await noticeOf(a, 'quote.declined', second)).title).toBe('报价未被接受');
  });
});
