import i18n from '@/i18n';
import zhAdmin from '@/i18n/locales/zh-CN/admin.json';
import enAdmin from '@/i18n/locales/en/admin.json';
import ruAdmin from '@/i18n/locales/ru/admin.json';
import zhContract from '@/i18n/locales/zh-CN/contract.json';
import enContract from '@/i18n/locales/en/contract.json';
import ruContract from '@/i18n/locales/ru/contract.json';

/**
 * The texts that are not bundled (the back office's and the contracts'), added at once for
 * screens tested alone (unit tests); the app loads them with their layouts instead
 * (loadAreaTexts).
 */
export function addAreaTexts(): void {
  for (const [lang, admin, contract] of [
    ['zh-CN', zhAdmin, zhContract],
    ['en', enAdmin, enContract],
    ['ru', ruAdmin, ruContract],
  ] as const) {
    i18n.addResourceBundle(lang, 'admin', admin);
    i18n.addResourceBundle(lang, 'contract', contract);
  }
}
