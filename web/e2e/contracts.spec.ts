import { expect, test, type Page } from '@playwright/test';
import {
  CONTRACT_COMPANIES,
  acceptedQuote,
  adminToken,
  choose,
  companyMember,
  confirmModal,
  stamp,
} from './contract-helpers';
import { gradientPng } from './files-helpers';
import { snap, PHONE } from './fixtures';
import { ADMIN, passwordLogin, requireRealStack } from './identity-helpers';
import { post, signInByApi } from './marketplace-helpers';

/**
 * Contract filing and tracking against the real stack (E2E_BASE_URL, the member service on
 * its local registry): a member starts a contract from an accepted quotation, adds a line,
 * submits it, files another from scratch whose counterparty the registry does not confirm;
 * an admin approves the first and rejects the flagged one; the member starts execution,
 * records milestones (the counterparty records one too) and completes it, and reads the
 * timeline — on desktop and on a phone, where a milestone carries a photo taken with it.
 */

/** The first thing a page shows after navigating may wait for its lazy chunk on a busy machine. */
const LOADED = { timeout: 30_000 };
/** A registry company no browser test claims as a profile: a counterparty that is not a member. */
const HEIHE = { name: '黑河中俄农产品贸易有限公司', creditCode: '91231181MA1BT0003H' };

/** The antd modal (not a confirmation) showing now. */
const modal = (page: Page) => page.locator('.ant-modal:visible').last();

/** Opens 合同审核 through the back office's menu. */
async function openContractReview(page: Page) {
  const menu = page.getByTestId('admin-menu');
  const link = menu.getByRole('link', { name: '合同审核', exact: true });
  if (!(await link.isVisible())) await menu.getByText('企业管理', { exact: true }).click();
  // A click while the submenu still slides open can miss the link: click until the page changes.
  await expect(async () => {
    await link.click();
    await expect(page).toHaveURL(/\/admin\/member\/contract/, { timeout: 2_000 });
  }).toPass(LOADED);
  await expect(page.getByRole('heading', { name: '合同审核' })).toBeVisible(LOADED);
}

/** Records a milestone in the dialog of the contract page. */
async function addMilestone(page: Page, milestone: string | null, note: string) {
  await page.getByTestId('action-milestone').click();
  const form = page.getByTestId('milestone-form');
  await expect(form).toBeVisible();
  if (milestone) await choose(page, 'milestone-select', milestone);
  await form.getByLabel('说明').fill(note);
  await modal(page)
    .getByRole('button', { name: /^确\s?定$/ })
    .click();
  await expect(form).toBeHidden();
}

test.describe('contracts on desktop (real stack)', () => {
  test.beforeAll(requireRealStack);
  test.setTimeout(300_000);

  test('a contract from an accepted quotation is submitted, approved, executed milestone by milestone and completed; a flagged one is rejected', async ({
    page,
    request,
    browser,
  }) => {
    const admin = await adminToken(request);
    const buyer = await companyMember(request, CONTRACT_COMPANIES.suifenhe, 'ctra');
    const seller = await companyMember(request, CONTRACT_COMPANIES.dongning, 'ctrb');
    const product = `求购大豆${stamp()}`;
    const quoteId = await acceptedQuote(request, buyer, seller, admin, product);
    const number = `HT-${stamp()}`;
    const flaggedNumber = `${number}-X`;

    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page, request, buyer.account, buyer.password);
    await page.goto('/memberContract/index');
    await expect(page.getByTestId('data-table-contracts-member')).toBeVisible(LOADED);
    await expect(page.getByText('页面正在建设中')).toHaveCount(0);

    // Start from the accepted quotation: the parties, the goods line and the currency are filled in.
    await page.getByTestId('contract-from-quote').click();
    await page.getByTestId(`use-quote-${quoteId}`).click(LOADED);
    await expect(page).toHaveURL(new RegExp(`/memberContract/save/0\\?quoteId=${quoteId}$`));
    const form = page.getByTestId('contract-form');
    await expect(page.getByTestId('from-quote-banner')).toBeVisible(LOADED);
    await expect(page.getByTestId('own-party')).toContainText(CONTRACT_COMPANIES.suifenhe.name);
    await expect(form.getByLabel('企业名称')).toHaveValue(CONTRACT_COMPANIES.dongning.name);
    await expect(form.getByLabel('品名 1')).toHaveValue(product);
    await expect(form.getByLabel('数量 1')).toHaveValue('200');
    await expect(form.getByLabel('单价 1')).toHaveValue('4100.5');
    await expect(page.getByTestId('contract-total')).toContainText('CNY 820,100.00');
    await form.getByLabel('合同编号').fill(number);

    // A second line: its amount and the total follow as it is typed.
    await page.getByRole('button', { name: '添加货物' }).click();
    await form.getByLabel('品名 2').fill('包装袋');
    await form.getByLabel('数量 2').fill('1000');
    await form.getByLabel('单价 2').fill('1.255');
    await page
      .getByTestId('contract-lines')
      .locator('tbody tr.ant-table-row')
      .nth(1)
      .locator('.ant-select')
      .click();
    await page.locator('.ant-select-dropdown:visible').getByText('件', { exact: true }).click();
    await expect(page.getByTestId('contract-lines').locator('tbody tr.ant-table-row').nth(1)).toContainText(
      '1,255.00',
    );
    await expect(page.getByTestId('contract-total')).toContainText('CNY 821,355.00');
    await form.getByLabel('贸易术语').fill('FOB');
    await form.getByLabel('装运港').fill('符拉迪沃斯托克');
    await form.getByLabel('目的港').fill('绥芬河');
    await form.getByLabel('签订日期').fill('2025-03-01');
    await form.getByLabel('签订日期').press('Enter');
    await snap(page, 'contract-save-from-quote-zh-CN');
    await page.getByTestId('contract-save-submit').click();

    // Submitted: the registry confirms both parties.
    await expect(page).toHaveURL(/\/memberContract\/info\/[0-9a-f]{24}$/, LOADED);
    const contractId = page.url().split('/').pop()!;
    const header = page.getByTestId('contract-header');
    await expect(header).toHaveAttribute('data-status', 'submitted', LOADED);
    await expect(page.getByTestId('party-buyer').getByTestId('check-match')).toBeVisible();
    await expect(page.getByTestId('party-seller').getByTestId('check-match')).toBeVisible();
    await expect(page.getByTestId('contract-total-view')).toHaveText('CNY 821,355.00');
    await expect(page.getByTestId('mismatch-alert')).toHaveCount(0);

    // From scratch, as the seller, to a buyer whose name the registry has under another one.
    await page.goto('/memberContract/save/0');
    await expect(form).toBeVisible(LOADED);
    await form.getByLabel('合同编号').fill(flaggedNumber);
    await page.getByTestId('contract-side').getByText('卖方').click();
    await form.getByLabel('企业名称').fill('黑河某农产品公司');
    await form.getByLabel('统一社会信用代码').fill(HEIHE.creditCode);
    await form.getByLabel('品名 1').fill('原木');
    await form.getByLabel('数量 1').fill('50');
    await form.getByLabel('单价 1').fill('980');
    await expect(page.getByTestId('contract-total')).toContainText('CNY 49,000.00');
    await page.getByTestId('contract-save').click();
    await expect(header).toHaveAttribute('data-status', 'draft', LOADED);
    await page.getByTestId('action-submit').click();
    await confirmModal(page, flaggedNumber);
    await expect(header).toHaveAttribute('data-status', 'submitted', LOADED);
    const alert = page.getByTestId('mismatch-alert');
    await expect(alert).toContainText('合同主体核验异常');
    await expect(alert).toContainText(HEIHE.name);
    await expect(alert).toContainText('审核人员会看到此提示');
    await expect(page.getByTestId('party-buyer').getByTestId('check-mismatch')).toBeVisible();
    await snap(page, 'contract-info-mismatch-zh-CN');

    // The list: both, the flagged one marked, with the count and the page's total.
    await page.goto('/memberContract/index');
    const table = page.getByTestId('data-table-contracts-member');
    const flaggedRow = table.locator('tbody tr.ant-table-row', { hasText: flaggedNumber });
    await expect(flaggedRow.getByTestId('mismatch-flag')).toBeVisible(LOADED);
    await expect(table.locator('tbody tr.ant-table-row', { hasText: `${number}` }).first()).toContainText(
      '待审核',
    );
    await expect(page.getByTestId('contract-totals')).toContainText('共 2 份合同');
    await expect(page.getByTestId('contract-totals')).toContainText('CNY 870,355.00');
    await page.getByTestId('contracts-member-flagged').click();
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await snap(page, 'contract-list-flagged-zh-CN');

    // The admin approves the first and rejects the flagged one with a reason.
    const adminPage = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await passwordLogin(adminPage, ADMIN.username, ADMIN.password);
    await expect(adminPage).toHaveURL(/\/admin$/);
    await openContractReview(adminPage);
    const search = adminPage.getByTestId('member-contract-search').locator('input');
    await search.fill(number);
    await search.press('Enter');
    const adminTable = adminPage.getByTestId('data-table-member-contract');
    const row = adminTable.locator('tbody tr.ant-table-row', { hasText: CONTRACT_COMPANIES.dongning.name });
    await expect(row).toHaveCount(1, LOADED);
    await expect(row).toContainText('待审核');
    await row.getByRole('button', { name: '详情' }).click();
    const detail = adminPage.getByTestId('contract-review-detail');
    await expect(detail).toContainText(CONTRACT_COMPANIES.suifenhe.name);
    await expect(detail.getByTestId('check-match')).toHaveCount(2);
    await adminPage.getByTestId('contract-detail-approve').click();
    await confirmModal(adminPage, `确定审核通过合同“${number}”？`);
    await expect(row).toContainText('已审核');

    await adminPage.getByTestId('member-contract-flagged').click();
    const flaggedAdminRow = adminTable.locator('tbody tr.ant-table-row', { hasText: flaggedNumber });
    await expect(flaggedAdminRow.getByTestId('mismatch-flag')).toBeVisible(LOADED);
    await flaggedAdminRow.getByRole('button', { name: '详情' }).click();
    const adminAlert = adminPage.getByTestId('mismatch-alert');
    await expect(adminAlert).toContainText(HEIHE.name);
    // Addressed to the reviewer, not the member's "the reviewer sees this flag too".
    await expect(adminAlert).toContainText('请核实合同主体后再审核通过');
    await expect(adminAlert).not.toContainText('审核人员会看到此提示');
    await snap(adminPage, 'contract-admin-detail-mismatch-zh-CN');
    await adminPage.getByTestId('contract-detail-reject').click();
    const reject = adminPage.getByTestId('contract-reject-form');
    await reject.getByLabel('驳回原因').fill('买方名称与信用代码不符，请核对');
    await modal(adminPage)
      .getByRole('button', { name: /^驳\s?回$/ })
      .click();
    await expect(reject).toBeHidden();
    await expect(flaggedAdminRow).toContainText('已驳回');
    await snap(adminPage, 'contract-admin-list-zh-CN');
    await adminPage.close();

    // The member reads the rejection and can edit the flagged contract again.
    await page.goto(`/memberContract/info/${await idOf(page, flaggedNumber)}`);
    await expect(page.getByTestId('reject-reason')).toContainText('买方名称与信用代码不符，请核对', LOADED);
    await expect(page.getByTestId('action-edit')).toBeVisible();

    // Execution of the approved one.
    await page.goto(`/memberContract/info/${contractId}`);
    await expect(header).toHaveAttribute('data-status', 'approved', LOADED);
    await page.getByTestId('action-start').click();
    await confirmModal(page, `确定开始执行合同“${number}”？`);
    await expect(header).toHaveAttribute('data-status', 'executing', LOADED);
    await expect(page.getByTestId('milestone-deposit_paid')).toHaveAttribute('data-state', 'next');
    await addMilestone(page, null, '定金 30% 已到账');
    await expect(page.getByTestId('milestone-deposit_paid')).toHaveAttribute('data-state', 'done');
    await expect(page.getByRole('button', { name: '确认完成' })).toBeDisabled();

    // The seller, a member, records the shipment from its side.
    const today = new Date().toISOString().slice(0, 10);
    await post(
      request,
      '/home/member.ContractTracking/add',
      { contractId, milestone: 'shipped', date: today, note: '铁路发运，车号 CN-2025-1188' },
      seller.token,
    );
    await page.reload();
    const shipped = page.getByTestId('milestone-shipped');
    await expect(shipped).toHaveAttribute('data-state', 'done', LOADED);
    await expect(shipped).toContainText('对方登记');
    await expect(page.getByTestId('milestone-production')).toHaveAttribute('data-state', 'skipped');

    await addMilestone(page, '已交货', '买方已验收');
    await expect(page.getByTestId('milestone-delivered')).toHaveAttribute('data-state', 'done');
    await page.getByTestId('action-complete').click();
    await confirmModal(page, `确定合同“${number}”已执行完成？`);
    await expect(header).toHaveAttribute('data-status', 'completed', LOADED);

    // The tracking list and the timeline.
    await page.goto('/memberContract/trace');
    const traceRow = page
      .getByTestId('data-table-contracts-trace')
      .locator('tbody tr.ant-table-row', { hasText: number });
    await expect(traceRow.first()).toContainText('已完成', LOADED);
    await traceRow.first().getByTestId(`contract-${number}`).click();
    await expect(page).toHaveURL(new RegExp(`/memberContract/traceDetail\\?id=${contractId}$`));
    const timeline = page.getByTestId('milestone-timeline');
    await expect(timeline).toContainText('买方已验收', LOADED);
    await expect(timeline).toContainText('铁路发运');
    await snap(page, 'contract-flow-trace-detail-zh-CN');

    // The trade dossier: from the quotation to the end of the contract on one timeline.
    await page.goto(`/memberContract/info/${contractId}`);
    const dossier = page.getByTestId('trade-dossier');
    await expect(dossier.getByTestId('dossier-quoteAccepted')).toBeVisible(LOADED);
    await expect(dossier.getByTestId('dossier-contractReviewed')).toContainText('已审核');
    await expect(dossier.getByTestId('dossier-milestone')).toHaveCount(3);
    await expect(dossier.getByTestId('dossier-contractClosed')).toContainText('已完成');
    await dossier.scrollIntoViewIfNeeded();
    await snap(page, 'contract-dossier-zh-CN');
  });
});

/** The id of the caller's contract with this number, from its list. */
async function idOf(page: Page, number: string): Promise<string> {
  const link = page.getByTestId(`contract-${number}`);
  if (!(await link.count())) await page.goto('/memberContract/index');
  const href = await page.getByTestId(`contract-${number}`).first().getAttribute('href');
  return href!.split('/').pop()!;
}

test.describe('contracts on a phone (real stack)', () => {
  test.beforeAll(requireRealStack);
  test.setTimeout(240_000);

  test('a member files a contract on the phone, submits it and, once approved, tracks it to completion', async ({
    browser,
    request,
  }) => {
    const admin = await adminToken(request);
    const member = await companyMember(request, CONTRACT_COMPANIES.fuyuan, 'ctrm');
    const number = `HTM-${stamp()}`;
    const context = await browser.newContext({
      ...PHONE,
    });
    const page = await context.newPage();
    await signInByApi(page, context.request, member.account, member.password);
    await page.goto('/mobile/member');
    await page.getByTestId('entry-contract').click();
    await expect(page).toHaveURL(/\/mobile\/member\/memberContract$/);
    await expect(page.getByTestId('mobile-contracts-member')).toBeVisible(LOADED);
    await expect(page.getByText('页面正在建设中')).toHaveCount(0);
    await page.getByTestId('contract-add').click();
    await expect(page).toHaveURL(/\/mobile\/member\/memberContract\/save\/0$/);

    const form = page.getByTestId('contract-form');
    const field = (label: string) =>
      form
        .locator('.adm-form-item')
        .filter({ has: page.locator('.adm-form-item-label', { hasText: label }) })
        .locator('input')
        .first();
    await expect(field('合同编号')).toBeVisible(LOADED);
    await field('合同编号').fill(number);
    await field('企业名称').fill(HEIHE.name);
    await field('统一社会信用代码').fill(HEIHE.creditCode);
    const line = page.getByTestId('line-0');
    await line.getByPlaceholder('品名').fill('大豆');
    await line.getByPlaceholder('数量').fill('120');
    await line.getByPlaceholder('单价').fill('3980.5');
    await line.getByText('吨', { exact: true }).click();
    await expect(page.getByTestId('contract-total')).toContainText('CNY 477,660.00');
    // An attachment straight from the phone (a scan of the signed contract).
    await page.getByTestId('attachment-input').setInputFiles({
      name: '合同扫描件.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    await expect(page.getByTestId('attachment')).toContainText('合同扫描件.pdf', LOADED);
    await snap(page, 'contract-flow-mobile-save-zh-CN');
    await page.getByTestId('contract-save-submit').click();

    await expect(page).toHaveURL(/\/mobile\/member\/memberContract\/info\/[0-9a-f]{24}$/, LOADED);
    const id = page.url().split('/').pop()!;
    const header = page.getByTestId('contract-header');
    await expect(header).toHaveAttribute('data-status', 'submitted', LOADED);
    await expect(page.getByTestId('party-seller').getByTestId('check-match')).toBeVisible();
    await expect(page.getByText('合同扫描件.pdf')).toBeVisible();
    // A count, not toBeHidden: a toast fading out while the next one opens is a second element for a moment.
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);

    await post(request, '/admin/member.contract/review', { id, status: 'approved' }, admin);
    await page.reload();
    await expect(header).toHaveAttribute('data-status', 'approved', LOADED);
    await page.getByTestId('action-start').click();
    await page.locator('.adm-dialog').getByText('确定', { exact: true }).click();
    await expect(header).toHaveAttribute('data-status', 'executing', LOADED);

    await page.getByTestId('action-milestone').click();
    const sheet = page.getByTestId('milestone-form');
    await sheet.getByText('已交货', { exact: true }).click();
    await sheet.locator('textarea').fill('货到黑河口岸，买方签收');
    // The signed delivery note, photographed on the phone, goes with the milestone.
    await sheet.getByTestId('attachment-input').setInputFiles({
      name: '签收单.png',
      mimeType: 'image/png',
      buffer: gradientPng(120, 80),
    });
    await expect(sheet.getByTestId('attachment')).toContainText('签收单.png', LOADED);
    await snap(page, 'contract-flow-mobile-milestone-zh-CN');
    await page.getByTestId('milestone-save').click();
    await expect(sheet).toBeHidden();
    const delivered = page.getByTestId('milestone-delivered');
    await expect(delivered).toHaveAttribute('data-state', 'done', LOADED);
    const receipt = page
      .locator('.adm-step')
      .filter({ has: delivered })
      .getByRole('link', { name: '签收单.png' });
    await expect(receipt).toHaveAttribute('href', /.+/);
    // The link opens the file the member uploaded.
    const served = await context.request.get(new URL((await receipt.getAttribute('href'))!, page.url()).href);
    expect(served.status()).toBe(200);
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);
    await page.getByTestId('action-complete').click();
    await page.locator('.adm-dialog').getByText('确定', { exact: true }).click();
    await expect(header).toHaveAttribute('data-status', 'completed', LOADED);
    await expect(page.getByTestId('milestone-timeline')).toContainText('货到黑河口岸，买方签收');
    // The trade dossier's milestone step opens the same file.
    const dossierFile = page.getByTestId('trade-dossier').getByRole('link', { name: '签收单.png' });
    await expect(dossierFile).toHaveAttribute('href', (await receipt.getAttribute('href'))!);
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);
    await snap(page, 'contract-mobile-info-completed-zh-CN');

    await page.goto('/mobile/member/memberContract');
    await expect(page.getByTestId(`contract-${number}`)).toContainText('已完成', LOADED);
    await page.goto('/mobile/member/companyContract');
    await expect(page.getByTestId('mobile-contracts-company')).toBeVisible(LOADED);
    await expect(page.getByText('页面正在建设中')).toHaveCount(0);
    await context.close();
  });
});
