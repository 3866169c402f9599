import i18n from '@/i18n';
import * as zh from '@/i18n/texts-zh-CN';
import * as en from '@/i18n/texts-en';
import * as ru from '@/i18n/texts-ru';
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
 * Every language's texts, added at once for screens tested alone (unit tests); the app
 * fetches only the interface language's core texts, and an area's with its layout.
 */
export function addAreaTexts(): void {
  for (const [lang, core, admin, contract, customs] of [
    ['zh-CN', zh, zhAdmin, zhContract, zhCustoms],
    ['en', en, enAdmin, enContract, enCustoms],
    ['ru', ru, ruAdmin, ruContract, ruCustoms],
  ] as const) {
    i18n.addResourceBundle(lang, 'common', core.common);
    i18n.addResourceBundle(lang, 'portal', core.portal);
    i18n.addResourceBundle(lang, 'member', core.member);
    i18n.addResourceBundle(lang, 'admin', admin);
    i18n.addResourceBundle(lang, 'contract', contract);
    i18n.addResourceBundle(lang, 'customs', customs);
  }
}
