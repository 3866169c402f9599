import zhCommon from './locales/zh-CN/common.json';
import zhPortal from './locales/zh-CN/portal.json';
import zhMember from './locales/zh-CN/member.json';
import enCommon from './locales/en/common.json';
import enPortal from './locales/en/portal.json';
import enMember from './locales/en/member.json';
import ruCommon from './locales/ru/common.json';
import ruPortal from './locales/ru/portal.json';
import ruMember from './locales/ru/member.json';
import type { Language } from './languages';

/**
 * Texts bundled with the app, so the first paint never waits for a fetch: what the portal
 * and the member area show (portal pages use the member area's field and unit names).
 */
export const resources = {
  'zh-CN': { common: zhCommon, portal: zhPortal, member: zhMember },
  en: { common: enCommon, portal: enPortal, member: enMember },
  ru: { common: ruCommon, portal: ruPortal, member: ruMember },
} as const;

/** The namespaces loaded on demand rather than bundled. */
export type LazyNamespace = 'admin' | 'contract' | 'customs';

/**
 * Texts loaded on demand, in their own chunk per language, that no visitor of the portal
 * needs: the back office's (loaded with its layout) and the contracts' (loaded with the
 * member area's and the back office's layouts, before they draw), and the customs screens'
 * (the same layouts).
 */
export const LAZY_TEXTS: Record<LazyNamespace, Record<Language, () => Promise<{ default: object }>>> = {
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
