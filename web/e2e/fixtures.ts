import { test as base, expect, type Page, type Route } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Screenshots land in <repo>/artifacts/screenshots (git-ignored). */
export const SCREENSHOT_DIR = join(__dirname, '..', '..', 'artifacts', 'screenshots');
mkdirSync(SCREENSHOT_DIR, { recursive: true });

export const ok = (data: unknown) => ({ code: 200, message: '操作成功', data });

export const ADMIN_MENU = [
  {
    id: 1,
    title: '系统管理',
    children: [
      { id: 11, title: '用户管理', path: '/admin/sys/user' },
      { id: 12, title: '角色管理', path: '/admin/sys/role' },
    ],
  },
  {
    id: 2,
    title: '商品管理',
    children: [
      { id: 21, title: '品牌', path: '/admin/product/brand' },
      { id: 22, title: '分类', path: '/admin/product/category' },
    ],
  },
];

export const SAMPLE_ARTICLES = [
  { id: 1, title: '中俄跨境贸易新通道正式开通', create_time: '2025-03-01' },
  { id: 2, title: '海关总署发布跨境电商新规解读', create_time: '2025-02-18' },
];
export const SAMPLE_PRODUCTS = [
  { id: 1, product_name: '东北大米 25kg', create_time: '2025-03-02' },
  { id: 2, product_name: '俄罗斯松子', create_time: '2025-02-27' },
];

/** Answers the API calls the shell makes with empty successes, unless a test routes them itself. */
export async function mockApiDefaults(page: Page): Promise<void> {
  await page.route('**/api/**', (route: Route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace(/^\/api/, '');
    if (path.startsWith('/system/menu/my/')) return route.fulfill({ json: ok(ADMIN_MENU) });
    if (path === '/article/list') return route.fulfill({ json: ok(SAMPLE_ARTICLES) });
    if (path === '/product/list') return route.fulfill({ json: ok(SAMPLE_PRODUCTS) });
    return route.fulfill({ json: ok(null) });
  });
}

/** Stores tokens the way lib/session does: `{ value, expire }` JSON under a `trade_` prefix. */
export async function seedSession(
  page: Page,
  opts: { access?: { value: string; expire: number }; refresh?: { value: string; expire: number } },
) {
  await page.addInitScript((o) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    if (o.access)
      localStorage.setItem(
        'trade_accessToken',
        JSON.stringify({ value: o.access.value, expire: o.access.expire }),
      );
    if (o.refresh)
      localStorage.setItem(
        'trade_refreshToken',
        JSON.stringify({ value: o.refresh.value, expire: o.refresh.expire }),
      );
  }, opts);
}

/** Sets the stored language before the app boots (once per test). */
export async function seedLanguage(page: Page, lang: 'zh-CN' | 'en' | 'ru') {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('trade_lang'))
      localStorage.setItem('trade_lang', JSON.stringify({ value: l, expire: null }));
  }, lang);
}

export async function snap(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  // Let fonts and antd motion settle so the image shows the finished layout.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

export const test = base.extend<{ apiDefaults: void }>({
  apiDefaults: [
    async ({ page }, use) => {
      await mockApiDefaults(page);
      await use();
    },
    { auto: true },
  ],
});
export { expect };
