import i18n from 'i18next';
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
import { resources } from './resources';

// Resources are bundled (a few KB per language) so the first paint never waits for a fetch.
void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

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
