import { test as base, expect, type Locator, type Page, type Route } from '@playwright/test';
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
  {
    id: 'a00000000000000000000001',
    categoryId: 'c00000000000000000000001',
    categoryName: '平台公告',
    title: '中俄跨境贸易新通道正式开通',
    summary: '满洲里口岸新通道开通，通关时间缩短一半。',
    coverUrl: '',
    publishedAt: '2025-03-01T08:00:00.000Z',
  },
  {
    id: 'a00000000000000000000002',
    categoryId: 'c00000000000000000000001',
    categoryName: '平台公告',
    title: '海关总署发布跨境电商新规解读',
    summary: '新规明确了 9610 清单申报的要求。',
    coverUrl: '',
    publishedAt: '2025-02-18T08:00:00.000Z',
  },
];
const sampleProduct = (id: string, name: string, createdAt: string) => ({
  id,
  kind: 'supply',
  memberId: 'm1',
  name,
  description: '',
  brand: '',
  price: 1200,
  quantity: 100,
  unit: 'ton',
  origin: '黑龙江',
  validUntil: '2099-01-01T00:00:00.000Z',
  categoryId: 'grain',
  categoryName: '粮油',
  country: 'CN',
  countryName: '中国',
  gallery: [],
  images: [],
  image: '',
  sortOrder: 0,
  status: 'open',
  displayStatus: 'supplying',
  expired: false,
  companyName: '北大荒粮食集团',
  createdAt,
});
export const SAMPLE_PRODUCTS = [
  sampleProduct('p00000000000000000000001', '东北大米 25kg', '2025-03-02T08:00:00.000Z'),
  sampleProduct('p00000000000000000000002', '俄罗斯松子', '2025-02-27T08:00:00.000Z'),
];
/** What /index/index answers in the mocked shell: the home page's one call. */
export const SAMPLE_HOME = {
  banners: [
    {
      code: 'banner.1',
      group: 'banner',
      title: '跨境贸易，一站直达',
      summary: '发布供需、询价报价',
      body: '',
      imageUrl: '',
      link: '/demand',
    },
  ],
  promises: [],
  services: [],
  navigation: null,
  latestSupply: SAMPLE_PRODUCTS,
  latestDemand: [],
  latestArticles: SAMPLE_ARTICLES,
  counts: { supply: 2, demand: 0, suppliers: 1, articles: 2 },
};

/** Answers the API calls the shell makes with empty successes, unless a test routes them itself. */
export async function mockApiDefaults(page: Page): Promise<void> {
  await page.route('**/api/**', (route: Route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace(/^\/api/, '');
    if (path.startsWith('/system/menu/my/')) return route.fulfill({ json: ok(ADMIN_MENU) });
    if (path === '/index/index') return route.fulfill({ json: ok(SAMPLE_HOME) });
    if (path === '/article/page')
      return route.fulfill({
        json: ok({ rows: SAMPLE_ARTICLES, total: SAMPLE_ARTICLES.length, summary: null }),
      });
    if (path === '/article/tree') return route.fulfill({ json: ok([]) });
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

/**
 * Opens the antd `select` (by clicking `opener`, itself or a part of it), clicks `option` in
 * the open drop-down, then waits until the select shows it. A click that lands while the
 * drop-down is still opening, or another one still fading out, chooses nothing, so the
 * choice is tried again until the select holds it.
 */
export async function pickInSelect(page: Page, select: Locator, opener: Locator, option: string | RegExp) {
  await expect(async () => {
    await opener.click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByText(option, { exact: true })
      .first()
      .click({ timeout: 5_000 });
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Chooses `option` in the antd select labelled `label` (pickInSelect). */
export async function chooseOption(page: Page, label: string, option: string) {
  const input = page.getByLabel(label, { exact: true });
  await pickInSelect(page, page.locator('.ant-select').filter({ has: input }), input, option);
}

/**
 * Turns the open antd-mobile picker's wheels to `choices`, one column after another, and
 * confirms with its `confirm` button. Answers the picker's popup.
 */
export async function turnPickerWheels(page: Page, choices: readonly string[], confirm: string) {
  const popup = page.locator('.adm-popup-body:visible').filter({ has: page.locator('.adm-picker') });
  await expect(popup.locator('.adm-picker-view')).toBeVisible();
  for (const [column, choice] of choices.entries()) {
    // Wheel items sit on a transformed strip Playwright sees as off-screen: click them as a tap would.
    await popup
      .locator('.adm-picker-view-column')
      .nth(column)
      .locator('.adm-picker-view-column-item', { hasText: new RegExp(`^${choice}$`) })
      .dispatchEvent('click');
    await page.waitForTimeout(300); // the next column follows the wheel once it settles
  }
  await popup.getByText(confirm, { exact: true }).click();
  return popup;
}

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A phone's browser context (an iPhone, 390×844, touch): the layouts' mobile variant. */
export const PHONE = {
  userAgent: IPHONE_UA,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

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
