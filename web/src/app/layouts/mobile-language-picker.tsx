import { lazy, useState } from 'react';
import { GlobalOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS, isLanguage } from '@/i18n/languages';
import { OpenedOnce } from '@/components/opened-once/opened-once';

// The sheet (and antd-mobile's popup and animation code under it) loads on the first tap:
// a phone's first page needs only the button.
const MobileLanguageSheet = lazy(() => import('./mobile-language-sheet'));

/** Mobile language switcher: a button that opens an action sheet of the three languages. */
export function MobileLanguagePicker() {
  const { t, i18n } = useTranslation();
  // undefined until the first tap: the sheet is not even loaded before that.
  const [open, setOpen] = useState<boolean>();
  const lang = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  return (
    <>
      <button
        type="button"
        className="m-lang"
        aria-label={t('common:language')}
        onClick={() => setOpen(true)}
      >
        <GlobalOutline /> {LANGUAGE_LABELS[lang]}
      </button>
      <OpenedOnce open={open}>
        <MobileLanguageSheet open={!!open} current={lang} onClose={() => setOpen(false)} />
      </OpenedOnce>
    </>
  );
}
