import { readFileSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { waitFor } from '@trade/service-kit/testing';
import { call } from './identity-stack';
import { startCustomsStack, type CustomsStack } from './customs-stack';

const SAMPLES = path.resolve(__dirname, '..', '..', 'services', 'customs', 'test', 'ceb-samples');
const sample = (name: string) => readFileSync(path.join(SAMPLES, name), 'utf8');
const INVENTORY = sample('CEB621Message-import-inventory.xml');
const WAYBILL = sample('CEB505Message-export-waybill.xml');
const RECEIPT = sample('CEB622Message-import-inventory-receipt-rejected.xml');

/** The samples' companies: the import inventory's e-commerce company, the export waybill's carrier. */
const HEYU = '3301960T2M';
const PENGCHENG = '4403980L5R';

const upperGuid = () => crypto.randomUUID().toUpperCase();

/** A sample of each list's message type. */
const LIST_SAMPLES = {
  '303': 'CEB303Message-export-order.xml',
  '603': 'CEB603Message-export-inventory.xml',
  '621': 'CEB621Message-import-inventory.xml',
  '607': 'CEB607Message-export-waybill-bill.xml',
  '505': 'CEB505Message-export-waybill.xml',
  '511': 'CEB511Message-import-waybill.xml',
  '411': 'CEB411Message-import-payment.xml',
  '403': 'CEB403Message-export-payment-receipt.xml',
} as const;
type ListType = keyof typeof LIST_SAMPLES;

/** Every company code the samples give. */
const SAMPLE_CODES = /\b(4403960H9W|4403966P2K|3301966P3Z|3301960K8P|4403980L5R|3301980Q7F|3301960T2M)\b/g;

/**
 * The sample of `type` as a new message (a fresh guid) whose every party is the company
 * `code`; `refused`: with a version attribute the XSD refuses, its documents still named.
 */
function sampleOf(type: ListType, code: string, refused = false): string {
  const xml = sample(LIST_SAMPLES[type])
    .replace(/(<ceb:CEB\d{3}Message guid=")[^"]+"/, `$1${upperGuid()}"`)
    .replace(SAMPLE_CODES, code);
  return refused ? xml.replace('version="1.0"', 'version=""') : xml;
}

/** An export waybill message of `count` parcels of the carrier `logisticsCode`. */
function waybills(count: number, logisticsCode: string, prefix: string): string {
  const one = (n: number) => `
  <ceb:Logistics>
    <ceb:guid>${upperGuid()}</ceb:guid>
    <ceb:appType>1</ceb:appType>
    <ceb:appTime>20250403101500</ceb:appTime>
    <ceb:appStatus>2</ceb:appStatus>
    <ceb:logisticsCode>${logisticsCode}</ceb:logisticsCode>
    <ceb:logisticsName>深圳鹏程捷运国际货运代理有限公司</ceb:logisticsName>
    <ceb:logisticsNo>${prefix}${String(n).padStart(5, '0')}US</ceb:logisticsNo>
    <ceb:freight>12.50</ceb:freight>
    <ceb:insuredFee>0</ceb:insuredFee>
    <ceb:currency>142</ceb:currency>
    <ceb:grossWeight>0.5</ceb:grossWeight>
    <ceb:packNo>1</ceb:packNo>
    <ceb:goodsInfo>手机壳${n}件</ceb:goodsInfo>
  </ceb:Logistics>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<ceb:CEB505Message guid="${upperGuid()}" version="1.0" xmlns:ceb="http://www.chinaport.gov.cn/ceb">${Array.from(
    { length: count },
    (_, i) => one(i + 1),
  ).join('')}
  <ceb:BaseTransfer>
    <ceb:copCode>${logisticsCode}</ceb:copCode>
    <ceb:copName>深圳鹏程捷运国际货运代理有限公司</ceb:copName>
    <ceb:dxpMode>DXP</ceb:dxpMode>
    <ceb:dxpId>DXPLGS0000048207</ceb:dxpId>
  </ceb:BaseTransfer>
</ceb:CEB505Message>`;
}

describe('CEB declaration messages in: exchange folder, uploads, lists (customs service)', () => {
  let stack: CustomsStack;
  let api: string;
  let heyu: Awaited<ReturnType<CustomsStack['memberWithCodes']>>;
  let pengcheng: Awaited<ReturnType<CustomsStack['memberWithCodes']>>;
  let other: Awaited<ReturnType<CustomsStack['memberWithCodes']>>;

  beforeAll(async () => {
    stack = await startCustomsStack();
    api = stack.api;
    heyu = await stack.memberWithCodes('杭州禾屿跨境贸易有限公司', HEYU);
    pengcheng = await stack.memberWithCodes('深圳鹏程捷运国际货运代理有限公司', PENGCHENG);
    other = await stack.memberWithCodes('同江口岸贸易有限公司', '2327960999');
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
  });

  const as = (who: { token: string }, p: string, body: Record<string, unknown> = {}, lang = 'zh-cn') =>
    call(api, p, { body, token: who.token, lang });
  const upload = async (p: string, token: string, xml: string) => {
    const res = await fetch(`${api}${p}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml', lang: 'en' },
      body: xml,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (await res.json()) as { data: any; message: string } };
  };
  /** Waits until the member's list shows `count` rows (the lists answer from OpenSearch). */
  const listed = (who: { token: string }, p: string, count: number, body: Record<string, unknown> = {}) =>
    waitFor(
      async () => {
        const res = await as(who, p, { pageSize: 200, ...body });
        return res.body.data?.total === count ? res.body.data : undefined;
      },
      30_000,
      `${p} to list ${count}`,
    );
  const filesIn = async (sub: string) => (await readdir(path.join(stack.inbox, sub))).sort();

  it('reads every sample dropped into the exchange folder, each document for the member its codes name', async () => {
    await writeFile(path.join(stack.inbox, 'CEB505Message-export-waybill.xml'), WAYBILL);
    await writeFile(path.join(stack.inbox, 'CEB621Message-import-inventory.xml'), INVENTORY);
    await waitFor(async () => (await filesIn('done')).length === 2, 30_000, 'the folder read');

    const inventories = await listed(heyu, '/member.kj.ceb621/page', 1);
    expect(inventories.rows[0]).toMatchObject({
      type: '621',
      status: 'received',
      error: false,
      orderNo: 'HY202503140000871',
      copNo: 'CIV2503140000123',
      logisticsNo: 'HYX8800231457CN',
      ebcName: '杭州禾屿跨境贸易有限公司',
      itemCount: 2,
    });
    const parcels = await listed(pengcheng, '/member.kj.ceb505/page', 2);
    expect(parcels.rows.map((r: { logisticsNo: string }) => r.logisticsNo).sort()).toEqual([
      'PCJ250402000318US',
      'PCJ250402000319US',
    ]);

    const detail = await as(heyu, '/member.kj.ceb621/detail', { id: inventories.rows[0].id }, 'en');
    expect(detail.status).toBe(200);
    expect(detail.body.data.name).toBe('Import inventory');
    expect(detail.body.data.fields).toMatchObject({ buyerName: '王小明', customsCode: '2924' });
    expect(detail.body.data.items.map((i: { itemNo: string; unit1: string }) => [i.itemNo, i.unit1])).toEqual(
      [
        ['HY-SKU-10482', '035'],
        ['HY-SKU-20917', '035'],
      ],
    );

    // The rejection receipt moves the inventory onto the error list, with its history.
    await writeFile(path.join(stack.inbox, 'CEB622Message-import-inventory-receipt-rejected.xml'), RECEIPT);
    const errorsListed = await listed(heyu, '/member.kj.ceb621/errorPage', 1);
    expect(errorsListed.rows[0]).toMatchObject({ status: '100', returnStatus: 100, error: true });
    const inquiry = await as(heyu, '/member.kj.ceb621/inquiry', { id: inventories.rows[0].id });
    expect(
      inquiry.body.data.history.map((h: { source: string; status: string }) => [h.source, h.status]),
    ).toEqual([
      ['message', 'received'],
      ['receipt', '100'],
    ]);
    expect(inquiry.body.data.receipts[0]).toMatchObject({ type: '622', returnStatus: 100 });
    expect(inquiry.body.data.receipts[0].returnInfo).toContain('订购人姓名与身份证件号码核验不一致');
    const detailAfter = await as(heyu, '/member.kj.ceb621/detail', { id: inventories.rows[0].id });
    expect(detailAfter.body.data.preNo).toBe('B20250314000087361');
    expect(await filesIn('failed')).toEqual([]);
  });

  it('changes nothing when the same message is read again', async () => {
    const again = await upload('/admin/kj.message/upload', stack.admin, INVENTORY);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ duplicate: true, valid: true, documents: 1, matched: 1 });
    const receiptAgain = await upload('/admin/kj.message/upload', stack.admin, RECEIPT);
    expect(receiptAgain.body.data.duplicate).toBe(true);
    const inquiry = await as(heyu, '/member.kj.ceb621/inquiry', {
      id: (await listed(heyu, '/member.kj.ceb621/page', 1)).rows[0].id,
    });
    expect(inquiry.body.data.history).toHaveLength(2);
    expect(inquiry.body.data.receipts).toHaveLength(1);
  });

  it('keeps a message with its elements in the wrong order as an error, with the XSD’s message', async () => {
    const wrongOrder = INVENTORY.replace('7D3F2A10-5B6C-4E8D-9A01-2C3B4D5E6F70', upperGuid()).replace(
      /<ceb:qty>2<\/ceb:qty>(\s*)<ceb:unit>142<\/ceb:unit>/,
      '<ceb:unit>142</ceb:unit>$1<ceb:qty>2</ceb:qty>',
    );
    const res = await upload('/admin/kj.message/upload', stack.admin, wrongOrder);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ valid: false, duplicate: false, documents: 1, matched: 1 });
    const xsdMessage =
      "Element '{http://www.chinaport.gov.cn/ceb}unit': This element is not expected. Expected is ( {http://www.chinaport.gov.cn/ceb}qty ).";
    expect(res.body.data.errors[0]).toMatch(/^line \d+: /);
    expect(res.body.data.errors[0]).toContain(xsdMessage);

    // On the member's error list (not its page), with the message for errorMessage.
    const errorsListed = await listed(heyu, '/member.kj.ceb621/errorPage', 2);
    const invalid = errorsListed.rows.find((r: { status: string }) => r.status === 'invalid');
    expect(invalid).toMatchObject({ invalid: true, error: true, copNo: 'CIV2503140000123' });
    const message = await as(heyu, '/member.kj.ceb621/errorMessage', { id: invalid.id });
    expect(message.body.data.errors[0]).toContain(xsdMessage);
    expect((await as(heyu, '/member.kj.ceb621/page', {})).body.data.total).toBe(1);

    const messages = await as({ token: stack.admin }, '/admin/kj.message/page', { valid: false });
    expect(messages.body.data.rows[0]).toMatchObject({ number: '621', valid: false, source: 'upload' });
    expect(messages.body.data.rows[0].errors[0]).toContain(xsdMessage);
  });

  it('reads a message of 100 documents in one go, and refuses one of 101', async () => {
    const started = Date.now();
    const res = await upload('/member.kj.message/upload', pengcheng.token, waybills(100, PENGCHENG, 'BULK'));
    const seconds = (Date.now() - started) / 1000;
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ valid: true, documents: 100, matched: 100, unmatched: 0 });
    console.log(`100 documents read in ${seconds.toFixed(2)} s: ${(100 / seconds).toFixed(0)} documents/s`);
    await listed(pengcheng, '/member.kj.ceb505/page', 102);
    const filtered = await as(pengcheng, '/member.kj.ceb505/page', { logisticsNo: 'BULK0009', pageSize: 50 });
    expect(filtered.body.data.total).toBe(10);

    const tooMany = await upload(
      '/member.kj.message/upload',
      pengcheng.token,
      waybills(101, PENGCHENG, 'OVER'),
    );
    expect(tooMany.body.data.valid).toBe(false);
    expect(tooMany.body.data.errors[0]).toContain('This element is not expected');
  });

  it('keeps each member to its own documents on every list and detail', async () => {
    const OWNER = '3302960ISO';
    const owner = await stack.memberWithCodes('宁波甬岚跨境供应链有限公司', OWNER);
    const types = Object.keys(LIST_SAMPLES) as ListType[];
    // The owner has documents on every list: each sample as read (page), and as the XSD
    // refused it (errorPage).
    const counts = new Map<string, number>();
    for (const type of types) {
      for (const [refused, list] of [
        [false, 'page'],
        [true, 'errorPage'],
      ] as const) {
        const res = await upload('/admin/kj.message/upload', stack.admin, sampleOf(type, OWNER, refused));
        expect(res.body.data.documents).toBeGreaterThan(0);
        expect(res.body.data).toMatchObject({ valid: !refused, matched: res.body.data.documents });
        counts.set(`/member.kj.ceb${type}/${list}`, res.body.data.matched);
      }
    }
    const ids = new Map<ListType, string[]>();
    for (const type of types) {
      const rows: Array<{ id: string }> = [];
      for (const list of ['page', 'errorPage']) {
        const p = `/member.kj.ceb${type}/${list}`;
        rows.push(...(await listed(owner, p, counts.get(p)!)).rows);
      }
      ids.set(
        type,
        rows.map((row) => row.id),
      );
    }

    for (const type of types) {
      for (const list of ['page', 'errorPage']) {
        const res = await as(other, `/member.kj.ceb${type}/${list}`, {});
        expect(res.status).toBe(200);
        expect({ type, list, ...res.body.data }).toMatchObject({ type, list, rows: [], total: 0 });
      }
      for (const id of ids.get(type)!) {
        for (const view of ['detail', 'inquiry', 'errorMessage']) {
          expect((await as(owner, `/member.kj.ceb${type}/${view}`, { id })).status).toBe(200);
          const res = await as(other, `/member.kj.ceb${type}/${view}`, { id }, 'en');
          expect({ type, view, status: res.status, message: res.body.message }).toEqual({
            type,
            view,
            status: 404,
            message: 'Record not found',
          });
        }
      }
    }
    // Another type's path does not reach a document either.
    const inventory = ids.get('621')![0]!;
    for (const view of ['detail', 'inquiry', 'errorMessage'])
      expect((await as(owner, `/member.kj.ceb505/${view}`, { id: inventory })).status).toBe(404);

    const sheetRows = async (who: { token: string }) => {
      const excel = await fetch(`${api}/member.kj.ceb621/excel`, {
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(excel.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await excel.arrayBuffer());
      return book.worksheets[0]!.rowCount;
    };
    expect(await sheetRows(owner)).toBe(2);
    expect(await sheetRows(other)).toBe(1);

    // A member's upload naming another member's codes stores nothing for that member.
    const foreign = await upload('/member.kj.message/upload', other.token, waybills(1, PENGCHENG, 'FOREIGN'));
    expect(foreign.body.data).toMatchObject({ valid: true, matched: 0, unmatched: 1 });
    const excel = await fetch(`${api}/member.kj.ceb505/excel?logisticsNo=FOREIGN`, {
      headers: { authorization: `Bearer ${pengcheng.token}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await excel.arrayBuffer());
    expect(book.worksheets[0]!.rowCount).toBe(1);
  }, 240_000);

  it('puts documents no member is named by on the back office’s unmatched list', async () => {
    const res = await upload('/admin/kj.message/upload', stack.admin, waybills(2, '1101980ZZZ', 'NOBODY'));
    expect(res.body.data).toMatchObject({ valid: true, matched: 0, unmatched: 2 });
    const list = await as({ token: stack.admin }, '/admin/kj.unmatched/page', { type: '505' });
    const rows = list.body.data.rows.filter((r: { key: string }) => r.key.includes('NOBODY'));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ reason: 'none', codes: ['1101980ZZZ'] });
    const info = await as({ token: stack.admin }, '/admin/kj.unmatched/info', { id: rows[0].id });
    expect(info.body.data.fields.logisticsCode).toBe('1101980ZZZ');
    expect((await as(pengcheng, '/admin/kj.unmatched/page', {})).status).toBe(403);

    // The company joins later: once its profile is approved, the documents are its own.
    const late = await stack.memberWithCodes('北京迟到物流有限公司', '1101980ZZZ');
    const mine = await listed(late, '/member.kj.ceb505/page', 2);
    expect(mine.rows.every((r: { logisticsNo: string }) => r.logisticsNo.startsWith('NOBODY'))).toBe(true);
    const left = await as({ token: stack.admin }, '/admin/kj.unmatched/page', { type: '505', pageSize: 200 });
    expect(left.body.data.rows.filter((r: { key: string }) => r.key.includes('NOBODY'))).toEqual([]);
  }, 240_000);

  it('puts a document whose code two members give on the unmatched list, for neither of them', async () => {
    const TWIN = '4401960TWN';
    const twins = [
      await stack.memberWithCodes('广州双禾供应链有限公司', TWIN),
      await stack.memberWithCodes('广州双禾物流有限公司', TWIN),
    ];
    const res = await upload('/admin/kj.message/upload', stack.admin, waybills(1, TWIN, 'TWIN'));
    expect(res.body.data).toMatchObject({ valid: true, matched: 0, unmatched: 1 });
    const list = await as({ token: stack.admin }, '/admin/kj.unmatched/page', { type: '505', pageSize: 200 });
    const row = list.body.data.rows.find((r: { key: string }) => r.key === `${TWIN}/TWIN00001US`);
    expect(row).toMatchObject({ reason: 'ambiguous', codes: [TWIN] });
    expect([...row.candidates].sort()).toEqual(twins.map((twin) => twin.memberId).sort());
    for (const twin of twins)
      expect((await as(twin, '/member.kj.ceb505/page', {})).body.data).toMatchObject({ total: 0 });
  }, 240_000);

  it('matches a document by the member’s unified social credit code as well as its customs code', async () => {
    const res = await upload(
      '/admin/kj.message/upload',
      stack.admin,
      waybills(1, pengcheng.creditCode, 'CREDIT'),
    );
    expect(res.body.data).toMatchObject({ valid: true, matched: 1, unmatched: 0 });
    const mine = await listed(pengcheng, '/member.kj.ceb505/page', 1, { logisticsNo: 'CREDIT' });
    expect(mine.rows[0]).toMatchObject({ logisticsNo: 'CREDIT00001US', status: 'received' });
  });

  it('tells the member when the schema refuses a message naming it', async () => {
    const refused = waybills(1, PENGCHENG, 'REFUSED').replace(
      '<ceb:packNo>1</ceb:packNo>',
      '<ceb:packNo>many</ceb:packNo>',
    );
    const res = await upload('/member.kj.message/upload', pengcheng.token, refused);
    expect(res.body.data).toMatchObject({ valid: false, matched: 1 });
    const notices = (who: { token: string }) =>
      as(who, '/home/member.Notice/page', { pageNumber: 1, pageSize: 50 }, 'en').then(
        (r) => (r.body.data?.rows ?? []) as Array<{ kind: string; title: string; content: string }>,
      );
    // An earlier test's refused message may notify the same member later than this one.
    const notice = await waitFor(
      async () =>
        (await notices(pengcheng)).find(
          (n) => n.kind === 'declaration.rejected' && n.content.includes('"REFUSED00001US"'),
        ),
      60_000,
      'the member’s notice',
    );
    expect(notice.title).toBe('Customs message refused');
    expect(notice.content).toContain('"REFUSED00001US" of a CEB505 message');
    expect(notice.content).toContain(res.body.data.errors[0]);
    expect((await notices(other)).filter((n) => n.kind === 'declaration.rejected')).toEqual([]);
  });

  it('exports a filtered list as a workbook in the reader’s language', async () => {
    const res = await fetch(`${api}/member.kj.ceb505/excel?logisticsNo=BULK`, {
      headers: { authorization: `Bearer ${pengcheng.token}`, lang: 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Declarations');
    expect(sheet.getRow(1).getCell(2).value).toBe('Waybill no.');
    expect(sheet.rowCount).toBe(101);
  });

  it('refuses a day that is not on the calendar, on the list and on the workbook, in the reader’s language', async () => {
    const page = await as(pengcheng, '/member.kj.ceb505/page', { dateFrom: '2025-02-30' });
    expect(page.status).toBe(400);
    for (const day of ['0000-00-00', '2025-13-01']) {
      const res = await fetch(`${api}/member.kj.ceb505/excel?dateFrom=${day}`, {
        headers: { authorization: `Bearer ${pengcheng.token}`, lang: 'en' },
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string };
      expect(body.message).toMatch(/dateFrom/);
    }
  });
});
