import { test, expect, seedLanguage, seedSession, snap, PHONE } from './fixtures';

const LANGS = ['zh-CN', 'en', 'ru'] as const;
const session = () => {
  const now = Date.now();
  return {
    access: { value: 'acc', expire: now + 3_600_000 },
    refresh: { value: 'ref', expire: now + 7_200_000 },
  };
};

for (const lang of LANGS) {
  test.describe(`layouts in ${lang}`, () => {
    test(`portal desktop (${lang})`, async ({ page }) => {
      await seedLanguage(page, lang);
      await page.goto('/');
      await expect(page.getByTestId('latest-articles')).toBeVisible();
      await snap(page, `portal-desktop-${lang}`);
    });

    test(`member desktop (${lang})`, async ({ page }) => {
      await seedLanguage(page, lang);
      await seedSession(page, session());
      await page.goto('/product/supply');
      await expect(page.getByTestId('member-menu')).toBeVisible();
      await snap(page, `member-desktop-${lang}`);
    });

    test(`admin (${lang})`, async ({ page }) => {
      await seedLanguage(page, lang);
      await seedSession(page, session());
      // A back-office screen that exists: unknown /admin/... paths are the not-found page.
      await page.goto('/admin/sys/role');
      await expect(page.getByTestId('admin-breadcrumb')).toContainText('角色管理');
      await snap(page, `admin-${lang}`);
    });

    test(`not found (${lang})`, async ({ page }) => {
      await seedLanguage(page, lang);
      await page.goto('/missing-page');
      await expect(page.getByTestId('not-found')).toBeVisible();
      await snap(page, `not-found-${lang}`);
    });

    test.describe('phone', () => {
      test.use({
        ...PHONE,
      });

      test(`portal mobile (${lang})`, async ({ page }) => {
        await seedLanguage(page, lang);
        await page.goto('/');
        await expect(page).toHaveURL(/\/pages\/home$/);
        await snap(page, `portal-mobile-${lang}`);
      });

      test(`member mobile (${lang})`, async ({ page }) => {
        await seedLanguage(page, lang);
        await seedSession(page, session());
        await page.goto('/mobile/member/supply');
        await expect(page.locator('.m-tabbar')).toBeVisible();
        await snap(page, `member-mobile-${lang}`);
      });
    });
  });
}
