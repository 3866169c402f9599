import { expect, test, type Page } from '@playwright/test';
import { snap, PHONE } from './fixtures';
import { adminToken } from './contract-helpers';
import { requireRealStack } from './identity-helpers';
import { post } from './marketplace-helpers';

const LANGS = ['zh-CN', 'en', 'ru'] as const;
const NAMES = { 'zh-CN': 'site.name', en: 'site.name.en', ru: 'site.name.ru' } as const;

async function switchLanguage(page: Page, lang: (typeof LANGS)[number]) {
  await page.evaluate(
    (l) => localStorage.setItem('trade_lang', JSON.stringify({ value: l, expire: null })),
    lang,
  );
  await page.reload();
}

test.describe('the portal shows the site settings (real stack)', () => {
  test.beforeAll(requireRealStack);
  test.describe.configure({ timeout: 120_000 });

  test('a hotline, ICP number and site name set in the back office show on desktop and phone without a rebuild', async ({
    browser,
    request,
  }) => {
    const admin = await adminToken(request);
    const stamp = Date.now().toString(36).slice(-5);
    const settings = {
      'site.hotline': `400-800-${stamp}`,
      'site.icp': `黑ICP备${stamp}号-1`,
      'site.name': `龙江贸易港${stamp}`,
      'site.name.en': `Longjiang Trade Port ${stamp}`,
      'site.name.ru': `Торговый порт Лунцзян ${stamp}`,
    };
    const before = (await post(
      request,
      '/admin/sys.config/list',
      { group: 'site' },
      admin,
    )) as unknown as Array<{
      key: string;
      value: unknown;
    }>;
    const items = Object.entries(settings).map(([key, value]) => ({ key, value }));
    await post(request, '/admin/sys.config/batch', { items }, admin);
    try {
      const desktop = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
      const phone = await (
        await browser.newContext({
          ...PHONE,
        })
      ).newPage();
      await desktop.goto('/');
      await phone.goto('/pages/home');
      for (const lang of LANGS) {
        for (const [page, device] of [
          [desktop, 'desktop'],
          [phone, 'phone'],
        ] as const) {
          await switchLanguage(page, lang);
          const footer = page.getByTestId('portal-footer');
          await expect(footer.getByTestId('site-hotline')).toHaveText(settings['site.hotline']);
          const icp = footer.getByTestId('site-icp');
          await expect(icp).toHaveText(settings['site.icp']);
          await expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
          await expect(page).toHaveTitle(new RegExp(`${settings[NAMES[lang]]}$`));
          await snap(page, `site-settings-${device}-${lang}`);
        }
      }
      await desktop.context().close();
      await phone.context().close();
    } finally {
      const restore = before.filter((s) => s.key in settings).map((s) => ({ key: s.key, value: s.value }));
      await post(request, '/admin/sys.config/batch', { items: restore }, admin);
    }
  });
});
