import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, passwordLogin, requireRealStack } from './identity-helpers';
import { snap } from './fixtures';

const LANGS = ['zh-CN', 'en', 'ru'] as const;

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
async function useLanguage(page: Page, lang: (typeof LANGS)[number]) {
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
  }) => {
    test.setTimeout(60_000);
    const stamp = Date.now().toString(36);
    const token = await adminToken(request);
    const groups = (await adminCall(request, token, '/admin/sys.customNavGroup/list', {})) as Array<{
      id: string;
      code: string;
    }>;
    const header = groups.find((g) => g.code === 'header')!;
    // An item of this test's own, so the portal's seeded items stay as other tests expect them.
    const added = (await adminCall(request, token, '/admin/sys.customNav/add', {
      groupId: header.id,
      title: { 'zh-cn': `合作${stamp}`, en: `Partners ${stamp}`, ru: `Партнёры ${stamp}` },
      url: '/about',
    })) as { id: string };
    try {
      await passwordLogin(page, ADMIN.username, ADMIN.password);
      await expect(page).toHaveURL(/\/admin$/);
      await page.getByTestId('admin-menu').getByText('系统管理').click();
      await page.getByTestId('admin-menu').getByText('自定义导航').click();
      await expect(page).toHaveURL(/\/admin\/sys\/nav$/);
      await page.getByTestId(`nav-edit-${added.id}`).click();
      const form = page.getByTestId('nav-item-form');
      await form.getByTestId('nav-title-zh-cn').fill(`伙伴${stamp}`);
      await page.getByRole('button', { name: /保\s*存/ }).click();
      await expect(page.getByTestId(`nav-node-${added.id}`)).toContainText(`伙伴${stamp}`);

      await page.goto('/');
      const nav = page.getByTestId('portal-nav');
      await expect(nav).toContainText(`伙伴${stamp}`);
      await expect(nav).not.toContainText(`合作${stamp}`);
      await snap(page, 'sys-nav-portal-renamed');
    } finally {
      await adminCall(request, token, '/admin/sys.customNav/del', { id: added.id });
    }
  });

  for (const lang of LANGS) {
    test(`screens in ${lang}`, async ({ page }) => {
      test.setTimeout(60_000);
      await passwordLogin(page, ADMIN.username, ADMIN.password);
      await expect(page).toHaveURL(/\/admin$/);
      await useLanguage(page, lang);

      await page.goto('/admin/sys/nav');
      await expect(page.getByTestId('nav-tree').locator('.ant-tree-treenode').first()).toBeVisible();
      await snap(page, `sys-nav-${lang}`);

      await page.goto('/admin/sys/status');
      await expect(page.getByTestId('status-apps').locator('.ant-table-row')).toHaveCount(6);
      await expect(page.getByTestId('status-queues').locator('.ant-table-row').first()).toBeVisible();
      await snap(page, `sys-status-${lang}`);

      await page.goto('/admin/member/account');
      await expect(page.locator('.ant-table')).toBeVisible();
      await snap(page, `member-accounts-${lang}`);
    });
  }
});
