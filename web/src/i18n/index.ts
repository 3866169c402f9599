import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  NAMESPACES,
  DEFAULT_LANGUAGE,
  LANGUAGE_HEADER,
  isLanguage,
  storedLanguage,
  storeLanguage,
  type Language,
} from './languages';
import { LAZY_TEXTS, resources, type LazyNamespace } from './resources';

/** Reads a namespace that is not bundled (LAZY_TEXTS) from its chunk; others are empty. */
const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const load = LAZY_TEXTS[namespace as keyof typeof LAZY_TEXTS]?.[language as Language];
    if (!load) return done(null, {});
    load().then(
      (texts) => done(null, texts.default as Record<string, unknown>),
      (error: Error) => done(error, false),
    );
  },
};

// The portal's and member area's texts are bundled (a few KB per language) so the first
// paint never waits for a fetch; the back office's and the contracts' load with the
// layouts that show them (loadAreaTexts).
void i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    ns: NAMESPACES.filter((ns) => !Object.hasOwn(LAZY_TEXTS, ns)),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

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
