import { expect, test } from '@playwright/test';
import { REGISTRY, freeCreditCode } from './company-helpers';
import { snap, PHONE } from './fixtures';
import { ADMIN, requireRealStack } from './identity-helpers';
import { approvedItem, post, register, signInByApi, type Member } from './marketplace-helpers';

/**
 * The member's trade dashboard against the real stack: a member posts a supply, receives an
 * inquiry from Russia, quotes on a demand posted for Kazakhstan and has the contract from
 * that quotation approved; its dashboard counts each (overview tiles and the charts), in the
 * three languages, and its phone home shows the counts compactly, with a link to the phone's
 * dashboard drawing the same charts. Another member's dashboard stays empty.
 */

const LOADED = { timeout: 20_000 };
const LANGS = ['zh-CN', 'en', 'ru'] as const;
const TITLES = { 'zh-CN': '数据统计', en: 'Trade statistics', ru: 'Статистика' };

test.describe('trade dashboard (real stack)', () => {
  // One set of members and trade for every test of the file (their credit codes are unique).
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(requireRealStack);
  test.setTimeout(300_000);

  let seller: Member;
  let other: Member;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    await freeCreditCode(REGISTRY.mohe.creditCode);
    await freeCreditCode(REGISTRY.tongjiang.creditCode);
    seller = await register(request, REGISTRY.mohe.name, 'rpt');
    const buyer = await register(request, REGISTRY.tongjiang.name, 'rpt');
    other = await register(request, '逊克农产品', 'rpt');
    await post(
      request,
      '/member.memberInfo/add',
      { name: REGISTRY.mohe.name, creditCode: REGISTRY.mohe.creditCode },
      seller.token,
    );
    await post(
      request,
      '/member.memberInfo/add',
      { name: REGISTRY.tongjiang.name, creditCode: REGISTRY.tongjiang.creditCode },
      buyer.token,
    );
    const admin = (await post(request, '/login/login', { account: ADMIN.username, password: ADMIN.password }))
      .accessToken as string;

    const supplyId = await approvedItem(request, seller, admin, 'supply', {
      name: '东北非转基因大豆',
      price: 4200,
      categoryId: 'grain',
      country: 'CN',
    });
    await post(
      request,
      '/member.myTrans/inquiry',
      { supplyId, quantity: 120, companyName: buyer.company, email: 'buyer@example.com', country: 'RU' },
      buyer.token,
    );
    const demandId = await approvedItem(request, buyer, admin, 'demand', {
      name: '求购大豆',
      price: 4000,
      categoryId: 'grain',
      country: 'KZ',
    });
    const quote = await post(
      request,
      '/member.myTrans/quote',
      { demandId, quantity: 200, unitPrice: 4100.5, currency: 'CNY', companyName: seller.company },
      seller.token,
    );
    await post(request, '/member.myTrans/decide', { id: quote.id, decision: 'accepted' }, buyer.token);
    // The member service learns of the accepted quotation from its event.
    let form: Record<string, unknown> | undefined;
    for (let i = 0; i < 120 && !form; i += 1) {
      const res = await request.post('/api/home/member.Contract/fromQuote', {
        data: { quoteId: quote.id },
        headers: { authorization: `Bearer ${seller.token}` },
      });
      if (res.status() === 200) form = ((await res.json()) as { data: Record<string, unknown> }).data;
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(form, 'the accepted quotation in the member service').toBeDefined();
    const contract = await post(
      request,
      '/home/member.Contract/add',
      { ...form, quoteId: quote.id },
      seller.token,
    );
    await post(
      request,
      '/home/member.ContractTracking/updateStatus',
      { id: contract.id, status: 'submitted' },
      seller.token,
    );
    await post(request, '/admin/member.contract/review', { id: contract.id, status: 'approved' }, admin);
  });

  for (const lang of LANGS) {
    test(`the dashboard counts the member's trade, in ${lang}`, async ({ page, request }) => {
      await page.setViewportSize({ width: 1440, height: 1000 });
      await signInByApi(page, request, seller.account, seller.password, lang);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: TITLES[lang] })).toBeVisible(LOADED);
      // The figures follow the events: reload until the approved contract is counted.
      const tiles = page.getByTestId('report-overview');
      for (let i = 0; i < 60; i += 1) {
        await expect(tiles).toBeVisible(LOADED);
        const text = await tiles.innerText();
        if (
          (await tiles.locator('.ant-statistic-content-value').allInnerTexts()).join(',') === '1,0,1,0,0,1,1'
        )
          break;
        expect(text).toBeTruthy();
        await page.waitForTimeout(2000);
        await page.reload();
      }
      await expect(tiles.locator('.ant-statistic-content-value')).toHaveText([
        '1',
        '0',
        '1',
        '0',
        '0',
        '1',
        '1',
      ]);
      for (const dimension of ['month', 'country', 'contractStatus', 'contractAmount'])
        await expect(page.getByTestId(`report-${dimension}`).locator('canvas').first()).toBeVisible(LOADED);
      await snap(page, `trade-dashboard-${lang}`);
    });
  }

  test('another member’s dashboard shows none of it', async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page, request, other.account, other.password);
    await page.goto('/dashboard');
    const tiles = page.getByTestId('report-overview');
    await expect(tiles.locator('.ant-statistic-content-value')).toHaveText(
      ['0', '0', '0', '0', '0', '0', '0'],
      LOADED,
    );
    await expect(page.getByTestId('report-contractStatus')).toContainText('暂无数据');
  });

  test('on a phone, the member home shows the counts compactly', async ({ browser }) => {
    const context = await browser.newContext({
      ...PHONE,
    });
    const page = await context.newPage();
    await signInByApi(page, context.request, seller.account, seller.password);
    await page.goto('/mobile/member');
    const summary = page.getByTestId('mobile-report-summary');
    await expect(summary).toBeVisible(LOADED);
    await expect(summary.getByTestId('figure-contracts')).toContainText('1');
    await expect(summary.getByTestId('figure-inquiriesReceived')).toContainText('1');
    await snap(page, 'trade-dashboard-mobile-zh-CN');
    await context.close();
  });

  for (const lang of LANGS) {
    test(`on a phone, the dashboard draws the charts, in ${lang}`, async ({ browser }) => {
      const context = await browser.newContext({
        ...PHONE,
      });
      const page = await context.newPage();
      // echarts is not part of the member home: it loads with the dashboard's first chart.
      const charts: string[] = [];
      page.on('request', (request) => {
        if (/\/report-chart-[\w-]+\.js$/.test(request.url())) charts.push(request.url());
      });
      await signInByApi(page, context.request, seller.account, seller.password, lang);
      await page.goto('/mobile/member');
      // The figures follow the events: reload until the approved contract is counted.
      await expect(async () => {
        await page.reload();
        await expect(page.getByTestId('figure-contracts')).toContainText('1', { timeout: 5_000 });
      }).toPass({ timeout: 120_000 });
      expect(charts).toEqual([]);
      await page.getByTestId('report-charts-link').click();
      await expect(page).toHaveURL(/\/mobile\/member\/dashboard$/);
      await expect(page.locator('.adm-nav-bar')).toContainText(TITLES[lang], LOADED);
      const dashboard = page.getByTestId('trade-dashboard');
      await expect(dashboard.getByTestId('figure-contracts')).toContainText('1', LOADED);
      for (const dimension of ['month', 'country', 'contractStatus', 'contractAmount'])
        await expect(dashboard.getByTestId(`chart-${dimension}`).locator('canvas').first()).toBeVisible(
          LOADED,
        );
      expect(charts).toHaveLength(1);
      await snap(page, `trade-dashboard-mobile-charts-${lang}`);
      await context.close();
    });
  }

  test('on a phone, another member’s dashboard says it has no figures yet', async ({ browser }) => {
    const context = await browser.newContext({
      ...PHONE,
    });
    const page = await context.newPage();
    await signInByApi(page, context.request, other.account, other.password);
    await page.goto('/mobile/member/dashboard');
    await expect(page.getByTestId('report-contractStatus')).toContainText('暂无数据', LOADED);
    await expect(page.getByTestId('trade-dashboard').locator('canvas')).toHaveCount(0);
    await context.close();
  });
});
