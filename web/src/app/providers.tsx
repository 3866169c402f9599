import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { App as AntApp, ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE } from '@/i18n/languages';
import { registerFeedback } from '@/lib/feedback';
import type { AppStore } from './store';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import ruRU from 'antd/locale/ru_RU';
import type { Language } from '@/i18n/languages';
import { applyDayjsLocale } from './locale';

const ANTD_LOCALES: Record<Language, Locale> = { 'zh-CN': zhCN, en: enUS, ru: ruRU };

export const THEME = {
  token: { colorPrimary: '#0a5bd3', borderRadius: 6 },
  components: { Menu: { itemPaddingInline: 16 } },
};

/** Hands antd's context-aware message/notification/modal to non-React code. */
function FeedbackBridge() {
  const { message, notification, modal } = AntApp.useApp();
  useEffect(() => {
    registerFeedback({ message, notification, modal });
    return () => registerFeedback(null);
  }, [message, notification, modal]);
  return null;
}

/** antd locale and dayjs follow the i18next language. */
function LocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  applyDayjsLocale(lang);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    // autoInsertSpace off: antd would render 注册 as 注 册.
    <ConfigProvider locale={ANTD_LOCALES[lang]} theme={THEME} button={{ autoInsertSpace: false }}>
      <AntApp>
        <FeedbackBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

/** The desktop variant's providers: antd, with its locale, theme and feedback (mobile-providers.tsx is the phone's). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <LocaleProvider>{children}</LocaleProvider>
    </Provider>
  );
}
