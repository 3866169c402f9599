const LOCALE: Record<string, string> = { 'zh-CN': 'zh-CN', en: 'en', ru: 'ru' };
const names = new Map<string, Intl.DisplayNames>();

/**
 * A country code's everyday name in the interface language (中国, China, Китай), from the
 * browser's own region names; the code itself when it has none.
 */
export function countryName(code: string, language: string): string {
  const locale = LOCALE[language] ?? 'zh-CN';
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    names.set(locale, display);
  }
  try {
    return display.of(code) ?? code;
  } catch {
    return code;
  }
}
