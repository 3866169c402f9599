import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ru';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { Language } from '@/i18n/languages';

dayjs.extend(relativeTime);

export const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', en: 'en', ru: 'ru' };

/** Keeps dayjs on the interface language (antd and antd-mobile follow through their providers). */
export function applyDayjsLocale(lang: Language): void {
  dayjs.locale(DAYJS_LOCALES[lang]);
}
