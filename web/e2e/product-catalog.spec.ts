import { expect, test, type Page } from '@playwright/test';
import { snap } from './fixtures';
import { requireRealStack } from './identity-helpers';
import {
  DRAG_VIEWPORT,
  dragSkuRow,
  pickCascader,
  pickInTableSelect,
  saveDialog,
  signInAdmin,
  skuSpecs,
} from './product-catalog-helpers';

/** Adds a category through the dialog, at the top or under the row named `parent`. */
async function addCategory(page: Page, names: [string, string, string], parent?: string) {
  if (parent)
    await page
      .getByTestId('category-tree')
      .getByRole('row', { name: new RegExp(parent) })
      .getByRole('button', { name: '添加下级' })
      .click();
  else await page.getByTestId('category-add').click();
  const form = page.getByTestId('category-form');
  await form.getByLabel('名称（中文）').fill(names[0]);
  await form.getByLabel('名称（英文）').fill(names[1]);
  await form.getByLabel('名称（俄文）').fill(names[2]);
  await saveDialog(page);
  await expect(page.getByTestId('category-tree').getByText(names[0], { exact: true })).toBeVisible();
}

/** Adds an enumerated attribute with its values through the dialog. */
async function addEnumAttr(page: Page, name: string, values: string[]) {
  await page.getByTestId('product-attr-add').click();
  const form = page.getByTestId('attr-form');
  await form.getByLabel('属性名称').fill(name);
  const box = form.getByLabel('可选值');
  for (const value of values) {
    await box.fill(value);
    await box.press('Enter');
  }
  await saveDialog(page);
  await expect(page.getByTestId('data-table-product-attr').getByText(name, { exact: true })).toBeVisible();
}

test.describe('product catalogue (real stack)', () => {
  test.beforeAll(requireRealStack);
  test.use({ viewport: DRAG_VIEWPORT });
  // One journey walks six screens of the real platform.
  test.describe.configure({ timeout: 240_000 });

  test('an admin builds the catalogue, saves an spu of 9 skus reordered by drag, and recycles it', async ({
    page,
  }) => {
    const s = Date.now().toString(36);
    const [top, middle, leaf] = [`日用${s}`, `服装${s}`, `T恤${s}`];
    const brand = `北极${s}`;
    const [colour, size] = [`颜色${s}`, `尺码${s}`];
    const spu = `纯棉T恤${s}`;
    await signInAdmin(page);

    // A three-level category tree.
    await page.goto('/admin/product/category');
    await addCategory(page, [top, `Daily ${s}`, `Быт ${s}`]);
    await addCategory(page, [middle, `Clothing ${s}`, `Одежда ${s}`], top);
    await addCategory(page, [leaf, `T-shirts ${s}`, `Футболки ${s}`], middle);
    await page.getByTestId('category-refresh').click();
    await expect(page.locator('.ant-message')).toContainText('操作成功');

    // A brand and two enumerated spec attributes of three values each.
    await page.goto('/admin/product/brand');
    await page.getByTestId('product-brand-add').click();
    await page.getByTestId('brand-form').getByLabel('品牌名称').fill(brand);
    await saveDialog(page);
    await expect(page.getByTestId('data-table-product-brand').getByText(brand)).toBeVisible();

    await page.goto('/admin/product/attr');
    await addEnumAttr(page, colour, ['红', '绿', '蓝']);
    await addEnumAttr(page, size, ['S', 'M', 'L']);

    // The spu: 2 spec attributes × 3 values make 9 sku rows.
    await page.goto('/admin/product/spu');
    await page.getByTestId('product-spu-add').click();
    await expect(page).toHaveURL(/\/admin\/product\/spu\/0$/);
    const form = page.getByTestId('spu-form');
    await form.getByLabel('商品名称').fill(spu);
    await pickCascader(page, page.getByTestId('spu-category'), [top, middle, leaf]);
    await pickInTableSelect(page, 'spu-brand', brand);
    await pickInTableSelect(page, 'spec-attrs', colour);
    // The popup stays open with the first choice made: search it again for the second.
    const specPopup = page.getByTestId('spec-attrs-popup');
    await specPopup.getByPlaceholder('搜索').fill(size);
    await specPopup.getByPlaceholder('搜索').press('Enter');
    await specPopup.getByRole('cell', { name: size, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('sku-table').locator('tbody tr[data-row-key]')).toHaveCount(9);
    for (let i = 1; i <= 9; i += 1) {
      await form.getByLabel(`价格 ${i}`, { exact: true }).fill(String(10 + i));
      await form.getByLabel(`库存 ${i}`, { exact: true }).fill(String(100 * i));
      await form.getByLabel(`编码 ${i}`, { exact: true }).fill(`TS-${s}-${i}`);
    }
    await snap(page, 'product-spu-save-9-skus');

    // Drag the first row below the third.
    expect((await skuSpecs(page)).slice(0, 3)).toEqual(['红 / S', '红 / M', '红 / L']);
    await dragSkuRow(page, 0, 2);
    await expect
      .poll(() => skuSpecs(page).then((l) => l.slice(0, 3)))
      .toEqual(['红 / M', '红 / L', '红 / S']);
    const order = await skuSpecs(page);
    await page.getByTestId('spu-save').click();
    await expect(page).toHaveURL(/\/admin\/product\/spu$/);

    // Reloaded identically: the 9 rows in the dragged order with what was typed.
    const list = page.getByTestId('data-table-product-spu');
    await list
      .getByRole('row', { name: new RegExp(spu) })
      .getByRole('button', { name: '编辑' })
      .click();
    await expect(page.getByTestId('sku-table').locator('tbody tr[data-row-key]')).toHaveCount(9);
    expect(await skuSpecs(page)).toEqual(order);
    await expect(form.getByLabel('价格 3', { exact: true })).toHaveValue('11.00');
    await expect(form.getByLabel('编码 3', { exact: true })).toHaveValue(`TS-${s}-1`);
    await expect(page.getByTestId('spu-category')).toContainText(`${top} / ${middle} / ${leaf}`);
    await expect(page.getByTestId('spu-brand')).toContainText(brand);

    // Delete moves it to the recycle bin; restore brings it back with its skus; purge ends it.
    await page.goto('/admin/product/spu');
    await page.getByTestId(`spu-delete-${spu}`).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(list.getByText(spu)).toHaveCount(0);
    await page.goto('/admin/product/recycle');
    const bin = page.getByTestId('data-table-product-recycle');
    await expect(bin.getByText(spu)).toBeVisible();
    await page.getByTestId(`recycle-restore-${spu}`).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(bin.getByText(spu)).toHaveCount(0);
    await page.goto('/admin/product/spu');
    await expect(list.getByRole('row', { name: new RegExp(spu) })).toContainText('9');
    await page.getByTestId(`spu-delete-${spu}`).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.goto('/admin/product/recycle');
    await page.getByTestId(`recycle-purge-${spu}`).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(bin.getByText(spu)).toHaveCount(0);
  });
});
