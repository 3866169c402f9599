import { expect, test } from '@playwright/test';
import { newPhone, requireRealStack, smsCode } from './identity-helpers';
import { snap } from './fixtures';

test.describe('member registration and session (real stack)', () => {
  test.beforeAll(requireRealStack);

  test('a new member registers with an SMS code, lands in the member area, and stays signed in after a reload', async ({
    page,
  }) => {
    const phone = newPhone();
    await page.goto('/reg');
    await expect(page).toHaveTitle(/注册/);
    const form = page.getByTestId('register-form');
    await form.getByLabel('公司名称').fill('满洲里口岸贸易有限公司');
    await form.getByLabel('联系人').fill('刘经理');
    await form.getByLabel('账号').fill(`e2e${phone}`);
    await form.getByLabel('密码').fill('abc');
    await form.getByLabel('公司名称').click();
    // §5's password message, in the form's language.
    await expect(form.getByText('密码长度必须为6-20个字符')).toBeVisible();
    await expect(form.getByText('Password must be 6-20 characters')).toHaveCount(0);
    await form.getByLabel('密码').fill('trade2025');
    await form.locator('#phone').fill(phone);
    const since = Date.now();
    await page.getByTestId('send-code').click();
    await expect(page.getByTestId('send-code')).toHaveText(/\d+ 秒后重新获取/);
    const code = await smsCode(`+86${phone}`, since);
    await form.locator('#code').fill(code);
    // The privacy consent is asked for, with links to the policy and the terms.
    await page.getByTestId('register-submit').click();
    await expect(form.getByText('请阅读并同意《隐私政策》和《服务条款》')).toBeVisible();
    await expect(form.getByTestId('consent-privacy')).toHaveAttribute('href', '/privacy');
    await expect(form.getByTestId('consent-terms')).toHaveAttribute('href', '/terms');
    await form.getByTestId('consent').check();
    await snap(page, 'identity-register-filled');
    await page.getByTestId('register-submit').click();

    await expect(page).toHaveURL(/\/home$/);
    await snap(page, 'identity-member-area');
    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
    const stored = await page.evaluate(() => localStorage.getItem('trade_refreshToken'));
    expect(stored).toBeTruthy();

    // Signing out revokes the refresh token on the server, not just in this browser.
    const refreshToken = (JSON.parse(stored!) as { value: string }).value;
    const logout = page.waitForRequest((request) => request.url().includes('/login/logout'));
    await page.getByRole('button', { name: /退出/ }).click();
    await logout;
    await expect(page).toHaveURL(/\/login/);
    const reused = await page.request.post('/api/login/refresh', { data: { refreshToken } });
    expect(reused.status()).toBe(401);
  });

  test('a wrong password is answered in the form, in the page language', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/登录/);
    await page.getByTestId('password-form').getByPlaceholder('账号').fill(`nobody${Date.now()}`);
    await page.getByTestId('password-form').getByPlaceholder('密码').fill('wrong-pass1');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toContainText('账号或密码错误');
    await page.getByRole('tab', { name: '验证码登录' }).click();
    await expect(page.getByTestId('send-code')).toHaveText('获取验证码');
    await snap(page, 'identity-login-sms-tab');
  });
});
