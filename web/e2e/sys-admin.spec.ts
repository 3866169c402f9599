import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, passwordLogin, requireRealStack } from './identity-helpers';
import { snap, PHONE } from './fixtures';

const LANGS = ['zh-CN', 'en', 'ru'] as const;
/** The seeded first item of the portal navigation, in each language. */
const HOME = { 'zh-CN': '首页', en: 'Home', ru: 'Главная' } as const;

/** The admin's access token, for setting up data through the API. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login/login', {
    data: { account: ADMIN.username, password: ADMIN.password },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function adminCall(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(`/api${path}`, { data, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: unknown }).data;
}

/** Switches the interface language the way the language switcher stores it, and reloads. */
async function switchLanguage(page: Page, lang: (typeof LANGS)[number]) {
  await page.evaluate(
    (l) => localStorage.setItem('trade_lang', JSON.stringify({ value: l, expire: null })),
    lang,
  );
  await page.reload();
}

test.describe('back office: custom navigation, system status, member accounts (real stack)', () => {
  test.beforeAll(requireRealStack);

  test('an admin renames a navigation item and the portal header shows the new name', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const token = await adminToken(request);
    const groups = (await adminCall(request, token, '/admin/sys.customNavGroup/list', {})) as Array<{
      id: string;
      code: string;
    }>;
    const header = groups.find((g) => g.code === 'header')!;
    const items = (await adminCall(request, token, '/admin/sys.customNav/list', {
      groupId: header.id,
    })) as Array<{
      id: string;
      url: string;
      titles: Record<string, string>;
    }>;
    const about = items.find((i) => i.url === '/about')!;
    const renamed = `关于平台${stamp}`;
    try {
      await passwordLogin(page, ADMIN.username, ADMIN.password);
      await expect(page).toHaveURL(/\/admin$/);
      await page.getByTestId('admin-menu').getByText('系统管理').click();
      await page.getByTestId('admin-menu').getByText('自定义导航').click();
      await expect(page).toHaveURL(/\/admin\/sys\/nav$/);
      await page.getByTestId(`nav-edit-${about.id}`).click();
      await page.getByTestId('nav-item-form').getByTestId('nav-title-zh-cn').fill(renamed);
      await page.getByRole('button', { name: /保\s*存/ }).click();
      await expect(page.getByTestId(`nav-node-${about.id}`)).toContainText(renamed);

      await page.goto('/');
      const nav = page.getByTestId('portal-nav');
      // Until the navigation answers, the built-in one shows; a loaded machine takes seconds.
      await expect(nav.getByText(renamed, { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(nav.getByText('关于我们', { exact: true })).toHaveCount(0);
      await snap(page, 'sys-nav-portal-renamed');

      // The mobile portal's menu reads the same navigation.
      const phone = await browser.newContext({
        ...PHONE,
      });
      const mobile = await phone.newPage();
      await mobile.goto('/pages/home');
      await mobile.getByRole('button', { name: '菜单' }).click();
      await expect(mobile.getByText(renamed, { exact: true })).toBeVisible({ timeout: 20_000 });
      await snap(mobile, 'sys-nav-portal-renamed-mobile');
      await phone.close();
    } finally {
      // Back as seeded, for whatever reads the portal after this test.
      await adminCall(request, token, '/admin/sys.customNav/edit', { id: about.id, title: about.titles });
    }
  });

  for (const lang of LANGS) {
    test(`screens in ${lang}`, async ({ page }) => {
      test.setTimeout(120_000);
      await passwordLogin(page, ADMIN.username, ADMIN.password);
      await expect(page).toHaveURL(/\/admin$/);
      await switchLanguage(page, lang);

      await page.goto('/admin/sys/nav');
      await expect(page.getByTestId('nav-tree').getByText(HOME[lang], { exact: true })).toBeVisible({
        timeout: 20_000,
      });
      await snap(page, `sys-nav-${lang}`);

      await page.goto('/admin/sys/status');
      await expect(page.getByTestId('status-apps').locator('.ant-table-row')).toHaveCount(6, {
        // Each service is asked in turn for its status; a loaded machine takes seconds.
        timeout: 20_000,
      });
      await expect(page.getByTestId('status-queues').getByText('sms', { exact: true })).toBeVisible({
        timeout: 20_000,
      });
      await snap(page, `sys-status-${lang}`);

      await page.goto('/admin/member/account');
      await expect(page.locator('.ant-table')).toBeVisible({ timeout: 20_000 });
      await snap(page, `member-accounts-${lang}`);
    });
  }
});
