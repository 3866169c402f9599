import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Consumer } from 'kafkajs';
import { testKafka, unique, waitFor } from '@trade/service-kit/testing';
import { outboundSample } from '../../services/customs/test/outbound-samples';
import { localSigningKey, removeKeyDir } from '../../services/customs/test/signing-key';
import { startCustomsStack, type CustomsStack } from './customs-stack';
import { call, demandForm, registerMember, supplyForm, type Member } from './marketplace-stack';

/** Companies of the local registry (services/member/src/registry/local-registry.ts). */
const MOHE = { name: '漠河边贸有限公司', creditCode: '91232700MA1BT0001C' };
const TONGJIANG = { name: '同江口岸贸易有限公司', creditCode: '91230881MA1BT00026' };

/** A customs code no other test's member names (customs reads every run's company events). */
const customsCode = () =>
  Array.from(randomBytes(10), (b) => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[b % 36]).join('');

/** The customs side's answer to an export order: a CEB304 receipt. */
const orderReceipt = (
  code: string,
  orderNo: string,
  returnStatus: string,
  returnInfo: string,
) => `<?xml version="1.0" encoding="UTF-8"?>
<ceb:CEB304Message guid="${crypto.randomUUID().toUpperCase()}" version="1.0" xmlns:ceb="http://www.chinaport.gov.cn/ceb">
  <ceb:OrderReturn>
    <ceb:guid>${crypto.randomUUID().toUpperCase()}</ceb:guid>
    <ceb:ebpCode>${code}</ceb:ebpCode>
    <ceb:ebcCode>${code}</ceb:ebcCode>
    <ceb:orderNo>${orderNo}</ceb:orderNo>
    <ceb:returnStatus>${returnStatus}</ceb:returnStatus>
    <ceb:returnTime>20251203101247318</ceb:returnTime>
    <ceb:returnInfo>${returnInfo}</ceb:returnInfo>
  </ceb:OrderReturn>
</ceb:CEB304Message>`;

interface SeenEvent {
  type: string;
  data: { id?: string; memberId?: string };
}

/**
 * One trade from the registry to the customs receipt, through the gateway on the real
 * servers: profile and filing, inquiry, quotation, contract, review, milestones to
 * completed, the report, a declaration for the contract and its receipt, and the
 * contract's dossier that puts it all on one timeline.
 */
describe('a trade from the company registry to the customs receipt, and its dossier', () => {
  let stack: CustomsStack;
  let api: string;
  let admin: string;
  let buyer: Member;
  let seller: Member;
  let outsider: Member;
  const buyerCode = customsCode();
  let supplyId: string;
  let quoteId: string;
  let contractId: string;
  let number: string;
  let consumer: Consumer;
  const seen: SeenEvent[] = [];
  const key = localSigningKey();

  beforeAll(async () => {
    stack = await startCustomsStack({
      CEB_SIGNING_KEY_FILE: path.join(key.dir, 'key.pem'),
      CEB_SIGNING_CERT_FILE: path.join(key.dir, 'cert.pem'),
    });
    api = stack.api;
    admin = stack.admin;
    consumer = testKafka(unique('dossier-flow')).consumer({
      groupId: unique('dossier-flow'),
      sessionTimeout: 30000,
      heartbeatInterval: 3000,
    });
    await consumer.connect();
    // From the beginning: every assertion picks this test's own ids out of the topics, and a
    // reader that starts "from latest" loses what comes before it joins (or rejoins, on a
    // busy machine) its group.
    await consumer.subscribe({
      topics: ['trade.company', 'trade.record', 'trade.contract', 'trade.declaration'],
      fromBeginning: true,
    });
    await consumer.run({
      eachMessage: async ({ message }) => void seen.push(JSON.parse(message.value!.toString()) as SeenEvent),
    });
    [buyer, seller, outsider] = await Promise.all([
      registerMember(api, stack.redis, MOHE.name),
      registerMember(api, stack.redis, TONGJIANG.name),
      registerMember(api, stack.redis, '逊克农产品'),
    ]);
  }, 300_000);
  afterAll(async () => {
    await consumer?.disconnect();
    await stack?.close();
    removeKeyDir(key.dir);
  });

  const as = (who: { token: string }, p: string, body: Record<string, unknown> = {}, lang = 'zh-cn') =>
    call(api, p, { body, token: who.token, lang });
  const asAdmin = (p: string, body: Record<string, unknown> = {}) => call(api, p, { body, token: admin });
  const approve = async (kind: 'supply' | 'demand', id: string) =>
    expect((await asAdmin(`/admin/product.${kind}/audit`, { id, auditStatus: 'approved' })).status).toBe(200);
  const eventsOf = (type: string, id: string) => seen.filter((e) => e.type === type && e.data.id === id);

  it('fills the buyer’s profile from the registry (verified), files the company, and both are approved', async () => {
    const search = await as(buyer, '/member.memberInfo/tycSearch', { keyword: '漠河' });
    const found = (
      await as(buyer, '/member.memberInfo/tycInfo', { code: search.body.data.rows[0].creditCode })
    ).body.data;
    expect(found).toMatchObject(MOHE);
    const profile = await as(buyer, '/member.memberInfo/add', {
      name: found.name,
      creditCode: found.creditCode,
      legalPerson: found.legalPerson,
      establishedAt: found.establishedAt,
      customsCode: buyerCode,
    });
    expect(profile.body.data.verified).toBe(true);
    expect(
      (await asAdmin('/admin/member.company/review', { id: profile.body.data.id, status: 'approved' }))
        .status,
    ).toBe(200);
    const filing = await as(buyer, '/home/member.Record/save', {
      ownershipType: 'private',
      contact: '王经理',
      phone: '13900001111',
    });
    expect(filing.body.data.status).toBe('pending');
    expect(
      (await asAdmin('/admin/member.record/review', { id: filing.body.data.id, status: 'approved' })).status,
    ).toBe(200);
    expect((await as(buyer, '/home/member.Record/info')).body.data.status).toBe('approved');

    const sellerProfile = await as(seller, '/member.memberInfo/add', TONGJIANG);
    expect(sellerProfile.body.data.verified).toBe(true);
    await asAdmin('/admin/member.company/review', { id: sellerProfile.body.data.id, status: 'approved' });
    await waitFor(
      async () => (await stack.customs.companyDirectory.membersOf(buyerCode)).includes(buyer.memberId),
      120_000,
      'customs to learn the buyer’s customs code',
    );
  }, 180_000);

  it('asks the seller about a supply, posts a demand, and accepts the seller’s quotation', async () => {
    const supply = await as(seller, '/home/member.Supply/add', supplyForm({ gallery: seller.gallery }));
    supplyId = supply.body.data.id;
    await approve('supply', supplyId);
    const inquiry = await as(buyer, '/member.myTrans/inquiry', {
      supplyId,
      quantity: 200,
      companyName: buyer.companyName,
      email: 'buyer@example.com',
      country: 'CN',
    });
    expect(inquiry.status).toBe(200);
    const demand = await as(buyer, '/home/member.Demand/add', demandForm({ gallery: buyer.gallery }));
    await approve('demand', demand.body.data.id);
    const quote = await as(seller, '/member.myTrans/quote', {
      demandId: demand.body.data.id,
      quantity: 200,
      unitPrice: 4100,
      currency: 'CNY',
      companyName: seller.companyName,
    });
    quoteId = quote.body.data.id;
    expect((await as(buyer, '/member.myTrans/decide', { id: quoteId, decision: 'accepted' })).status).toBe(
      200,
    );
  }, 180_000);

  it('starts the contract from the quotation, has it approved, and records milestones up to completed', async () => {
    const form = await waitFor(
      async () => {
        const res = await as(buyer, '/home/member.Contract/fromQuote', { quoteId });
        return res.status === 200 ? res.body.data : undefined;
      },
      60_000,
      'the accepted quotation in the member service',
    );
    number = form.number;
    const add = await as(buyer, '/home/member.Contract/add', {
      ...form,
      incoterms: 'FOB',
      signedAt: '2025-12-01',
    });
    expect(add.status).toBe(200);
    contractId = add.body.data.id;
    const to = (status: string) =>
      as(buyer, '/home/member.ContractTracking/updateStatus', { id: contractId, status });
    expect((await to('submitted')).body.data).toMatchObject({ status: 'submitted', partyMismatch: false });
    expect(
      (await asAdmin('/admin/member.contract/review', { id: contractId, status: 'approved' })).status,
    ).toBe(200);
    expect((await to('executing')).status).toBe(200);
    const milestones = ['deposit_paid', 'shipped', 'customs_declared', 'delivered', 'balance_paid'];
    for (const [i, milestone] of milestones.entries()) {
      const added = await as(seller, '/home/member.ContractTracking/add', {
        contractId,
        milestone,
        date: `2025-12-0${i + 2}`,
        note: `第${i + 1}步`,
      });
      expect(added.status).toBe(200);
    }
    expect((await to('completed')).body.data.status).toBe('completed');
    const row = (await as(seller, '/home/member.ContractTracking/page', {})).body.data.rows[0];
    expect(row).toMatchObject({ id: contractId, status: 'completed', lastMilestone: 'balance_paid' });
  }, 180_000);

  it('counts the contract in the buyer’s report, and every step was an event on Kafka', async () => {
    await waitFor(
      async () => {
        const res = await as(buyer, '/home/report/groupQuery', { dimension: 'contractStatus' });
        const rows = res.body.data.rows as { key: string; values: { count: number } }[];
        return rows.find((r) => r.key === 'completed')?.values.count === 1 || undefined;
      },
      90_000,
      'the completed contract in the report',
    );
    await waitFor(
      async () =>
        ['created', 'submitted', 'reviewed', 'status-changed', 'milestone-added'].every(
          (kind) => eventsOf(`trade.contract.${kind}`, contractId).length > 0,
        ) || undefined,
      30_000,
      'the contract’s events on Kafka',
    );
    expect(eventsOf('trade.contract.milestone-added', contractId)).toHaveLength(5);
    await waitFor(
      async () =>
        seen.some((e) => e.type === 'trade.company.reviewed' && e.data.memberId === buyer.memberId) ||
        undefined,
      30_000,
      'the company review on Kafka',
    );
  }, 180_000);

  it('declares the export order under the contract’s number; the receipt moves it along', async () => {
    const order = outboundSample('303', buyerCode, MOHE.name, 1);
    order.fields.orderNo = number;
    const declared = await as(buyer, '/member.kj.ceb303/declare', { ...order, appStatus: '2' });
    expect(declared.status).toBe(200);
    await writeFile(
      path.join(stack.inbox, `CEB304-${number}.xml`),
      orderReceipt(buyerCode, number, '120', '[Code:1200;Desc:待人工审核]'),
    );
    await waitFor(
      async () => {
        const res = await as(buyer, '/member.kj.ceb303/page', { orderNo: number });
        return res.body.data.rows[0]?.status === '120' || undefined;
      },
      60_000,
      'the receipt’s status on the order',
    );
    await waitFor(
      async () => eventsOf('trade.declaration.receipt', declared.body.data.id).length > 0 || undefined,
      30_000,
      'the receipt event on Kafka',
    );
  }, 180_000);

  it('shows the whole trade on the contract’s dossier, oldest first; the seller without the buyer’s declarations', async () => {
    const dossier = await waitFor(
      async () => {
        const res = await as(buyer, '/home/member.Contract/dossier', { id: contractId });
        const entries = res.body.data.entries as { kind: string }[];
        return entries.some((e) => e.kind === 'receipt') ? res.body.data : undefined;
      },
      60_000,
      'the receipt on the dossier',
    );
    const entries = dossier.entries as {
      kind: string;
      at: string;
      subject: string;
      status: string;
      info: string;
    }[];
    expect(dossier.number).toBe(number);
    expect(entries.map((e) => e.kind)).toEqual([
      'inquiry',
      'demand',
      'quote',
      'quoteAccepted',
      'contractCreated',
      'contractSubmitted',
      'contractReviewed',
      'milestone',
      'milestone',
      'milestone',
      'milestone',
      'milestone',
      'contractClosed',
      'declaration',
      'receipt',
    ]);
    expect([...entries.map((e) => e.at)].sort()).toEqual(entries.map((e) => e.at));
    expect(entries.at(-2)).toMatchObject({ subject: 'CEB303', status: 'declared' });
    expect(entries.at(-1)).toMatchObject({
      subject: 'CEB304',
      status: '120',
      info: '[Code:1200;Desc:待人工审核]',
    });

    const sellers = (await as(seller, '/home/member.Contract/dossier', { id: contractId })).body.data
      .entries as {
      kind: string;
    }[];
    expect(sellers.map((e) => e.kind)).toContain('quoteAccepted');
    expect(sellers.some((e) => e.kind === 'declaration' || e.kind === 'receipt')).toBe(false);
    expect((await as(outsider, '/home/member.Contract/dossier', { id: contractId })).status).toBe(404);
  }, 180_000);
});
