import { expect, test } from '@playwright/test';
import { snap } from './fixtures';
import { requireRealStack } from './identity-helpers';
import { saveDialog, signInAdmin } from './product-catalog-helpers';

/** The back office's warehouses against the real stack: the sample warehouses, edited and hidden. */
test.describe('warehouses (real stack)', () => {
  test.beforeAll(requireRealStack);

  test('an admin edits a warehouse of the map and hides it', async ({ page, request }) => {
    await signInAdmin(page);
    await page.goto('/admin/wms/warehouse');
    await page.getByTestId('wms-warehouse-search').locator('input').fill('绥芬河');
    await page.getByTestId('wms-warehouse-search').locator('input').press('Enter');
    const row = page.locator('tr', { hasText: '绥芬河铁路口岸仓库' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('黑龙江省 绥芬河市');
    await snap(page, 'admin-warehouses');

    await row.getByRole('button', { name: /编\s*辑/ }).click();
    const form = page.getByTestId('warehouse-form');
    await expect(form.getByLabel('城市')).toHaveValue('绥芬河市');
    await form.getByLabel('面积（㎡）').fill('27500');
    await saveDialog(page);
    await expect(row).toContainText('27500');

    await row.getByRole('switch').click();
    await expect(row.getByRole('switch')).not.toBeChecked();
    const shown = await request.get('/api/wms/list.html?keyword=绥芬河');
    expect(((await shown.json()) as { data: { total: number } }).data.total).toBe(0);
    await row.getByRole('switch').click();
    await expect(row.getByRole('switch')).toBeChecked();
  });
});
