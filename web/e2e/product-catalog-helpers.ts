import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN, passwordLogin } from './identity-helpers';

export const LANGS = ['zh-CN', 'en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

export async function signInAdmin(page: Page) {
  await passwordLogin(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
}

/** Switches the interface language the way the language switcher stores it, then reloads. */
export async function switchLanguage(page: Page, lang: Lang) {
  await page.evaluate(
    (l) => localStorage.setItem('trade_lang', JSON.stringify({ value: l, expire: null })),
    lang,
  );
  await page.reload();
}

/** The open dialog's save button. */
export const saveDialog = (page: Page) =>
  page
    .locator('.ant-modal:visible')
    .getByRole('button', { name: /保\s*存/ })
    .click();

/** Picks `path` level by level in the open cascader drop-down. */
export async function pickCascader(page: Page, box: Locator, path: string[]) {
  await box.click();
  const menus = page.locator('.ant-cascader-dropdown:visible');
  for (const label of path) await menus.getByTitle(label, { exact: true }).click();
}

/** Searches a table select for `name` and chooses its row. */
export async function pickInTableSelect(page: Page, testId: string, name: string) {
  await page.getByTestId(testId).click();
  const popup = page.getByTestId(`${testId}-popup`);
  await popup.getByRole('searchbox').fill(name);
  await popup.getByRole('searchbox').press('Enter');
  await popup.getByRole('cell', { name, exact: true }).click();
}

/** The spec column of the sku table, top to bottom. */
export const skuSpecs = (page: Page) =>
  page.getByTestId('sku-table').locator('tbody tr[data-row-key] td:nth-child(2)').allInnerTexts();

/** A window tall enough to drag a sku row across the whole table without the page scrolling. */
export const DRAG_VIEWPORT = { width: 1280, height: 1100 };

/**
 * Drags sku row `from` by its handle onto row `to` with the mouse, in small steps so
 * dnd-kit's pointer sensor starts the drag and tracks it.
 */
export async function dragSkuRow(page: Page, from: number, to: number) {
  const rows = page.getByTestId('sku-table').locator('tbody tr[data-row-key]');
  const handle = rows.nth(from).locator('.editable-row-table-handle');
  // Both rows in the middle of the window, away from the edges where dnd-kit scrolls the page.
  const [a, b] = [(await rows.nth(from).boundingBox())!, (await rows.nth(to).boundingBox())!];
  const middle = (Math.min(a.y, b.y) + Math.max(a.y + a.height, b.y + b.height)) / 2;
  await page.evaluate((dy) => window.scrollBy(0, dy), middle - page.viewportSize()!.height / 2);
  const source = (await handle.boundingBox())!;
  const target = (await rows.nth(to).boundingBox())!;
  const x = source.x + source.width / 2;
  await page.mouse.move(x, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, source.y + source.height / 2 + 8, { steps: 4 });
  await page.mouse.move(x, target.y + target.height * (to > from ? 0.75 : 0.25), { steps: 20 });
  await page.mouse.up();
}
