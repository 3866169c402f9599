import { useState } from 'react';
import { ActionSheet } from 'antd-mobile';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n';
import { LANGUAGES, LANGUAGE_LABELS, isLanguage } from '@/i18n/languages';

/** Mobile language switcher: an action sheet of the three languages. */
export function MobileLanguagePicker() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const lang = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  return (
    <>
      <button
        type="button"
        className="m-lang"
        aria-label={t('common:language')}
        onClick={() => setOpen(true)}
      >
        <GlobalOutlined /> {LANGUAGE_LABELS[lang]}
      </button>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        cancelText={t('common:actions.cancel')}
        actions={LANGUAGES.map((l) => ({ key: l, text: LANGUAGE_LABELS[l], bold: l === lang }))}
        onAction={(action) => {
          if (isLanguage(action.key)) void changeLanguage(action.key);
          setOpen(false);
        }}
      />
    </>
  );
}
