import { test, expect, ok, seedSession } from './fixtures';
import { DRAG_VIEWPORT, dragSkuRow, skuSpecs } from './product-catalog-helpers';

test.use({ viewport: DRAG_VIEWPORT });

const specs = [
  { attrId: 'a1', name: '颜色', values: ['红', '绿', '蓝'] },
  { attrId: 'a2', name: '尺码', values: ['S', 'M', 'L'] },
];
const skus = specs[0]!.values.flatMap((c, i) =>
  specs[1]!.values.map((s, j) => ({
    specValues: [c, s],
    price: 10 + i * 3 + j,
    stock: 100,
    code: `TS-${i * 3 + j + 1}`,
    image: '',
  })),
);
const spu = {
  id: 's1',
  name: '纯棉T恤',
  categoryId: 'c1',
  brandId: null,
  description: '',
  status: 1,
  specs,
  skus,
};

test('the sku rows of the editable row table are reordered by dragging their handle', async ({ page }) => {
  const now = Date.now();
  await seedSession(page, {
    access: { value: 'acc', expire: now + 3_600_000 },
    refresh: { value: 'ref', expire: now + 7_200_000 },
  });
  const saved: unknown[] = [];
  await page.route('**/api/admin/product.**', async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/api/, '');
    if (path === '/admin/product.spu/info') return route.fulfill({ json: ok(spu) });
    if (path === '/admin/product.category/tree')
      return route.fulfill({
        json: ok([{ id: 'c1', parentId: null, name: { 'zh-cn': '服装', en: 'Clothing', ru: 'Одежда' } }]),
      });
    if (path === '/admin/product.spu/edit') {
      saved.push(route.request().postDataJSON());
      return route.fulfill({ json: ok({ id: 's1' }) });
    }
    return route.fulfill({ json: ok({ rows: [], total: 0, summary: null }) });
  });

  await page.goto('/admin/product/spu/s1');
  await expect(page.getByTestId('sku-table').locator('tbody tr[data-row-key]')).toHaveCount(9);
  expect((await skuSpecs(page)).slice(0, 3)).toEqual(['红 / S', '红 / M', '红 / L']);

  // Down: the first row below the third.
  await dragSkuRow(page, 0, 2);
  await expect.poll(async () => (await skuSpecs(page)).slice(0, 3)).toEqual(['红 / M', '红 / L', '红 / S']);
  // Up: the last row to the top.
  await dragSkuRow(page, 8, 0);
  await expect.poll(async () => (await skuSpecs(page)).slice(0, 2)).toEqual(['蓝 / L', '红 / M']);

  await page.getByTestId('spu-save').click();
  await expect.poll(() => saved.length).toBe(1);
  const sent = saved[0] as { skus: Array<{ specValues: string[]; code: string }> };
  expect(sent.skus.map((s) => s.specValues.join('/'))).toEqual([
    '蓝/L',
    '红/M',
    '红/L',
    '红/S',
    '绿/S',
    '绿/M',
    '绿/L',
    '蓝/S',
    '蓝/M',
  ]);
  // The typed fields moved with their rows.
  expect(sent.skus[0]!.code).toBe('TS-9');
});
