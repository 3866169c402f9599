import i18n from '@/i18n';
import zhAdmin from '@/i18n/locales/zh-CN/admin.json';
import enAdmin from '@/i18n/locales/en/admin.json';
import ruAdmin from '@/i18n/locales/ru/admin.json';

/**
 * The back office's texts added at once, for screens tested alone (unit tests); the app
 * loads them with the admin layout instead (loadAdminTexts).
 */
export function addAdminTexts(): void {
  for (const [lang, texts] of [
    ['zh-CN', zhAdmin],
    ['en', enAdmin],
    ['ru', ruAdmin],
  ] as const)
    i18n.addResourceBundle(lang, 'admin', texts);
}
