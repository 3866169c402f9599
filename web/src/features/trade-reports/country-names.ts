import countries from 'i18n-iso-countries';
import zh from 'i18n-iso-countries/langs/zh.json';
import en from 'i18n-iso-countries/langs/en.json';
import ru from 'i18n-iso-countries/langs/ru.json';

countries.registerLocale(zh);
countries.registerLocale(en);
countries.registerLocale(ru);

const ISO_LANG: Record<string, string> = { 'zh-CN': 'zh', en: 'en', ru: 'ru' };

/** A country code's name in the interface language (the code itself when unknown). */
export function countryName(code: string, language: string): string {
  const lang = ISO_LANG[language] ?? 'zh';
  return countries.getName(code, lang, { select: lang === 'en' ? 'alias' : 'official' }) ?? code;
}
