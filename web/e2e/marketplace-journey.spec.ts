import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN, newPhone, passwordLogin, requireRealStack, smsCode } from './identity-helpers';
import { IPHONE_UA, seedSession, snap } from './fixtures';

/**
 * The marketplace journey in a browser against the real stack (E2E_BASE_URL): two
 * members and an admin; A's supply is approved, B inquires from a phone, A sees the
 * inquiry and a notification, B posts a demand with the desktop form, A quotes from
 * /demand, and B compares the quotes.
 */
interface Member {
  account: string;
  password: string;
  token: string;
  company: string;
}

const api = (path: string) => `/api${path}`;

async function post(request: APIRequestContext, path: string, body: unknown, token?: string) {
  const res = await request.post(api(path), {
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const json = (await res.json()) as { code: number; data: Record<string, unknown> & { id?: string } };
  expect(json.code, `${path}: ${JSON.stringify(json)}`).toBe(200);
  return json.data;
}

async function register(request: APIRequestContext, company: string): Promise<Member> {
  const phone = newPhone();
  const since = Date.now();
  await post(request, '/login/sendCode', { phone });
  const code = await smsCode(`+86${phone}`, since);
  const account = `mkt${phone}`;
  const data = await post(request, '/login/reg', {
    companyName: company,
    contact: '王经理',
    account,
    password: 'trade2025',
    phone,
    code,
  });
  return { account, password: 'trade2025', token: data.accessToken as string, company };
}

async function signedIn(browser: Browser, member: Member, mobile = false): Promise<Page> {
  const context = await browser.newContext(
    mobile
      ? { userAgent: IPHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : {},
  );
  const page = await context.newPage();
  if (mobile) {
    // The mobile sign-in screen is another issue's; a phone gets the session the desktop sign-in stores.
    const session = await post(context.request, '/login/login', {
      account: member.account,
      password: member.password,
    });
    const hour = Date.now() + 3_600_000;
    await seedSession(page, {
      access: { value: session.accessToken as string, expire: hour },
      refresh: { value: session.refreshToken as string, expire: hour },
    });
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

test.describe('marketplace journey (real stack)', () => {
  test.beforeAll(requireRealStack);
  test.setTimeout(120_000);

  test('supply, review, inquiry, notification, demand, quote and comparison', async ({
    browser,
    request,
  }) => {
    const run = Date.now().toString(36).slice(-4).toUpperCase();
    const demandName = `求购非转基因大豆 ${run}`;
    const a = await register(request, '黑河粮贸有限公司');
    const b = await register(request, '远东油脂有限公司');
    const admin = (await post(request, '/login/login', { account: ADMIN.username, password: ADMIN.password }))
      .accessToken as string;

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

    // The image itself goes through the files service; the supply is posted with the API here.
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
        gallery: ['/favicon.svg'],
        companyName: a.company,
        email: 'a@example.com',
      },
      a.token,
    );
    await post(request, '/admin/product.supply/audit', { id: supply.id, auditStatus: 'approved' }, admin);
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
    await phoneB.getByLabel('公司名称').fill(b.company);
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

    // B posts a demand with the desktop form.
    const pageB = await signedIn(browser, b);
    await pageB.goto('/product/demandList');
    await pageB.getByTestId('product-add').click();
    const dialog = pageB.locator('.ant-modal:visible');
    await dialog.getByLabel('产品名称').fill(demandName);
    await pick(pageB, '分类', '粮油');
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
    await post(request, '/admin/product.demand/audit', { id: demandId, auditStatus: 'approved' }, admin);

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
