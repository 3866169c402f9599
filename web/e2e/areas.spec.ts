import { test, expect, snap, PHONE } from './fixtures';
import { requireRealStack } from './identity-helpers';
import { register, signInByApi } from './marketplace-helpers';

/**
 * §2 on the real platform: a signed-in member who opens a back-office path gets the
 * no-permission page (nothing of the back office is drawn), and an unknown /admin/...
 * path is the not-found page, on desktop and on a phone, in the three languages.
 */
test.describe('the wrong area', () => {
  test.beforeEach(async ({ page }) => {
    requireRealStack();
    await page.unrouteAll();
  });

  const texts = {
    'zh-CN': '抱歉，您无权限访问该页面或页面不存在。',
    en: 'Sorry, you have no permission to view this page, or it does not exist.',
    ru: 'Извините, у вас нет доступа к этой странице или она не существует.',
  } as const;

  for (const lang of ['zh-CN', 'en', 'ru'] as const) {
    test(`a member opening /admin/sys/user sees the no-permission page; /admin/x is not found (${lang})`, async ({
      page,
      request,
    }) => {
      const member = await register(request, `区域测试${Date.now() % 100000}`, 'area');
      await signInByApi(page, request, member.account, member.password, lang);
      await page.goto('/admin/sys/user');
      const denied = page.getByTestId('no-permission');
      await expect(denied).toContainText(texts[lang]);
      await expect(denied.getByRole('button')).toHaveCount(3);
      await expect(page.getByTestId('admin-menu')).toHaveCount(0);
      await snap(page, `areas-no-permission-${lang}`);

      await page.goto('/admin/x');
      await expect(page.getByTestId('not-found')).toContainText(texts[lang]);
      await snap(page, `areas-admin-not-found-${lang}`);
    });
  }

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('a member opening /admin/sys/user sees the no-permission page; /admin/x is not found', async ({
      page,
      request,
    }) => {
      const member = await register(request, `区域移动${Date.now() % 100000}`, 'aream');
      await signInByApi(page, request, member.account, member.password);
      await page.goto('/admin/sys/user');
      await expect(page.getByTestId('no-permission')).toContainText(texts['zh-CN']);
      await snap(page, 'areas-no-permission-mobile');
      await page.goto('/admin/x');
      await expect(page.getByTestId('not-found')).toBeVisible();
    });
  });
});
