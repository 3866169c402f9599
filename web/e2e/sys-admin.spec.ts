import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, newPhone, passwordLogin, requireRealStack, smsCode } from './identity-helpers';
import { snap, PHONE } from './fixtures';

const LANGS = ['zh-CN', 'en', 'ru'] as const;
/** The seeded first item of the portal navigation, in each language. */
const HOME = { 'zh-CN': '首页', en: 'Home', ru: 'Главная' } as const;
/** The seeded footer link to the privacy policy, in each language. */
const PRIVACY = { 'zh-CN': '隐私政策', en: 'Privacy policy', ru: 'Политика конфиденциальности' } as const;

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

/** The item of navigation group `code` that links to `url`, with its titles as they are now. */
async function navItem(request: APIRequestContext, token: string, code: string, url: string) {
  const groups = (await adminCall(request, token, '/admin/sys.customNavGroup/list', {})) as Array<{
    id: string;
    code: string;
  }>;
  const group = groups.find((g) => g.code === code)!;
  const items = (await adminCall(request, token, '/admin/sys.customNav/list', {
    groupId: group.id,
  })) as Array<{ id: string; url: string; titles: Record<string, string> }>;
  return items.find((i) => i.url === url)!;
}

/** Registers a member through the real API (SMS code from notify's local adapter); answers its phone. */
async function registerMember(request: APIRequestContext): Promise<string> {
  const phone = newPhone();
  const since = Date.now();
  const sent = await request.post('/api/login/sendCode', { data: { phone, countryCode: '+86' } });
  expect(sent.status(), await sent.text()).toBe(200);
  const registered = await request.post('/api/login/reg', {
    data: {
      companyName: `满洲里木业 ${phone}`,
      contact: '王经理',
      account: `acct${phone}`,
      password: 'accounts-e2e-123',
      phone,
      countryCode: '+86',
      code: await smsCode(`+86${phone}`, since),
      consent: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return phone;
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
    const about = await navItem(request, token, 'header', '/about');
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

  test('an admin renames a footer link and the portal footer shows it, on a desktop and a phone', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const token = await adminToken(request);
    const privacy = await navItem(request, token, 'footer', '/privacy');
    const renamed = `隐私保护${stamp}`;
    try {
      await passwordLogin(page, ADMIN.username, ADMIN.password);
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto('/admin/sys/nav');
      await page.getByTestId('nav-group-select').click();
      await page.locator('.ant-select-item-option', { hasText: '(footer)' }).click();
      await page.getByTestId(`nav-edit-${privacy.id}`).click();
      await page.getByTestId('nav-item-form').getByTestId('nav-title-zh-cn').fill(renamed);
      await page.getByRole('button', { name: /保\s*存/ }).click();
      await expect(page.getByTestId(`nav-node-${privacy.id}`)).toContainText(renamed);

      // The home page reads the footer with its one call, the other pages on their own.
      for (const path of ['/', '/about']) {
        await page.goto(path);
        const links = page.getByTestId('portal-footer').getByTestId('portal-footer-links');
        await expect(links.getByRole('link', { name: renamed, exact: true })).toHaveAttribute(
          'href',
          '/privacy',
          {
            timeout: 20_000,
          },
        );
        await expect(links.getByText('隐私政策', { exact: true })).toHaveCount(0);
        // The service promises stay above the links.
        await expect(page.getByTestId('portal-footer')).toContainText('全天候平台服务');
      }
      await page.getByTestId('portal-footer').scrollIntoViewIfNeeded();
      await snap(page, 'sys-nav-footer-renamed');

      const phone = await browser.newContext({ ...PHONE });
      const mobile = await phone.newPage();
      await mobile.goto('/pages/home');
      const mobileLinks = mobile.getByTestId('portal-footer').getByTestId('portal-footer-links');
      await expect(mobileLinks.getByRole('link', { name: renamed, exact: true })).toBeVisible({
        timeout: 20_000,
      });
      await mobile.getByTestId('portal-footer').scrollIntoViewIfNeeded();
      await snap(mobile, 'sys-nav-footer-renamed-mobile');
      await phone.close();
    } finally {
      await adminCall(request, token, '/admin/sys.customNav/edit', { id: privacy.id, title: privacy.titles });
    }
  });

  for (const lang of LANGS) {
    test(`screens in ${lang}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const phone = await registerMember(request);
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
      // A phone shows its country code once.
      await expect(page.locator('.ant-table-row', { hasText: `acct${phone}` })).toContainText(`+86 ${phone}`);
      await expect(page.locator('.ant-table')).not.toContainText(/\+\d+ \+/);
      await snap(page, `member-accounts-${lang}`);

      // The portal footer: the service promises, then the footer links.
      await page.goto('/about');
      const footer = page.getByTestId('portal-footer');
      await expect(
        footer.getByTestId('portal-footer-links').getByRole('link', { name: PRIVACY[lang] }),
      ).toBeVisible({
        timeout: 20_000,
      });
      await footer.scrollIntoViewIfNeeded();
      await snap(page, `portal-footer-${lang}`);
    });
  }
});
