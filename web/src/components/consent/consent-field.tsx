import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { consentRule, ConsentText } from './consent-text';

/**
 * The consent every form taking personal data asks for (China's personal-information law):
 * the privacy policy and the terms, linked; the form is not sent unticked. Field `consent`.
 */
export function ConsentField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="consent" valuePropName="checked" rules={[consentRule(t('common:consent.required'))]}>
      <Checkbox data-testid="consent">
        <ConsentText />
      </Checkbox>
    </Form.Item>
  );
}
