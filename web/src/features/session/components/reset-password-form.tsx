import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PhoneCodeSelect } from '@/components/phone-code-select/phone-code-select';
import { usePasswordRule } from '@/lib/password-rule';
import { useResetPasswordMutation } from '../api';
import { errorText } from '../rules';
import { useSignIn } from '../use-sign-in';
import { SmsCodeButton } from './sms-code-button';

interface ResetForm {
  countryCode: string;
  phone: string;
  code: string;
  password: string;
}

/**
 * /login/forgot: a member resets a forgotten password with an SMS code sent to the
 * account's phone. The reset ends the member's other sessions and signs this device in.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const passwordRule = usePasswordRule();
  const signIn = useSignIn();
  const [error, setError] = useState<string | null>(null);
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [form] = Form.useForm<ResetForm>();
  return (
    <>
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="reset-error" />
      )}
      <Form
        form={form}
        layout="vertical"
        size="large"
        initialValues={{ countryCode: '+86' }}
        data-testid="reset-form"
        onFinish={async (v: ResetForm) => {
          setError(null);
          try {
            signIn(await reset(v).unwrap());
          } catch (e) {
            setError(errorText(e, t('common:error.unknown')));
          }
        }}
      >
        {/* The outer item keeps the row's spacing and shows the inner fields' messages; the inner
            ones are bare, so the country-code box and the phone box line up. */}
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
              onError={setError}
              target={async () => {
                try {
                  const v = await form.validateFields(['countryCode', 'phone']);
                  return { phone: v.phone, countryCode: v.countryCode };
                } catch {
                  return null;
                }
              }}
            />
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="password"
          rules={[{ required: true, message: t('common:session.required.password') }, passwordRule]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('common:session.newPassword')}
            autoComplete="new-password"
            maxLength={64}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading} data-testid="reset-submit">
          {t('common:actions.resetPassword')}
        </Button>
      </Form>
    </>
  );
}
