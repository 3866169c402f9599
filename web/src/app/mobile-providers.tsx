import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE } from '@/i18n/languages';
import { registerFeedback, type Feedback } from '@/lib/feedback';
import type { AppStore } from './store';
import { applyDayjsLocale } from './locale';

// antd-mobile's Toast and Dialog (and the popup and animation code under them) load when
// the first message is shown: most visits to a phone's page show none.
let loaded: Feedback | undefined;
function withWidgets(show: (feedback: Feedback) => unknown): void {
  import('./mobile-feedback').then(
    ({ MOBILE_FEEDBACK }) => show((loaded = MOBILE_FEEDBACK)),
    // Offline, the chunk does not load: nothing could show the message, and a rejection
    // here would only come back as another message to show.
    () => undefined,
  );
}

/** The feedback of non-React code on a phone, with antd-mobile's widgets loaded on first use. */
const ON_DEMAND_FEEDBACK: Feedback = {
  message: { success: (content) => withWidgets((f) => f.message.success(content)) },
  notification: {
    error: (note) => withWidgets((f) => f.notification.error(note)),
    // Nothing is on screen before the widgets have loaded.
    destroy: () => loaded?.notification.destroy(),
  },
  modal: { error: (dialog) => withWidgets((f) => f.modal.error(dialog)) },
};

function MobileFeedbackBridge() {
  useEffect(() => {
    registerFeedback(ON_DEMAND_FEEDBACK);
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
