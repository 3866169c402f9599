import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ADMIN, requireRealStack, smsCode } from './identity-helpers';
import { approvedItem, post, postedItem, register, signInByApi, type Member } from './marketplace-helpers';
import { snap, turnPickerWheels, PHONE } from './fixtures';

/**
 * What a new user could not do, on the real stack (E2E_BASE_URL): a visitor finds a supply
 * by keyword and category and opens it, a supplier replies to an inquiry and the sender
 * sees the reply, a demand owner accepts a quotation, and a member resets a forgotten
 * password with an SMS code — on desktop and on a phone, screens in the three languages.
 */
const LANGS = ['zh-CN', 'en', 'ru'] as const;
const stamp = () => String(Date.now() % 1_000_000);
const SUPPLY_NAV = { 'zh-CN': '供应大厅', en: 'Supply', ru: 'Предложения' } as const;
const GRAIN = { 'zh-CN': '粮油', en: 'Grain and oil', ru: 'Зерно и масло' } as const;
const AGRICULTURE = { 'zh-CN': '农产品', en: 'Agriculture', ru: 'Сельское хозяйство' } as const;
const CONFIRM = { 'zh-CN': '确定', en: 'Confirm', ru: 'Подтвердить' } as const;

const SMS_TAB = { 'zh-CN': '验证码登录', en: 'SMS code', ru: 'По коду из SMS' } as const;
const PHONE_REQUIRED = {
  'zh-CN': '请输入手机号码',
  en: 'Please enter the phone number',
  ru: 'Введите номер телефона',
} as const;

/** The "+86" box and the phone box beside it have the same top and the same height. */
async function expectPhoneRowLinedUp(form: Locator) {
  const row = form.locator('.ant-space-compact').first();
  const code = await row.getByTestId('phone-code-select').boundingBox();
  const phone = await row.locator('.ant-input-affix-wrapper').boundingBox();
  expect(code && phone).toBeTruthy();
  expect(Math.abs(code!.y - phone!.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(code!.height - phone!.height)).toBeLessThanOrEqual(1);
}

async function pageFor(browser: Browser, opts: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  return (await browser.newContext(opts)).newPage();
}

test.describe('marketplace gaps (real stack)', () => {
  test.beforeAll(requireRealStack);

  let admin: string;
  let a: Member;
  let b: Member;
  const supplyName = `远东冷榨亚麻籽油${stamp()}`;
  /** The same keyword in another category (食品饮料): the category filter must leave it out. */
  const otherName = `${supplyName}礼盒装`;
  let supplyId: string;
  /** Members who will reset their password, registered first: a phone gets one code a minute. */
  const resetting: Record<'desktop' | 'phone', { member: Member; registeredAt: number } | undefined> = {
    desktop: undefined,
    phone: undefined,
  };

  test.beforeAll(async ({ request }) => {
    for (const device of ['desktop', 'phone'] as const) {
      const member = await register(request, `绥芬河木业${stamp()}`, device === 'phone' ? 'fpm' : 'fpd');
      resetting[device] = { member, registeredAt: Date.now() };
    }
    admin = (await post(request, '/login/login', { account: ADMIN.username, password: ADMIN.password }))
      .accessToken as string;
    a = await register(request, '黑河亚麻籽油厂', 'gapa');
    b = await register(request, '远东食品进口', 'gapb');
    supplyId = await approvedItem(request, a, admin, 'supply', {
      name: supplyName,
      price: 18000,
      categoryId: 'grain',
      companyName: a.company,
    });
    await approvedItem(request, a, admin, 'supply', {
      name: otherName,
      price: 260,
      categoryId: 'food',
      companyName: a.company,
    });
  });

  /** The phone's search: the keyword in the search bar, the category from the filter sheet's cascade. */
  async function findOnPhone(page: Page, keyword: string, lang: (typeof LANGS)[number]) {
    await page.getByTestId('market-keyword').locator('input').fill(keyword);
    await page.getByTestId('market-filters').click();
    await page.getByTestId('market-category').click();
    await turnPickerWheels(page, [AGRICULTURE[lang], GRAIN[lang]], CONFIRM[lang]);
    await expect(page.getByTestId('market-category')).toContainText(GRAIN[lang]);
    await snap(page, `gaps-supply-filters-phone-${lang}`);
    await page.getByTestId('market-filter-apply').click();
  }

  for (const [device, opts] of [
    ['desktop', {}],
    ['phone', PHONE],
  ] as const) {
    test(`a visitor finds a supply by keyword and category and opens it (${device})`, async ({ browser }) => {
      test.setTimeout(150_000);
      for (const lang of LANGS) {
        const page = await pageFor(browser, opts);
        await page.addInitScript(
          (l) => localStorage.setItem('trade_lang', JSON.stringify({ value: l, expire: null })),
          lang,
        );
        await page.goto(device === 'phone' ? '/pages/home' : '/');
        if (device === 'phone') await page.getByTestId('home-find-supply').click();
        else await page.getByTestId('portal-nav').getByText(SUPPLY_NAV[lang], { exact: true }).click();
        await expect(page).toHaveURL(/\/supply$/);
        const items = page.getByTestId('market-item');
        // The keyword alone finds both, in their two categories.
        if (device === 'phone') await page.getByTestId('market-keyword').locator('input').fill(supplyName);
        else await page.getByTestId('market-keyword').fill(supplyName);
        await page.getByTestId('market-search-submit').click();
        await expect(items).toHaveCount(2, { timeout: 20_000 });
        await expect(items.filter({ hasText: otherName })).toHaveCount(1);
        // With the category, only the one in it.
        if (device === 'phone') await findOnPhone(page, supplyName, lang);
        else {
          await page.getByTestId('market-keyword').fill(supplyName);
          // The category cascader is searchable: type the name, pick the matching path.
          await page.getByTestId('market-category').click();
          await page.keyboard.type(GRAIN[lang]);
          await page
            .locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item')
            .filter({ hasText: GRAIN[lang] })
            .first()
            .click();
          await page.getByTestId('market-search-submit').click();
        }
        await expect(items.filter({ hasText: otherName })).toHaveCount(0, { timeout: 20_000 });
        await expect(items).toHaveCount(1);
        const item = items.filter({ hasText: supplyName });
        await expect(item).toHaveCount(1);
        await snap(page, `gaps-supply-search-${device}-${lang}`);
        await item.getByTestId('market-item-link').click();
        await expect(page).toHaveURL(new RegExp(`/product/detail/${supplyId}`));
        await expect(page.getByText(supplyName).first()).toBeVisible();
        await page.context().close();
      }
    });
  }

  test('a supplier replies to an inquiry and the sender sees the reply', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const inquiry = await post(
      request,
      '/member.myTrans/inquiry',
      { supplyId, quantity: 20, companyName: b.company, email: 'b@example.com', country: 'RU' },
      b.token,
    );
    const pageA = await pageFor(browser);
    await signInByApi(pageA, request, a.account, a.password);
    await pageA.goto('/product/inquiry');
    // The machine is shared: first loads get more time than the 7 s default.
    await expect(pageA.getByTestId(`reply-open-${inquiry.id}`)).toBeVisible({ timeout: 20_000 });
    const row = pageA.locator('tr', { has: pageA.getByTestId(`reply-open-${inquiry.id}`) });
    await expect(row).toContainText('俄罗斯');
    await row.getByTestId(`reply-open-${inquiry.id}`).click();
    const dialog = pageA.locator('.ant-modal:visible');
    await dialog.getByRole('textbox').fill('CIF 绥芬河 18500 元/吨，20 吨现货');
    await snap(pageA, 'gaps-inquiry-reply-dialog');
    await dialog.getByRole('button', { name: '回复' }).click();
    await expect(pageA.getByTestId(`reply-${inquiry.id}`)).toHaveText('CIF 绥芬河 18500 元/吨，20 吨现货');

    for (const lang of LANGS) {
      const pageB = await pageFor(browser);
      await signInByApi(pageB, request, b.account, b.password, lang);
      await pageB.goto('/product/inquiryList');
      await expect(pageB.getByTestId(`reply-${inquiry.id}`)).toHaveText('CIF 绥芬河 18500 元/吨，20 吨现货', {
        timeout: 20_000,
      });
      await snap(pageB, `gaps-inquiry-replied-${lang}`);
      await pageB.context().close();
    }
    // On the phone, the sender's trade page shows the reply too.
    const phoneB = await pageFor(browser, PHONE);
    await signInByApi(phoneB, request, b.account, b.password);
    await phoneB.goto(`/mobile/transInfo/${inquiry.id}`);
    await expect(phoneB.getByTestId('trade-info')).toContainText('CIF 绥芬河 18500 元/吨');
    await snap(phoneB, 'gaps-inquiry-replied-mobile');
  });

  test('a demand owner accepts a quotation, on desktop and on a phone', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const demandId = await approvedItem(request, b, admin, 'demand', {
      name: `求购亚麻籽油${stamp()}`,
      price: 17000,
      categoryId: 'grain',
      companyName: b.company,
    });
    const quote = (unitPrice: number) =>
      post(
        request,
        '/member.myTrans/quote',
        { demandId, quantity: 100, unitPrice, currency: 'CNY', companyName: a.company },
        a.token,
      );
    const first = await quote(17500);
    const second = await quote(17900);

    const pageB = await pageFor(browser);
    await signInByApi(pageB, request, b.account, b.password);
    await pageB.goto('/product/quote');
    await pageB.getByTestId(`accept-${first.id}`).click({ timeout: 20_000 });
    const confirm = pageB.locator('.ant-modal-confirm:visible');
    await expect(confirm).toContainText(`确定接受 ${a.company} 的报价吗？`);
    await snap(pageB, 'gaps-quote-accept-confirm');
    await confirm.getByRole('button', { name: /确\s?定/ }).click();
    await expect(pageB.getByTestId(`decision-${first.id}`)).toHaveText('已接受');

    const phoneB = await pageFor(browser, PHONE);
    await signInByApi(phoneB, request, b.account, b.password);
    await phoneB.goto(`/mobile/transInfo/${second.id}`);
    await phoneB.getByTestId('mobile-decision').getByRole('button', { name: '接受' }).click();
    await phoneB.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await expect(phoneB.getByTestId('trade-info')).toContainText('已接受');
    await snap(phoneB, 'gaps-quote-accepted-mobile');

    for (const lang of LANGS) {
      const pageA = await pageFor(browser);
      await signInByApi(pageA, request, a.account, a.password, lang);
      await pageA.goto('/product/quotationList');
      await pageA.getByText(lang === 'zh-CN' ? '发出的' : lang === 'en' ? 'Sent' : 'Отправленные').click();
      await expect(pageA.getByTestId(`decision-${first.id}`)).toBeVisible();
      await snap(pageA, `gaps-quote-sent-${lang}`);
      await pageA.context().close();
    }
  });

  test('the reply, accept and approve dialogs speak the reader’s language (en, ru)', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const demandId = await approvedItem(request, b, admin, 'demand', {
      name: `求购葵花籽油${stamp()}`,
      price: 9000,
      categoryId: 'grain',
      companyName: b.company,
    });
    const pendingName = `待审核亚麻籽${stamp()}`;
    const pendingId = await postedItem(request, a, 'supply', {
      name: pendingName,
      price: 9000,
      categoryId: 'grain',
      companyName: a.company,
    });
    const inquiry = await post(
      request,
      '/member.myTrans/inquiry',
      { supplyId, quantity: 5, companyName: b.company, email: 'b@example.com', country: 'RU' },
      b.token,
    );
    const quote = await post(
      request,
      '/member.myTrans/quote',
      { demandId, quantity: 10, unitPrice: 9100, currency: 'CNY', companyName: a.company },
      a.token,
    );
    const TEXTS = {
      en: {
        reply: 'Reply',
        accept: `Accept the quotation of ${a.company}? A contract can then be made from it.`,
        approve: `Approve "${pendingName}"? Once approved it is shown publicly.`,
      },
      ru: {
        reply: 'Ответить',
        accept: `Принять предложение ${a.company}? На его основе можно будет заключить контракт.`,
        approve: `Одобрить «${pendingName}»? После одобрения он будет показан на сайте.`,
      },
    } as const;
    for (const lang of ['en', 'ru'] as const) {
      const seller = await pageFor(browser);
      await signInByApi(seller, request, a.account, a.password, lang);
      await seller.goto('/product/inquiry');
      await seller.getByTestId(`reply-open-${inquiry.id}`).click({ timeout: 20_000 });
      const dialog = seller.locator('.ant-modal:visible');
      await expect(dialog.getByRole('button', { name: TEXTS[lang].reply })).toBeVisible();
      await dialog.getByRole('textbox').fill('CIF Suifenhe 9200 CNY/t');
      await snap(seller, `gaps-inquiry-reply-dialog-${lang}`);
      await seller.context().close();

      const buyer = await pageFor(browser);
      await signInByApi(buyer, request, b.account, b.password, lang);
      await buyer.goto('/product/quote');
      await buyer.getByTestId(`accept-${quote.id}`).click({ timeout: 20_000 });
      await expect(buyer.locator('.ant-modal-confirm:visible')).toContainText(TEXTS[lang].accept);
      await snap(buyer, `gaps-quote-accept-confirm-${lang}`);
      await buyer.context().close();

      const reviewer = await pageFor(browser);
      await signInByApi(reviewer, request, ADMIN.username, ADMIN.password, lang);
      await reviewer.goto('/admin/market/supply');
      await reviewer.getByTestId(`approve-${pendingId}`).click({ timeout: 20_000 });
      await expect(reviewer.locator('.ant-modal-confirm:visible')).toContainText(TEXTS[lang].approve);
      await snap(reviewer, `gaps-admin-approve-confirm-${lang}`);
      await reviewer.context().close();
    }
  });

  for (const [device, opts] of [
    ['desktop', {}],
    ['phone', PHONE],
  ] as const) {
    test(`a member resets a forgotten password with an SMS code; the old one stops working (${device})`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(150_000);
      const { member, registeredAt } = resetting[device]!;
      // The registration's code blocks another to the same phone for a minute (SMS_RESEND_AFTER).
      const wait = registeredAt + 62_000 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const mobile = (
        (await post(request, '/login/login', { account: member.account, password: member.password }))
          .member_info as { mobile: string }
      ).mobile;
      const phone = mobile.replace('+86', '');
      const page = await pageFor(browser, opts);
      await page.goto(device === 'phone' ? '/login/login' : '/login');
      await page.getByTestId('to-forgot').click();
      await expect(page).toHaveURL(/\/login\/forgot$/);
      const since = Date.now();
      if (device === 'phone') {
        const form = page.getByTestId('m-reset-form');
        await form.locator('input[type="tel"]').first().fill(phone);
        await page.getByTestId('m-send-code').click();
        await form.getByPlaceholder('验证码').fill(await smsCode(`+86${phone}`, since));
        await form.getByPlaceholder('新密码').fill('abc');
        await page.getByTestId('m-reset-submit').click();
        await expect(form).toContainText('密码长度必须为6-20个字符');
        await form.getByPlaceholder('新密码').fill('linseed#2026');
        await snap(page, 'gaps-forgot-password-mobile');
        await page.getByTestId('m-reset-submit').click();
        await expect(page).toHaveURL(/\/mobile\/member$/);
      } else {
        const form = page.getByTestId('reset-form');
        await form.getByPlaceholder('手机号码').fill(phone);
        await page.getByTestId('send-code').click();
        await form.getByPlaceholder('验证码').fill(await smsCode(`+86${phone}`, since));
        await form.getByPlaceholder('新密码').fill('abc');
        await page.getByTestId('reset-submit').click();
        await expect(form).toContainText('密码长度必须为6-20个字符');
        await form.getByPlaceholder('新密码').fill('linseed#2026');
        await snap(page, 'gaps-forgot-password-desktop');
        await page.getByTestId('reset-submit').click();
        await expect(page).toHaveURL(/\/home$/);
      }
      const old = await request.post('/api/login/login', {
        data: { account: member.account, password: member.password },
      });
      expect(old.status()).toBe(400);
      // The session from before the reset is over.
      const before = await request.post('/api/home/member.Supply/page', {
        data: {},
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(before.status()).toBe(401);
      await post(request, '/login/login', { account: member.account, password: 'linseed#2026' });
    });
  }

  test('the back-office dashboard and the member file library in the three languages', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    for (const lang of LANGS) {
      const adminPage = await pageFor(browser);
      await signInByApi(adminPage, request, ADMIN.username, ADMIN.password, lang);
      await adminPage.goto('/admin');
      await expect(adminPage.getByTestId('dashboard-pending-supply')).toBeVisible({ timeout: 20_000 });
      await expect(adminPage.getByTestId('dashboard-health')).toBeVisible();
      await snap(adminPage, `gaps-admin-dashboard-${lang}`);
      await adminPage.context().close();

      const memberPage = await pageFor(browser);
      await signInByApi(memberPage, request, a.account, a.password, lang);
      await memberPage.goto('/file/library');
      // The library itself, without the demo panels it used to show.
      await expect(memberPage.getByRole('button', { name: /上传|Upload|Загрузить/ }).first()).toBeVisible({
        timeout: 20_000,
      });
      await expect(memberPage.getByText('从文件库选择')).toHaveCount(0);
      await snap(memberPage, `gaps-member-file-library-${lang}`);
      await memberPage.context().close();
    }
  });

  test('the forgotten-password page and the SMS sign-in in the three languages', async ({ browser }) => {
    test.setTimeout(120_000);
    for (const lang of LANGS) {
      const page = await pageFor(browser);
      await page.addInitScript(
        (l) => localStorage.setItem('trade_lang', JSON.stringify({ value: l, expire: null })),
        lang,
      );
      await page.goto('/login/forgot');
      await expect(page.getByTestId('forgot-title')).toBeVisible({ timeout: 20_000 });
      const form = page.getByTestId('reset-form');
      await expectPhoneRowLinedUp(form);
      await snap(page, `gaps-forgot-password-${lang}`);
      // Sent empty: the phone row says what is missing, and its two boxes stay lined up.
      await page.getByTestId('reset-submit').click();
      await expect(form.getByText(PHONE_REQUIRED[lang])).toBeVisible();
      await expectPhoneRowLinedUp(form);
      await snap(page, `gaps-forgot-password-empty-${lang}`);

      await page.goto('/login');
      await page.getByText(SMS_TAB[lang], { exact: true }).click();
      const sms = page.getByTestId('sms-form');
      await expect(sms).toBeVisible();
      await expectPhoneRowLinedUp(sms);
      await page.getByTestId('code-submit').click();
      await expect(sms.getByText(PHONE_REQUIRED[lang])).toBeVisible();
      await expectPhoneRowLinedUp(sms);
      await snap(page, `gaps-login-sms-empty-${lang}`);
      await page.context().close();
    }
  });
});
