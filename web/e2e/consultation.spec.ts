import { expect, test, type Browser, type Page } from '@playwright/test';
import { snap, PHONE } from './fixtures';
import { newPhone, requireRealStack, smsCode } from './identity-helpers';
import { LANGS, signInAdmin, type Lang } from './product-catalog-helpers';

/**
 * The portal's consultation forms against the real stack: the §5 messages, the phone
 * proved by its SMS code, the consent, the entry in the back office followed up, and the
 * e-mail to operations in the mail sink.
 */

const MAIL_LISTING = `http://127.0.0.1:${process.env.MAIL_HTTP_PORT ?? 1080}`;
const OPERATIONS = process.env.E2E_OPERATIONS_EMAIL ?? 'operations@trade.local';

async function visitor(browser: Browser, lang: Lang, phone: boolean): Promise<Page> {
  const context = await browser.newContext(phone ? PHONE : { viewport: { width: 1366, height: 900 } });
  await context.addInitScript(
    (l) => localStorage.setItem('trade_lang', JSON.stringify({ value: l, expire: null })),
    lang,
  );
  return context.newPage();
}

/** The text of the newest operations e-mail that mentions `needle`. */
async function operationsMail(needle: string): Promise<{ subject: string; text: string }> {
  for (let i = 0; i < 75; i += 1) {
    const list = (await (await fetch(`${MAIL_LISTING}/messages?to=${OPERATIONS}&limit=20`)).json()) as {
      id: string;
    }[];
    for (const { id } of list) {
      const mail = (await (await fetch(`${MAIL_LISTING}/messages/${id}`)).json()) as {
        subject: string;
        text: string;
      };
      if (mail.text.includes(needle)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  throw new Error(`no e-mail to ${OPERATIONS} mentions ${needle}`);
}

test.describe('consultation forms (real stack)', () => {
  test.beforeAll(requireRealStack);
  // Each test walks several pages of a cold portal and waits for an SMS or an e-mail.
  test.describe.configure({ timeout: 120_000 });

  test('a visitor asks for logistics: §5 messages, SMS code, consent; operations get it and follow it up', async ({
    browser,
  }) => {
    const page = await visitor(browser, 'zh-CN', false);
    await page.goto('/logistics#consult');
    const form = page.getByTestId('consult-form-logistics');
    await expect(form).toBeVisible({ timeout: 20_000 });
    await form.getByTestId('consult-submit').click();
    for (const message of ['请输入名称', '请输入手机号码', '请输入起运港', '请输入目的港', '请选择国家']) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByText('请阅读并同意《隐私政策》和《服务条款》')).toBeVisible();

    const phone = newPhone();
    await form.getByTestId('consult-name').fill('孙经理');
    await form.getByTestId('consult-company').fill('绥芬河木材进出口有限公司');
    await form.getByTestId('consult-phone').fill(phone);
    await form.getByTestId('consult-departurePort').fill('符拉迪沃斯托克');
    await form.getByTestId('consult-destinationPort').fill('绥芬河');
    await form.getByTestId('consult-country').fill('俄罗斯');
    await form.getByTestId('consult-content').fill('每月 20 个集装箱原木');
    const since = Date.now();
    await form.getByTestId('send-code').click();
    await form.getByTestId('consult-code').fill(await smsCode(`+86${phone}`, since));
    await form.getByTestId('consent').check();
    await snap(page, 'consult-logistics-filled');
    await form.getByTestId('consult-submit').click();
    await expect(page.getByTestId('consult-sent')).toContainText('咨询已提交');
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);

    const mail = await operationsMail(phone);
    expect(mail.subject).toBe('【物流咨询】绥芬河木材进出口有限公司');
    expect(mail.text).toContain('起运港：符拉迪沃斯托克');

    const admin = await browser.newPage();
    await signInAdmin(admin);
    await admin.goto('/admin/content/guestbook');
    const row = admin.locator('tr', { hasText: `+86${phone}` });
    await expect(row).toContainText('物流咨询', { timeout: 20_000 });
    await expect(row.getByTestId('guestbook-status')).toHaveText('新提交');
    await expect(row).toContainText('符拉迪沃斯托克 → 绥芬河');
    await snap(admin, 'admin-guestbook-consultation');
    await row.getByRole('button', { name: '标为已联系' }).click();
    await expect(row.getByTestId('guestbook-status')).toHaveText('已联系');
  });

  test('a wrong SMS code is named under its field and nothing is sent', async ({ browser }) => {
    const page = await visitor(browser, 'en', false);
    await page.goto('/service?id=2');
    const form = page.getByTestId('consult-form-service');
    const phone = newPhone();
    await form.getByTestId('consult-name').fill('Ivan');
    await form.getByTestId('consult-company').fill('Amur Timber LLC');
    await form.getByTestId('consult-phone').fill(phone);
    const since = Date.now();
    await form.getByTestId('send-code').click();
    const code = await smsCode(`+86${phone}`, since);
    await form.getByTestId('consult-code').fill(code === '000000' ? '111111' : '000000');
    await form.getByTestId('consent').check();
    await form.getByTestId('consult-submit').click();
    await expect(form.getByText('Wrong SMS code')).toBeVisible();
    await form.getByTestId('consult-code').fill(code);
    await form.getByTestId('consult-submit').click();
    await expect(page.getByTestId('consult-sent')).toContainText('Enquiry sent');
  });

  for (const lang of LANGS) {
    test(`the forms in ${lang}, on a phone and a desktop, as a new visitor sees them`, async ({
      browser,
    }) => {
      for (const phone of [false, true]) {
        const page = await visitor(browser, lang, phone);
        for (const [path, type] of [
          ['/report', 'report'],
          ['/about', 'message'],
          ['/promotion', 'promotion'],
        ] as const) {
          await page.goto(`${path}#consult`);
          const form = page.getByTestId(`consult-form-${type}`);
          await expect(form).toBeVisible({ timeout: 20_000 });
          await expect(form.getByTestId('consent-privacy')).toBeVisible();
          await snap(page, `consult-${type}-${phone ? 'mobile' : 'desktop'}-${lang}`);
        }
        // The plain guestbook needs no SMS code.
        await page.goto('/about#consult');
        const form = page.getByTestId('consult-form-message');
        await form.getByTestId('consult-name').fill(`Visitor ${lang}`);
        await form.getByTestId('consult-content').fill(`Do you settle in roubles? (${lang})`);
        await form.getByTestId('consent').check();
        await form.getByTestId('consult-submit').click();
        await expect(page.getByTestId('consult-sent')).toBeVisible();
        await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
        await page.context().close();
      }
    });
  }
});
