import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { adminToken } from './contract-helpers';
import { customsMember, listed, newCustomsCode, refusedCopy, sampleFor, uploadXml } from './customs-helpers';
import { snap, PHONE } from './fixtures';
import { requireRealStack } from './identity-helpers';
import { signInByApi, type Member } from './marketplace-helpers';

/**
 * The customs channel screens against the real stack (E2E_BASE_URL): a member whose
 * approved company profile carries the samples' customs code gets each sample message
 * (and a copy the XSD refuses), and for each of the eight screens opens the list, a
 * detail, the inquiry and the error messages; sees a CEB404 move its payment receipt on;
 * declares a CEB303 from the form; downloads an Excel; reads the lists on a phone; in
 * zh-CN, en and ru. The back office reads a
 * message nobody's codes name and finds it on the unmatched list.
 */

const LOADED = { timeout: 30_000 };
type Lang = 'zh-CN' | 'en' | 'ru';

const CHANNELS = [
  {
    key: 'contract',
    type: '303',
    menu: '出口电子订单',
    keyOf: (r: Record<string, string>) => r.orderNo ?? '',
  },
  {
    key: 'exportList',
    type: '603',
    menu: '出口申报清单',
    keyOf: (r: Record<string, string>) => r.copNo ?? '',
  },
  {
    key: 'exportWaybill',
    type: '505',
    menu: '出口物流运单',
    keyOf: (r: Record<string, string>) => r.logisticsNo,
  },
  {
    key: 'exportZfd',
    type: '607',
    menu: '出口清单总分单',
    keyOf: (r: Record<string, string>) => r.copNo ?? '',
  },
  {
    key: 'exportReceipt',
    type: '403',
    menu: '收款单',
    keyOf: (r: Record<string, string>) => r.orderNo ?? '',
  },
  {
    key: 'importList',
    type: '621',
    menu: '进口申报清单',
    keyOf: (r: Record<string, string>) => r.copNo ?? '',
  },
  {
    key: 'importWaybill',
    type: '511',
    menu: '进口物流运单',
    keyOf: (r: Record<string, string>) => r.logisticsNo,
  },
  {
    key: 'importZfd',
    type: '411',
    menu: '进口支付单',
    keyOf: (r: Record<string, string>) => r.payTransactionId,
  },
] as const;

/** What the 202205 XSD says of an appType of two characters (libxml2's words). */
const XSD_APPTYPE =
  "Element '{http://www.chinaport.gov.cn/ceb}appType': [facet 'length'] The value has a length of '2'; this differs from the allowed length of '1'.";

type Rows = Array<Record<string, string> & { id: string; status: string }>;

async function memberPage(
  browser: Browser,
  request: Parameters<typeof signInByApi>[1],
  who: Member,
  lang: Lang,
  phone = false,
) {
  const context = await browser.newContext(phone ? PHONE : { viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInByApi(page, request, who.account, who.password, lang);
  return page;
}

/** The list of a channel, its detail, its inquiry and the error messages of a refused copy. */
async function visitChannel(
  page: Page,
  channel: (typeof CHANNELS)[number],
  rows: Rows,
  errors: Rows,
  shots: boolean,
) {
  const screen = page.getByTestId(`customs-${channel.key}`);
  await expect(screen).toBeVisible(LOADED);
  const table = page.getByTestId(`data-table-customs-${channel.key}-all`);
  const doc = rows.find((r) => r.status !== 'invalid')!;
  await expect(table.getByText(channel.keyOf(doc) ?? '', { exact: true }).first()).toBeVisible(LOADED);
  if (shots) await snap(page, `customs-${channel.key}-list-zh`);

  // detail: the head fields by their official names, and the goods lines
  await table.getByTestId(`detail-${doc.id}`).click();
  const detail = page.getByTestId('declaration-detail');
  await expect(detail).toBeVisible(LOADED);
  await expect(detail.getByTestId('detail-head')).toContainText(channel.keyOf(doc) ?? '');
  await expect(detail.getByTestId('detail-head')).toContainText('appTime');
  if (shots) await snap(page, `customs-${channel.key}-detail-zh`);

  // inquiry: the history as a timeline
  await page.getByTestId('view-inquiry').click();
  await expect(page.getByTestId('inquiry-timeline')).toContainText('报文接收', LOADED);
  if (shots) await snap(page, `customs-${channel.key}-inquiry-zh`);

  // errorMessage: the refused copy with the validator's words, verbatim
  await page.getByTestId('view-errorMessage').click();
  const refused = errors.find((r) => r.status === 'invalid')!;
  await page.getByTestId(`errors-${refused.id}`).click();
  await expect(page.getByTestId('error-message')).toContainText('报文校验失败', LOADED);
  await expect(page.getByTestId('error-line').first()).toContainText(XSD_APPTYPE);
  if (shots) await snap(page, `customs-${channel.key}-errors-zh`);
}

/**
 * Fills a declaration form's head fields: inputs are typed, code selects are searched by
 * their code and the match taken.
 */
async function fillDeclareFields(page: Page, form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.getByTestId(`declare-${name}`);
    if (await field.evaluate((node) => node.classList.contains('ant-select'))) {
      await field.click();
      await page.keyboard.type(value);
      await page.keyboard.press('Enter');
      await expect(field).toContainText(`${value} `);
    } else {
      await field.fill(value);
    }
  }
}

/** Declares the open form (appStatus 2) and checks the detail and the written message. */
async function expectDeclared(page: Page, type: string, key: string) {
  await page.getByTestId('declare-form').getByTestId('declare-submit').click();
  const declared = page.getByTestId('declaration-detail');
  await expect(declared).toBeVisible(LOADED);
  await expect(declared.getByTestId('declaration-status')).toHaveText('已申报');
  await expect(declared.getByTestId('detail-head')).toContainText(key);
  await page.getByTestId('view-inquiry').click();
  await expect(page.getByTestId('inquiry-timeline')).toContainText('平台申报', LOADED);
  await expect(page.getByTestId('inquiry-timeline')).toContainText(
    new RegExp(`CEB${type}Message_[0-9A-F-]+\\.xml`),
  );
}

/** The Excel view's download, under the name it should have: its first sheet. */
async function downloadedSheet(page: Page, fileName: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('excel-download').click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

test.describe('customs channel screens (real stack)', () => {
  test.beforeAll(requireRealStack);
  test.setTimeout(900_000);

  test('the eight channel screens, declaring, Excel, the phone and the back office', async ({
    browser,
    request,
  }) => {
    const code = newCustomsCode();
    const member = await customsMember(request, `绥芬河跨境通关测试${code}有限公司`, code);

    // The samples as the member's company sends them, and a copy of each the XSD refuses.
    const lists: Record<string, { rows: Rows; errors: Rows }> = {};
    for (const { type } of CHANNELS) {
      const xml = sampleFor(type, code);
      const read = await uploadXml(request, '/member.kj.message/upload', xml, member.token);
      expect(read).toMatchObject({ valid: true, matched: read.documents });
      const refused = await uploadXml(request, '/member.kj.message/upload', refusedCopy(xml), member.token);
      expect(refused.valid).toBe(false);
      expect(refused.errors[0]).toContain(XSD_APPTYPE);
    }
    // The customs answer the import inventory: rejected (CEB622, status 100); and the
    // export payment receipt: accepted (CEB404, status 120).
    const admin = await adminToken(request);
    await uploadXml(request, '/admin/kj.message/upload', sampleFor('622', code), admin);
    await uploadXml(request, '/admin/kj.message/upload', sampleFor('404', code), admin);
    for (const { type } of CHANNELS) {
      const count = type === '505' ? 2 : 1;
      lists[type] = {
        rows: await listed(request, member.token, `/member.kj.ceb${type}/page`, count),
        errors: await listed(
          request,
          member.token,
          `/member.kj.ceb${type}/errorPage`,
          type === '621' ? count * 2 : count,
        ),
      };
    }

    // Desktop, Chinese: every screen through the side menu.
    const page = await memberPage(browser, request, member, 'zh-CN');
    await page.goto('/newChannel/contract');
    const menu = page.getByTestId('member-menu');
    await expect(menu.getByText('跨境通关', { exact: true })).toBeVisible(LOADED);
    for (const channel of CHANNELS) {
      const link = menu.getByText(channel.menu, { exact: true });
      if (!(await link.isVisible())) await menu.getByText('跨境通关', { exact: true }).click();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/newChannel/${channel.key}$`));
      const { rows, errors } = lists[channel.type]!;
      await visitChannel(page, channel, rows, errors, true);
    }

    // A member uploads a message from the screen: read, matched to it, the result shown.
    await page.goto('/newChannel/importZfd');
    await page.getByTestId('upload-open').click();
    await page.getByTestId('upload-text').fill(sampleFor('411', code));
    await page.getByTestId('upload-send').click();
    const uploaded = page.getByTestId('upload-result');
    await expect(uploaded).toContainText('CEB411报文已读取', LOADED);
    await expect(uploaded.getByTestId('upload-documents')).toHaveText('1');
    await expect(uploaded.getByTestId('upload-matched')).toHaveText('1');
    await snap(page, 'customs-importZfd-upload-zh');
    await page.keyboard.press('Escape');

    // The rejected import inventory: status by name, the customs' words on its errors and inquiry.
    const inventory = lists['621']!.rows[0]!;
    await page.goto(`/newChannel/importList?view=inquiry&id=${encodeURIComponent(inventory.id)}`);
    await expect(page.getByTestId('inquiry-receipts')).toContainText('CEB622', LOADED);
    await expect(page.getByTestId('inquiry-receipts')).toContainText('海关退单');
    await expect(page.getByTestId('inquiry-receipts')).toContainText('订购人姓名与身份证件号码核验不一致');
    await snap(page, 'customs-importList-receipt-zh');

    // The accepted payment receipt: its status moved by the CEB404, the receipt on its inquiry.
    const payment = lists['403']!.rows[0]!;
    await expect
      .poll(async () => (await listed(request, member.token, '/member.kj.ceb403/page', 1))[0]?.status, LOADED)
      .toBe('120');
    await page.goto('/newChannel/exportReceipt');
    const receipts = page.getByTestId('data-table-customs-exportReceipt-all');
    await expect(receipts).toContainText('海关入库', LOADED);
    await expect(receipts).toContainText('303.50 人民币');
    await snap(page, 'customs-exportReceipt-accepted-zh');
    await page.goto(`/newChannel/exportReceipt?view=inquiry&id=${encodeURIComponent(payment.id)}`);
    await expect(page.getByTestId('inquiry-receipts')).toContainText('CEB404', LOADED);
    await expect(page.getByTestId('inquiry-receipts')).toContainText('入库成功');
    await snap(page, 'customs-exportReceipt-receipt-zh');
    await page.goto('/newChannel/exportReceipt?view=excel');
    const receiptsSheet = await downloadedSheet(page, 'ceb403-all.xlsx');
    expect(receiptsSheet.rowCount).toBe(2);
    expect(JSON.stringify(receiptsSheet.getRow(2).values)).toContain(payment.orderNo ?? '');

    // Filters: status 100 leaves the rejected inventory; an order number nobody has, nothing.
    await page.goto('/newChannel/importList?status=100');
    await expect(page.getByTestId('data-table-customs-importList-all')).toContainText('海关退单', LOADED);
    await page.goto('/newChannel/importList?orderNo=NOSUCHORDER');
    await expect(page.getByTestId('data-table-customs-importList-all')).toContainText('暂无数据', LOADED);

    // Excel: the filtered list, streamed by the service.
    await page.goto('/newChannel/importList?view=excel&status=100');
    await expect(page.getByTestId('excel-filters')).toContainText('海关退单', LOADED);
    const sheet = await downloadedSheet(page, 'ceb621-all.xlsx');
    expect(sheet.rowCount).toBe(2);
    expect(JSON.stringify(sheet.getRow(2).values)).toContain(inventory.copNo ?? '');
    await snap(page, 'customs-importList-excel-zh');

    // Declaring a CEB303 from the form: signed and written to the outbound exchange.
    await page.goto('/newChannel/contract');
    await page.getByTestId('declare-open').click();
    const form = page.getByTestId('declare-form');
    await expect(form).toBeVisible(LOADED);
    const orderNo = `SO${code}`;
    await form.getByTestId('declare-orderNo').fill(orderNo);
    await form.getByTestId('declare-ebpCode').fill(code);
    await form.getByTestId('declare-ebpName').fill(member.company);
    await form.getByTestId('declare-goodsValue').fill('199.00');
    const line = form.getByTestId('declare-items');
    await line.getByLabel('itemNo').fill('SKU-1');
    await line.getByLabel('itemName').fill('蓝牙耳机');
    await line.getByLabel('qty', { exact: true }).fill('1');
    await line.getByLabel('price', { exact: true }).fill('199.00');
    await line.getByLabel('totalPrice').fill('199.00');
    await snap(page, 'customs-contract-declare-zh');
    await form.getByTestId('declare-submit').click();
    const declared = page.getByTestId('declaration-detail');
    await expect(declared).toBeVisible(LOADED);
    await expect(declared.getByTestId('declaration-status')).toHaveText('已申报');
    await expect(declared.getByTestId('detail-head')).toContainText(orderNo);
    await expect(declared.getByTestId('detail-items')).toContainText('蓝牙耳机');
    await page.getByTestId('view-inquiry').click();
    await expect(page.getByTestId('inquiry-timeline')).toContainText('平台申报', LOADED);
    await expect(page.getByTestId('inquiry-timeline')).toContainText(/CEB303Message_[0-9A-F-]+\.xml/);
    await snap(page, 'customs-contract-declared-zh');

    // The same order's waybill (CEB505) and inventory (CEB603), each from its own form.
    const logisticsNo = `LN${code}`;
    await page.goto('/newChannel/exportWaybill');
    await page.getByTestId('declare-open').click();
    await expect(page.getByTestId('declare-form')).toBeVisible(LOADED);
    await fillDeclareFields(page, page.getByTestId('declare-form'), {
      logisticsNo,
      grossWeight: '0.6',
      goodsInfo: '蓝牙耳机1件',
    });
    await snap(page, 'customs-exportWaybill-declare-zh');
    await expectDeclared(page, '505', logisticsNo);

    const copNo = `EIV${code}`;
    await page.goto('/newChannel/exportList');
    await page.getByTestId('declare-open').click();
    const inventoryForm = page.getByTestId('declare-form');
    await expect(inventoryForm).toBeVisible(LOADED);
    await fillDeclareFields(page, inventoryForm, {
      customsCode: '5141',
      ebpCode: code,
      ebpName: member.company,
      orderNo,
      logisticsCode: code,
      logisticsName: member.company,
      logisticsNo,
      copNo,
      portCode: '5141',
      ieDate: '20261127',
      agentCode: code,
      agentName: member.company,
      ownerCode: code,
      ownerName: member.company,
      trafMode: '5',
      country: '344',
      POD: '3440',
      grossWeight: '0.6',
      netWeight: '0.4',
    });
    const goods = inventoryForm.getByTestId('declare-items');
    await goods.getByLabel('itemNo').fill('SKU-1');
    await goods.getByLabel('gcode').fill('8518300000');
    await goods.getByLabel('gname').fill('蓝牙耳机');
    await goods.getByLabel('gmodel').fill('无线|塑料');
    await goods.getByLabel('国家（地区）').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title^="142 "]').click();
    await goods.getByLabel('qty', { exact: true }).fill('1');
    await goods.getByLabel('qty1', { exact: true }).fill('0.4');
    await goods.getByLabel('price', { exact: true }).fill('199.00');
    await goods.getByLabel('totalPrice').fill('199.00');
    await snap(page, 'customs-exportList-declare-zh');
    await expectDeclared(page, '603', copNo);
    await page.context().close();

    // English and Russian: a list and a detail, names of fields and statuses translated.
    for (const [lang, key, id, title, field, status] of [
      [
        'en',
        'importList',
        inventory.id,
        'Import inventories',
        'Company reference no.',
        'Rejected by customs',
      ],
      [
        'ru',
        'importList',
        inventory.id,
        'Импортные декларации-перечни',
        'Внутренний номер',
        'Отклонено таможней',
      ],
      [
        'en',
        'exportReceipt',
        payment.id,
        'Payment receipts (export)',
        'Amount received',
        'Accepted by customs',
      ],
      [
        'ru',
        'exportReceipt',
        payment.id,
        'Поступления оплаты (экспорт)',
        'Полученная сумма',
        'Принято таможней',
      ],
    ] as const) {
      const other = await memberPage(browser, request, member, lang);
      await other.goto(`/newChannel/${key}`);
      await expect(other.getByRole('heading', { name: title })).toBeVisible(LOADED);
      await expect(other.getByTestId(`data-table-customs-${key}-all`)).toContainText(status, LOADED);
      await snap(other, `customs-${key}-list-${lang}`);
      await other.goto(`/newChannel/${key}?view=detail&id=${encodeURIComponent(id)}`);
      await expect(other.getByTestId('detail-head')).toContainText(field, LOADED);
      await snap(other, `customs-${key}-detail-${lang}`);
      await other.context().close();
    }

    // The phone: from the member home to the channel's list and a document.
    for (const lang of ['zh-CN', 'en', 'ru'] as const) {
      const phone = await memberPage(browser, request, member, lang, true);
      await phone.goto('/mobile/member');
      await phone.getByTestId('entry-customs').click();
      await expect(phone.getByTestId('mobile-customs')).toBeVisible(LOADED);
      await phone.getByTestId('channel-importList').click();
      const row = phone.getByTestId(`mobile-row-${inventory.id}`);
      await expect(row).toBeVisible(LOADED);
      await snap(phone, `customs-mobile-list-${lang}`);
      await row.click();
      const info = phone.getByTestId('mobile-customs-info');
      await expect(info).toContainText(inventory.copNo ?? '', LOADED);
      await expect(phone.getByTestId('mobile-history')).toBeVisible();
      await snap(phone, `customs-mobile-info-${lang}`);
      await phone.goBack();
      await phone.getByTestId('channel-exportReceipt').click();
      await expect(phone.getByTestId(`mobile-row-${payment.id}`)).toBeVisible(LOADED);
      await snap(phone, `customs-mobile-exportReceipt-${lang}`);
      await phone.context().close();
    }
  });

  test('the back office reads a message no member’s codes name, and finds it on the unmatched list', async ({
    page,
    request,
  }) => {
    const stray = newCustomsCode();
    const admin = await adminToken(request);
    await page.addInitScript((token) => {
      const hour = Date.now() + 3_600_000;
      localStorage.setItem('trade_accessToken', JSON.stringify({ value: token, expire: hour }));
    }, admin);
    await page.goto('/admin/kj/message');
    const menu = page.getByTestId('admin-menu');
    await expect(menu.getByText('跨境通关', { exact: true })).toBeVisible(LOADED);
    await page.getByTestId('upload-text').fill(sampleFor('505', stray));
    await page.getByTestId('upload-send').click();
    const result = page.getByTestId('upload-result');
    await expect(result).toContainText('CEB505', LOADED);
    await expect(result.getByTestId('upload-documents')).toHaveText('2');
    await expect(result.getByTestId('upload-unmatched')).toHaveText('2');
    await snap(page, 'customs-admin-upload-zh');

    await menu.getByText('未匹配单证', { exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/kj\/unmatched$/);
    const key = `${stray}/PCJ250402000318US`;
    await page.getByTestId(`unmatched-${key}`).click();
    const info = page.getByTestId('unmatched-info');
    await expect(info).toContainText(stray, LOADED);
    await expect(info).toContainText('PCJ250402000318US');
    await snap(page, 'customs-admin-unmatched-zh');
  });
});
