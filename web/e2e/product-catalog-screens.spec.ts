import { expect, test, type APIRequestContext } from '@playwright/test';
import { snap } from './fixtures';
import { ADMIN, requireRealStack } from './identity-helpers';
import { LANGS, signInAdmin, switchLanguage } from './product-catalog-helpers';

const names = (zh: string, en: string, ru: string) => ({ 'zh-cn': zh, en, ru });

/** Calls the platform as the bootstrapped admin, as the back office does; answers `data`. */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/login/login', {
    data: { account: ADMIN.username, password: ADMIN.password },
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return async (path: string, data: object) => {
    const res = await request.post(`/api${path}`, { data, headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data: { id?: string } };
    expect(res.status(), `${path}: ${JSON.stringify(body)}`).toBe(200);
    return body.data;
  };
}

test.describe('catalogue screens (real stack)', () => {
  test.beforeAll(requireRealStack);
  test.describe.configure({ timeout: 120_000 });

  test('the catalogue screens in the three languages', async ({ page, request }) => {
    const s = Date.now().toString(36);
    const api = await adminApi(request);
    // A catalogue as an admin builds it: a three-level tree, brands, attributes, spu.
    const top = (
      await api('/admin/product.category/add', {
        name: names(`日用百货${s}`, `Daily goods ${s}`, `Товары для дома ${s}`),
      })
    ).id!;
    const middle = (
      await api('/admin/product.category/add', {
        parentId: top,
        name: names('服装', 'Clothing', 'Одежда'),
      })
    ).id!;
    const leaf = (
      await api('/admin/product.category/add', {
        parentId: middle,
        name: names('T恤', 'T-shirts', 'Футболки'),
      })
    ).id!;
    await api('/admin/product.category/add', { parentId: middle, name: names('外套', 'Coats', 'Куртки') });
    const brand = (
      await api('/admin/product.brand/add', {
        name: `北极绒${s}`,
        description: '保暖内衣与家纺',
      })
    ).id!;
    const colour = (
      await api('/admin/product.attr/add', {
        name: `颜色${s}`,
        type: 'enum',
        values: ['红', '绿', '蓝'],
        categoryIds: [middle],
      })
    ).id!;
    const size = (
      await api('/admin/product.attr/add', {
        name: `尺码${s}`,
        type: 'enum',
        values: ['S', 'M', 'L'],
        categoryIds: [middle],
      })
    ).id!;
    await api('/admin/product.attr/add', { name: `面料${s}`, type: 'text', categoryIds: [middle] });
    const specs = [
      { attrId: colour, values: ['红', '绿', '蓝'] },
      { attrId: size, values: ['S', 'M', 'L'] },
    ];
    const skus = ['红', '绿', '蓝'].flatMap((c, i) =>
      ['S', 'M', 'L'].map((z, j) => ({
        specValues: [c, z],
        price: 39 + j * 10,
        stock: 100 * (i + 1),
        code: `TS-${i * 3 + j + 1}`,
      })),
    );
    const spu = `纯棉圆领T恤${s}`;
    const spuId = (
      await api('/admin/product.spu/add', {
        name: spu,
        categoryId: leaf,
        brandId: brand,
        description: '100% 棉',
        specs,
        skus,
      })
    ).id!;
    const binned = `旧款外套${s}`;
    const binnedId = (await api('/admin/product.spu/add', { name: binned, categoryId: leaf })).id!;
    await api('/admin/product.spu/del', { id: binnedId });

    await signInAdmin(page);
    for (const lang of LANGS) {
      await switchLanguage(page, lang);
      const t = { 'zh-CN': 'T恤', en: 'T-shirts', ru: 'Футболки' }[lang];

      await page.goto('/admin/product/category');
      await expect(page.getByTestId('category-tree').getByText(t, { exact: true }).first()).toBeVisible();
      await snap(page, `product-category-${lang}`);

      await page.goto('/admin/product/brand');
      await expect(page.getByTestId('data-table-product-brand').getByText(`北极绒${s}`)).toBeVisible();
      await snap(page, `product-brand-${lang}`);

      await page.goto('/admin/product/attr');
      await expect(page.getByTestId('data-table-product-attr').getByText(`颜色${s}`)).toBeVisible();
      await snap(page, `product-attr-${lang}`);

      await page.goto('/admin/product/spu');
      const row = page.getByTestId('data-table-product-spu').getByRole('row', { name: new RegExp(spu) });
      await expect(row).toContainText(t);
      await expect(row).toContainText(`北极绒${s}`);
      await snap(page, `product-spu-${lang}`);

      await page.goto(`/admin/product/spu/${spuId}`);
      await expect(page.getByTestId('sku-table').locator('tbody tr[data-row-key]')).toHaveCount(9);
      await expect(page.getByTestId('spu-brand')).toContainText(`北极绒${s}`);
      await snap(page, `product-spu-save-${lang}`);

      await page.goto('/admin/product/recycle');
      await expect(page.getByTestId('data-table-product-recycle').getByText(binned)).toBeVisible();
      await snap(page, `product-recycle-${lang}`);
    }
  });
});
