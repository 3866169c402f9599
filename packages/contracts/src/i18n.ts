/** The interface languages (§1). zh-cn is the default. */
export const LANGS = ['zh-cn', 'en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-cn';

/** A text in every interface language. */
export type LocalisedText = Record<Lang, string>;

/** A stored text of the languages, any of them possibly missing (a form, a subdocument). */
export type PartialText = Partial<Record<Lang, string | null>> | null | undefined;

/** A text in `lang`, or in zh-cn where that language was left empty. */
export const inLang = (text: PartialText, lang: Lang): string => (text?.[lang] || text?.['zh-cn']) ?? '';

/** Every language of a text, each a string (`clean` applied: trimmed by default). */
export const allLanguages = (
  text: PartialText,
  clean: (value: string) => string = (v) => v.trim(),
): LocalisedText =>
  Object.fromEntries(LANGS.map((lang) => [lang, clean(text?.[lang] ?? '')])) as LocalisedText;

/**
 * Reads the request language from a header value such as `en`, `ru-RU`, `zh-CN`
 * or a full Accept-Language list; anything unknown falls back to zh-cn.
 */
export function parseLang(value: string | string[] | undefined): Lang {
  const raw = (Array.isArray(value) ? value[0] : value)?.toLowerCase().trim();
  if (!raw) return DEFAULT_LANG;
  for (const part of raw.split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    if (tag.startsWith('zh')) return 'zh-cn';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('ru')) return 'ru';
  }
  return DEFAULT_LANG;
}

/** Fills `{name}` placeholders, as the spec's messages write them. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/** The language headers a client may send, most specific first. */
export const LANG_HEADERS = ['lang', 'x-lang', 'accept-language'] as const;

/** Picks the request language from its headers. */
export function langFromHeaders(headers: Record<string, string | string[] | undefined>): Lang {
  for (const name of LANG_HEADERS) {
    if (headers[name]) return parseLang(headers[name]);
  }
  return DEFAULT_LANG;
}
