import { Form, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor';
import { LANGUAGE_LABELS } from '@/i18n/languages';

/** The texts' language keys, each tab named as the language switcher names it. */
const LANGUAGES = [
  { key: 'zh-cn', label: LANGUAGE_LABELS['zh-CN'] },
  { key: 'en', label: LANGUAGE_LABELS.en },
  { key: 'ru', label: LANGUAGE_LABELS.ru },
] as const;

/**
 * The texts of an article or a content block, one tab a language: the title (required
 * in zh-cn; the portal shows zh-cn where another language is left empty), the one-line
 * summary and the rich-text body.
 */
export function LanguageFields({ titleMax, body = true }: { titleMax: number; body?: boolean }) {
  const { t } = useTranslation();
  return (
    <Tabs
      data-testid="language-tabs"
      items={LANGUAGES.map(({ key, label }) => ({
        key,
        label,
        // Every tab's fields stay in the form, so a save sends all three languages.
        forceRender: true,
        children: (
          <>
            <Form.Item
              name={['title', key]}
              label={t('admin:content.title')}
              rules={key === 'zh-cn' ? [{ required: true, whitespace: true }] : []}
            >
              <Input maxLength={titleMax} showCount />
            </Form.Item>
            <Form.Item name={['summary', key]} label={t('admin:content.summary')}>
              <Input.TextArea maxLength={300} rows={2} showCount />
            </Form.Item>
            {body && (
              <Form.Item name={['body', key]} label={t('admin:content.body')}>
                <RichTextEditor testId={`body-${key}`} />
              </Form.Item>
            )}
          </>
        ),
      }))}
    />
  );
}
