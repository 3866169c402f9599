import { expect, test } from '@playwright/test';
import { snap } from './fixtures';
import { requireRealStack } from './identity-helpers';
import { saveDialog, signInAdmin } from './product-catalog-helpers';

/**
 * The back office's warehouses against the real stack: a sample warehouse edited and hidden
 * for a moment, one the map's browser tests do not look for.
 */
test.describe('warehouses (real stack)', () => {
  test.beforeAll(requireRealStack);

  test('an admin edits a warehouse of the map and hides it', async ({ page, request }) => {
    await signInAdmin(page);
    await page.goto('/admin/wms/warehouse');
    await page.getByTestId('wms-warehouse-search').locator('input').fill('霍尔果斯');
    await page.getByTestId('wms-warehouse-search').locator('input').press('Enter');
    const row = page.locator('tr', { hasText: '霍尔果斯国际物流仓' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('新疆维吾尔自治区 霍尔果斯市');
    await snap(page, 'admin-warehouses');

    await row.getByRole('button', { name: /编\s*辑/ }).click();
    const form = page.getByTestId('warehouse-form');
    await expect(form.getByLabel('城市')).toHaveValue('霍尔果斯市');
    await form.getByLabel('面积（㎡）').fill('27500');
    await saveDialog(page);
    await expect(row).toContainText('27500');

    await row.getByRole('switch').click();
    await expect(row.getByRole('switch')).not.toBeChecked();
    const shown = await request.get('/api/wms/list.html?keyword=霍尔果斯');
    expect(((await shown.json()) as { data: { total: number } }).data.total).toBe(0);
    await row.getByRole('switch').click();
    await expect(row.getByRole('switch')).toBeChecked();
  });
});
