import type { Request } from '@playwright/test';
import { test, expect, ok, seedSession } from './fixtures';

/** The article list's two calls, sent in parallel: its categories and its first page. */
const LIST_CALLS = ['/api/article/tree', '/api/article/page'];
const isListCall = (r: Request) => LIST_CALLS.includes(new URL(r.url()).pathname);

test('with an expired access token and a valid refresh token, one refresh call serves the parallel requests', async ({
  page,
}) => {
  const now = Date.now();
  await seedSession(page, {
    access: { value: 'old-access', expire: now - 60_000 },
    refresh: { value: 'refresh-1', expire: now + 3_600_000 },
  });

  const refreshBodies: unknown[] = [];
  let refreshAnsweredAt = 0;
  await page.route('**/api/login/refresh', async (route) => {
    refreshBodies.push(route.request().postDataJSON());
    // Hold the refresh so both requests are queued behind it.
    await new Promise((r) => setTimeout(r, 600));
    refreshAnsweredAt = Date.now();
    await route.fulfill({
      json: ok({
        accessToken: 'new-access',
        refreshToken: 'refresh-2',
        accessTokenExpires: 7200,
        refreshTokenExpires: 604800,
        member_info: { id: 1 },
      }),
    });
  });
  const dataRequests: { at: number; auth?: string }[] = [];
  page.on('request', (r) => {
    if (isListCall(r)) dataRequests.push({ at: Date.now(), auth: r.headers()['authorization'] });
  });

  await page.goto('/article/list');
  await expect(page.getByTestId('article-item').first()).toContainText('中俄跨境贸易新通道正式开通');
  await page.waitForLoadState('networkidle');

  expect(refreshBodies).toEqual([{ refreshToken: 'refresh-1' }]);
  expect(dataRequests).toHaveLength(2);
  for (const r of dataRequests) {
    expect(r.at).toBeGreaterThanOrEqual(refreshAnsweredAt);
    expect(r.auth).toBe('Bearer new-access');
  }
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('trade_refreshToken') ?? 'null'));
  expect(stored.value).toBe('refresh-2');
});

test('a rejected refresh removes the refresh token and reloads the page', async ({ page }) => {
  const now = Date.now();
  await seedSession(page, { refresh: { value: 'stale', expire: now + 3_600_000 } });
  let refreshCalls = 0;
  await page.route('**/api/login/refresh', (route) => {
    refreshCalls += 1;
    return route.fulfill({ status: 401, json: { code: 401, message: 'invalid refresh token', data: null } });
  });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/');
  // The first load refreshes, fails, and reloads; the second load has no token left to refresh.
  await expect.poll(() => loads).toBe(2);
  await page.waitForLoadState('networkidle');
  expect(refreshCalls).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('trade_refreshToken'))).toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a 401 from several requests shows a single 无权限访问 dialog', async ({ page }) => {
  await page.route(/\/api\/article\/(tree|page)$/, (route) =>
    route.fulfill({
      status: 401,
      json: { code: 401, message: 'Not logged in, please login first', data: null },
    }),
  );
  await page.goto('/article/list');
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toContainText('无权限访问');
  await expect(dialog).toContainText('当前用户已被登出或无权限访问当前资源，请尝试重新登录后再操作。');
  await page.waitForLoadState('networkidle');
  await expect(dialog).toHaveCount(1);
  await dialog.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Farticle%2Flist$/);
});

test('a 404 and a 500 show the catalogue notification texts', async ({ page }) => {
  await page.route('**/api/article/tree', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.route('**/api/article/page', (route) =>
    route.fulfill({ status: 500, json: { code: 500, message: '', data: null } }),
  );
  await page.goto('/article/list');
  const notices = page.locator('.ant-notification-notice');
  await expect(notices.filter({ hasText: 'Status:404，正在请求不存在的服务器记录！' })).toHaveCount(1);
  await expect(notices.filter({ hasText: 'Status:500，服务器发生错误！' })).toHaveCount(1);
  await expect(notices.first()).toContainText('请求错误');
});

test('a 500 with a server message shows that message; no response shows 请求服务器无响应！', async ({
  page,
}) => {
  await page.route('**/api/article/tree', (route) =>
    route.fulfill({ status: 500, json: { code: 500, message: '数据库连接失败', data: null } }),
  );
  await page.route('**/api/article/page', (route) => route.abort('connectionrefused'));
  await page.goto('/article/list');
  const notices = page.locator('.ant-notification-notice');
  await expect(notices.filter({ hasText: '数据库连接失败' })).toHaveCount(1);
  await expect(notices.filter({ hasText: '请求服务器无响应！' })).toHaveCount(1);
});

test('GET requests carry a timestamp parameter and the Bearer header', async ({ page }) => {
  const now = Date.now();
  await seedSession(page, {
    access: { value: 'acc', expire: now + 3_600_000 },
    refresh: { value: 'ref', expire: now + 7_200_000 },
  });
  const menu = page.waitForRequest(/\/api\/system\/menu\/my\//);
  await page.goto('/admin');
  const req = await menu;
  expect(req.method()).toBe('GET');
  expect(new URL(req.url()).pathname).toBe('/api/system/menu/my/1.6.9');
  expect(new URL(req.url()).searchParams.get('_t')).toMatch(/^\d{13}$/);
  expect(req.headers()['authorization']).toBe('Bearer acc');
  await expect(page.getByTestId('admin-menu')).toContainText('系统管理');
});
