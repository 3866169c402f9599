import { expect, test, type Browser, type Page } from '@playwright/test';
import { REGISTRY, freeCreditCode } from './company-helpers';
import { snap, PHONE } from './fixtures';
import { ADMIN, passwordLogin, requireRealStack } from './identity-helpers';
import { post, register, signInByApi, type Member } from './marketplace-helpers';

/**
 * The company profile and the company filing against the real stack (E2E_BASE_URL, the
 * member service on its local registry): a member fills the profile by the registry
 * lookup and sees the "verified" badge, files the company on /home, an admin approves the
 * filing in the back office and the member sees it approved; the same on a phone; and the
 * two pages in the three languages.
 */

/** The first thing a page shows after navigating may wait for its lazy chunk on a busy machine. */
const LOADED = { timeout: 20_000 };

/** Opens one of the 企业管理 screens of the back office through its menu. */
async function openCompanyReview(page: Page, item: '企业信息审核' | '企业备案审核') {
  const menu = page.getByTestId('admin-menu');
  const link = menu.getByRole('link', { name: item, exact: true });
  if (!(await link.isVisible())) await menu.getByText('企业管理', { exact: true }).click();
  await link.click();
  await expect(page.getByRole('heading', { name: item })).toBeVisible(LOADED);
}

/** Picks an option of the antd select with this test id. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

/** A member whose profile is the registry's company, filed through the API (for the screenshots). */
async function filedMember(browser: Browser, company: (typeof REGISTRY)[keyof typeof REGISTRY]) {
  await freeCreditCode(company.creditCode);
  const context = await browser.newContext();
  const member = await register(context.request, company.name, 'cmp');
  const found = await post(
    context.request,
    '/member.memberInfo/tycInfo',
    { code: company.creditCode },
    member.token,
  );
  await post(
    context.request,
    '/member.memberInfo/add',
    {
      name: found.name,
      nameEn: found.nameEn,
      creditCode: found.creditCode,
      customsCode: '2308960123',
      legalPerson: found.legalPerson,
      registeredCapital: found.registeredCapital,
      establishedAt: found.establishedAt,
      region: company.region,
      regionName: [found.province, found.city, found.district].join('/'),
      address: found.address,
      businessScope: found.businessScope,
      contact: '王经理',
      phone: '13900001111',
      email: 'trade@example.com',
    },
    member.token,
  );
  await post(
    context.request,
    '/home/member.Record/save',
    {
      ownershipType: 'private',
      contact: '王经理',
      phone: '13900001111',
      email: 'trade@example.com',
      mainProducts: '大豆、木材、铁矿石',
      annualTradeVolume: 1200,
      employees: 85,
    },
    member.token,
  );
  await context.close();
  return member;
}

test.describe('company profile and filing (real stack)', () => {
  test.beforeAll(requireRealStack);
  test.setTimeout(120_000);

  test('a member fills the profile from the registry, is verified, files the company and sees the filing approved', async ({
    page,
    request,
    browser,
  }) => {
    const company = REGISTRY.tongjiang;
    await freeCreditCode(company.creditCode);
    const member: Member = await register(request, company.name, 'cmp');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page, request, member.account, member.password);

    // Without a profile the filing page sends the member to the profile first.
    await page.goto('/home');
    await expect(page.getByTestId('profile-first')).toContainText('请先完善企业信息', LOADED);
    await page.getByTestId('to-profile').click();
    await expect(page).toHaveURL(/\/companySystem\/save$/);

    // A wrong check character is refused in the form, as the server would.
    const form = page.getByTestId('company-form');
    await form.getByLabel('统一社会信用代码').fill('91230881MA1BT00027');
    await form.getByLabel('企业名称').fill('x');
    await expect(form.getByText('统一社会信用代码校验位不正确，请核对')).toBeVisible();

    // The registry lookup fills the form.
    await page.getByTestId('registry-keyword').locator('input').fill(company.keyword);
    await page.getByTestId('registry-keyword').locator('input').press('Enter');
    await page.getByTestId(`registry-use-${company.creditCode}`).click();
    await expect(form.getByLabel('企业名称')).toHaveValue(company.name);
    await expect(form.getByLabel('统一社会信用代码')).toHaveValue(company.creditCode);
    await expect(form.getByLabel('法定代表人')).toHaveValue('赵同江');
    await expect(form.getByTestId('region-selector')).toContainText('同江市');
    await expect(form.getByText('统一社会信用代码校验位不正确，请核对')).toBeHidden();
    await form.getByLabel('海关注册编码').fill('2308960123');
    await form.getByLabel('联系人').fill('王经理');
    await form.getByLabel('联系电话').fill('13900001111');
    await page.getByTestId('company-save').click();

    await expect(page.getByTestId('verified-badge')).toBeVisible(LOADED);
    await expect(page.getByTestId('verified-badge')).toHaveText(/已认证/);
    await expect(page.getByTestId('company-review-banner')).toContainText('企业信息审核中');
    await expect(page.getByTestId('review-pending')).toBeVisible();

    // The filing: the status shows "not filed", then "under review".
    await page.goto('/home');
    await expect(page.getByTestId('filing-status')).toHaveAttribute('data-status', 'none', LOADED);
    const filing = page.getByTestId('filing-form');
    await choose(page, 'ownership-type', '民营企业');
    await filing.getByLabel('联系人').fill('王经理');
    await filing.getByLabel('联系电话').fill('13900001111');
    await filing.getByLabel('主营产品').fill('大豆、木材、铁矿石');
    await page.getByTestId('filing-submit').click();
    await expect(page.getByTestId('filing-status')).toHaveAttribute('data-status', 'pending', LOADED);
    await expect(page.getByTestId('filing-status')).toContainText('备案审核中');

    // The admin approves the filing in 企业备案审核.
    const admin = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await passwordLogin(admin, ADMIN.username, ADMIN.password);
    await expect(admin).toHaveURL(/\/admin$/);
    await openCompanyReview(admin, '企业备案审核');
    await admin.getByTestId('member-record-search').locator('input').fill(company.name);
    await admin.getByTestId('member-record-search').locator('input').press('Enter');
    const row = admin.getByTestId('data-table-member-record').locator('tbody tr', { hasText: company.name });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('备案审核中')).toBeVisible();
    await row.getByRole('button', { name: '详情' }).click();
    const detail = admin.getByTestId('review-detail');
    await expect(detail).toContainText('民营企业');
    await expect(detail).toContainText(company.creditCode);
    await snap(admin, 'company-admin-record-detail');
    await admin.getByTestId('detail-approve').click();
    const approval = admin.locator('.ant-modal-confirm:visible');
    await expect(approval).toContainText(`确定审核通过“${company.name}”？`);
    await approval.getByRole('button', { name: /确\s?定/ }).click();
    await expect(row.getByText('已备案')).toBeVisible();
    await snap(admin, 'company-admin-record');

    // And rejects the profile with a reason in 企业信息审核, which the member then reads.
    await openCompanyReview(admin, '企业信息审核');
    await admin.getByTestId('member-company-code').locator('input').fill(company.creditCode);
    await admin.getByTestId('member-company-code').locator('input').press('Enter');
    const profileRow = admin
      .getByTestId('data-table-member-company')
      .locator('tbody tr', { hasText: company.name });
    await expect(profileRow).toHaveCount(1);
    await expect(profileRow.getByTestId('verified-badge')).toBeVisible();
    await profileRow.getByRole('button', { name: '驳回' }).click();
    const reject = admin.getByTestId('reject-form');
    await reject.getByLabel('驳回原因').fill('营业执照照片缺失，请上传');
    await admin.locator('.ant-modal:visible').getByRole('button', { name: '驳回' }).click();
    await expect(reject).toBeHidden();
    await expect(profileRow.getByText('审核驳回')).toBeVisible();
    await snap(admin, 'company-admin-company');
    await admin.close();

    await page.reload();
    await expect(page.getByTestId('filing-status')).toHaveAttribute('data-status', 'approved', LOADED);
    await expect(page.getByTestId('filing-status')).toContainText('备案已通过');
    await page.goto('/companySystem/save');
    await expect(page.getByTestId('company-review-banner')).toContainText('营业执照照片缺失，请上传');
    await expect(page.getByTestId('verified-badge')).toBeVisible(LOADED);
  });

  test('on a phone: the profile from the registry with its badge, then the filing and its status', async ({
    browser,
  }) => {
    const company = REGISTRY.harbin;
    await freeCreditCode(company.creditCode);
    const context = await browser.newContext({
      ...PHONE,
    });
    const member = await register(context.request, company.name, 'cmpm');
    const page = await context.newPage();
    await signInByApi(page, context.request, member.account, member.password);

    await page.goto('/mobile/member');
    await page.getByTestId('entry-record').click();
    await expect(page).toHaveURL(/\/mobile\/member\/record$/);
    await expect(page.getByTestId('profile-first')).toBeVisible(LOADED);
    await page.getByTestId('to-profile').click();
    await expect(page).toHaveURL(/\/mobile\/member\/company$/);

    await page.getByTestId('registry-keyword').locator('input').fill(company.keyword);
    await page.getByTestId('registry-keyword').locator('input').press('Enter');
    await page.getByTestId(`registry-use-${company.creditCode}`).click();
    const form = page.getByTestId('company-form');
    await expect(form.locator('input').first()).toHaveValue(company.name);
    await page.getByTestId('company-save').click();
    await expect(page.getByTestId('verified-badge')).toBeVisible(LOADED);
    await expect(page.getByTestId('review-pending')).toBeVisible();
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'company-mobile-profile-lookup-zh-CN');

    await page.goto('/mobile/member/record');
    await expect(page.getByTestId('filing-status')).toHaveAttribute('data-status', 'none', LOADED);
    const item = page
      .locator('.adm-form-item')
      .filter({ has: page.locator('.adm-form-item-label', { hasText: '企业性质' }) });
    await item.locator('.adm-list-item-content').click();
    const popup = page.locator('.adm-popup-body:visible').filter({ has: page.locator('.adm-picker') });
    await popup.locator('.adm-picker-view-column-item', { hasText: /^民营企业$/ }).dispatchEvent('click');
    await page.waitForTimeout(300);
    await popup.getByText('确定', { exact: true }).click();
    await expect(item).toContainText('民营企业');
    const filing = page.getByTestId('filing-form');
    const field = (label: string) =>
      filing
        .locator('.adm-form-item')
        .filter({ has: page.locator('.adm-form-item-label', { hasText: label }) })
        .locator('input');
    await field('联系人').fill('刘经理');
    await field('联系电话').fill('13900002222');
    await page.getByTestId('filing-submit').click();
    await expect(page.getByTestId('filing-status')).toHaveAttribute('data-status', 'pending', LOADED);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'company-mobile-filing-zh-CN');
    await context.close();
  });
});

test.describe('company pages in the three languages (real stack)', () => {
  test.beforeAll(requireRealStack);
  test.setTimeout(120_000);
  // One registry company for the three: each test frees it from the one before.
  test.describe.configure({ mode: 'serial' });

  for (const lang of ['zh-CN', 'en', 'ru'] as const)
    test(`the profile and filing pages in ${lang}, desktop and phone`, async ({ browser }) => {
      const member = await filedMember(browser, REGISTRY.mohe);
      const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await desktop.newPage();
      await signInByApi(page, desktop.request, member.account, member.password, lang);
      await page.goto('/companySystem/save');
      await expect(page.getByTestId('verified-badge')).toBeVisible(LOADED);
      await snap(page, `company-profile-${lang}`);
      await page.goto('/home');
      await expect(page.getByTestId('filing-status')).toHaveAttribute('data-status', 'pending', LOADED);
      await snap(page, `company-filing-${lang}`);
      await desktop.close();

      const phone = await browser.newContext({
        ...PHONE,
      });
      const mobile = await phone.newPage();
      await signInByApi(mobile, phone.request, member.account, member.password, lang);
      await mobile.goto('/mobile/member/company');
      await expect(mobile.getByTestId('verified-badge')).toBeVisible(LOADED);
      await snap(mobile, `company-mobile-profile-${lang}`);
      await mobile.goto('/mobile/member/record');
      await expect(mobile.getByTestId('filing-status')).toHaveAttribute('data-status', 'pending', LOADED);
      await snap(mobile, `company-mobile-filing-${lang}`);
      await phone.close();
    });
});
