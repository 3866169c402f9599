import { expect, type Page } from '@playwright/test';
import { Redis } from 'ioredis';

/**
 * Identity browser tests run against the real gateway and services (E2E_BASE_URL),
 * with notify's local SMS adapter (SMS_PROVIDER=local) and a bootstrapped
 * super-admin. Without them they fail, never skip.
 */
export const ADMIN = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'admin123',
};

export function requireRealStack(): void {
  if (!process.env.E2E_BASE_URL)
    throw new Error('identity browser tests need the running platform: set E2E_BASE_URL (npm test does)');
}

/** A valid mainland mobile number no other run uses. */
export const newPhone = () =>
  `137${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** The code the local SMS adapter delivered to `phone` (E.164) after `since`. */
export async function smsCode(phone: string, since: number): Promise<string> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    for (let i = 0; i < 50; i += 1) {
      const raw = await redis.lindex(`sms:local:${phone}`, 0);
      if (raw) {
        const sms = JSON.parse(raw) as { at: string; params: { code: string } };
        if (Date.parse(sms.at) >= since) return sms.params.code;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(
      `no SMS reached ${phone} through the local adapter (is notify running with SMS_PROVIDER=local?)`,
    );
  } finally {
    await redis.quit();
  }
}

/** Signs in on /login with account and password. */
export async function passwordLogin(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('password-form').getByPlaceholder('账号').fill(account);
  await page.getByTestId('password-form').getByPlaceholder('密码').fill(password);
  await page.getByTestId('login-submit').click();
}

/** The labels of the admin side menu, with every group opened. */
export async function adminMenuLabels(page: Page): Promise<string[]> {
  const menu = page.getByTestId('admin-menu');
  await expect(menu.locator('.ant-menu-item, .ant-menu-submenu-title').first()).toBeVisible({
    timeout: 20_000,
  });
  const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  for (let guard = 0; guard < 20 && (await closed.count()) > 0; guard += 1) await closed.first().click();
  return (await menu.locator('.ant-menu-title-content').allInnerTexts()).map((s) => s.trim());
}
