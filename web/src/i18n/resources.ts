import zhCommon from './locales/zh-CN/common.json';
import zhPortal from './locales/zh-CN/portal.json';
import zhMember from './locales/zh-CN/member.json';
import zhAdmin from './locales/zh-CN/admin.json';
import enCommon from './locales/en/common.json';
import enPortal from './locales/en/portal.json';
import enMember from './locales/en/member.json';
import enAdmin from './locales/en/admin.json';
import ruCommon from './locales/ru/common.json';
import ruPortal from './locales/ru/portal.json';
import ruMember from './locales/ru/member.json';
import ruAdmin from './locales/ru/admin.json';

export const resources = {
  'zh-CN': { common: zhCommon, portal: zhPortal, member: zhMember, admin: zhAdmin },
  en: { common: enCommon, portal: enPortal, member: enMember, admin: enAdmin },
  ru: { common: ruCommon, portal: ruPortal, member: ruMember, admin: ruAdmin },
} as const;
