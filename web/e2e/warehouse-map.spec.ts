import { expect, test, type Browser, type Page } from '@playwright/test';
import { snap, PHONE } from './fixtures';
import { requireRealStack } from './identity-helpers';
import { LANGS, type Lang } from './product-catalog-helpers';

/**
 * The portal's warehouse map against the real stack (the six sample warehouses of a
 * development platform): the map of China, its points and list, the data source, the
 * logistics-consulting entries, and the empty state, on a desktop and a phone.
 */

/** A new visitor's browser in `lang`, on a desktop or a phone. */
async function visitor(browser: Browser, lang: Lang, phone: boolean): Promise<Page> {
  const context = await browser.newContext(phone ? PHONE : { viewport: { width: 1366, height: 900 } });
  await context.addInitScript(
    (l) => localStorage.setItem('trade_lang', JSON.stringify({ value: l, expire: null })),
    lang,
  );
  return context.newPage();
}

const TITLE: Record<Lang, string> = { 'zh-CN': '仓库地图', en: 'Warehouse map', ru: 'Карта складов' };
const CONSULT: Record<Lang, string> = {
  'zh-CN': '物流咨询',
  en: 'Logistics consulting',
  ru: 'Логистическая консультация',
};
const SOURCE: Record<Lang, RegExp> = {
  'zh-CN': /地图数据：Apache ECharts 4\.9\.0.*南海诸岛/,
  en: /Map data: China map of Apache ECharts 4\.9\.0.*South China Sea Islands/,
  ru: /Картографические данные: карта Китая из Apache ECharts 4\.9\.0/,
};
const MANZHOULI: Record<Lang, string> = {
  'zh-CN': '满洲里综合保税区仓库',
  en: 'Manzhouli bonded zone warehouse',
  ru: 'Склад бондовой зоны Маньчжурии',
};

/** Any notification, message or toast a failed call would raise. */
const ERROR_TOASTS = '.ant-notification-notice, .ant-message-notice, .adm-toast-main';

/** Opens /map and waits until the map has drawn its points. */
async function openMap(page: Page, lang: Lang) {
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: TITLE[lang] })).toBeVisible();
  const chart = page.getByTestId('warehouse-map-chart');
  await expect(chart).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expect(chart.locator('canvas').first()).toBeVisible();
  return chart;
}

test.describe('warehouse map (real stack)', () => {
  test.beforeAll(requireRealStack);

  for (const phone of [false, true]) {
    const device = phone ? 'mobile' : 'desktop';
    for (const lang of LANGS) {
      test(`shows the warehouses on the map of China, ${device}, ${lang}`, async ({ browser }) => {
        const page = await visitor(browser, lang, phone);
        const chart = await openMap(page, lang);
        // A point for each listed warehouse: the six samples, but for one the back office's
        // browser test may be hiding for a moment.
        await expect(page.getByTestId('warehouse-item')).not.toHaveCount(0);
        const total = await page.getByTestId('warehouse-item').count();
        expect(total).toBeGreaterThanOrEqual(5);
        await expect(chart).toHaveAttribute('data-points', String(total));
        await expect(page.getByTestId('warehouse-list')).toContainText(MANZHOULI[lang]);
        await expect(page.getByTestId('map-source')).toHaveText(SOURCE[lang]);
        await expect(page.getByTestId('map-consult')).toContainText(CONSULT[lang]);
        await expect(page).toHaveTitle(new RegExp(TITLE[lang]));
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0).toBeGreaterThan(20);
        // The canvas has drawn something: the map is not one flat colour.
        const colours = await chart
          .locator('canvas')
          .first()
          .evaluate((canvas: HTMLCanvasElement) => {
            const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
            const seen = new Set<number>();
            for (let i = 0; i < data.length; i += 4 * 97)
              seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
            return seen.size;
          });
        expect(colours).toBeGreaterThan(3);
        await snap(page, `warehouse-map-${device}-${lang}`);

        // A warehouse chosen in the list stands out on the map with its tooltip and details.
        const item = page.getByTestId('warehouse-item').filter({ hasText: MANZHOULI[lang] });
        await item.locator('button').first().click();
        const id = await item.getAttribute('data-id');
        await expect(chart).toHaveAttribute('data-selected', id!);
        await expect(chart).toContainText(MANZHOULI[lang]);
        const detail = item.getByTestId('warehouse-detail');
        await expect(detail).toContainText(/42[ ,.\u00a0\u202f]?000 (m²|м²)/);
        await snap(page, `warehouse-map-detail-${device}-${lang}`);
        await expect(page.locator(ERROR_TOASTS)).toHaveCount(0);

        await detail.getByTestId('warehouse-consult').click();
        await expect(page).toHaveURL(new RegExp(`/logistics\\?from=map&warehouse=${id}#consult$`));
        await page.context().close();
      });
    }

    test(`filters the list by category and city, ${device}`, async ({ browser }) => {
      const page = await visitor(browser, 'zh-CN', phone);
      const chart = await openMap(page, 'zh-CN');
      if (phone) await page.locator('.adm-capsule-tabs-tab', { hasText: '冷链仓' }).click();
      else await page.getByTestId('map-kind-cold').click();
      await expect(page.getByTestId('warehouse-item')).toHaveCount(1);
      await expect(page.getByTestId('warehouse-list')).toContainText('黑河冷链仓储中心');
      await expect(chart).toHaveAttribute('data-points', '1');
      if (phone) await page.locator('.adm-capsule-tabs-tab', { hasText: '全部类别' }).click();
      else await page.getByTestId('map-kind-cold').click();
      // As many points as listed warehouses, both from the page's own answer (another test
      // may hide and show a warehouse meanwhile).
      await expect(page.getByTestId('warehouse-item')).not.toHaveCount(1);
      await expect(chart).toHaveAttribute(
        'data-points',
        String(await page.getByTestId('warehouse-item').count()),
      );
      if (phone) await page.locator('.warehouse-map-cities').getByText('绥芬河市').click();
      else {
        await page.getByTestId('map-city').click();
        await page.locator('.ant-select-item-option', { hasText: '绥芬河市' }).click();
      }
      await expect(page.getByTestId('warehouse-item')).toHaveCount(1);
      await expect(page.getByTestId('warehouse-list')).toContainText('绥芬河铁路口岸仓库');
      await page.context().close();
    });

    test(`the page's consulting entry opens the logistics consultation, ${device}`, async ({ browser }) => {
      const page = await visitor(browser, 'en', phone);
      await openMap(page, 'en');
      await page.getByTestId('map-consult').click();
      await expect(page).toHaveURL(/\/logistics\?from=map#consult$/);
      await page.context().close();
    });

    test(`shows an empty state, not an error, when there are no warehouses, ${device}`, async ({
      browser,
    }) => {
      const page = await visitor(browser, 'zh-CN', phone);
      await page.route('**/api/wms/list.html**', (route) =>
        route.fulfill({ status: 500, json: { code: 500, message: '服务器错误', data: null } }),
      );
      await page.goto('/map');
      await expect(page.getByTestId('warehouse-map-empty')).toBeVisible();
      await expect(page.getByTestId('map-consult')).toBeVisible();
      await expect(page.locator(ERROR_TOASTS)).toHaveCount(0);
      await page.context().close();
    });
  }

  test('the home page and the warehousing page lead to the map', async ({ browser }) => {
    const page = await visitor(browser, 'zh-CN', false);
    await page.goto('/');
    await page.getByTestId('home-map').click();
    await expect(page).toHaveURL(/\/map$/);
    await page.goto('/service?id=2');
    await page.getByTestId('service-map').click();
    await expect(page.getByTestId('warehouse-map-page')).toBeVisible();
    await page.context().close();
  });
});
