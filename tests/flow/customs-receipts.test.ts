import { readFileSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { testKafka, unique, waitFor } from '@trade/service-kit/testing';
import { CebSchemas } from '../../services/customs/src/declarations/ceb-schema';
import { verifyMessage } from '../../services/customs/src/declarations/ceb-outbound';
import { receiptMessage } from '../../services/customs/test/ceb-receipts';
import { outboundSample } from '../../services/customs/test/outbound-samples';
import { localSigningKey, removeKeyDir } from '../../services/customs/test/signing-key';
import { call } from './identity-stack';
import { startCustomsStack, type CustomsStack } from './customs-stack';

const CODE = '4403960H9W';
const NAME = '深圳星岚电子商务有限公司';

/** The customs side's answer to an export inventory: a CEB604 receipt. */
const inventoryReceipt = (
  copNo: string,
  returnStatus: string,
  returnInfo: string,
) => `<?xml version="1.0" encoding="UTF-8"?>
<CEB604Message guid="${crypto.randomUUID().toUpperCase()}" version="1.0" xmlns="http://www.chinaport.gov.cn/ceb">
  <InventoryReturn>
    <guid>${crypto.randomUUID().toUpperCase()}</guid>
    <agentCode>${CODE}</agentCode>
    <copNo>${copNo}</copNo>
    <preNo>E20250403000000001</preNo>
    <invtNo>51412025E000000001</invtNo>
    <ebcCode>${CODE}</ebcCode>
    <ebpCode>${CODE}</ebpCode>
    <orderNo>SO20250400001</orderNo>
    <statisticsFlag>A</statisticsFlag>
    <returnStatus>${returnStatus}</returnStatus>
    <returnTime>20250403101247318</returnTime>
    <returnInfo>${returnInfo}</returnInfo>
  </InventoryReturn>
</CEB604Message>`;

/** Waits for an event on trade.declaration that `match` accepts (reading the topic from its beginning). */
async function eventOnKafka(
  match: (event: { type: string; subject: string; data: Record<string, unknown> }) => boolean,
) {
  const consumer = testKafka('customs-receipt-test').consumer({
    groupId: unique('reader'),
    sessionTimeout: 10000,
  });
  const found: Array<{ type: string; subject: string; data: Record<string, unknown> }> = [];
  await consumer.connect();
  try {
    await consumer.subscribe({ topics: ['trade.declaration'], fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        const event = JSON.parse(message.value?.toString() ?? '{}');
        if (match(event)) found.push(event);
      },
    });
    return await waitFor(async () => found[0], 60_000, 'the declaration event on Kafka');
  } finally {
    await consumer.disconnect();
  }
}

describe('declaring from the platform and the receipts that come back (customs service)', () => {
  const key = localSigningKey();
  let stack: CustomsStack;
  let api: string;
  let seller: Awaited<ReturnType<CustomsStack['memberWithCodes']>>;
  let outsider: Awaited<ReturnType<CustomsStack['memberWithCodes']>>;
  const schemas = new CebSchemas();

  beforeAll(async () => {
    stack = await startCustomsStack({
      CEB_SIGNING_KEY_FILE: path.join(key.dir, 'key.pem'),
      CEB_SIGNING_CERT_FILE: path.join(key.dir, 'cert.pem'),
    });
    api = stack.api;
    seller = await stack.memberWithCodes(NAME, CODE);
    outsider = await stack.memberWithCodes('绥芬河口岸贸易有限公司', '2316960001');
  }, 300_000);
  afterAll(async () => {
    await stack?.close();
    removeKeyDir(key.dir);
  });

  const as = (who: { token: string }, p: string, body: Record<string, unknown> = {}, lang = 'zh-cn') =>
    call(api, p, { body, token: who.token, lang });

  it('declares each export message, writing a valid (and, when declared, signed) file to the outbound exchange', async () => {
    for (const type of ['303', '603', '505'] as const) {
      const sample = outboundSample(type, CODE, NAME, 1);
      // The declaring party is always the member itself, whatever the form says.
      sample.fields[type === '505' ? 'logisticsCode' : 'ebcCode'] = 'XXXXXXXXXX';
      const res = await as(seller, `/member.kj.ceb${type}/declare`, { ...sample, appStatus: '2' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'declared' });
      const xml = readFileSync(path.join(stack.outbox, res.body.data.fileName), 'utf8');
      expect(await schemas.validate(xml, 'export')).toEqual({ valid: true, errors: [] });
      expect(verifyMessage(xml, key.certificate)).toBe(true);
      expect(xml).toContain(`<ceb:copCode>${CODE}</ceb:copCode>`);
      expect(xml).not.toContain('XXXXXXXXXX');
    }
    const listed = await waitFor(async () => {
      const res = await as(seller, '/member.kj.ceb603/page', {});
      return res.body.data.total === 1 ? res.body.data.rows[0] : undefined;
    }, 30_000);
    expect(listed).toMatchObject({ status: 'declared', copNo: 'EIV20250400001', source: 'platform' });
    expect((await as(outsider, '/member.kj.ceb603/page', {})).body.data.total).toBe(0);
  });

  it('refuses a declaration the schema refuses, in the reader’s language, and stores nothing', async () => {
    const sample = outboundSample('505', CODE, NAME, 2);
    sample.fields.packNo = 'many';
    const res = await as(seller, '/member.kj.ceb505/declare', { ...sample, appStatus: '1' }, 'en');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(
      /^The declaration does not meet the customs message schema: line \d+: Element '\{http:\/\/www\.chinaport\.gov\.cn\/ceb\}packNo'/,
    );
    const unknown = await as(
      seller,
      '/member.kj.ceb505/declare',
      { fields: { colour: 'red' }, appStatus: '1' },
      'ru',
    );
    expect(unknown.status).toBe(400);
    await waitFor(async () => (await as(seller, '/member.kj.ceb505/page', {})).body.data.total === 1, 30_000);
    expect((await as(seller, '/member.kj.ceb505/errorPage', {})).body.data.total).toBe(0);
  });

  it('moves the declaration along when its receipt comes in: status, history, event, notice', async () => {
    const reason = '[Code:2600;Desc:申报要素不全，退单]';
    await writeFile(
      path.join(stack.inbox, 'CEB604-return.xml'),
      inventoryReceipt('EIV20250400001', '100', reason),
    );
    const row = await waitFor(
      async () => {
        const res = await as(seller, '/member.kj.ceb603/errorPage', {});
        return res.body.data.total === 1 ? res.body.data.rows[0] : undefined;
      },
      30_000,
      'the inventory on the error list',
    );
    expect(row).toMatchObject({
      status: '100',
      returnStatus: 100,
      returnInfo: reason,
      invtNo: '51412025E000000001',
    });
    expect(await readdir(path.join(stack.inbox, 'done'))).toContain('CEB604-return.xml');

    const inquiry = await as(seller, '/member.kj.ceb603/inquiry', { id: row.id });
    expect(
      inquiry.body.data.history.map((h: { source: string; status: string }) => [h.source, h.status]),
    ).toEqual([
      ['declare', 'declared'],
      ['receipt', '100'],
    ]);

    const event = await eventOnKafka((e) => e.type === 'trade.declaration.receipt' && e.subject === row.id);
    expect(event.data).toMatchObject({
      memberId: seller.memberId,
      receiptType: '604',
      returnStatus: 100,
      error: true,
    });

    const notice = await waitFor(
      async () => {
        const res = await as(seller, '/home/member.Notice/page', { pageNumber: 1, pageSize: 20 }, 'en');
        return (res.body.data?.rows ?? []).find((n: { kind: string }) => n.kind === 'declaration.returned');
      },
      60_000,
      'the member’s notice',
    );
    expect(JSON.stringify(notice)).toContain(reason);
    expect((await as(outsider, '/member.kj.ceb603/inquiry', { id: row.id })).status).toBe(404);
  }, 480_000);

  it('moves the waybill by its CEB506, and the order by the format receipt naming its message (CEB900)', async () => {
    const steps = async (type: string, id: string) =>
      (await as(seller, `/member.kj.ceb${type}/inquiry`, { id })).body.data.history.map(
        (h: { source: string; status: string }) => [h.source, h.status],
      );

    await writeFile(
      path.join(stack.inbox, 'CEB506-return.xml'),
      receiptMessage('506', [
        {
          logisticsCode: CODE,
          logisticsNo: 'LN20250400001',
          returnStatus: '120',
          returnInfo: '[Code:1800;Desc:入库成功]',
        },
      ]),
    );
    const waybill = await waitFor(
      async () => {
        const res = await as(seller, '/member.kj.ceb505/page', {});
        return res.body.data.rows.find((r: { status: string }) => r.status === '120');
      },
      30_000,
      'the waybill accepted',
    );
    expect(waybill).toMatchObject({ logisticsNo: 'LN20250400001', returnStatus: 120, error: false });
    expect(await steps('505', waybill.id)).toEqual([
      ['declare', 'declared'],
      ['receipt', '120'],
    ]);

    // The order's message is known by the guid the platform wrote it under.
    const order = (await as(seller, '/member.kj.ceb303/page', {})).body.data.rows[0];
    const declared = (await as(seller, '/member.kj.ceb303/inquiry', { id: order.id })).body.data.history[0];
    expect(declared).toMatchObject({
      source: 'declare',
      messageGuid: expect.stringMatching(/^[0-9A-F-]{36}$/),
    });
    const reason = '报文格式错误：签名验证失败';
    await writeFile(
      path.join(stack.inbox, 'CEB900-return.xml'),
      receiptMessage('900', [
        {
          returnStatus: '-1',
          returnInfo: reason,
          oriCopMsgId: declared.messageGuid,
          oriMessageType: 'CEB303Message',
          oriBizMessage: '',
        },
      ]),
    );
    const refused = await waitFor(
      async () => {
        const res = await as(seller, '/member.kj.ceb303/errorPage', {});
        return res.body.data.total === 1 ? res.body.data.rows[0] : undefined;
      },
      30_000,
      'the order on the error list',
    );
    expect(refused).toMatchObject({ id: order.id, status: '-1', returnStatus: -1, returnInfo: reason });
    expect(await steps('303', order.id)).toEqual([
      ['declare', 'declared'],
      ['receipt', '-1'],
    ]);
    const receipts = (await as(seller, '/member.kj.ceb303/inquiry', { id: order.id })).body.data.receipts;
    expect(receipts).toMatchObject([{ type: '900', returnStatus: -1, returnInfo: reason }]);
    // The other declarations of the member are not the message it names.
    expect((await as(seller, '/member.kj.ceb505/errorPage', {})).body.data.total).toBe(0);
    expect(await readdir(path.join(stack.inbox, 'done'))).toEqual(
      expect.arrayContaining(['CEB506-return.xml', 'CEB900-return.xml']),
    );
  });
});
