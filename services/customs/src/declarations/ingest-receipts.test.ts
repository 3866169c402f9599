import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connection } from 'mongoose';
import { connectMongo } from '@trade/service-kit';
import { TEST_INTERNAL_SECRET, testServers, unique } from '@trade/service-kit/testing';
import { CompanyDirectory, companyCodesModel, MemberCompanies } from '../companies/company-codes';
import { receiptMessage, upperGuid } from '../../test/ceb-receipts';
import type { DeclarationType, ReceiptType } from './ceb-catalogue';
import { CebSchemas } from './ceb-schema';
import { cebMessageModel, declarationModel, unmatchedModel, type DeclarationDoc } from './declaration.model';
import { Ingestor, type IngestModels } from './ingest';

const SAMPLES = path.resolve(__dirname, '..', '..', 'test', 'ceb-samples');
const sample = (name: string) => readFileSync(path.join(SAMPLES, name), 'utf8');

/** The samples' companies, each a member of its own. */
const XINGLAN = '4403960H9W';
const PENGCHENG = '4403980L5R';
const HEYU_LOGISTICS = '3301980Q7F';
const HEYU_PAY = '3301966P3Z';

const servers = testServers();
let connection: Connection;
let models: IngestModels;
let ingestor: Ingestor;

const ingest = async (xml: string) => (await ingestor.ingest(xml, 'exchange'))!;
const declaration = async (type: DeclarationType, key: string) =>
  (await models.declarations.findOne({ type, key }).lean<DeclarationDoc>())!;
const steps = (doc: DeclarationDoc) => doc.history.map((h) => [h.source, h.status]);

beforeAll(async () => {
  connection = await connectMongo(servers.MONGO_URL, unique('test_customs_receipts'));
  models = {
    declarations: declarationModel(connection),
    messages: cebMessageModel(connection),
    unmatched: unmatchedModel(connection),
  };
  const codes = companyCodesModel(connection);
  await Promise.all([...Object.values(models), codes].map((model) => model.init()));
  await codes.insertMany(
    [XINGLAN, PENGCHENG, HEYU_LOGISTICS, HEYU_PAY].map((code) => ({
      _id: `profile-${code}`,
      memberId: `member-${code}`,
      customsCode: code,
      codes: [code],
      approved: true,
    })),
  );
  // Matching reads the codes kept locally; the member service is never asked here.
  const members = new MemberCompanies({
    baseUrl: 'http://127.0.0.1:9',
    internalSecret: TEST_INTERNAL_SECRET,
    timeoutMs: 1000,
  });
  ingestor = new Ingestor(models, new CebSchemas(), new CompanyDirectory(codes, members), () => {});
  for (const name of [
    'CEB505Message-export-waybill.xml',
    'CEB511Message-import-waybill.xml',
    'CEB607Message-export-waybill-bill.xml',
    'CEB411Message-import-payment.xml',
  ])
    expect(await ingest(sample(name))).toMatchObject({
      valid: true,
      matched: 1 + Number(name.startsWith('CEB505')),
    });
});

afterAll(async () => {
  await connection?.dropDatabase();
  await connection?.close();
});

describe('the receipts that answer waybills, master bills and payments', () => {
  const cases: Array<{
    receipt: ReceiptType;
    answers: DeclarationType;
    key: string;
    fields: Record<string, string>;
    error: boolean;
  }> = [
    {
      receipt: '506',
      answers: '505',
      key: `${PENGCHENG}/PCJ250402000318US`,
      fields: { logisticsCode: PENGCHENG, logisticsNo: 'PCJ250402000318US', returnStatus: '120' },
      error: false,
    },
    {
      receipt: '512',
      answers: '511',
      key: `${HEYU_LOGISTICS}/HYX8800231457CN`,
      fields: { logisticsCode: HEYU_LOGISTICS, logisticsNo: 'HYX8800231457CN', returnStatus: '100' },
      error: true,
    },
    {
      receipt: '608',
      answers: '607',
      key: 'EWB2504020000031',
      fields: {
        agentCode: XINGLAN,
        logisticsCode: PENGCHENG,
        copNo: 'EWB2504020000031',
        preNo: 'E20250402000000031',
        billNo: '784-20250402',
        msgSeqNo: '1',
        returnStatus: '120',
      },
      error: false,
    },
    {
      receipt: '412',
      answers: '411',
      key: `${HEYU_PAY}/HYP20250314090112876`,
      fields: { payCode: HEYU_PAY, payTransactionId: 'HYP20250314090112876', returnStatus: '100' },
      error: true,
    },
  ];

  it.each(cases)(
    'CEB$receipt moves its CEB$answers along: status, history and the receipt kept',
    async ({ receipt, answers, key, fields, error }) => {
      const returnInfo = `[Code:2600;Desc:CEB${receipt} 回执]`;
      const outcome = await ingest(receiptMessage(receipt, [{ ...fields, returnInfo }]));
      // A receipt the XSD refused would not be applied at all.
      expect(outcome).toMatchObject({ valid: true, errors: [], receipts: 1, unanswered: 0 });
      const doc = await declaration(answers, key);
      expect(doc).toMatchObject({
        status: fields.returnStatus,
        returnStatus: Number(fields.returnStatus),
        returnInfo,
        error,
        errorMessage: error ? returnInfo : '',
      });
      expect(steps(doc)).toEqual([
        ['message', 'received'],
        ['receipt', fields.returnStatus],
      ]);
      expect(doc.receipts.map((r) => [r.type, r.returnStatus])).toEqual([
        [receipt, Number(fields.returnStatus)],
      ]);
      if (fields.preNo) expect(doc.preNo).toBe(fields.preNo);
    },
  );

  it('tells an export waybill’s receipt (CEB506) from an import one’s (CEB512) for the same parcel number', async () => {
    const parcel = 'PCJ250402000319US';
    const importWaybill = sample('CEB511Message-import-waybill.xml')
      .replace('5E9C3A27-1B8D-4F46-A2C0-8D4B2F6E9A86', upperGuid())
      .replace(/HYX8800231457CN/g, parcel)
      .replace(/3301980Q7F/g, PENGCHENG);
    expect(await ingest(importWaybill)).toMatchObject({ valid: true, matched: 1 });
    const key = `${PENGCHENG}/${parcel}`;

    await ingest(
      receiptMessage('512', [
        { logisticsCode: PENGCHENG, logisticsNo: parcel, returnStatus: '120', returnInfo: '入库' },
      ]),
    );
    expect((await declaration('511', key)).status).toBe('120');
    expect((await declaration('505', key)).receipts).toEqual([]);

    await ingest(
      receiptMessage('506', [
        { logisticsCode: PENGCHENG, logisticsNo: parcel, returnStatus: '100', returnInfo: '退单' },
      ]),
    );
    expect(await declaration('505', key)).toMatchObject({ status: '100', error: true });
    expect(await declaration('511', key)).toMatchObject({ status: '120', error: false });
  });

  it('keeps a receipt that answers nothing on the unmatched list, under the number it names', async () => {
    // The right waybill number from another carrier is not that waybill's answer.
    const stranger = await ingest(
      receiptMessage('506', [
        {
          logisticsCode: '4403980ZZZ',
          logisticsNo: 'PCJ250402000318US',
          returnStatus: '100',
          returnInfo: '退单',
        },
      ]),
    );
    expect(stranger).toMatchObject({ valid: true, receipts: 1, unanswered: 1 });
    expect((await declaration('505', `${PENGCHENG}/PCJ250402000318US`)).receipts).toHaveLength(1);

    const payment = await ingest(
      receiptMessage('412', [
        {
          payCode: HEYU_PAY,
          payTransactionId: 'HYP20250399999999999',
          returnStatus: '120',
          returnInfo: '入库',
        },
      ]),
    );
    expect(payment).toMatchObject({ receipts: 1, unanswered: 1 });
    const waiting = await models.unmatched.find({ type: { $in: ['506', '412'] } }).lean();
    expect(waiting.map((row) => [row.type, row.key, row.reason]).sort()).toEqual([
      ['412', 'HYP20250399999999999', 'none'],
      ['506', 'PCJ250402000318US', 'none'],
    ]);
  });
});

describe('the format receipt (CEB900)', () => {
  it('reaches every document of the message its oriCopMsgId names, and no other', async () => {
    const guid = upperGuid();
    const waybills = sample('CEB505Message-export-waybill.xml')
      .replace('5C9E1F34-8A27-4B6D-A3E1-0F2D4C6B8E19', guid)
      .replace(/PCJ2504020003/g, 'PCJ2504029003');
    expect(await ingest(waybills)).toMatchObject({ valid: true, matched: 2 });

    const returnInfo = '报文格式校验失败：logisticsNo 重复';
    const outcome = await ingest(
      receiptMessage('900', [
        {
          returnStatus: '-1',
          returnInfo,
          oriCopMsgId: guid,
          oriMessageType: 'CEB505Message',
          oriBizMessage: '',
        },
      ]),
    );
    expect(outcome).toMatchObject({ valid: true, errors: [], receipts: 1, unanswered: 0 });

    const answered = await models.declarations.find({ 'receipts.type': '900' }).lean<DeclarationDoc[]>();
    expect(answered.map((doc) => doc.key).sort()).toEqual([
      `${PENGCHENG}/PCJ250402900318US`,
      `${PENGCHENG}/PCJ250402900319US`,
    ]);
    for (const doc of answered) {
      expect(doc).toMatchObject({ status: '-1', returnStatus: -1, error: true, errorMessage: returnInfo });
      expect(steps(doc)).toEqual([
        ['message', 'received'],
        ['receipt', '-1'],
      ]);
    }
    // The earlier message's parcels are untouched.
    expect((await declaration('505', `${PENGCHENG}/PCJ250402000319US`)).receipts.map((r) => r.type)).toEqual([
      '506',
    ]);
  });

  it('keeps a format receipt for a message never read here on the unmatched list, under that message’s id', async () => {
    const missing = upperGuid();
    const outcome = await ingest(
      receiptMessage('900', [
        {
          returnStatus: '-2',
          returnInfo: '未知报文',
          oriCopMsgId: missing,
          oriMessageType: 'Unknown',
          oriBizMessage: '',
        },
      ]),
    );
    expect(outcome).toMatchObject({ valid: true, receipts: 1, unanswered: 1 });
    expect(await models.unmatched.findOne({ type: '900' }).lean()).toMatchObject({
      key: missing,
      reason: 'none',
    });
  });
});
