import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, requireRealStack } from './identity-helpers';
import { approvedItem, post, register, signInByApi, type Member } from './marketplace-helpers';
import { snap, PHONE } from './fixtures';

/**
 * The member's forms and the phone's error and password pages, on the real stack, in each of
 * the three languages: the post form pre-filled from the account, the inquiry dialog and form,
 * the file library's group dialog, the phone's country picker, the phone's no-permission,
 * not-found and forgotten-password pages. Each screen is checked for its language's words
 * and photographed.
 */
const LANGS = ['zh-CN', 'en', 'ru'] as const;
type Lang = (typeof LANGS)[number];

const WORDS: Record<
  Lang,
  { companyFromAccount: string; addGroup: string; searchCountry: string; denied: string; forgot: string }
> = {
  'zh-CN': {
    companyFromAccount: '公司名称取自会员账户，此处不可修改',
    addGroup: '添加分组',
    searchCountry: '搜索国家',
    denied: '抱歉，您无权限访问该页面或页面不存在。',
    forgot: '找回密码',
  },
  en: {
    companyFromAccount: 'Taken from your member account; it cannot be changed here',
    addGroup: 'Add group',
    searchCountry: 'Search countries',
    denied: 'Sorry, you have no permission to view this page, or it does not exist.',
    forgot: 'Reset password',
  },
  ru: {
    companyFromAccount: 'Берётся из учётной записи участника; здесь не изменяется',
    addGroup: 'Добавить группу',
    searchCountry: 'Поиск страны',
    denied: 'Извините, у вас нет доступа к этой странице или она не существует.',
    forgot: 'Восстановление пароля',
  },
};

test.describe('member screens in the three languages (real stack)', () => {
  test.describe.configure({ mode: 'serial' });
  let seller: Member;
  let buyer: Member;
  let supplyId: string;
  const supplyName = `黑河大豆${Date.now() % 100000}`;

  test.beforeAll(async ({ request }) => {
    requireRealStack();
    seller = await register(request, `黑河粮贸${Date.now() % 100000}`, 'lsa');
    buyer = await register(request, `满洲里木业${Date.now() % 100000}`, 'lsb');
    const admin = (await post(request, '/login/login', { account: ADMIN.username, password: ADMIN.password }))
      .accessToken as string;
    supplyId = await approvedItem(request, seller, admin, 'supply', {
      name: supplyName,
      categoryId: 'grain',
      price: 4200,
    });
  });

  const pageFor = async (browser: Browser, phone = false): Promise<Page> =>
    (await browser.newContext(phone ? PHONE : { viewport: { width: 1366, height: 900 } })).newPage();

  for (const lang of LANGS) {
    test(`desktop: the pre-filled post form, the inquiry dialog and the group dialog (${lang})`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const page = await pageFor(browser);
      await signInByApi(page, request, buyer.account, buyer.password, lang);

      await page.goto('/product/supply');
      await page.getByTestId('product-add').click();
      const form = page.locator('.ant-modal:visible');
      const company = form.getByTestId('company-name');
      await expect(company).toHaveValue(buyer.company);
      await expect(company).not.toBeEditable();
      await expect(form).toContainText(WORDS[lang].companyFromAccount);
      await company.scrollIntoViewIfNeeded();
      await snap(page, `langs-supply-form-${lang}`);
      await page.keyboard.press('Escape');

      await page.goto(`/product/detail/${supplyId}`);
      await page.getByTestId('detail-trade').click();
      const inquiry = page.locator('.ant-modal:visible');
      await expect(inquiry).toContainText(supplyName);
      await expect(
        inquiry.getByTestId('company-name').or(inquiry.getByLabel(/公司|Company|Компания/)),
      ).toHaveValue(buyer.company);
      await snap(page, `langs-inquiry-dialog-${lang}`);
      await page.keyboard.press('Escape');

      await page.goto('/file/library');
      await page.getByRole('button', { name: new RegExp(WORDS[lang].addGroup) }).click({ timeout: 20_000 });
      const group = page.getByRole('dialog');
      await expect(group).toBeVisible();
      await snap(page, `langs-file-group-dialog-${lang}`);
      await page.context().close();
    });

    test(`phone: the post form with its country picker, the inquiry form, the error pages and the password page (${lang})`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const page = await pageFor(browser, true);
      await signInByApi(page, request, buyer.account, buyer.password, lang);

      await page.goto('/mobile/member/supply/save/0');
      const company = page.locator('input[readonly]').first();
      await expect(company).toHaveValue(buyer.company, { timeout: 20_000 });
      await snap(page, `langs-mobile-supply-form-${lang}`);
      await page.getByTestId('m-country-picker').click();
      const countries = page.locator('.adm-popup-body:visible');
      await expect(countries.getByPlaceholder(WORDS[lang].searchCountry)).toBeVisible();
      await countries.locator('input').fill(lang === 'zh-CN' ? '俄' : lang === 'en' ? 'Rus' : 'Росс');
      await expect(countries.locator('.adm-check-list-item')).not.toHaveCount(0);
      await snap(page, `langs-mobile-country-picker-${lang}`);

      await page.goto(`/mobile/member/supply/inquiry/${supplyId}`);
      await expect(page.getByText(supplyName)).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('input[readonly]').first()).toHaveValue(buyer.company);
      await snap(page, `langs-mobile-inquiry-${lang}`);

      await page.goto('/admin/sys/user');
      await expect(page.getByTestId('no-permission')).toContainText(WORDS[lang].denied);
      await snap(page, `langs-mobile-no-permission-${lang}`);
      await page.goto('/admin/x');
      await expect(page.getByTestId('not-found')).toContainText(WORDS[lang].denied);
      await snap(page, `langs-mobile-not-found-${lang}`);
      await page.context().close();

      const visitor = await pageFor(browser, true);
      await visitor.addInitScript(
        (l) => localStorage.setItem('trade_lang', JSON.stringify({ value: l, expire: null })),
        lang,
      );
      await visitor.goto('/login/forgot');
      await expect(visitor.locator('input[type="tel"]').first()).toBeVisible({ timeout: 20_000 });
      await expect(visitor.getByText(WORDS[lang].forgot).first()).toBeVisible();
      await snap(visitor, `langs-mobile-forgot-password-${lang}`);
      await visitor.context().close();
    });
  }
});
