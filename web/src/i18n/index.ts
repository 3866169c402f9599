import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_HEADER,
  isLanguage,
  shareLanguageWithServer,
  storedLanguage,
  storeLanguage,
  type Language,
} from './languages';
import { CORE_TEXTS, LAZY_TEXTS, type CoreNamespace, type LazyNamespace } from './resources';

/** Reads each namespace of a language from its chunk: the core texts or an area's (LAZY_TEXTS). */
const texts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const lang = language as Language;
    const found = Object.hasOwn(LAZY_TEXTS, namespace)
      ? LAZY_TEXTS[namespace as LazyNamespace][lang]?.().then((module) => module.default)
      : CORE_TEXTS[lang]?.().then((all) => all[namespace as CoreNamespace]);
    if (!found) return done(null, {});
    found.then(
      (loaded) => done(null, (loaded ?? {}) as Record<string, unknown>),
      (error: Error) => done(error, false),
    );
  },
};

// Only the interface language's texts are fetched (start.tsx waits for them before the first
// render); every language holds the same keys (scripts/i18n-check.mjs), so no fallback
// language is loaded beside it. The back office's and the contracts' texts load with the
// layouts that show them (loadAreaTexts).
shareLanguageWithServer(storedLanguage());
void i18n
  .use(texts)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: false,
    load: 'currentOnly',
    ns: ['common', 'portal', 'member'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

/** Resolves once the interface language's core texts are there (before the first render). */
export const coreTextsLoaded = (): Promise<void> => i18n.loadNamespaces(['common', 'portal', 'member']);

/** Texts that are not bundled, in the current language (and the fallback), before an area draws. */
export const loadAreaTexts = (...namespaces: LazyNamespace[]): Promise<void> =>
  i18n.loadNamespaces(namespaces);

/** Switches the interface language and remembers the choice. */
export async function changeLanguage(lang: Language): Promise<void> {
  storeLanguage(lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The value of the request language header (`zh-cn`, `en`, `ru`). */
export const languageHeader = (): string => LANGUAGE_HEADER[currentLanguage()];

export default i18n;
