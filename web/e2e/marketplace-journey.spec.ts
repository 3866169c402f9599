import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, passwordLogin, requireRealStack } from './identity-helpers';
import { post, register, signInByApi, type Member } from './marketplace-helpers';
import { snap, PHONE } from './fixtures';

/**
 * The marketplace journey in a browser against the real stack (E2E_BASE_URL): two
 * members and an admin; the admin rejects A's supply with a reason and then approves it
 * in the back office, B inquires from a phone, A sees the inquiry and a notification, the
 * admin sees it too, B posts a demand with the desktop form, the admin approves it, A
 * quotes from /demand, and B compares the quotes.
 */
async function signedIn(browser: Browser, member: Member, mobile = false): Promise<Page> {
  const context = await browser.newContext(mobile ? PHONE : {});
  const page = await context.newPage();
  if (mobile) {
    // The mobile sign-in screen is another issue's; a phone gets the session the desktop
    // sign-in stores, the account's details (its company name) included.
    await signInByApi(page, context.request, member.account, member.password);
    return page;
  }
  await passwordLogin(page, member.account, member.password);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

/** From the back office's side menu: 供需市场 › `item`. */
async function openMarketReview(page: Page, item: '供应管理' | '需求管理') {
  const menu = page.getByTestId('admin-menu');
  const link = menu.getByRole('link', { name: item, exact: true });
  if (!(await link.isVisible())) await menu.getByText('供需市场', { exact: true }).click();
  await link.click();
  await expect(page.getByRole('heading', { name: item })).toBeVisible();
}

test.describe('marketplace journey (real stack)', () => {
  test.beforeAll(requireRealStack);
  // One long journey through four sessions: minutes on a busy two-core machine.
  test.setTimeout(240_000);

  test('supply, review, inquiry, notification, demand, quote and comparison', async ({
    browser,
    request,
  }) => {
    const run = Date.now().toString(36).slice(-4).toUpperCase();
    const demandName = `求购非转基因大豆 ${run}`;
    const a = await register(request, '黑河粮贸有限公司');
    const b = await register(request, '远东油脂有限公司');

    // A: the supply form names every missing required field (§5) and gives the gallery advice.
    const pageA = await signedIn(browser, a);
    await pageA.goto('/product/supply');
    await pageA.getByTestId('product-add').click();
    await pageA.getByRole('button', { name: /确\s*定|OK/ }).click();
    for (const message of [
      '请输入产品名称',
      '请选择分类',
      '请输入价格',
      '请输入数量',
      '请选择单位',
      '请上传图片',
    ])
      await expect(pageA.getByText(message)).toBeVisible();
    await expect(pageA.getByText(/1:1.*500px/)).toBeVisible();
    await snap(pageA, 'marketplace-supply-form-required');
    await pageA.keyboard.press('Escape');

    // The image goes up to A's file library first (a 1×1 PNG); the supply names it by its file id.
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const upload = await request.post('/api/home/member.File/upload?scene=image', {
      headers: { authorization: `Bearer ${a.token}` },
      multipart: {
        file: { name: 'soybean.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') },
      },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    const image = ((await upload.json()) as { data: { id: string; src: string } }).data;
    const supply = await post(
      request,
      '/home/member.Supply/add',
      {
        name: '东北非转基因大豆',
        description: '2025年新季黑龙江大豆，蛋白含量高',
        price: 4200,
        quantity: 500,
        unit: 'ton',
        validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        categoryId: 'grain',
        country: 'CN',
        gallery: [image.id],
        companyName: a.company,
        email: 'a@example.com',
      },
      a.token,
    );

    // The admin reviews it in the back office: a rejection needs a reason, which the row then shows.
    const admin = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await passwordLogin(admin, ADMIN.username, ADMIN.password);
    await expect(admin).toHaveURL(/\/admin$/);
    await openMarketReview(admin, '供应管理');
    const supplyRow = admin.getByTestId('data-table-market-supply').locator('tr', {
      has: admin.getByTestId(`detail-${supply.id}`),
    });
    await expect(supplyRow.getByText('待审核')).toBeVisible();
    await supplyRow.getByRole('button', { name: '驳回' }).click();
    const reject = admin.getByTestId('reject-form');
    await admin.locator('.ant-modal:visible').getByRole('button', { name: '驳回' }).click();
    await expect(reject.getByText('请输入驳回原因')).toBeVisible();
    await reject.getByLabel('驳回原因').fill('图片不清晰，请上传实拍图');
    await admin.locator('.ant-modal:visible').getByRole('button', { name: '驳回' }).click();
    await expect(reject).toBeHidden();
    await supplyRow.getByTestId('audit-reason').hover();
    await expect(admin.getByRole('tooltip').filter({ hasText: '图片不清晰，请上传实拍图' })).toBeVisible();
    await snap(admin, 'marketplace-admin-reject');
    await supplyRow.getByRole('button', { name: '通过' }).click();
    // Approving asks first, as rejecting does.
    const approval = admin.locator('.ant-modal-confirm:visible');
    await expect(approval).toContainText('确定审核通过“东北非转基因大豆”吗？');
    await snap(admin, 'marketplace-admin-approve-confirm');
    await approval.getByRole('button', { name: /确\s?定/ }).click();
    // The approval indexes the supply for search before it answers: more than the 7 s default on a busy machine.
    await expect(supplyRow.getByText('审核通过')).toBeVisible({ timeout: 20_000 });
    await snap(admin, 'marketplace-admin-supply');
    await pageA.reload();
    await expect(pageA.getByText('东北非转基因大豆')).toBeVisible();
    await expect(pageA.getByText('审核通过')).toBeVisible();
    await snap(pageA, 'marketplace-my-supply');

    // A visitor finds it in the public list.
    const visible = await post(request, '/home/product/page', { keyword: '大豆' });
    expect((visible.rows as { id: string }[]).map((r) => r.id)).toContain(supply.id);

    // B inquires from a phone.
    const phoneB = await signedIn(browser, b, true);
    await phoneB.goto(`/mobile/member/supply/inquiry/${supply.id}`);
    await expect(phoneB.getByText('东北非转基因大豆')).toBeVisible();
    await phoneB.locator('.adm-stepper-input input').fill('120');
    // The company is the account's, shown read-only.
    await expect(phoneB.getByLabel('公司名称')).toHaveValue(b.company);
    await phoneB.getByLabel('邮箱').fill('b@example.com');
    await phoneB.getByRole('option', { name: '俄罗斯', exact: true }).click();
    await snap(phoneB, 'marketplace-mobile-inquiry');
    await phoneB.getByRole('button', { name: '提交' }).click();
    await expect(phoneB).toHaveURL(/\/mobile\/member\/inquiry/);

    // A sees the inquiry and an unread notification.
    await pageA.goto('/product/inquiry');
    await expect(pageA.getByText(b.company)).toBeVisible();
    await snap(pageA, 'marketplace-received-inquiries');
    await expect(async () => {
      await pageA.goto('/product/notice');
      await expect(pageA.getByText('收到新的询价')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await snap(pageA, 'marketplace-notifications');

    // The admin sees B's inquiry among those of A's supply.
    await supplyRow.getByRole('button', { name: '更多' }).click();
    await admin.getByRole('menuitem', { name: '询价' }).click();
    const inquiries = admin.getByTestId('data-table-market-supply-trades-one');
    await expect(inquiries.getByText(b.company)).toBeVisible();
    await expect(inquiries.getByText('120 吨')).toBeVisible();
    await snap(admin, 'marketplace-admin-inquiries');
    await admin.getByRole('tab', { name: '产品信息' }).click();
    await expect(admin.getByTestId('product-detail').getByText('a@example.com')).toBeVisible();
    await expect(admin.getByTestId('product-gallery').getByRole('img')).toHaveCount(1);
    await snap(admin, 'marketplace-admin-detail');
    await admin.keyboard.press('Escape');

    // B posts a demand with the desktop form.
    const pageB = await signedIn(browser, b);
    await pageB.goto('/product/demandList');
    await pageB.getByTestId('product-add').click();
    const dialog = pageB.locator('.ant-modal:visible');
    await dialog.getByLabel('产品名称').fill(demandName);
    // The category comes from the tree, level by level in the cascader.
    await pageB.getByLabel('分类', { exact: true }).click();
    for (const level of ['农产品', '粮油'])
      await pageB.locator('.ant-cascader-dropdown:visible').getByTitle(level, { exact: true }).click();
    await dialog.getByLabel('数量').fill('200');
    await pick(pageB, '单位', '吨');
    await pick(pageB, '国家', '俄罗斯');
    await dialog.getByLabel('有效期至').click();
    await dialog
      .getByLabel('有效期至')
      .fill(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
    await dialog.getByLabel('有效期至').press('Enter');
    await dialog.getByLabel('邮箱').fill('b@example.com');
    await snap(pageB, 'marketplace-demand-form');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(pageB.getByText(demandName)).toBeVisible();
    const mine = await post(request, '/home/member.Demand/page', {}, b.token);
    const demandId = (mine.rows as { id: string }[])[0]!.id;
    await openMarketReview(admin, '需求管理');
    const demandRow = admin.getByTestId('data-table-market-demand').locator('tr', {
      has: admin.getByTestId(`detail-${demandId}`),
    });
    await expect(demandRow.getByText(demandName)).toBeVisible();
    await demandRow.getByRole('button', { name: '通过' }).click();
    await admin
      .locator('.ant-modal-confirm:visible')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await expect(demandRow.getByText('审核通过')).toBeVisible();
    await expect(demandRow.getByText('征集中')).toBeVisible();
    await snap(admin, 'marketplace-admin-demand');

    // A finds the demand on /demand and quotes.
    await pageA.goto('/demand');
    await pageA.getByPlaceholder('关键词').fill('大豆');
    await pageA.getByRole('button', { name: /搜\s*索/ }).click();
    const item = pageA.getByTestId('market-item').filter({ hasText: demandName });
    await expect(item).toBeVisible();
    await expect(item.getByText(/东北非转基因大豆 · \d+%/).first()).toBeVisible();
    await snap(pageA, 'marketplace-demand-search');
    await item.getByRole('button', { name: /报\s*价/ }).click();
    const quote = pageA.locator('.ant-modal:visible');
    await quote.getByLabel('数量').fill('200');
    await quote.getByLabel('单价').fill('3950');
    await quote.getByLabel('公司名称').fill(a.company);
    await quote.getByLabel('留言').fill('可分批交货');
    await quote.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(pageA.getByText('报价已发送')).toBeVisible();

    // B compares the quotes.
    await pageB.goto('/product/quotationList');
    const table = pageB.getByTestId('quote-comparison');
    await expect(table.getByText(a.company)).toBeVisible();
    await expect(table.getByText('790000')).toBeVisible();
    await snap(pageB, 'marketplace-quote-comparison');

    // A's supply on a phone.
    const phoneA = await signedIn(browser, a, true);
    await phoneA.goto('/mobile/member/supply');
    await expect(phoneA.getByText('东北非转基因大豆')).toBeVisible();
    await snap(phoneA, 'marketplace-mobile-supply');
  });
});
