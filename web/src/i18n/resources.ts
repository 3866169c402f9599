import type { Language } from './languages';

/** What every part of the app reads: the portal's and member area's texts (portal pages use the member area's field and unit names). */
export type CoreNamespace = 'common' | 'portal' | 'member';
export const CORE_NAMESPACES: readonly CoreNamespace[] = ['common', 'portal', 'member'];

/** The namespaces only some areas load, with their layouts. */
export type LazyNamespace = 'admin' | 'contract' | 'customs';

type Texts = { default: object };

/**
 * The core texts of one language, one chunk per language: only the visitor's language is
 * downloaded (another one when they switch), never all three.
 */
export const CORE_TEXTS: Record<Language, () => Promise<Record<CoreNamespace, object>>> = {
  'zh-CN': () => import('./texts-zh-CN'),
  en: () => import('./texts-en'),
  ru: () => import('./texts-ru'),
};

/**
 * Texts loaded on demand, in their own chunk per language, that no visitor of the portal
 * needs: the back office's (loaded with its layout) and the contracts' (loaded with the
 * member area's and the back office's layouts, before they draw), and the customs screens'
 * (the same layouts).
 */
export const LAZY_TEXTS: Record<LazyNamespace, Record<Language, () => Promise<Texts>>> = {
  admin: {
    'zh-CN': () => import('./locales/zh-CN/admin.json'),
    en: () => import('./locales/en/admin.json'),
    ru: () => import('./locales/ru/admin.json'),
  },
  contract: {
    'zh-CN': () => import('./locales/zh-CN/contract.json'),
    en: () => import('./locales/en/contract.json'),
    ru: () => import('./locales/ru/contract.json'),
  },
  customs: {
    'zh-CN': () => import('./locales/zh-CN/customs.json'),
    en: () => import('./locales/en/customs.json'),
    ru: () => import('./locales/ru/customs.json'),
  },
};
