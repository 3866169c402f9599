import { Form, Input, Space, type FormInstance } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PhoneCodeSelect } from '@/components/phone-code-select/phone-code-select';
import { SmsCodeButton } from './sms-code-button';

/**
 * The phone row (country code and number) and the SMS code row (code and "get code") of the
 * sign-in by code and the password reset. Each outer item keeps the row's spacing and shows
 * the inner fields' messages; the inner ones are bare, so the boxes of a row line up.
 */
export function PhoneCodeFields({
  form,
  onError,
}: {
  /** The form the rows sit in: its phone is checked before a code is sent. */
  form: FormInstance;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item>
        <Space.Compact block>
          <Form.Item name="countryCode" noStyle>
            <PhoneCodeSelect />
          </Form.Item>
          <Form.Item
            name="phone"
            noStyle
            rules={[{ required: true, whitespace: true, message: t('common:session.required.phone') }]}
          >
            <Input
              prefix={<MobileOutlined />}
              placeholder={t('common:session.phone')}
              maxLength={20}
              style={{ flex: 1 }}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item>
        <Space.Compact block>
          <Form.Item
            name="code"
            noStyle
            rules={[{ required: true, message: t('common:session.required.code') }]}
          >
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('common:session.code')}
              maxLength={6}
              style={{ flex: 1 }}
            />
          </Form.Item>
          <SmsCodeButton
            onError={onError}
            target={async () => {
              try {
                const v = (await form.validateFields(['countryCode', 'phone'])) as {
                  countryCode: string;
                  phone: string;
                };
                return { phone: v.phone, countryCode: v.countryCode };
              } catch {
                return null;
              }
            }}
          />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
