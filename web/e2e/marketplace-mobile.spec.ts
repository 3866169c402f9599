import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ADMIN, requireRealStack } from './identity-helpers';
import { post, register, type Member } from './marketplace-helpers';
import { snap, turnPickerWheels, PHONE } from './fixtures';

/**
 * The marketplace on a phone against the real stack (E2E_BASE_URL): member A posts a
 * supply with a real image through the mobile form, an admin approves it, member B finds
 * it on the public product page and inquires, A sees the inquiry and a notification, B
 * posts a demand on the phone, A quotes on it and B compares the quote. A visitor opens
 * the desktop product page.
 */
/** A page holding the session the sign-in stores (tokens and member info). */
async function sessionPage(
  browser: Browser,
  member: Member,
  options: Parameters<Browser['newContext']>[0],
): Promise<Page> {
  const context = await browser.newContext(options);
  const session = await post(context.request, '/login/login', {
    account: member.account,
    password: member.password,
  });
  const page = await context.newPage();
  await page.addInitScript(
    (s) => {
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      const expire = Date.now() + 3_600_000;
      for (const [key, value] of Object.entries(s))
        localStorage.setItem(`trade_${key}`, JSON.stringify({ value, expire }));
    },
    {
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      member_info: session.member_info,
    },
  );
  return page;
}

/** A phone (390×844) with the member's session. */
const phoneOf = (browser: Browser, member: Member) =>
  sessionPage(browser, member, {
    ...PHONE,
  });

/** The antd-mobile form item with this label. */
const formItem = (page: Page, label: string): Locator =>
  page.locator('.adm-form-item').filter({ has: page.locator('.adm-form-item-label', { hasText: label }) });

/** Opens the country field, searches the name and taps it (the phone's country picker is a searchable list). */
async function pickCountry(page: Page, name: string) {
  await formItem(page, '国家').getByTestId('m-country-picker').click();
  const popup = page.locator('.adm-popup-body:visible');
  await popup.locator('input').fill(name);
  await popup.locator('.adm-check-list-item', { hasText: name }).first().click();
  await expect(formItem(page, '国家')).toContainText(name);
}

/** Opens a picker field and confirms the given label in each column, in order. */
async function pick(page: Page, label: string, ...choices: string[]) {
  await formItem(page, label).locator('.adm-list-item-content').click();
  const popup = await turnPickerWheels(page, choices, '确定');
  await expect(popup).toBeHidden();
  await expect(formItem(page, label).locator('.adm-form-item-child-inner')).toContainText(choices.at(-1)!);
}

/** A screenshot of the whole page from its top (the sticky bars stay where a user first sees them). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** A real PNG (600×600, ≥ 500 px wide as §5 advises) drawn by the browser. */
async function pngOf(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 600;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 600, 600);
    gradient.addColorStop(0, '#f5d76e');
    gradient.addColorStop(1, '#8c6d1f');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 600, 600);
    ctx.fillStyle = '#fff';
    ctx.font = 'bold 64px sans-serif';
    ctx.fillText('SOY', 220, 320);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test.describe('marketplace on a phone (real stack)', () => {
  test.beforeAll(requireRealStack);
  test.setTimeout(240_000);

  test('supply with an image, inquiry, notification, demand and quote on phones; the public product page', async ({
    browser,
    request,
  }) => {
    const run = Date.now().toString(36).slice(-4).toUpperCase();
    const supplyName = `黑龙江非转基因大豆 ${run}`;
    const demandName = `求购非转基因大豆 ${run}`;
    const a = await register(request, `黑河粮贸 ${run}`, 'mob');
    const b = await register(request, `远东油脂 ${run}`, 'mob');
    const admin = (await post(request, '/login/login', { account: ADMIN.username, password: ADMIN.password }))
      .accessToken as string;
    const phoneA = await phoneOf(browser, a);
    const phoneB = await phoneOf(browser, b);
    let supplyId = '';
    let demandId = '';
    let inquiryId = '';

    await test.step('A posts a supply with a real image through the phone form', async () => {
      await phoneA.goto('/mobile/member/supply/save/0');
      await expect(phoneA).toHaveTitle(/^发布供应/);
      await expect(phoneA.getByTestId('gallery-advice')).toContainText('1:1');
      await phoneA.getByRole('button', { name: '保存' }).click();
      for (const message of [
        '请输入产品名称',
        '请选择分类',
        '请输入价格',
        '请输入数量',
        '请选择单位',
        '请上传图片',
      ])
        await expect(phoneA.getByText(message)).toBeVisible();
      await shot(phoneA, 'mobile-supply-save-required');

      await phoneA.getByLabel('产品名称').fill(supplyName);
      await pick(phoneA, '分类', '农产品', '粮油');
      await phoneA.getByLabel('价格').fill('4200');
      await phoneA.getByLabel('数量').fill('500');
      await formItem(phoneA, '单位').getByText('吨', { exact: true }).click();
      await pickCountry(phoneA, '中国');
      await pick(phoneA, '有效期至', String(new Date().getFullYear() + 1));
      await phoneA
        .locator('input[type=file]')
        .setInputFiles({ name: 'soy.png', mimeType: 'image/png', buffer: await pngOf(phoneA) });
      await expect(phoneA.locator('.adm-image-uploader-cell img')).toHaveAttribute('src', /\/api\//);
      await phoneA.getByLabel('品牌').fill('北大荒');
      await phoneA.getByLabel('产地').fill('黑龙江');
      await phoneA.getByLabel('产品描述').fill('2025年新季黑龙江大豆，蛋白含量高，适合榨油');
      // The company name is the account's, shown read-only.
      await expect(phoneA.getByLabel('公司名称')).toHaveValue(a.company);
      await expect(phoneA.getByLabel('公司名称')).not.toBeEditable();
      await phoneA.getByLabel('邮箱').fill('a@example.com');
      for (const message of ['请输入产品名称', '请选择分类', '请上传图片'])
        await expect(phoneA.getByText(message)).toBeHidden();
      await shot(phoneA, 'mobile-supply-save-filled');
      await phoneA.getByRole('button', { name: '保存' }).click();
      await expect(phoneA).toHaveURL(/\/mobile\/member\/supply$/);
      await expect(phoneA.getByText(supplyName)).toBeVisible();

      const mine = await post(request, '/home/member.Supply/page', {}, a.token);
      const row = (mine.rows as Array<{ id: string; gallery: string[]; images?: string[] }>)[0]!;
      supplyId = row.id;
      // The form sends the files service's id of the image, not its url.
      expect(row.gallery[0]).toMatch(/^[0-9a-f]{24}$/);
      await post(request, '/admin/product.supply/audit', { id: supplyId, auditStatus: 'approved' }, admin);
    });

    await test.step("A opens the supply's info page", async () => {
      await phoneA.goto(`/mobile/member/supply/info/${supplyId}`);
      await expect(phoneA.getByRole('heading', { name: supplyName })).toBeVisible();
      await expect(phoneA.getByTestId('status-tags')).toContainText('审核通过');
      await expect(phoneA.getByTestId('gallery-swiper').locator('img').first()).toHaveAttribute(
        'src',
        /\/api\//,
      );
      await expect(phoneA.getByText('收到的询价 (0)')).toBeVisible();
      await shot(phoneA, 'mobile-supply-info');
      // Hide and show again, each confirmed (§4).
      const actions = phoneA.getByTestId('owner-actions');
      await actions.getByRole('button', { name: '下架' }).click();
      const dialog = phoneA.locator('.adm-dialog-body:visible');
      await expect(dialog).toContainText('确定下架该产品吗？');
      await dialog.getByRole('button', { name: '下架' }).click();
      await expect(phoneA.getByTestId('status-tags')).toContainText('已下架');
      await actions.getByRole('button', { name: '上架' }).click();
      await expect(dialog).toContainText('确定上架该产品吗？');
      await dialog.getByRole('button', { name: '上架' }).click();
      await expect(phoneA.getByTestId('status-tags')).not.toContainText('已下架');
      await expect(actions.getByRole('button', { name: '下架' })).toBeVisible();
    });

    await test.step('B opens the public product page and sends an inquiry', async () => {
      await phoneB.goto(`/product/detail/${supplyId}`);
      await expect(phoneB.getByRole('heading', { name: supplyName })).toBeVisible();
      await expect(phoneB.getByTestId('detail-price')).toHaveText('4200 / 吨');
      await expect(phoneB.getByTestId('product-fields')).toContainText('北大荒');
      await shot(phoneB, 'mobile-product-detail');
      await phoneB.getByTestId('detail-trade').click();
      await expect(phoneB).toHaveURL(new RegExp(`/mobile/member/supply/inquiry/${supplyId}$`));
      await expect(phoneB.getByText(supplyName)).toBeVisible();
      await phoneB.locator('.adm-stepper-input input').fill('120');
      // The company is the account's, shown read-only.
      await expect(phoneB.getByLabel('公司名称')).toHaveValue(b.company);
      await phoneB.getByLabel('邮箱').fill('b@example.com');
      await phoneB.getByRole('option', { name: '俄罗斯', exact: true }).click();
      await phoneB.getByLabel('备注').fill('请报CIF价');
      await shot(phoneB, 'mobile-inquiry-form');
      await phoneB.getByRole('button', { name: '提交' }).click();
      await expect(phoneB).toHaveURL(/\/mobile\/member\/inquiry$/);
      const sent = phoneB.getByTestId('sent-trade').filter({ hasText: supplyName });
      await expect(sent).toBeVisible();
      await expect(sent).toContainText('120 吨');
      await shot(phoneB, 'mobile-sent-inquiries');
      await sent.click();
      await expect(phoneB).toHaveURL(/\/mobile\/transInfo\/[0-9a-f]{24}$/);
      inquiryId = phoneB.url().split('/').pop()!;
      const info = phoneB.getByTestId('trade-info');
      await expect(info).toContainText('询价');
      await expect(info).toContainText('发出的');
      await expect(info).toContainText(supplyName);
      await expect(info).toContainText('120 吨');
      await expect(info).toContainText('b@example.com');
      await expect(info).toContainText('俄罗斯');
      await expect(info).toContainText('请报CIF价');
      await shot(phoneB, 'mobile-trans-info-inquiry');
    });

    await test.step('A sees the inquiry on the info page and an unread notification', async () => {
      await phoneA.reload();
      const received = phoneA.getByTestId('received-trades');
      await expect(received).toContainText('收到的询价 (1)');
      await expect(received).toContainText(b.company);
      await shot(phoneA, 'mobile-supply-info-inquiry');
      await received.getByText(b.company).click();
      await expect(phoneA).toHaveURL(new RegExp(`/mobile/transInfo/${inquiryId}$`));
      await expect(phoneA.getByTestId('trade-info')).toContainText('收到的');

      await expect(async () => {
        await phoneA.goto('/mobile/member');
        await expect(phoneA.getByTestId('badge-notice')).toContainText(/[1-9]/, { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      await expect(phoneA.locator('.m-tabbar .adm-badge-content')).toContainText(/[1-9]/);
      await shot(phoneA, 'mobile-member-home');
      await phoneA.getByTestId('entry-notice').click();
      await expect(phoneA).toHaveURL(/\/mobile\/member\/notice$/);
      const notice = phoneA.getByTestId('notice-item').filter({ hasText: '收到新的询价' }).first();
      await expect(notice).toHaveAttribute('data-unread', 'true');
      await shot(phoneA, 'mobile-notices');
      await notice.click();
      await expect(phoneA).toHaveURL(new RegExp(`/mobile/transInfo/${inquiryId}$`));
      await phoneA.goBack();
      await expect(
        phoneA.getByTestId('notice-item').filter({ hasText: '收到新的询价' }).first(),
      ).toHaveAttribute('data-unread', 'false');
    });

    await test.step('B posts a demand on the phone', async () => {
      await phoneB.goto('/mobile/member/demand/save/0');
      await phoneB.getByLabel('产品名称').fill(demandName);
      await pick(phoneB, '分类', '农产品', '粮油');
      await phoneB.getByLabel('数量').fill('200');
      await formItem(phoneB, '单位').getByText('吨', { exact: true }).click();
      await pickCountry(phoneB, '俄罗斯');
      await pick(phoneB, '有效期至', String(new Date().getFullYear() + 1));
      await phoneB.getByLabel('产品描述').fill('长期求购非转基因大豆，用于榨油');
      await phoneB.getByLabel('邮箱').fill('b@example.com');
      await shot(phoneB, 'mobile-demand-save');
      await phoneB.getByRole('button', { name: '保存' }).click();
      await expect(phoneB).toHaveURL(/\/mobile\/member\/demand$/);
      await expect(phoneB.getByText(demandName)).toBeVisible();
      const mine = await post(request, '/home/member.Demand/page', {}, b.token);
      demandId = (mine.rows as { id: string }[])[0]!.id;
      await post(request, '/admin/product.demand/audit', { id: demandId, auditStatus: 'approved' }, admin);
    });

    await test.step('A quotes on the demand from the phone', async () => {
      await phoneA.goto(`/mobile/member/demand/offer/${demandId}`);
      await expect(phoneA.getByTestId('quote-demand')).toContainText(demandName);
      await phoneA.getByRole('button', { name: '提交' }).click();
      for (const message of ['请输入数量', '请输入价格'])
        await expect(phoneA.getByText(message)).toBeVisible();
      await phoneA.getByLabel('数量').fill('200');
      await phoneA.getByLabel('单价').fill('3950');
      await phoneA.getByLabel('公司名称').fill(a.company);
      await phoneA.getByLabel('留言').fill('可分批交货');
      await shot(phoneA, 'mobile-quote-form');
      await phoneA.getByRole('button', { name: '提交' }).click();
      await expect(phoneA).toHaveURL(/\/mobile\/member\/offer$/);
      const sent = phoneA.getByTestId('sent-trade').filter({ hasText: demandName });
      await expect(sent).toContainText('200 吨 × 3950 CNY = 790000 CNY');
      await shot(phoneA, 'mobile-sent-quotes');
    });

    await test.step("B compares the quote on the demand's info page and sees the matching supply", async () => {
      await phoneB.goto(`/mobile/member/demand/info/${demandId}`);
      const quotes = phoneB.getByTestId('received-trades');
      await expect(quotes).toContainText('收到的报价 (1)');
      const row = quotes.getByTestId('quote-row').filter({ hasText: a.company });
      await expect(row).toContainText('3950 CNY');
      await expect(row).toContainText('790000 CNY');
      await quotes.getByText('总价最低').click();
      await expect(row).toBeVisible();
      await expect(phoneB.getByTestId('match-row').filter({ hasText: supplyName })).toContainText(/\d+%/);
      await shot(phoneB, 'mobile-demand-info-quotes');
      await row.click();
      await expect(phoneB).toHaveURL(/\/mobile\/transInfo\/[0-9a-f]{24}$/);
      await expect(phoneB.getByTestId('trade-info')).toContainText('可分批交货');
      await shot(phoneB, 'mobile-trans-info-quote');
    });

    await test.step('a visitor opens the desktop product pages', async () => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const desk = await context.newPage();
      await desk.goto(`/product/detail/${supplyId}`);
      const detail = desk.getByTestId('product-detail');
      await expect(detail.getByRole('heading', { name: supplyName })).toBeVisible();
      await expect(detail.getByTestId('detail-price')).toHaveText('4200 / 吨');
      for (const text of ['500 吨', '黑龙江', '北大荒', '粮油', '中国', a.company])
        await expect(detail).toContainText(text);
      await expect(desk.getByTestId('detail-gallery').locator('img').first()).toHaveAttribute(
        'src',
        /\/api\//,
      );
      await expect(desk.getByTestId('detail-matches')).toContainText(demandName);
      await shot(desk, 'desktop-product-detail');
      await desk.getByTestId('detail-trade').click();
      await expect(desk).toHaveURL(/\/login\?redirect=/);

      await desk.goto(`/product/detail/${demandId}?kind=demand`);
      await expect(desk.getByRole('heading', { name: demandName })).toBeVisible();
      await expect(desk.getByTestId('detail-price')).toHaveText('面议');
      await expect(desk.getByTestId('detail-match').filter({ hasText: supplyName })).toBeVisible();
      await expect(desk.getByTestId('detail-trade')).toHaveText(/报\s*价/);
      await shot(desk, 'desktop-demand-detail');

      await desk.goto('/demand');
      await desk.getByPlaceholder('关键词').fill(run);
      await desk.getByRole('button', { name: /搜\s*索/ }).click();
      await desk.getByTestId('market-item-link').filter({ hasText: demandName }).click();
      await expect(desk).toHaveURL(new RegExp(`/product/detail/${demandId}\\?kind=demand$`));

      await desk.goto('/product/detail/0123456789abcdef01234567');
      await expect(desk.getByTestId('product-not-found')).toBeVisible();
      await shot(desk, 'desktop-product-not-found');
      await context.close();

      // Signed in, the button opens the inquiry dialog on the page itself.
      const signedIn = await sessionPage(browser, b, { viewport: { width: 1366, height: 900 } });
      await signedIn.goto(`/product/detail/${supplyId}`);
      await signedIn.getByTestId('detail-trade').click();
      const dialog = signedIn.locator('.ant-modal:visible');
      await expect(dialog).toContainText(`询价 · ${supplyName}`);
      await expect(dialog.getByLabel('公司名称')).toBeVisible();
      await shot(signedIn, 'desktop-product-detail-inquiry');
      await signedIn.context().close();
    });

    await test.step('the phone pages read in Russian and English', async () => {
      for (const [lang, title, received] of [
        ['ru', 'Детали спроса', 'Полученные котировки (1)'],
        ['en', 'Demand detail', 'Quotes received (1)'],
      ] as const) {
        const phone = await phoneOf(browser, b);
        await phone.addInitScript((l) => {
          localStorage.setItem('trade_lang', JSON.stringify({ value: l, expire: null }));
        }, lang);
        await phone.goto(`/mobile/member/demand/info/${demandId}`);
        await expect(phone.locator('.m-navbar')).toContainText(title);
        await expect(phone.getByTestId('received-trades')).toContainText(received);
        await expect(phone.locator('body')).not.toContainText(/\b(member|portal|common):/);
        await shot(phone, `mobile-demand-info-${lang}`);
        await phone.goto('/mobile/member');
        await expect(phone.getByTestId('member-entries')).not.toContainText('entries.');
        await shot(phone, `mobile-member-home-${lang}`);
        await phone.context().close();
      }
    });
  });
});
