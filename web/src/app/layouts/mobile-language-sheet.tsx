import { ActionSheet } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n';
import { LANGUAGES, LANGUAGE_LABELS, isLanguage, type Language } from '@/i18n/languages';

/** The action sheet of the three languages; its own chunk, loaded when first opened. */
export default function MobileLanguageSheet({
  open,
  current,
  onClose,
}: {
  open: boolean;
  current: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ActionSheet
      visible={open}
      onClose={onClose}
      cancelText={t('common:actions.cancel')}
      actions={LANGUAGES.map((l) => ({ key: l, text: LANGUAGE_LABELS[l], bold: l === current }))}
      onAction={(action) => {
        if (isLanguage(action.key)) void changeLanguage(action.key);
        onClose();
      }}
    />
  );
}
