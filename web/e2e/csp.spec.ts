import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { join } from 'node:path';
import { snap, PHONE, SCREENSHOT_DIR } from './fixtures';
import { gradientPng } from './files-helpers';
import { passwordLogin, requireRealStack } from './identity-helpers';
import { post, register } from './marketplace-helpers';

/**
 * The gateway's Content-Security-Policy (no inline or foreign script) with the built app
 * in Chromium on the real stack: sign in, the member file library, an image uploaded in
 * the supply form's gallery (previews, the bytes back from files), the post forms, a
 * phone, and the API docs. Any violation the browser reports fails the test.
 */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function expectCspOn(page: Page, path: string) {
  const response = await page.goto(path);
  const csp = (await response!.headerValue('content-security-policy')) ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(await response!.headerValue('x-content-type-options')).toBe('nosniff');
}

test.describe('the web app under the Content-Security-Policy (real stack)', () => {
  test.beforeAll(requireRealStack);
  test.setTimeout(120_000);

  test('signs in, opens member pages, uploads an image and shows the post forms without a violation', async ({
    browser,
    request,
  }) => {
    const run = Date.now().toString(36).slice(-4).toUpperCase();
    const member = await register(request, `满洲里口岸贸易 ${run}`, 'csp');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const violations = await watchViolations(context);
    const page = await context.newPage();

    await expectCspOn(page, '/login');
    await passwordLogin(page, member.account, member.password);
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto('/file/library');
    await expect(page.getByTestId('file-library')).toBeVisible();

    // The desktop supply form, with an upload into its gallery (data: previews, the bytes back from files).
    await page.goto('/product/supply');
    await page.getByTestId('product-add').click();
    const dialog = page.locator('.ant-modal:visible');
    const gallery = dialog.locator('.ant-form-item').filter({ has: page.locator('label[for$="gallery"]') });
    await gallery.locator('input[type=file]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: gradientPng(320, 320),
    });
    const done = gallery.locator('.ant-upload-list-item-done img');
    await expect(done).toHaveAttribute('src', /\/api\/basic\.file\/view\//);
    expect(
      await done.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).toBeGreaterThan(0);

    // The company name is the account's, read-only.
    const company = dialog.getByTestId('company-name');
    await expect(company).toHaveValue(member.company);
    await expect(company).not.toBeEditable();
    await expect(dialog.getByText('公司名称取自会员账户，此处不可修改')).toBeVisible();
    await dialog.getByLabel('产品名称').fill('满洲里木材');
    await company.scrollIntoViewIfNeeded();
    await snap(page, 'csp-supply-form');
    await page.keyboard.press('Escape');

    // On a phone: the mobile post form.
    const session = await post(context.request, '/login/login', {
      account: member.account,
      password: member.password,
    });
    const phoneContext = await browser.newContext({
      ...PHONE,
    });
    const phoneViolations = await watchViolations(phoneContext);
    await phoneContext.addInitScript((s) => {
      const expire = Date.now() + 3_600_000;
      for (const [key, value] of Object.entries(s))
        localStorage.setItem(`trade_${key}`, JSON.stringify({ value, expire }));
    }, session);
    const phone = await phoneContext.newPage();
    await expectCspOn(phone, '/mobile/member/supply/save/0');
    await expect(phone.getByLabel('公司名称')).toHaveValue(member.company);
    await expect(phone.getByLabel('公司名称')).not.toBeEditable();
    await phone.getByLabel('产品名称').fill('满洲里木材');
    await phone.getByLabel('公司名称').scrollIntoViewIfNeeded();
    await snap(phone, 'csp-mobile-supply-form');

    expect(violations).toEqual([]);
    expect(phoneViolations).toEqual([]);

    // The API docs run Swagger UI under the same policy (the merged document takes a while).
    await expectCspOn(page, '/docs');
    await expect(page.locator('.swagger-ui .info .title')).toContainText('Trade platform API', {
      timeout: 30_000,
    });
    expect(violations).toEqual([]);
    await phoneContext.close();
    await context.close();
  });

  test('a public page shows its server-rendered content before the app loads, then the app takes it over', async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...PHONE });
    const violations = await watchViolations(context);
    const page = await context.newPage();
    // The app's entry is held back until the server's content has been checked on screen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let paintedBeforeRequest: boolean | undefined;
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      paintedBeforeRequest = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint').length > 0,
      );
      await held;
      await route.continue();
    });
    const response = await page.goto('/pages/home', { waitUntil: 'domcontentloaded' });
    expect(await response!.headerValue('content-security-policy')).toContain("script-src 'self'");
    await expect(page.locator('.ssr-page h1')).toBeVisible();
    await expect
      .poll(() => paintedBeforeRequest, { message: 'the entry was asked for after the first paint' })
      .toBe(true);
    // Not snap(): the held request keeps the network busy.
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'portal-home-server-content-mobile.png') });
    release();
    // The app's own page, footer included, replaces the server's.
    await expect(page.getByTestId('portal-footer')).toBeVisible();
    await expect(page.locator('.ssr-page')).toHaveCount(0);
    expect(violations).toEqual([]);
    await context.close();
  });
});
