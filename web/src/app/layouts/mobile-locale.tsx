import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import enUS from 'antd-mobile/es/locales/en-US';
import ruRU from 'antd-mobile/es/locales/ru-RU';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@/i18n/languages';
import './mobile-setup';
import './mobile.css';

const LOCALES: Record<Language, typeof zhCN> = { 'zh-CN': zhCN, en: enUS, ru: ruRU };

/** antd-mobile's locale follows the interface language. */
export function MobileLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = LOCALES[isLanguage(i18n.language) ? i18n.language : 'zh-CN'];
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}
