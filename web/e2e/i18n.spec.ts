import { test, expect } from './fixtures';

test('switching to ru renders the portal in Russian, and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('portal-nav')).toContainText('关于我们');
  const nav = page.getByTestId('portal-nav');
  // A click that lands while the menu is still opening can be lost; a person clicks again.
  await expect(async () => {
    const russian = page.getByRole('menuitem', { name: 'Русский' });
    if (!(await russian.isVisible())) await page.getByTestId('language-switcher').click();
    await russian.click();
    await expect(nav).toContainText('О нас', { timeout: 2000 });
  }).toPass({ timeout: 20000 });
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
  const request = page.waitForRequest('**/api/index/index');
  await page.goto('/');
  expect((await request).headers()['lang']).toBe('en');
});
