import type { Consumer } from 'kafkajs';
import { testKafka, unique, waitFor } from '@trade/service-kit/testing';
import { ADMIN, adminToken, call, demandForm, registerMember, type Member } from './marketplace-stack';
import { startMemberStack, type MemberStack } from './member-stack';

/** Companies of the local registry (services/member/src/registry/local-registry.ts). */
const MOHE = { name: '漠河边贸有限公司', creditCode: '91232700MA1BT0001C' };
const TONGJIANG = { name: '同江口岸贸易有限公司', creditCode: '91230881MA1BT00026' };
const HEIHE = { name: '黑河中俄农产品贸易有限公司', creditCode: '91231181MA1BT0003H' };

interface SeenEvent {
  type: string;
  subject: string;
  actor?: string;
  data: Record<string, unknown>;
}

describe('contracts and their execution (member service, through the gateway)', () => {
  let stack: MemberStack;
  let api: string;
  let admin: string;
  let a: Member;
  let b: Member;
  let c: Member;
  let quoteId: string;
  let contractId: string;
  let number: string;
  let consumer: Consumer;
  const seen: SeenEvent[] = [];

  beforeAll(async () => {
    stack = await startMemberStack();
    api = stack.api;
    admin = await adminToken(api);
    consumer = testKafka(unique('contracts-flow')).consumer({
      groupId: unique('contracts-flow'),
      sessionTimeout: 10000,
      heartbeatInterval: 1000,
    });
    await consumer.connect();
    await consumer.subscribe({ topics: ['trade.contract'], fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => void seen.push(JSON.parse(message.value!.toString()) as SeenEvent),
    });
    [a, b, c] = await Promise.all([
      registerMember(api, stack.redis, MOHE.name),
      registerMember(api, stack.redis, TONGJIANG.name),
      registerMember(api, stack.redis, '逊克农产品'),
    ]);
  }, 120_000);
  afterAll(async () => {
    await consumer?.disconnect();
    await stack?.close();
  });

  const as = (who: { token: string }, path: string, body: Record<string, unknown> = {}, lang = 'zh-cn') =>
    call(api, path, { body, token: who.token, lang });
  const asAdmin = (path: string, body: Record<string, unknown> = {}) =>
    call(api, path, { body, token: admin });
  const status = async (who: Member, id: string, to: string, reason?: string) =>
    as(who, '/home/member.ContractTracking/updateStatus', { id, status: to, ...(reason ? { reason } : {}) });
  const milestone = (who: Member, kind: string, date: string, extra: Record<string, unknown> = {}) =>
    as(who, '/home/member.ContractTracking/add', { contractId, milestone: kind, date, ...extra });
  const pageIds = async (who: Member, path = '/home/member.Contract/page') =>
    ((await as(who, path, { pageSize: 100 })).body.data.rows as { id: string }[]).map((r) => r.id);
  const noticeOf = (who: Member, kind: string, subjectId: string, count = 1) =>
    waitFor(
      async () => {
        const res = await as(who, '/home/member.Notice/page', {});
        const found = (res.body.data.rows as { kind: string; subjectId: string }[]).filter(
          (n) => n.kind === kind && n.subjectId === subjectId,
        );
        return found.length >= count ? found : undefined;
      },
      30_000,
      `the ${kind} notifications`,
    );

  it('asks for the company profile before a contract', async () => {
    const res = await as(c, '/home/member.Contract/add', { number: 'X-1', seller: { name: '某公司' } }, 'en');
    expect(res.status).toBe(409);
    expect(res.body.data.errorId).toBe('COMPANY_PROFILE_REQUIRED');
    expect(res.body.message).toBe('Please fill in the company profile before filing a contract');
  });

  it('registers, fills the profiles and files the company', async () => {
    expect((await as(a, '/member.memberInfo/add', MOHE)).body.data.verified).toBe(true);
    expect((await as(b, '/member.memberInfo/add', TONGJIANG)).body.data.verified).toBe(true);
    const filed = await as(a, '/home/member.Record/save', {
      ownershipType: 'private',
      contact: '王经理',
      phone: '13900001111',
    });
    expect(filed.status).toBe(200);
  });

  it('gets the accepted quotation from the marketplace’s event, and only for its two parties', async () => {
    const demand = await as(a, '/home/member.Demand/add', demandForm({ gallery: a.gallery }));
    expect(demand.status).toBe(200);
    expect(
      (await asAdmin('/admin/product.demand/audit', { id: demand.body.data.id, auditStatus: 'approved' }))
        .status,
    ).toBe(200);
    const quote = await as(b, '/member.myTrans/quote', {
      demandId: demand.body.data.id,
      quantity: 200,
      unitPrice: 4100.5,
      currency: 'CNY',
      companyName: '同江口岸贸易',
    });
    expect(quote.status).toBe(200);
    quoteId = quote.body.data.id;
    // Not accepted yet: nothing to start from.
    expect((await as(a, '/home/member.Contract/fromQuote', { quoteId })).status).toBe(404);
    expect((await as(a, '/member.myTrans/decide', { id: quoteId, decision: 'accepted' })).status).toBe(200);

    const form = await waitFor(
      async () => {
        const res = await as(a, '/home/member.Contract/fromQuote', { quoteId });
        return res.status === 200 ? res.body.data : undefined;
      },
      30_000,
      'the accepted quotation in the member service',
    );
    expect(form).toMatchObject({
      kind: 'member',
      quoteId,
      title: '求购大豆',
      side: 'buyer',
      buyer: { ...MOHE, isMember: true },
      seller: { ...TONGJIANG, isMember: true },
      currency: 'CNY',
      lines: [{ name: '求购大豆', quantity: '200', unit: 'ton', unitPrice: '4100.5' }],
    });
    number = form.number;
    expect((await as(b, '/home/member.Contract/fromQuote', { quoteId })).body.data.side).toBe('seller');
    expect((await as(c, '/home/member.Contract/fromQuote', { quoteId })).status).toBe(404);
  });

  it('files the contract from the quotation, computing each amount and the total itself', async () => {
    const add = await as(a, '/home/member.Contract/add', {
      quoteId,
      number,
      incoterms: 'FOB',
      portOfLoading: '符拉迪沃斯托克',
      portOfDischarge: '绥芬河',
      signedAt: '2025-03-01',
      attachments: [a.gallery[0]],
      lines: [
        {
          name: '非转基因大豆',
          spec: '一级',
          quantity: '200',
          unit: 'ton',
          unitPrice: '4100.5',
          amount: '1',
        },
        { name: '包装袋', quantity: '1000', unit: 'piece', unitPrice: '1.255' },
        { name: '', quantity: '', unit: '', unitPrice: '' },
      ],
      // Whatever is sent for the own side, it is the company profile.
      buyer: { name: '冒名公司', creditCode: HEIHE.creditCode },
    });
    expect(add.status).toBe(200);
    expect(add.body.data).toMatchObject({ status: 'draft', totalAmount: '821355.00' });
    contractId = add.body.data.id;
    const info = (await as(a, '/home/member.Contract/info', { id: contractId })).body.data;
    expect(info).toMatchObject({
      number,
      title: '求购大豆',
      role: 'filer',
      side: 'buyer',
      buyer: { ...MOHE, isMember: true, check: 'unchecked' },
      seller: { ...TONGJIANG, isMember: true },
      currency: 'CNY',
      totalAmount: '821355.00',
      editable: true,
      quoteId,
      lines: [
        {
          name: '非转基因大豆',
          spec: '一级',
          quantity: '200',
          unit: 'ton',
          unitPrice: '4100.5',
          amount: '820100.00',
        },
        { name: '包装袋', spec: '', quantity: '1000', unit: 'piece', unitPrice: '1.255', amount: '1255.00' },
      ],
    });
    expect(info.attachments).toEqual([{ id: a.gallery[0], name: expect.any(String), url: a.images[0] }]);

    const again = await as(a, '/home/member.Contract/add', { number, seller: TONGJIANG, lines: info.lines });
    expect(again.status).toBe(409);
    expect(again.body.data.errorId).toBe('CONTRACT_NUMBER_TAKEN');
    const badPrice = await as(
      a,
      '/home/member.Contract/add',
      {
        number: 'X-2',
        seller: TONGJIANG,
        lines: [{ name: '大豆', quantity: '1', unit: 'ton', unitPrice: '1.23456' }],
      },
      'en',
    );
    expect(badPrice.status).toBe(400);
    expect(badPrice.body.data.fields).toEqual([
      { field: 'lines.0.unitPrice', message: 'The unit price must be a number with at most 4 decimals' },
    ]);
    // A draft is the filer's own: the seller does not see it yet.
    expect((await as(b, '/home/member.Contract/info', { id: contractId })).status).toBe(404);
    expect(await pageIds(b)).not.toContain(contractId);
  });

  it('edits a draft and submits it; the registry confirms both parties; the seller member now sees it', async () => {
    const edit = await as(a, '/home/member.Contract/edit', {
      id: contractId,
      number,
      seller: TONGJIANG,
      currency: 'CNY',
      incoterms: 'CIF',
      lines: [{ name: '非转基因大豆', quantity: '200.5', unit: 'ton', unitPrice: '4100' }],
    });
    expect(edit.body.data).toEqual({ id: contractId, status: 'draft', totalAmount: '822050.00' });
    expect((await status(a, contractId, 'executing')).body.data.errorId).toBe('CONTRACT_STATUS_NOT_ALLOWED');

    const submitted = await status(a, contractId, 'submitted');
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({
      status: 'submitted',
      partyMismatch: false,
      buyer: { check: 'match', registryName: MOHE.name },
      seller: { check: 'match', registryName: TONGJIANG.name },
      editable: false,
    });
    const seen = (await as(b, '/home/member.Contract/info', { id: contractId })).body.data;
    expect(seen).toMatchObject({ role: 'counterparty', side: 'buyer', status: 'submitted', editable: false });
    const bRow = (await as(b, '/home/member.Contract/page', {})).body.data.rows[0];
    expect(bRow).toMatchObject({
      id: contractId,
      role: 'counterparty',
      totalAmount: '822050.00',
      status: 'submitted',
    });

    // Submitted: neither edited nor deleted; the counterparty changes nothing.
    expect((await as(a, '/home/member.Contract/edit', { id: contractId, number })).body.data.errorId).toBe(
      'CONTRACT_NOT_EDITABLE',
    );
    expect((await as(a, '/home/member.Contract/del', { id: contractId })).status).toBe(409);
    for (const [path, body] of [
      ['/home/member.Contract/edit', { id: contractId, number }],
      ['/home/member.Contract/del', { id: contractId }],
      ['/home/member.ContractTracking/updateStatus', { id: contractId, status: 'executing' }],
    ] as const) {
      const res = await as(b, path, body);
      expect([path, res.status, res.body.data?.errorId]).toEqual([path, 403, 'CONTRACT_FILER_ONLY']);
    }
  });

  it('has the back office approve the contract, the decision in the audit log with the admin', async () => {
    const listed = await asAdmin('/admin/member.contract/page', {
      filters: [{ field: 'status', op: '=', value: 'submitted' }],
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.rows.map((r: { id: string }) => r.id)).toContain(contractId);
    expect((await asAdmin('/admin/member.contract/info', { id: contractId })).body.data).toMatchObject({
      memberId: a.memberId,
      buyerMemberId: a.memberId,
      sellerMemberId: b.memberId,
    });
    expect(
      (await asAdmin('/admin/member.contract/review', { id: contractId, status: 'approved' })).status,
    ).toBe(200);
    const twice = await asAdmin('/admin/member.contract/review', { id: contractId, status: 'approved' });
    expect(twice.body.data.errorId).toBe('CONTRACT_STATUS_NOT_ALLOWED');
    expect((await as(a, '/home/member.Contract/info', { id: contractId })).body.data.status).toBe('approved');
    await noticeOf(a, 'contract.approved', contractId);
    const line = await waitFor(
      async () => {
        const res = await call(api, `/system/log/list?action=trade.contract.reviewed&subject=${contractId}`, {
          token: admin,
        });
        return res.body.data?.rows?.[0];
      },
      30_000,
      'the review audit line',
    );
    expect(line).toMatchObject({
      actor: { kind: 'admin', name: ADMIN.username },
      data: { status: 'approved' },
    });
  });

  it('tracks execution up to completed: milestones in order, each told to the other party', async () => {
    expect((await milestone(a, 'deposit_paid', '2025-03-05')).body.data.errorId).toBe('NOT_EXECUTING');
    expect((await status(a, contractId, 'executing')).body.data.status).toBe('executing');

    expect((await milestone(a, 'deposit_paid', '2025-03-05', { note: '30% 定金' })).status).toBe(200);
    // The seller records the shipment (production skipped).
    expect((await milestone(b, 'shipped', '2025-03-20', { attachments: [b.gallery[0]] })).status).toBe(200);
    const back = await milestone(a, 'production', '2025-03-21', {});
    expect(back.status).toBe(409);
    expect(back.body.data.errorId).toBe('MILESTONE_ORDER');
    expect((await milestone(a, 'arrived', '2025-03-19')).body.data.errorId).toBe('MILESTONE_DATE');
    expect((await status(a, contractId, 'completed')).body.data.errorId).toBe('DELIVERY_REQUIRED');
    for (const [kind, date] of <[string, string][]>[
      ['customs_declared', '2025-03-22'],
      ['arrived', '2025-03-25'],
      ['delivered', '2025-03-28'],
      ['balance_paid', '2025-04-10'],
    ])
      expect((await milestone(a, kind, date)).status).toBe(200);
    const done = await status(a, contractId, 'completed');
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('completed');
    expect(
      done.body.data.milestones.map((m: { milestone: string; byMe: boolean }) => [m.milestone, m.byMe]),
    ).toEqual([
      ['deposit_paid', true],
      ['shipped', false],
      ['customs_declared', true],
      ['arrived', true],
      ['delivered', true],
      ['balance_paid', true],
    ]);
    expect(done.body.data.milestones[1].attachments).toEqual([
      { id: b.gallery[0], name: expect.any(String), url: b.images[0] },
    ]);
    expect((await milestone(b, 'balance_paid', '2025-04-11')).body.data.errorId).toBe('NOT_EXECUTING');

    // Each party member is told of the other's milestones.
    await noticeOf(b, 'contract.milestone', contractId, 5);
    const [toA] = await noticeOf(a, 'contract.milestone', contractId);
    expect((toA as unknown as { content: string }).content).toBe(
      `合同「求购大豆」（${number}）：${TONGJIANG.name} 登记了执行节点「已发货」，日期 2025-03-20。`,
    );

    for (const who of [a, b]) {
      const rows = (await as(who, '/home/member.ContractTracking/page', {})).body.data.rows;
      expect(rows.find((r: { id: string }) => r.id === contractId)).toMatchObject({
        status: 'completed',
        lastMilestone: 'balance_paid',
        lastMilestoneDate: '2025-04-10',
      });
      expect((await as(who, '/home/member.ContractTracking/info', { id: contractId })).body.data.status).toBe(
        'completed',
      );
    }
  });

  it('flags a party whose name does not match its code to the member and the reviewing admin', async () => {
    const add = await as(a, '/home/member.Contract/add', {
      number: 'HT-MISMATCH-1',
      side: 'seller',
      buyer: { name: '黑河农产品公司', creditCode: HEIHE.creditCode },
      currency: 'USD',
      lines: [{ name: '木材', quantity: '10', unit: 'ton', unitPrice: '310' }],
    });
    expect(add.status).toBe(200);
    const id = add.body.data.id as string;
    const submitted = (await status(a, id, 'submitted')).body.data;
    expect(submitted).toMatchObject({
      partyMismatch: true,
      buyer: { check: 'mismatch', registryName: HEIHE.name, isMember: false },
      seller: { ...MOHE, check: 'match' },
    });
    expect((await as(a, '/home/member.Contract/page', {})).body.data.rows[0]).toMatchObject({
      id,
      partyMismatch: true,
    });
    await noticeOf(a, 'contract.party-mismatch', id);
    const flagged = await asAdmin('/admin/member.contract/page', {
      filters: [{ field: 'partyMismatch', op: '=', value: true }],
    });
    expect(flagged.body.data.rows.map((r: { id: string }) => r.id)).toContain(id);

    const noReason = await asAdmin('/admin/member.contract/review', { id, status: 'rejected' });
    expect(noReason.body.data.errorId).toBe('REASON_REQUIRED');
    expect(
      (
        await asAdmin('/admin/member.contract/review', {
          id,
          status: 'rejected',
          reason: '买方名称与信用代码不符',
        })
      ).status,
    ).toBe(200);
    expect((await as(a, '/home/member.Contract/info', { id })).body.data).toMatchObject({
      status: 'rejected',
      rejectReason: '买方名称与信用代码不符',
      editable: true,
    });
    await as(a, '/home/member.Contract/edit', {
      id,
      number: 'HT-MISMATCH-1',
      side: 'seller',
      buyer: HEIHE,
      currency: 'USD',
      lines: [{ name: '木材', quantity: '10', unit: 'ton', unitPrice: '310' }],
    });
    expect((await status(a, id, 'submitted')).body.data).toMatchObject({
      status: 'submitted',
      partyMismatch: false,
      buyer: { check: 'match' },
    });
  });

  it('deletes a draft, freeing its number; a company contract needs its service', async () => {
    const form = {
      number: 'HT-DEL-1',
      seller: { name: '某物流公司' },
      lines: [{ name: '运输', quantity: '1', unit: 'unit', unitPrice: '5000' }],
    };
    const id = (await as(a, '/home/member.Contract/add', form)).body.data.id as string;
    expect((await as(a, '/home/member.Contract/del', { id })).status).toBe(200);
    expect((await as(a, '/home/member.Contract/info', { id })).status).toBe(404);
    expect(await pageIds(a)).not.toContain(id);
    expect((await as(a, '/home/member.Contract/add', form)).status).toBe(200);

    const service = { kind: 'company', number: 'SV-1', seller: { name: '平台仓储服务' }, lines: form.lines };
    expect((await as(a, '/home/member.Contract/add', service)).body.data.errorId).toBe(
      'SERVICE_TYPE_REQUIRED',
    );
    const added = await as(a, '/home/member.Contract/add', { ...service, serviceType: 'warehousing' });
    expect(added.status).toBe(200);
    expect((await as(a, '/home/member.Contract/info', { id: added.body.data.id })).body.data).toMatchObject({
      kind: 'company',
      serviceType: 'warehousing',
      side: 'buyer',
      // The seller is the platform's own company as the live settings name it, not what the form says.
      seller: { name: '哈尔滨跨境贸易服务平台有限公司', creditCode: '91230100MA1PT0001K', isMember: false },
    });
    const submitted = await status(a, added.body.data.id, 'submitted');
    expect(submitted.body.data.seller).toMatchObject({ check: 'match' });
  });

  it('lets a member that is not a party read or change none of A’s contracts or milestones', async () => {
    expect(
      (await as(c, '/member.memberInfo/add', { name: HEIHE.name, creditCode: HEIHE.creditCode })).status,
    ).toBe(200);
    const before = (await as(a, '/home/member.Contract/info', { id: contractId })).body.data;
    const attempts: [string, Record<string, unknown>][] = [
      ['/home/member.Contract/info', { id: contractId }],
      ['/home/member.Contract/edit', { id: contractId, number: 'STOLEN' }],
      ['/home/member.Contract/del', { id: contractId }],
      ['/home/member.Contract/fromQuote', { quoteId }],
      ['/home/member.Contract/add', { quoteId, number: 'STOLEN-2' }],
      ['/home/member.ContractTracking/info', { id: contractId }],
      ['/home/member.ContractTracking/add', { contractId, milestone: 'balance_paid', date: '2025-05-01' }],
      ['/home/member.ContractTracking/updateStatus', { id: contractId, status: 'terminated', reason: 'x' }],
    ];
    for (const [path, body] of attempts) {
      const res = await as(c, path, body);
      expect([path, res.status]).toEqual([path, 404]);
    }
    expect(await pageIds(c)).toEqual([]);
    expect(await pageIds(c, '/home/member.ContractTracking/page')).toEqual([]);
    expect((await as(a, '/home/member.Contract/info', { id: contractId })).body.data).toEqual(before);
  });

  it('puts every change on Kafka, keyed by the contract, with who made it', async () => {
    const types = await waitFor(
      async () => {
        const mine = seen.filter((e) => e.subject === contractId).map((e) => e.type);
        return mine.length >= 12 ? mine : undefined;
      },
      40_000,
      'the contract events',
    );
    expect(types).toEqual([
      'trade.contract.created',
      'trade.contract.changed',
      'trade.contract.submitted',
      'trade.contract.reviewed',
      'trade.contract.status-changed',
      'trade.contract.milestone-added',
      'trade.contract.milestone-added',
      'trade.contract.milestone-added',
      'trade.contract.milestone-added',
      'trade.contract.milestone-added',
      'trade.contract.milestone-added',
      'trade.contract.status-changed',
    ]);
    const shipped = seen.find(
      (e) =>
        e.subject === contractId &&
        (e.data.milestone as { milestone?: string } | undefined)?.milestone === 'shipped',
    )!;
    expect(shipped.actor).toMatch(/^member:/);
    expect(shipped.data).toMatchObject({
      notifyMemberId: a.memberId,
      totalAmount: '822050.00',
      status: 'executing',
    });
    const completed = seen.filter(
      (e) => e.subject === contractId && e.type === 'trade.contract.status-changed',
    );
    expect(completed.map((e) => [e.data.from, e.data.status])).toEqual([
      ['approved', 'executing'],
      ['executing', 'completed'],
    ]);
    expect(
      seen.find((e) => e.type === 'trade.contract.deleted' && e.data.number === 'HT-DEL-1'),
    ).toBeDefined();
  });
});
