import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE } from '@/i18n/languages';
import { registerFeedback, type Feedback } from '@/lib/feedback';
import type { AppStore } from './store';
import { applyDayjsLocale } from './locale';

/** The feedback of non-React code on a phone: antd-mobile's Toast and Dialog, never antd's. */
export const MOBILE_FEEDBACK: Feedback = {
  message: { success: (content) => Toast.show({ icon: 'success', content }) },
  notification: {
    error: ({ title, description }) =>
      Toast.show({
        icon: 'fail',
        content: description ? (
          <>
            <strong>{title}</strong>
            <br />
            {description}
          </>
        ) : (
          title
        ),
        duration: 3000,
      }),
    destroy: () => Toast.clear(),
  },
  modal: {
    error: ({ title, content, okText, onOk }) =>
      Dialog.alert({ title, content, confirmText: okText, onConfirm: onOk, closeOnMaskClick: false }),
  },
};

function MobileFeedbackBridge() {
  useEffect(() => {
    registerFeedback(MOBILE_FEEDBACK);
    return () => registerFeedback(null);
  }, []);
  return null;
}

/** dayjs and <html lang> follow the i18next language (antd-mobile's locale comes from the mobile layouts). */
function MobileLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  applyDayjsLocale(lang);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return <>{children}</>;
}

/**
 * The phone variant's providers: the store and antd-mobile feedback. No antd: the phone's
 * entry loads none of the desktop library (the desktop's providers.tsx wraps antd's).
 */
export function MobileAppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <MobileLocale>
        <MobileFeedbackBridge />
        {children}
      </MobileLocale>
    </Provider>
  );
}
