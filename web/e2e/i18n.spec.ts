import { test, expect } from './fixtures';

test('switching to ru renders the portal in Russian, and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('portal-nav')).toContainText('关于我们');
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  const nav = page.getByTestId('portal-nav');
  await expect(nav).toContainText('О нас');
  await expect(nav).toContainText('Главная');
  await expect(page.getByTestId('portal-footer')).toContainText('Быстрый отклик');
  await expect(page).toHaveTitle('Главная - Платформа трансграничной торговли');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await page.reload();
  await expect(page.getByTestId('portal-nav')).toContainText('О нас');
  await expect(page.getByTestId('portal-nav')).not.toContainText('关于我们');
});

test('API requests carry the language header of the current language', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('trade_lang', JSON.stringify({ value: 'en', expire: null })),
  );
  const request = page.waitForRequest('**/api/article/list');
  await page.goto('/');
  expect((await request).headers()['lang']).toBe('en');
});
