import type { Page } from '@playwright/test';
import { test, expect, ok, seedLanguage, seedSession, snap } from './fixtures';
import { LANGS } from './product-catalog-helpers';

const names = (zh: string, en: string, ru: string) => ({ 'zh-cn': zh, en, ru });
const TREE = [
  {
    id: 'c1',
    parentId: null,
    name: names('日用百货', 'Daily goods', 'Товары для дома'),
    sortOrder: 0,
    children: [
      {
        id: 'c11',
        parentId: 'c1',
        name: names('服装', 'Clothing', 'Одежда'),
        sortOrder: 0,
        children: [
          { id: 'c111', parentId: 'c11', name: names('T恤', 'T-shirts', 'Футболки'), sortOrder: 0 },
          { id: 'c112', parentId: 'c11', name: names('外套', 'Coats', 'Куртки'), sortOrder: 1 },
        ],
      },
    ],
  },
  { id: 'c2', parentId: null, name: names('粮油', 'Grain and oil', 'Зерно и масло'), sortOrder: 1 },
];
const BRANDS = [
  { id: 'b1', name: '北极绒', logo: '', description: '保暖内衣与家纺', sortOrder: 0 },
  { id: 'b2', name: '北大荒', logo: '', description: '东北大米', sortOrder: 1 },
];
const ATTRS = [
  {
    id: 'a1',
    name: '颜色',
    type: 'enum',
    values: ['红', '绿', '蓝'],
    categoryIds: ['c11'],
    status: 1,
    sortOrder: 0,
  },
  {
    id: 'a2',
    name: '尺码',
    type: 'enum',
    values: ['S', 'M', 'L'],
    categoryIds: ['c11'],
    status: 1,
    sortOrder: 1,
  },
  { id: 'a3', name: '面料', type: 'text', values: [], categoryIds: ['c11'], status: 0, sortOrder: 2 },
];
const specs = ATTRS.slice(0, 2).map((a) => ({ attrId: a.id, name: a.name, values: a.values }));
const SPU = {
  id: 's1',
  name: '纯棉圆领T恤',
  categoryId: 'c111',
  brandId: 'b1',
  description: '100% 棉',
  status: 1,
  specs,
  skus: specs[0]!.values.flatMap((c, i) =>
    specs[1]!.values.map((s, j) => ({
      specValues: [c, s],
      price: 39 + j * 10,
      stock: 100 * (i + 1),
      code: `TS-${i * 3 + j + 1}`,
      image: '',
    })),
  ),
};
const SPU_ROWS = [
  { ...SPU, categoryName: 'T恤', brandName: '北极绒', skuCount: 9 },
  {
    ...SPU,
    id: 's2',
    name: '东北大米 25kg',
    categoryName: '粮油',
    brandName: '北大荒',
    skuCount: 1,
    status: 0,
  },
];
const page_ = (rows: unknown[]) => ok({ rows, total: rows.length, summary: null });

async function mockCatalogue(page: Page) {
  const now = Date.now();
  await seedSession(page, {
    access: { value: 'acc', expire: now + 3_600_000 },
    refresh: { value: 'ref', expire: now + 7_200_000 },
  });
  await page.route('**/api/admin/product.**', (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/api/, '');
    const body = (route.request().postDataJSON() ?? {}) as {
      filters?: Array<{ field: string; value: string }>;
    };
    const ids = body.filters?.find((f) => f.field === 'id')?.value.split('|');
    const pick = <T extends { id: string }>(rows: T[]) =>
      ids ? rows.filter((r) => ids.includes(r.id)) : rows;
    if (path === '/admin/product.category/tree') return route.fulfill({ json: ok(TREE) });
    if (path === '/admin/product.brand/page') return route.fulfill({ json: page_(pick(BRANDS)) });
    if (path === '/admin/product.attr/page') return route.fulfill({ json: page_(pick(ATTRS)) });
    if (path === '/admin/product.spu/page') return route.fulfill({ json: page_(SPU_ROWS) });
    if (path === '/admin/product.spu/info') return route.fulfill({ json: ok(SPU) });
    if (path === '/admin/product.spuRecycle/page')
      return route.fulfill({ json: page_([{ ...SPU_ROWS[0], deletedAt: '2025-03-02 10:20' }]) });
    return route.fulfill({ json: ok(null) });
  });
}

for (const lang of LANGS) {
  test(`catalogue screens (${lang})`, async ({ page }) => {
    await seedLanguage(page, lang);
    await mockCatalogue(page);

    await page.goto('/admin/product/category');
    await expect(page.getByTestId('category-tree').getByText('T-shirts').first()).toBeVisible();
    await snap(page, `product-category-${lang}`);

    await page.goto('/admin/product/brand');
    await expect(page.getByTestId('data-table-product-brand').getByText('北极绒')).toBeVisible();
    await snap(page, `product-brand-${lang}`);

    await page.goto('/admin/product/attr');
    await expect(page.getByTestId('data-table-product-attr').getByText('颜色')).toBeVisible();
    await snap(page, `product-attr-${lang}`);

    await page.goto('/admin/product/spu');
    await expect(page.getByTestId('data-table-product-spu').getByText('纯棉圆领T恤')).toBeVisible();
    await snap(page, `product-spu-${lang}`);

    await page.goto('/admin/product/spu/s1');
    await expect(page.getByTestId('sku-table').locator('tbody tr[data-row-key]')).toHaveCount(9);
    await expect(page.getByTestId('spu-brand')).toContainText('北极绒');
    await snap(page, `product-spu-save-${lang}`);

    await page.goto('/admin/product/recycle');
    await expect(page.getByTestId('data-table-product-recycle').getByText('纯棉圆领T恤')).toBeVisible();
    await snap(page, `product-recycle-${lang}`);
  });
}
