import type { Consumer, Producer } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { testKafka, unique, waitFor } from '@trade/service-kit/testing';
import { adminToken, call, demandForm, registerMember, supplyForm, type Member } from './marketplace-stack';
import { startMemberStack, type MemberStack } from './member-stack';

/** Companies of the local registry (services/member/src/registry/local-registry.ts). */
const MOHE = { name: '漠河边贸有限公司', creditCode: '91232700MA1BT0001C' };
const TONGJIANG = { name: '同江口岸贸易有限公司', creditCode: '91230881MA1BT00026' };

interface Row {
  key: string;
  label: string;
  values: Record<string, number>;
}
interface SeenEvent {
  id: string;
  type: string;
  data: { id: string };
}

describe('trade reports (member service, from the marketplace and contract events, through the gateway)', () => {
  let stack: MemberStack;
  let api: string;
  let admin: string;
  let a: Member;
  let b: Member;
  let c: Member;
  let inquiryId: string;
  let consumer: Consumer;
  let producer: Producer;
  const seen: SeenEvent[] = [];

  beforeAll(async () => {
    stack = await startMemberStack();
    api = stack.api;
    admin = await adminToken(api);
    const kafka = testKafka(unique('reports-flow'));
    consumer = kafka.consumer({
      groupId: unique('reports-flow'),
      sessionTimeout: 10000,
      heartbeatInterval: 1000,
    });
    producer = kafka.producer();
    await Promise.all([consumer.connect(), producer.connect()]);
    await consumer.subscribe({ topics: ['trade.inquiry'], fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => void seen.push(JSON.parse(message.value!.toString()) as SeenEvent),
    });
    [a, b, c] = await Promise.all([
      registerMember(api, stack.redis, MOHE.name),
      registerMember(api, stack.redis, TONGJIANG.name),
      registerMember(api, stack.redis, '逊克农产品'),
    ]);
    expect((await as(a, '/member.memberInfo/add', MOHE)).status).toBe(200);
    expect((await as(b, '/member.memberInfo/add', TONGJIANG)).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await consumer?.disconnect();
    await producer?.disconnect();
    await stack?.close();
  });

  const as = (who: { token: string }, path: string, body: Record<string, unknown> = {}, lang = 'zh-cn') =>
    call(api, path, { body, token: who.token, lang });
  const asAdmin = (path: string, body: Record<string, unknown> = {}) =>
    call(api, path, { body, token: admin });
  const figures = async (who: Member, dimension: string) => {
    const res = await as(who, '/home/report/groupQuery', { dimension });
    expect(res.status).toBe(200);
    return res.body.data.rows as Row[];
  };
  /** The overview's counts, by metric. */
  const overview = async (who: Member) =>
    Object.fromEntries((await figures(who, 'overview')).map((row) => [row.key, row.values.count]));
  const overviewReaches = (who: Member, expected: Record<string, number>, what: string) =>
    waitFor(
      async () => {
        const counts = await overview(who);
        return Object.entries(expected).every(([k, v]) => counts[k] === v) ? counts : undefined;
      },
      90_000,
      what,
    );

  it('lists its dimensions, each with its figures, in the reader’s language', async () => {
    const zh = await as(a, '/home/report/group');
    expect(zh.status).toBe(200);
    expect(zh.body.data.map((d: { key: string }) => d.key)).toEqual([
      'overview',
      'month',
      'country',
      'contractStatus',
      'contractAmount',
    ]);
    expect(zh.body.data[2].label).toBe('按对方国家');
    const ru = await as(a, '/home/report/group', {}, 'ru');
    expect(ru.body.data[2].label).toBe('По стране контрагента');
    expect(ru.body.data[1].series.map((s: { key: string }) => s.key)).toContain('inquiriesReceived');
  });

  it('counts a supply posted, an inquiry received, a quotation sent and a contract approved', async () => {
    const supply = await as(a, '/home/member.Supply/add', supplyForm({ gallery: a.gallery }));
    expect(supply.status).toBe(200);
    await asAdmin('/admin/product.supply/audit', { id: supply.body.data.id, auditStatus: 'approved' });
    const inquiry = await as(b, '/member.myTrans/inquiry', {
      supplyId: supply.body.data.id,
      quantity: 120,
      companyName: b.companyName,
      email: 'b@example.com',
      country: 'RU',
    });
    expect(inquiry.status).toBe(200);
    inquiryId = inquiry.body.data.id;

    const demand = await as(b, '/home/member.Demand/add', demandForm({ gallery: b.gallery, country: 'KZ' }));
    await asAdmin('/admin/product.demand/audit', { id: demand.body.data.id, auditStatus: 'approved' });
    const quote = await as(a, '/member.myTrans/quote', {
      demandId: demand.body.data.id,
      quantity: 200,
      unitPrice: 4100.5,
      currency: 'CNY',
      companyName: a.companyName,
    });
    expect(quote.status).toBe(200);
    const quoteId = quote.body.data.id as string;
    expect((await as(b, '/member.myTrans/decide', { id: quoteId, decision: 'accepted' })).status).toBe(200);

    // A, the seller, files the contract from the accepted quotation; the back office approves it.
    const form = await waitFor(
      async () => {
        const res = await as(a, '/home/member.Contract/fromQuote', { quoteId });
        return res.status === 200 ? res.body.data : undefined;
      },
      90_000,
      'the accepted quotation in the member service',
    );
    const added = await as(a, '/home/member.Contract/add', { ...form, quoteId });
    expect(added.status).toBe(200);
    const contractId = added.body.data.id as string;
    const submitted = await as(a, '/home/member.ContractTracking/updateStatus', {
      id: contractId,
      status: 'submitted',
    });
    expect(submitted.status).toBe(200);
    expect(
      (await asAdmin('/admin/member.contract/review', { id: contractId, status: 'approved' })).status,
    ).toBe(200);

    const mine = await overviewReaches(
      a,
      { supplies: 1, inquiriesReceived: 1, quotesSent: 1, contracts: 1 },
      'A’s figures',
    );
    expect(mine).toMatchObject({ demands: 0, inquiriesSent: 0, quotesReceived: 0 });
    await overviewReaches(
      b,
      { supplies: 0, demands: 1, inquiriesSent: 1, quotesReceived: 1, contracts: 1 },
      'B’s figures',
    );

    // By status, by amount (200 × 4100.50 CNY), by month and by the counterparty's country.
    const statuses = await waitFor(
      async () => {
        const rows = await figures(a, 'contractStatus');
        return rows.find((r) => r.key === 'approved')?.values.count === 1 ? rows : undefined;
      },
      90_000,
      'the approved contract in A’s figures',
    );
    expect(statuses.map((r) => r.key)).toEqual([
      'draft',
      'submitted',
      'approved',
      'rejected',
      'executing',
      'completed',
      'terminated',
    ]);
    expect(statuses.find((r) => r.key === 'approved')?.label).toBe('已通过');
    expect(await figures(a, 'contractAmount')).toEqual([
      { key: 'CNY', label: 'CNY', values: { contracts: 1, amount: 820100 } },
    ]);
    const months = await figures(a, 'month');
    expect(months).toHaveLength(12);
    expect(months.at(-1)?.values).toMatchObject({
      supplies: 1,
      inquiriesReceived: 1,
      quotesSent: 1,
      contracts: 1,
    });
    const countries = Object.fromEntries((await figures(a, 'country')).map((r) => [r.key, r.values]));
    // The inquiry came from Russia; the demand quoted on was posted for Kazakhstan; the buyer has a Chinese code.
    expect(countries.RU).toMatchObject({ inquiriesReceived: 1 });
    expect(countries.KZ).toMatchObject({ quotesSent: 1 });
    expect(countries.CN).toMatchObject({ contracts: 1 });

    const listed = await as(a, '/home/report/page', {
      filters: [{ field: 'kind', op: '=', value: 'contract' }],
    });
    expect(listed.body.data.total).toBe(1);
    expect(listed.body.data.rows[0]).toMatchObject({
      itemId: contractId,
      status: 'approved',
      currency: 'CNY',
      amount: '820100.00',
    });
  }, 400_000);

  it('shows another member none of it', async () => {
    const counts = await overview(c);
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    expect((await as(c, '/home/report/page', {})).body.data).toMatchObject({ total: 0, rows: [] });
    expect(await figures(c, 'country')).toEqual([]);
    expect(await figures(c, 'contractAmount')).toEqual([]);
  });

  it('refuses an unknown dimension with a clear message in each language', async () => {
    for (const [lang, message] of [
      ['zh-cn', '不支持的统计维度，可选：overview, month, country, contractStatus, contractAmount'],
      [
        'en',
        'Unknown report dimension; choose one of: overview, month, country, contractStatus, contractAmount',
      ],
      [
        'ru',
        'Неизвестный разрез отчёта; выберите один из: overview, month, country, contractStatus, contractAmount',
      ],
    ]) {
      const res = await as(a, '/home/report/groupQuery', { dimension: 'weather' }, lang);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.data).toMatchObject({
        errorId: 'REPORT_DIMENSION_UNKNOWN',
        fields: [{ field: 'dimension' }],
      });
    }
    expect((await as(a, '/home/report/groupQuery', {})).status).toBe(400);
  });

  it('counts an event delivered twice, or told again under another id, once', async () => {
    const created = await waitFor(
      async () => seen.find((e) => e.type === 'trade.inquiry.created' && e.data.id === inquiryId),
      90_000,
      'the inquiry event on Kafka',
    );
    const send = (event: SeenEvent) =>
      producer.send({ topic: 'trade.inquiry', messages: [{ key: inquiryId, value: JSON.stringify(event) }] });
    await send(created);
    await send(created);
    await send({ ...created, id: randomUUID() });
    // The supplier's reply rides behind them on the inquiry's partition: once it shows, they were handled.
    expect((await as(a, '/member.myTrans/reply', { id: inquiryId, reply: '可以报CIF价' })).status).toBe(200);
    await waitFor(
      async () => {
        const res = await as(a, '/home/report/page', {
          filters: [{ field: 'kind', op: '=', value: 'inquiryReceived' }],
        });
        return res.body.data.rows[0]?.status === 'replied' ? true : undefined;
      },
      90_000,
      'the reply in A’s figures',
    );
    expect(await overview(a)).toMatchObject({ inquiriesReceived: 1 });
    expect(await overview(b)).toMatchObject({ inquiriesSent: 1 });
  }, 200_000);
});
