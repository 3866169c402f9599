import { getCountries, getCountryCallingCode, isValidPhoneNumber } from 'libphonenumber-js';
import countries from 'i18n-iso-countries';
import zh from 'i18n-iso-countries/langs/zh.json';
import en from 'i18n-iso-countries/langs/en.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import type { Language } from '@/i18n/languages';

countries.registerLocale(zh);
countries.registerLocale(en);
countries.registerLocale(ru);

/** §9: default phone prefix. */
export const DEFAULT_PHONE_CODE = '+86';

/** Several countries share a calling code; this one names it first (and is the one validated against). */
const MAIN_COUNTRY: Record<string, string> = {
  '1': 'US',
  '7': 'RU',
  '44': 'GB',
  '47': 'NO',
  '61': 'AU',
  '212': 'MA',
  '262': 'RE',
  '290': 'SH',
  '358': 'FI',
  '590': 'GP',
  '599': 'CW',
};
const ISO_LANG: Record<Language, string> = { 'zh-CN': 'zh', en: 'en', ru: 'ru' };
// English official names are long ("People's Republic of China"); its aliases read better.
// zh and ru official names are already the everyday ones (ru aliases are abbreviations).
const NAME_STYLE: Record<Language, 'official' | 'alias'> = {
  'zh-CN': 'official',
  en: 'alias',
  ru: 'official',
};

export interface PhoneCodeOption {
  /** e.g. "+86" */
  value: string;
  /** e.g. "中国 +86" */
  label: string;
  countries: string[];
}

/** One option per calling code, named in the interface language; +86 first, then by code. */
export function phoneCodeOptions(lang: Language): PhoneCodeOption[] {
  const byCode = new Map<string, string[]>();
  for (const country of getCountries()) {
    const code = getCountryCallingCode(country);
    byCode.set(code, [...(byCode.get(code) ?? []), country]);
  }
  const options = [...byCode.entries()].map(([code, list]) => {
    const main = MAIN_COUNTRY[code];
    const ordered = main ? [main, ...list.filter((c) => c !== main)] : list;
    const names = ordered.map((c) => countries.getName(c, ISO_LANG[lang], { select: NAME_STYLE[lang] }) ?? c);
    const name = names.length > 2 ? `${names.slice(0, 2).join(' / ')} …` : names.join(' / ');
    return { value: `+${code}`, label: `${name} +${code}`, countries: ordered };
  });
  return options.sort((a, b) =>
    a.value === DEFAULT_PHONE_CODE
      ? -1
      : b.value === DEFAULT_PHONE_CODE
        ? 1
        : Number(a.value.slice(1)) - Number(b.value.slice(1)),
  );
}

/** True when `number` is a valid phone number under the calling code (§5 "valid-number error"). */
export function isValidPhone(code: string, number: string): boolean {
  const digits = number.replace(/[\s-]/g, '');
  if (!digits) return false;
  return isValidPhoneNumber(`${code}${digits}`);
}
