import { expect, test } from '@playwright/test';
import { snap, PHONE } from './fixtures';
import { ADMIN, requireRealStack } from './identity-helpers';
import { approvedItem, post, register } from './marketplace-helpers';
import { LANGS } from './product-catalog-helpers';

/**
 * The supplier index and a supplier's page against the real stack: a member's approved
 * supplies make it a supplier a visitor finds by company name, on a desktop and a phone.
 */
test.describe('suppliers (real stack)', () => {
  test.beforeAll(requireRealStack);
  test.describe.configure({ timeout: 120_000 });

  const stamp = Date.now().toString(36);
  const company = `满洲里木业${stamp}`;

  test.beforeAll(async ({ request }) => {
    const owner = await register(request, company, 'sup');
    const admin = (await post(request, '/login/login', { account: ADMIN.username, password: ADMIN.password }))
      .accessToken as string;
    await approvedItem(request, owner, admin, 'supply', {
      name: `樟子松原木${stamp}`,
      categoryId: 'timber',
      price: 980,
    });
    await approvedItem(request, owner, admin, 'supply', {
      name: `落叶松板材${stamp}`,
      categoryId: 'timber',
      price: 1500,
    });
  });

  for (const phone of [false, true]) {
    const layout = phone ? 'mobile' : 'desktop';
    test(`a visitor finds the supplier and opens its page, ${layout}`, async ({ browser }) => {
      const context = await browser.newContext(phone ? PHONE : { viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await page.goto('/supplier');
      await page.getByTestId('supplier-search').locator('input').fill(`木业${stamp}`);
      await page.getByTestId('supplier-search').locator('input').press('Enter');
      const card = page.getByTestId('supplier-card').filter({ hasText: company });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('2');
      await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
      await snap(page, `suppliers-${layout}`);

      await card.click();
      await expect(page).toHaveURL(/\/supplier\/info\?id=[0-9a-f]{24}$/);
      await expect(page.getByTestId('supplier-profile')).toContainText(company);
      await expect(page).toHaveTitle(new RegExp(`^${company} - `));
      await expect(page.getByText(`樟子松原木${stamp}`)).toBeVisible();
      await expect(page.getByText(`落叶松板材${stamp}`)).toBeVisible();
      await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
      await snap(page, `supplier-page-${layout}`);
      await context.close();
    });
  }

  for (const lang of LANGS) {
    test(`the supplier index reads in ${lang}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      await context.addInitScript(
        (l) => localStorage.setItem('trade_lang', JSON.stringify({ value: l, expire: null })),
        lang,
      );
      const page = await context.newPage();
      await page.goto('/supplier');
      await expect(page.getByTestId('supplier-card').first()).toBeVisible();
      await expect(page.getByText('页面正在建设中')).toHaveCount(0);
      await snap(page, `suppliers-index-${lang}`);
      await context.close();
    });
  }
});
