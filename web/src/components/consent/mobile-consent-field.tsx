import { Checkbox, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { consentRule, ConsentText } from './consent-text';

/** ConsentField in an antd-mobile form. */
export function MobileConsentField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="consent" valuePropName="checked" rules={[consentRule(t('common:consent.required'))]}>
      <Checkbox data-testid="consent" style={{ '--icon-size': '18px', '--font-size': '13px' }}>
        <ConsentText />
      </Checkbox>
    </Form.Item>
  );
}
