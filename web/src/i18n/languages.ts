import { localStore } from '@/lib/storage';

/** Interface languages (§1). zh-CN is the default and the source text. */
export const LANGUAGES = ['zh-CN', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
export const NAMESPACES = ['common', 'portal', 'member', 'contract', 'customs', 'admin'] as const;

/** Names shown in the switcher, each in its own language. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  'zh-CN': '简体中文',
  en: 'English',
  ru: 'Русский',
};

/** Values of the request language header (architecture §3). */
export const LANGUAGE_HEADER: Record<Language, string> = { 'zh-CN': 'zh-cn', en: 'en', ru: 'ru' };

const STORE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** §9: the stored setting, falling back to Chinese. */
export function storedLanguage(): Language {
  const value = localStore.get<string>(STORE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function storeLanguage(lang: Language): void {
  localStore.set(STORE_KEY, lang);
  shareLanguageWithServer(lang);
}

/**
 * The same choice as a cookie, which the server reads to render the public pages in the
 * language the app will show (it cannot see localStorage). Not a secret, sent everywhere.
 */
export function shareLanguageWithServer(lang: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `lang=${LANGUAGE_HEADER[lang]}; path=/; max-age=31536000; samesite=lax`;
}
