import { expect, test, type Page } from '@playwright/test';
import { snap } from './fixtures';
import { ADMIN, passwordLogin, requireRealStack } from './identity-helpers';
import { post, register } from './marketplace-helpers';

const LANGS = ['zh-CN', 'en', 'ru'] as const;
/** The configuration tab of the platform operator's settings, in each language. */
const PLATFORM_TAB = { 'zh-CN': '平台运营方', en: 'Platform operator', ru: 'Оператор платформы' } as const;

async function signInAdmin(page: Page) {
  await passwordLogin(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
}

/** Switches the interface language the way the language switcher stores it, then reloads. */
async function switchLanguage(page: Page, lang: (typeof LANGS)[number]) {
  await page.evaluate(
    (l) => localStorage.setItem('trade_lang', JSON.stringify({ value: l, expire: null })),
    lang,
  );
  await page.reload();
}

test.describe('system settings (real stack)', () => {
  test.beforeAll(requireRealStack);
  // Each test signs in and walks several screens of the real platform.
  test.describe.configure({ timeout: 120_000 });

  test("an admin adds a dictionary item and it appears in a member form's dictionary select", async ({
    page,
    browser,
    request,
  }) => {
    const suffix = Date.now().toString(36);
    const label = `托盘${suffix}`;
    await signInAdmin(page);
    await page.goto('/admin/sys/dict');
    await page.getByTestId('dict-class-unit').getByText('unit', { exact: true }).click();
    await expect(page.getByTestId('dict-current-class')).toContainText('unit');
    await page.getByTestId('dict-item-add').click();
    const form = page.getByTestId('dict-item-form');
    await form.getByLabel('字典编码').fill(`pallet_${suffix}`);
    await form.getByLabel('名称（中文）').fill(label);
    await form.getByLabel('名称（英文）').fill(`Pallet ${suffix}`);
    await page
      .locator('.ant-modal:visible')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await expect(page.getByText(label)).toBeVisible();

    // A member's supply form offers it in its unit select (the dictionary select reads getDictList).
    const member = await register(request, `字典测试公司${suffix}`, 'dict');
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    await passwordLogin(memberPage, member.account, member.password);
    await memberPage.waitForURL((url) => !url.pathname.startsWith('/login'));
    await memberPage.goto('/product/supply');
    await memberPage.getByTestId('product-add').click();
    await memberPage.getByLabel('单位', { exact: true }).click();
    const options = memberPage.locator('.ant-select-dropdown:visible');
    await expect(options.getByText(label, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(options.getByText('箱', { exact: true })).toBeVisible();
    await snap(memberPage, 'sys-dict-member-unit-select');
    await context.close();

    // The platform's database outlives the run: the unit this test added goes again.
    const login = await post(request, '/login/login', { account: ADMIN.username, password: ADMIN.password });
    const token = login.accessToken as string;
    const found = (await post(
      request,
      '/admin/sys.dictItem/page',
      { pageNumber: 1, pageSize: 20, search_params: { class_code: 'unit', dict_code: `pallet_${suffix}` } },
      token,
    )) as unknown as { rows: { id: string }[] };
    for (const row of found.rows) await post(request, '/admin/sys.dictItem/del', { id: row.id }, token);
  });

  for (const lang of LANGS) {
    test(`screens of dictionaries, configuration, guestbook and file library (${lang})`, async ({
      page,
      request,
    }) => {
      await post(request, '/guestbook/add', {
        name: '李经理',
        company: '黑河边贸公司',
        content: '想了解跨境易货贸易的报关流程。',
        consent: true,
      });
      const login = await post(request, '/login/login', {
        account: ADMIN.username,
        password: ADMIN.password,
      });
      await post(
        request,
        '/admin/sys.fileGroup/add',
        { label: `产品图片 ${lang} ${Date.now().toString(36)}`, show_order: 1 },
        login.accessToken as string,
      );
      await signInAdmin(page);
      await switchLanguage(page, lang);

      await page.goto('/admin/sys/dict');
      await page.getByTestId('dict-class-unit').getByText('unit', { exact: true }).click();
      await expect(
        page.getByTestId('data-table-sys-dict-item').getByText('box', { exact: true }).first(),
      ).toBeVisible();
      await snap(page, `sys-dict-${lang}`);

      await page.goto('/admin/sys/config');
      await expect(page.getByTestId('settings-group-form').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('site.name', { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('tab', { name: PLATFORM_TAB[lang], exact: true })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'platform', exact: true })).toHaveCount(0);
      await snap(page, `sys-config-${lang}`);

      await page.goto('/admin/content/guestbook');
      await expect(page.getByTestId('data-table-guestbook').getByText('黑河边贸公司').first()).toBeVisible({
        timeout: 20_000,
      });
      await snap(page, `sys-guestbook-${lang}`);

      await page.goto('/admin/file/library');
      await expect(page.getByTestId('admin-file-upload')).toBeVisible();
      await expect(page.getByText(`产品图片 ${lang}`).first()).toBeVisible({ timeout: 20_000 });
      await snap(page, `sys-file-library-${lang}`);
    });
  }
});
