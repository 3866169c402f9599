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

/**
 * Texts loaded on demand, in their own chunk per language: the back office's, which no
 * visitor needs (the admin layout loads them before it draws).
 */
export const LAZY_TEXTS: Record<'admin', Record<Language, () => Promise<{ default: object }>>> = {
  admin: {
    'zh-CN': () => import('./locales/zh-CN/admin.json'),
    en: () => import('./locales/en/admin.json'),
    ru: () => import('./locales/ru/admin.json'),
  },
};
