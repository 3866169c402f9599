import { simpleParser } from 'mailparser';
import { waitFor, testKafka } from '@trade/service-kit/testing';
import { NotificationProcessor } from '../../services/notify/src/notifications/notification-consumer';
import { notificationModel } from '../../services/notify/src/notifications/notification.model';
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

const mailsFor = (stack: MarketplaceStack, eventId: string) =>
  stack.smtp.mails.filter((mail) => mail.raw.includes(`<${eventId}@trade.local>`));

/** The supply-and-demand marketplace end to end, through the real gateway on the real servers. */
describe('marketplace through the gateway', () => {
  let stack: MarketplaceStack;
  let admin: string;
  let a: Member;
  let b: Member;
  let supplyId: string;
  let demandId: string;

  beforeAll(async () => {
    stack = await startMarketplaceStack();
    admin = await adminToken(stack.api);
    a = await registerMember(stack.api, stack.redis, '黑河粮贸');
    b = await registerMember(stack.api, stack.redis, '远东油脂');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('takes a supply from posting through review to the public list, an inquiry, a notification and an e-mail', async () => {
    const added = await call(stack.api, '/home/member.Supply/add', {
      body: supplyForm({ email: `a-${a.memberId}@example.com`, gallery: a.gallery }),
      token: a.token,
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      auditStatus: 'pending',
      displayStatus: 'supplying',
      memberId: a.memberId,
      gallery: a.gallery,
      images: a.images,
      image: a.images[0],
    });
    supplyId = added.body.data.id;

    // Pending: not public, and nobody may inquire yet.
    const hidden = await call(stack.api, '/product/page', { body: { keyword: '大豆' } });
    expect(hidden.body.data.rows.map((r: { id: string }) => r.id)).not.toContain(supplyId);
    const early = await call(stack.api, '/member.myTrans/inquiry', {
      body: { supplyId, quantity: 10, companyName: b.companyName, email: 'b@example.com', country: 'RU' },
      token: b.token,
    });
    expect(early.status).toBe(409);

    const audited = await call(stack.api, '/admin/product.supply/audit', {
      body: { id: supplyId, auditStatus: 'approved' },
      token: admin,
    });
    expect(audited.status).toBe(200);
    expect(audited.body.data.auditStatus).toBe('approved');

    const list = await call(stack.api, '/product/page', { body: { keyword: '大豆', pageSize: 50 } });
    expect(list.status).toBe(200);
    expect(list.body.data.rows.find((r: { id: string }) => r.id === supplyId)).toMatchObject({
      name: '东北非转基因大豆',
      categoryName: '粮油',
      gallery: a.gallery,
      images: a.images,
      image: a.images[0],
    });
    expect(list.body.data.rows[0]).not.toHaveProperty('email');
    const home = await call(stack.api, '/home/product/page', { body: { categoryId: 'grain' } });
    expect(home.status).toBe(200);
    expect(home.body.data.rows.map((r: { id: string }) => r.id)).toContain(supplyId);
    const detail = await call(stack.api, '/product/detail', { body: { id: supplyId } });
    expect(detail.body.data.name).toBe('东北非转基因大豆');

    const own = await call(stack.api, '/member.myTrans/inquiry', {
      body: { supplyId, quantity: 10, companyName: a.companyName, email: 'a@example.com', country: 'CN' },
      token: a.token,
    });
    expect(own.status).toBe(409);

    const inquiry = await call(stack.api, '/member.myTrans/inquiry', {
      body: {
        supplyId,
        quantity: 120,
        companyName: b.companyName,
        email: 'b@example.com',
        country: 'RU',
        remark: '请报CIF价',
      },
      token: b.token,
    });
    expect(inquiry.status).toBe(200);

    const received = await call(stack.api, '/home/member.Supply/inquiryList', {
      body: { productId: supplyId },
      token: a.token,
    });
    expect(received.body.data.total).toBe(1);
    expect(received.body.data.rows[0]).toMatchObject({
      productName: '东北非转基因大豆',
      quantity: 120,
      companyName: '远东油脂',
      email: 'b@example.com',
      country: 'RU',
      remark: '请报CIF价',
    });
    const sent = await call(stack.api, '/member.myTrans/inquiryList', {
      body: { box: 'sent' },
      token: b.token,
    });
    expect(sent.body.data.rows.map((r: { id: string }) => r.id)).toEqual([inquiry.body.data.id]);

    const notice = await waitFor(
      async () => {
        const res = await call(stack.api, '/home/member.Notice/page', { body: {}, token: a.token });
        return res.body.data.rows.find((n: { kind: string }) => n.kind === 'inquiry.created');
      },
      30000,
      "A's inquiry notification",
    );
    expect(notice).toMatchObject({ title: '收到新的询价', read: false, subjectId: inquiry.body.data.id });
    const unread = await call(stack.api, '/home/member.Notice/unreadCount', { body: {}, token: a.token });
    expect(unread.body.data.count).toBeGreaterThanOrEqual(1);
    await waitFor(async () => mailsFor(stack, notice.id).length === 1, 30000, 'the inquiry e-mail');
    expect(mailsFor(stack, notice.id)[0]!.to).toEqual([`a-${a.memberId}@example.com`]);
    // A posted the supply in Chinese (the default language): the e-mail is Chinese.
    const mail = await simpleParser(mailsFor(stack, notice.id)[0]!.raw);
    expect(mail.subject).toBe('收到新的询价');
    expect(mail.text).toContain('远东油脂 对您的供应产品「东北非转基因大豆」询价，数量 120 吨。');

    const read = await call(stack.api, '/home/member.Notice/read', {
      body: { id: notice.id },
      token: a.token,
    });
    expect(read.body.data.updated).toBe(1);
    const after = await call(stack.api, '/home/member.Notice/unreadCount', { body: {}, token: a.token });
    expect(after.body.data.count).toBe(unread.body.data.count - 1);
  });

  it('sends one notification and one e-mail for an inquiry event delivered twice', async () => {
    const notices = (await call(stack.api, '/home/member.Notice/page', { body: {}, token: a.token })).body
      .data.rows;
    const first = notices.find((n: { kind: string }) => n.kind === 'inquiry.created');
    // Deliver the same event again, as Kafka may after a rebalance.
    const kafka = testKafka('mkt-test');
    const producer = kafka.producer();
    await producer.connect();
    const event = {
      specversion: '1.0',
      id: first.id,
      source: 'catalog',
      type: 'trade.inquiry.created',
      time: new Date().toISOString(),
      subject: first.subjectId,
      datacontenttype: 'application/json',
      dataschema: 'urn:trade:event:trade.inquiry.created:v1',
      data: {
        id: first.subjectId,
        supplyId,
        productName: '东北非转基因大豆',
        ownerMemberId: a.memberId,
        ownerEmail: `a-${a.memberId}@example.com`,
        fromMemberId: b.memberId,
        quantity: 120,
        unit: 'ton',
        companyName: b.companyName,
        email: 'b@example.com',
        country: 'RU',
      },
    };
    await producer.send({
      topic: 'trade.inquiry',
      messages: [{ key: first.subjectId, value: JSON.stringify(event) }],
    });
    await producer.disconnect();
    // Past the consumer's processed-id check too: the processor itself keys by event id.
    const queued: string[] = [];
    const processor = new NotificationProcessor(notificationModel(stack.notify.mongo), {
      send: async (jobId: string) => {
        queued.push(jobId);
      },
    } as never);
    await processor.inquiryCreated(event as never);
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const again = (
      await call(stack.api, '/home/member.Notice/page', { body: { pageSize: 50 }, token: a.token })
    ).body.data.rows;
    expect(again.filter((n: { id: string }) => n.id === first.id)).toHaveLength(1);
    expect(mailsFor(stack, first.id)).toHaveLength(1);
    // The processor keys the mail job by the event id; the queue keeps one job per id.
    expect(queued).toEqual([first.id]);
  });

  it('shows quotes to the demand owner and refuses a quote on an expired demand', async () => {
    const added = await call(stack.api, '/home/member.Demand/add', {
      body: demandForm({ email: `b-${b.memberId}@example.com` }),
      token: b.token,
    });
    expect(added.status).toBe(200);
    expect(added.body.data.displayStatus).toBe('collecting');
    demandId = added.body.data.id;
    await call(stack.api, '/admin/product.demand/audit', {
      body: { id: demandId, auditStatus: 'approved' },
      token: admin,
    });

    const search = await call(stack.api, '/product/page', {
      body: { kind: 'demand', keyword: '大豆', country: 'RU', minQuantity: 100, maxQuantity: 300 },
    });
    expect(search.body.data.rows.map((r: { id: string }) => r.id)).toContain(demandId);
    const matches = await call(stack.api, '/product/match', { body: { id: demandId, kind: 'demand' } });
    expect(matches.body.data.map((m: { item: { id: string } }) => m.item.id)).toContain(supplyId);
    const ownerMatches = await call(stack.api, '/home/member.Demand/matches', {
      body: { id: demandId },
      token: b.token,
    });
    expect(ownerMatches.body.data[0].item.id).toBe(supplyId);

    const quote = await call(stack.api, '/member.myTrans/quote', {
      body: {
        demandId,
        quantity: 200,
        unitPrice: 3950,
        currency: 'CNY',
        companyName: a.companyName,
        message: '可分批交货',
      },
      token: a.token,
    });
    expect(quote.status).toBe(200);
    const c = await registerMember(stack.api, stack.redis, '满洲里贸易');
    const cheaper = await call(stack.api, '/member.myTrans/quote', {
      body: { demandId, quantity: 150, unitPrice: 3800, currency: 'CNY', companyName: c.companyName },
      token: c.token,
    });
    expect(cheaper.status).toBe(200);

    const mine = await call(stack.api, '/member.myTrans/quoteList', {
      body: { box: 'received' },
      token: b.token,
    });
    expect(mine.body.data.rows.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([quote.body.data.id, cheaper.body.data.id]),
    );
    const compared = await call(stack.api, '/home/member.Demand/quoteList', {
      body: { productId: demandId, prop: 'unitPrice', order: 'asc' },
      token: b.token,
    });
    expect(
      compared.body.data.rows.map((r: { companyName: string; total: number }) => [r.companyName, r.total]),
    ).toEqual([
      ['满洲里贸易', 570000],
      ['黑河粮贸', 790000],
    ]);

    // The demand expires; a quote on it is refused and nothing is stored.
    await stack.catalog.products.models.demand.updateOne(
      { _id: demandId },
      { $set: { validUntil: new Date(Date.now() - 1000) } },
    );
    const late = await call(stack.api, '/member.myTrans/quote', {
      body: { demandId, quantity: 10, unitPrice: 1, currency: 'USD', companyName: a.companyName },
      token: a.token,
    });
    expect(late.status).toBe(409);
    expect(await stack.catalog.trades.quotes.countDocuments({ demandId })).toBe(2);
  });

  it("keeps member B away from A's supply, demand, inquiries and quotes", async () => {
    const aDemand = await call(stack.api, '/home/member.Demand/add', { body: demandForm(), token: a.token });
    const guessed = '0123456789abcdef01234567';
    for (const [kind, id] of [
      ['Supply', supplyId],
      ['Demand', aDemand.body.data.id],
      ['Supply', guessed],
    ] as const) {
      const base = `/home/member.${kind}`;
      const form = kind === 'Supply' ? supplyForm({ gallery: b.gallery }) : demandForm();
      for (const [path, body] of [
        ['info', { id }],
        ['edit', { id, ...form }],
        ['del', { id }],
        ['changeStatus', { id, visible: false }],
        ['matches', { id }],
      ] as const) {
        const res = await call(stack.api, `${base}/${path}`, { body, token: b.token });
        expect([path, res.status]).toEqual([path, 404]);
      }
    }
    const bList = await call(stack.api, '/home/member.Supply/page', { body: {}, token: b.token });
    expect(bList.body.data.rows.map((r: { id: string }) => r.id)).not.toContain(supplyId);
    expect(
      (
        await call(stack.api, '/home/member.Supply/inquiryList', {
          body: { productId: supplyId },
          token: b.token,
        })
      ).status,
    ).toBe(404);
    const aInquiries = await call(stack.api, '/home/member.Supply/inquiryList', { body: {}, token: a.token });
    const inquiryId = aInquiries.body.data.rows[0].id;
    const c = await registerMember(stack.api, stack.redis, '第三方公司');
    expect(
      (
        await call(stack.api, '/member.myTrans/info', {
          body: { id: inquiryId, type: 'inquiry' },
          token: c.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(stack.api, '/member.myTrans/info', {
          body: { id: inquiryId, type: 'inquiry' },
          token: a.token,
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(stack.api, '/home/member.Demand/quoteList', { body: {}, token: c.token })).body.data.total,
    ).toBe(0);
    // Still A's, untouched.
    const info = await call(stack.api, '/home/member.Supply/info', {
      body: { id: supplyId },
      token: a.token,
    });
    expect(info.body.data).toMatchObject({ visible: true, auditStatus: 'approved' });
    // Visitors and admins are not members.
    expect((await call(stack.api, '/home/member.Supply/page', { body: {} })).status).toBe(401);
    expect((await call(stack.api, '/home/member.Supply/page', { body: {}, token: admin })).status).toBe(403);
    expect((await call(stack.api, '/admin/product.supply/page', { body: {}, token: a.token })).status).toBe(
      403,
    );
  });

  it('sends an edited approved supply back to review and out of the public list', async () => {
    const edited = await call(stack.api, '/home/member.Supply/edit', {
      body: { id: supplyId, ...supplyForm({ price: 4300, gallery: a.gallery }) },
      token: a.token,
    });
    expect(edited.body.data).toMatchObject({
      auditStatus: 'pending',
      price: 4300,
      gallery: a.gallery,
      images: a.images,
    });
    expect((await call(stack.api, '/product/detail', { body: { id: supplyId } })).status).toBe(404);
    await call(stack.api, '/admin/product.supply/audit', {
      body: { id: supplyId, auditStatus: 'rejected', rejectReason: '图片不清晰' },
      token: admin,
    });
    const info = await call(stack.api, '/home/member.Supply/info', {
      body: { id: supplyId },
      token: a.token,
    });
    expect(info.body.data).toMatchObject({ auditStatus: 'rejected', rejectReason: '图片不清晰' });
    const noReason = await call(stack.api, '/admin/product.supply/audit', {
      body: { id: supplyId, auditStatus: 'rejected' },
      token: admin,
    });
    expect(noReason.status).toBe(400);
    await waitFor(
      async () => {
        const res = await call(stack.api, '/home/member.Notice/page', { body: {}, token: a.token });
        return res.body.data.rows.find((n: { kind: string }) => n.kind === 'supply.rejected');
      },
      30000,
      'the rejection notice',
    );
  });

  describe('bad input', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['name missing', { name: undefined }, 'name', '请输入产品名称'],
      ['name blank', { name: '' }, 'name', '请输入产品名称'],
      ['category missing', { categoryId: undefined }, 'categoryId', '请选择分类'],
      ['price missing', { price: undefined }, 'price', '请输入价格'],
      ['quantity missing', { quantity: undefined }, 'quantity', '请输入数量'],
      ['unit missing', { unit: undefined }, 'unit', '请选择单位'],
      ['images missing', { gallery: [] }, 'gallery', '请上传图片'],
      ['country missing', { country: undefined }, 'country', '请选择国家'],
      ['email missing', { email: undefined }, 'email', '请输入邮箱'],
      ['validity missing', { validUntil: undefined }, 'validUntil', '请选择有效期'],
      ['zero quantity', { quantity: 0 }, 'quantity', ''],
      ['negative quantity', { quantity: -5 }, 'quantity', ''],
      ['negative price', { price: -1 }, 'price', ''],
      ['zero price', { price: 0 }, 'price', ''],
      ['unknown unit', { unit: 'barrel' }, 'unit', ''],
      ['unknown category', { categoryId: 'spaceships' }, 'categoryId', ''],
      ['unknown country', { country: 'XX' }, 'country', ''],
      [
        'ten images',
        { gallery: Array.from({ length: 10 }, (_, i) => `${i}`.padStart(24, 'a')) },
        'gallery',
        '',
      ],
      ['over-long name', { name: '豆'.repeat(101) }, 'name', ''],
      ['over-long description', { description: 'x'.repeat(5001) }, 'description', ''],
      ['bad email', { email: 'not-an-email' }, 'email', ''],
      ['past validity', { validUntil: '2020-01-01' }, 'validUntil', ''],
    ];
    it.each(cases)(
      'refuses a supply with %s, naming the field and storing nothing',
      async (_, change, field, message) => {
        const before = await stack.catalog.products.models.supply.estimatedDocumentCount();
        const res = await call(stack.api, '/home/member.Supply/add', {
          body: supplyForm({ gallery: a.gallery, ...change }),
          token: a.token,
        });
        expect(res.status).toBe(400);
        expect(res.body.data.fields.map((f: { field: string }) => f.field)).toContain(field);
        if (message) expect(res.body.message).toBe(message);
        expect(await stack.catalog.products.models.supply.estimatedDocumentCount()).toBe(before);
      },
    );

    it('refuses inquiries and quotes with a missing or non-positive quantity or price', async () => {
      const before = await stack.catalog.trades.quotes.estimatedDocumentCount();
      const base = { demandId, quantity: 1, unitPrice: 1, currency: 'CNY', companyName: 'x' };
      for (const [change, field] of [
        [{ quantity: 0 }, 'quantity'],
        [{ unitPrice: -3 }, 'unitPrice'],
        [{ currency: 'BTC' }, 'currency'],
        [{ companyName: '' }, 'companyName'],
        [{ message: 'x'.repeat(1001) }, 'message'],
      ] as const) {
        const res = await call(stack.api, '/member.myTrans/quote', {
          body: { ...base, ...change },
          token: a.token,
        });
        expect([field, res.status]).toEqual([field, 400]);
        expect(res.body.data.fields[0].field).toBe(field);
      }
      expect(await stack.catalog.trades.quotes.estimatedDocumentCount()).toBe(before);
      const noEmail = await call(stack.api, '/member.myTrans/inquiry', {
        body: { supplyId, quantity: 1, companyName: 'x', country: 'RU' },
        token: b.token,
      });
      expect(noEmail.status).toBe(400);
      expect(noEmail.body.message).toBe('请输入邮箱');
    });
  });
});
