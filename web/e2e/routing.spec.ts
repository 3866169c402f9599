import { test, expect, PHONE } from './fixtures';

test('an anonymous visitor opening a member route lands on /login', async ({ page }) => {
  await page.goto('/product/supply');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fproduct%2Fsupply$/);
  await expect(page.getByTestId('login-title')).toHaveText('登录');
  await expect(page).toHaveTitle('登录 - 跨境贸易平台');
});

test('an anonymous visitor opening the back office lands on /login', async ({ page }) => {
  await page.goto('/admin/sys/user');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('/member redirects to /home, which needs a session', async ({ page }) => {
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
});

test('an unknown path shows the not-found page with its three buttons', async ({ page }) => {
  await page.goto('/no/such/page');
  const nf = page.getByTestId('not-found');
  await expect(nf).toContainText('抱歉，您无权限访问该页面或页面不存在。');
  await expect(nf.getByRole('button', { name: '返回首页' })).toBeVisible();
  await expect(nf.getByRole('button', { name: '返回上一页' })).toBeVisible();
  await expect(nf.getByRole('button', { name: '重新登录' })).toBeVisible();
  await nf.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the portal shows the §1 navigation, with customs data as an external link, and the footer', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByTestId('portal-nav');
  for (const label of [
    '首页',
    '智能匹配',
    '新通道服务',
    '可行性报告',
    '跨境易货贸易',
    '平台资讯',
    '关于我们',
  ]) {
    await expect(nav.getByText(label, { exact: true })).toBeVisible();
  }
  const customs = nav.getByRole('link', { name: '海关数据' });
  await expect(customs).toHaveAttribute('target', '_blank');
  await expect(customs).toHaveAttribute('href', /^https?:\/\//);
  const footer = page.getByTestId('portal-footer');
  for (const promise of ['全天候平台服务', '快速响应', '客户价值至上', '全面安全保障'])
    await expect(footer).toContainText(promise);
  await expect(footer).toContainText('2017-2025');
  await expect(footer).toContainText('1.6.9');
  await expect(page).toHaveTitle('首页 - 跨境贸易平台');
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a mobile user agent at / lands on /pages/home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/pages\/home$/);
    await expect(page.getByText('新通道服务').first()).toBeVisible();
    await expect(page.getByTestId('portal-footer')).toContainText('全天候平台服务');
  });
});
