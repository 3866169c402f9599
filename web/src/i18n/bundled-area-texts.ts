import i18n from '@/i18n';
import zhAdmin from '@/i18n/locales/zh-CN/admin.json';
import enAdmin from '@/i18n/locales/en/admin.json';
import ruAdmin from '@/i18n/locales/ru/admin.json';
import zhContract from '@/i18n/locales/zh-CN/contract.json';
import enContract from '@/i18n/locales/en/contract.json';
import ruContract from '@/i18n/locales/ru/contract.json';
import zhCustoms from '@/i18n/locales/zh-CN/customs.json';
import enCustoms from '@/i18n/locales/en/customs.json';
import ruCustoms from '@/i18n/locales/ru/customs.json';

/**
 * The texts that are not bundled (the back office's, the contracts' and the customs screens'), added at once for
 * screens tested alone (unit tests); the app loads them with their layouts instead
 * (loadAreaTexts).
 */
export function addAreaTexts(): void {
  for (const [lang, admin, contract, customs] of [
    ['zh-CN', zhAdmin, zhContract, zhCustoms],
    ['en', enAdmin, enContract, enCustoms],
    ['ru', ruAdmin, ruContract, ruCustoms],
  ] as const) {
    i18n.addResourceBundle(lang, 'admin', admin);
    i18n.addResourceBundle(lang, 'contract', contract);
    i18n.addResourceBundle(lang, 'customs', customs);
  }
}
