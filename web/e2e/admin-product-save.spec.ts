import { expect, test, type Browser } from '@playwright/test';
import { ADMIN, requireRealStack } from './identity-helpers';
import { approvedItem, post, register, signInByApi, type Member } from './marketplace-helpers';
import { chooseOption, snap } from './fixtures';
import { pickInTableSelect } from './product-catalog-helpers';

/**
 * The back office posts on a member's behalf (real stack, E2E_BASE_URL): an admin adds a
 * supply for a member, who then finds it among their own; an admin quotes on a demand for
 * a member supplier, and the demand's owner sees the quote. The dialogs in the three languages.
 */
const LANGS = ['zh-CN', 'en', 'ru'] as const;
const stamp = () => String(Date.now() % 1_000_000);
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function adminPage(browser: Browser, request: Parameters<typeof signInByApi>[1], lang: string) {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, request, ADMIN.username, ADMIN.password, lang as (typeof LANGS)[number]);
  return page;
}

test.describe('back office saves and quotes for a member (real stack)', () => {
  test.beforeAll(requireRealStack);
  test.setTimeout(360_000);

  let admin: string;
  let seller: Member;
  let buyer: Member;
  const run = stamp();

  test.beforeAll(async ({ request }) => {
    admin = (await post(request, '/login/login', { account: ADMIN.username, password: ADMIN.password }))
      .accessToken as string;
    seller = await register(request, `黑河代发粮贸${run}`, 'adms');
    buyer = await register(request, `远东代发油脂${run}`, 'admb');
  });

  test('an admin adds a supply for a member, and the member sees it as theirs', async ({
    browser,
    request,
  }) => {
    const name = `代发亚麻籽${run}`;
    const page = await adminPage(browser, request, 'zh-CN');
    await page.goto('/admin/market/supply');
    await page.getByTestId('market-add').click();
    const dialog = page.locator('.ant-modal:visible');
    await pickInTableSelect(page, 'member-picker', seller.company);
    // The company shown is the chosen member account's, read-only.
    await expect(dialog.getByTestId('company-name')).toHaveValue(seller.company);
    await dialog.getByLabel('产品名称').fill(name);
    await page.getByLabel('分类', { exact: true }).click();
    for (const level of ['农产品', '粮油'])
      await page.locator('.ant-cascader-dropdown:visible').getByTitle(level, { exact: true }).click();
    await dialog.getByLabel('价格').fill('18000');
    await dialog.getByLabel('数量').fill('50');
    await chooseOption(page, '单位', '吨');
    await chooseOption(page, '国家', '俄罗斯');
    await dialog.getByLabel('有效期至').click();
    await dialog
      .getByLabel('有效期至')
      .fill(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
    await dialog.getByLabel('有效期至').press('Enter');
    // The admin's uploader fills the back office's library, which the save accepts.
    const gallery = dialog.locator('.ant-form-item').filter({ has: page.locator('label[for$="gallery"]') });
    await gallery.locator('input[type=file]').setInputFiles({
      name: 'linseed.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG, 'base64'),
    });
    await expect(gallery.locator('.ant-upload-list-item-done')).toHaveCount(1);
    await dialog.getByLabel('邮箱').fill('seller@example.com');
    await snap(page, 'admin-save-supply-zh-CN');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('data-table-market-supply').getByText(name)).toBeVisible();

    const mine = await post(request, '/home/member.Supply/page', {}, seller.token);
    const row = (mine.rows as Array<Record<string, unknown>>).find((r) => r.name === name);
    expect(row).toMatchObject({ companyName: seller.company, auditStatus: 'approved' });
    await page.context().close();
  });

  test('an admin quotes on a demand for a member supplier, and the owner sees the quote', async ({
    browser,
    request,
  }) => {
    const demandName = `代发求购大豆${run}`;
    const demandId = await approvedItem(request, buyer, admin, 'demand', {
      name: demandName,
      categoryId: 'grain',
    });
    const page = await adminPage(browser, request, 'zh-CN');
    await page.goto('/admin/market/demand');
    await page.getByTestId(`quote-${demandId}`).click();
    const dialog = page.locator('.ant-modal:visible');
    await pickInTableSelect(page, 'member-picker', seller.company);
    await expect(dialog.getByLabel('公司名称')).toHaveValue(seller.company);
    await dialog.getByLabel('数量').fill('40');
    await dialog.getByLabel('单价').fill('3950');
    await dialog.getByLabel('留言').fill('平台代报价');
    await snap(page, 'admin-quote-zh-CN');
    await dialog.getByRole('button', { name: /提\s*交|Submit|Отправить/ }).click();
    await expect(dialog).toBeHidden();

    const quotes = await post(request, '/home/member.Demand/quoteList', {}, buyer.token);
    expect(quotes.rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ companyName: seller.company, unitPrice: 3950 })]),
    );
    await page.context().close();
  });

  test('the save and quote dialogs in the three languages', async ({ browser, request }) => {
    // A demand of its own to quote on: the list may hold no other.
    const demandId = await approvedItem(request, buyer, admin, 'demand', {
      name: `代发求购玉米${run}`,
      categoryId: 'grain',
    });
    for (const lang of LANGS) {
      const page = await adminPage(browser, request, lang);
      await page.goto('/admin/market/demand');
      await page.getByTestId('market-add').click();
      const dialog = page.locator('.ant-modal:visible');
      await pickInTableSelect(page, 'member-picker', buyer.company);
      await expect(dialog.getByTestId('company-name')).toHaveValue(buyer.company);
      await snap(page, `admin-save-demand-${lang}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.getByTestId(`quote-${demandId}`).click();
      await expect(page.locator('.ant-modal:visible')).toBeVisible();
      await snap(page, `admin-quote-${lang}`);
      await page.context().close();
    }
  });
});
