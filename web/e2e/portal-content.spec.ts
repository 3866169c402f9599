import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { snap, PHONE } from './fixtures';
import { ADMIN, requireRealStack } from './identity-helpers';
import { LANGS, saveDialog, signInAdmin, type Lang } from './product-catalog-helpers';

/**
 * The portal's content against the real stack: every content route in both layouts and
 * the three languages as a new visitor sees it, the home page's one call, and an admin
 * writing an article with the rich-text editor and editing a content block.
 */

/** Calls the platform as the bootstrapped admin; answers `data`. */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/login/login', {
    data: { account: ADMIN.username, password: ADMIN.password },
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return async <T = { id: string }>(path: string, data: object): Promise<T> => {
    const res = await request.post(`/api${path}`, { data, headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data: T };
    expect(res.status(), `${path}: ${JSON.stringify(body)}`).toBe(200);
    return body.data;
  };
}

/** A new visitor's browser in `lang`, on a desktop or a phone. */
async function visitor(browser: Browser, lang: Lang, phone: boolean): Promise<Page> {
  const context = await browser.newContext(phone ? PHONE : { viewport: { width: 1366, height: 900 } });
  await context.addInitScript(
    (l) => localStorage.setItem('trade_lang', JSON.stringify({ value: l, expire: null })),
    lang,
  );
  return context.newPage();
}

/** Each content route, and what shows once its content is there. */
const CONTENT_ROUTES: { path: string; ready: string; title: Record<Lang, string> }[] = [
  {
    path: '/service?id=2',
    ready: 'content-page.service-2',
    title: { 'zh-CN': '仓储服务', en: 'Warehousing', ru: 'Складские услуги' },
  },
  {
    path: '/tgfw',
    ready: 'content-page.tgfw',
    title: { 'zh-CN': '通关服务', en: 'Customs clearance', ru: 'Таможенное оформление' },
  },
  {
    path: '/logistics',
    ready: 'content-page.logistics',
    title: { 'zh-CN': '物流服务', en: 'Logistics', ru: 'Логистика' },
  },
  {
    path: '/industrial',
    ready: 'content-page.industrial',
    title: { 'zh-CN': '产业金融', en: 'Industry finance', ru: 'Отраслевое финансирование' },
  },
  {
    path: '/loan',
    ready: 'content-page.loan',
    title: { 'zh-CN': '货运代理', en: 'Freight forwarding', ru: 'Экспедирование' },
  },
  {
    path: '/report',
    ready: 'content-page.report',
    title: { 'zh-CN': '可行性报告', en: 'Feasibility report', ru: 'Технико-экономическое обоснование' },
  },
  {
    path: '/trade',
    ready: 'content-page.trade',
    title: {
      'zh-CN': '跨境易货贸易',
      en: 'Cross-border barter trade',
      ru: 'Трансграничная бартерная торговля',
    },
  },
  {
    path: '/about',
    ready: 'content-page.about',
    title: { 'zh-CN': '关于我们', en: 'About us', ru: 'О нас' },
  },
  {
    path: '/promotion',
    ready: 'content-page.promotion',
    title: { 'zh-CN': '推广服务', en: 'Promotion service', ru: 'Продвижение' },
  },
  {
    path: '/privacy',
    ready: 'content-legal.privacy',
    title: { 'zh-CN': '隐私政策', en: 'Privacy policy', ru: 'Политика конфиденциальности' },
  },
  {
    path: '/terms',
    ready: 'content-legal.terms',
    title: { 'zh-CN': '服务条款', en: 'Terms of service', ru: 'Условия использования' },
  },
];

/** What a visitor must never see: an error notification or a placeholder. */
async function expectNoErrors(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  await expect(page.getByText('页面正在建设中')).toHaveCount(0);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(10);
}

test.describe('portal content (real stack)', () => {
  test.beforeAll(requireRealStack);
  test.describe.configure({ timeout: 180_000 });

  let articleId = '';
  const stamp = Date.now().toString(36);

  test.beforeAll(async ({ request }) => {
    const api = await adminApi(request);
    const category = await api('/admin/article.category/add', {
      name: { 'zh-cn': `口岸动态${stamp}`, en: `Border news ${stamp}`, ru: `Новости границы ${stamp}` },
    });
    articleId = (
      await api('/admin/article.article/add', {
        categoryId: category.id,
        title: {
          'zh-cn': `满洲里口岸通关提速${stamp}`,
          en: `Faster clearance at Manzhouli ${stamp}`,
          ru: `Ускорение оформления в Маньчжурии ${stamp}`,
        },
        body: {
          'zh-cn': '<p>口岸启用<strong>智能审图</strong>系统。</p><ul><li>平均通关时间缩短一半</li></ul>',
          en: '<p>The crossing now runs <strong>smart image checks</strong>.</p>',
          ru: '<p>На переходе работает <strong>умная проверка снимков</strong>.</p>',
        },
        status: 1,
      })
    ).id;
  });

  for (const phone of [false, true]) {
    const layout = phone ? 'mobile' : 'desktop';
    for (const lang of LANGS) {
      test(`every content route as a new visitor, ${layout} (${lang})`, async ({ browser }) => {
        const page = await visitor(browser, lang, phone);
        await page.goto('/');
        await expect(page.getByTestId('home-banners')).toBeVisible();
        await expect(page.getByTestId('latest-articles')).toBeVisible();
        await expectNoErrors(page);
        await snap(page, `portal-home-${layout}-${lang}`);

        for (const route of CONTENT_ROUTES) {
          await page.goto(route.path);
          const content = page.getByTestId(route.ready);
          await expect(content.locator('h1')).toHaveText(route.title[lang]);
          await expect(content.getByTestId('content-body')).not.toBeEmpty();
          await expect(page).toHaveTitle(new RegExp(`^${route.title[lang]} - `));
          await expectNoErrors(page);
          if (route.path === '/tgfw' || route.path === '/privacy')
            await snap(page, `portal${route.path.replace('/', '-')}-${layout}-${lang}`);
        }

        await page.goto('/article/list');
        const item = page.getByTestId('article-item').filter({ hasText: stamp });
        await expect(item).toHaveCount(1);
        await expectNoErrors(page);
        await snap(page, `portal-articles-${layout}-${lang}`);
        // A phone's list item opens the article; on a desktop its title is the link.
        await (phone ? item : item.getByRole('link')).click();
        await expect(page).toHaveURL(new RegExp(`/article/info\\?id=${articleId}$`));
        await expect(page.getByTestId('article-body').locator('strong')).toBeVisible();
        await expectNoErrors(page);
        await snap(page, `portal-article-${layout}-${lang}`);
        await page.context().close();
      });
    }
  }

  test('the home page gets everything in one call, and follows a content block edited in the back office', async ({
    browser,
    page,
  }) => {
    const home = await visitor(browser, 'zh-CN', false);
    const calls: string[] = [];
    home.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
    });
    await home.goto('/');
    await expect(home.getByTestId('home-counts')).toBeVisible();
    await home.waitForLoadState('networkidle');
    expect(calls).toEqual(['POST /api/index/index']);
    await expect(home.getByTestId('latest-articles')).toContainText(stamp);
    // The header comes from the same call: the custom navigation's items.
    await expect(home.getByTestId('portal-nav')).toContainText('关于我们');

    // An admin renames the first promise through the content block screen.
    await signInAdmin(page);
    await page.goto('/admin/content/patch');
    await page.getByTestId('content-patch-search').locator('input').fill('全天候');
    await page.getByTestId('content-patch-search').locator('input').press('Enter');
    const row = page.locator('tr', { hasText: 'promise.1' });
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    const form = page.getByTestId('patch-form');
    await form.getByLabel('标题').first().fill(`全天候平台服务${stamp}`);
    await saveDialog(page);
    await expect(page.locator('tr', { hasText: 'promise.1' })).toContainText(`全天候平台服务${stamp}`);

    // The footer's promises follow on the home page and on the others.
    await home.reload();
    await expect(home.getByTestId('portal-footer')).toContainText(`全天候平台服务${stamp}`);
    await home.goto('/about');
    await expect(home.getByTestId('portal-footer')).toContainText(`全天候平台服务${stamp}`);
    await home.context().close();

    // Back as it was, for the screenshots of later runs.
    await page
      .locator('tr', { hasText: 'promise.1' })
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await page.getByTestId('patch-form').getByLabel('标题').first().fill('全天候平台服务');
    await saveDialog(page);
    await expect(page.locator('tr', { hasText: 'promise.1' })).not.toContainText(stamp);
  });

  test('an admin writes and publishes an article with the rich-text editor', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin/content/article');
    await page.getByTestId('content-article-add').click();
    const form = page.getByTestId('article-form');
    await form.getByTestId('article-category-select').click();
    await page.keyboard.type(`口岸动态${stamp}`);
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: `口岸动态${stamp}` }).click();
    await form.getByLabel('标题').first().fill(`中欧班列新线路${stamp}`);
    const editor = form.getByTestId('body-zh-cn').locator('.rte-content');
    await editor.click();
    await page.keyboard.type('新线路每周三班。');
    await form.getByTestId('body-zh-cn').getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('全程 12 天');
    await form.getByText('已发布').click();
    await form.getByTestId('language-tabs').scrollIntoViewIfNeeded();
    await snap(page, 'admin-article-editor');
    await saveDialog(page);
    const row = page.locator('tr', { hasText: `中欧班列新线路${stamp}` });
    await expect(row).toBeVisible();
    await expect(row.getByRole('switch')).toBeChecked();

    await page.goto('/article/list');
    await page.getByTestId('article-search').locator('input').fill(`中欧班列新线路${stamp}`);
    await page.getByTestId('article-search').locator('input').press('Enter');
    await page.getByTestId('article-item').getByText(`中欧班列新线路${stamp}`).click();
    await expect(page.getByTestId('article-body').locator('strong')).toHaveText('全程 12 天');
    await expect(page).toHaveTitle(new RegExp(`^中欧班列新线路${stamp} - `));
  });
});
