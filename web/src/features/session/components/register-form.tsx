import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConsentField } from '@/components/consent/consent-field';
import { PhoneCodeSelect } from '@/components/phone-code-select/phone-code-select';
import { usePasswordRule } from '@/lib/password-rule';
import { useRegisterMutation, type RegisterRequest } from '../api';
import { errorText } from '../rules';
import { useSignIn } from '../use-sign-in';
import { SmsCodeButton } from './sms-code-button';

/** /reg: company member registration with an SMS code (§3 fields, §5 rules). */
export function RegisterForm() {
  const { t } = useTranslation();
  const passwordRule = usePasswordRule();
  const signIn = useSignIn();
  const [form] = Form.useForm<RegisterRequest>();
  const [register, { isLoading }] = useRegisterMutation();
  const [error, setError] = useState<string | null>(null);
  const required = (key: string) => ({
    required: true,
    whitespace: true,
    message: t(`common:session.required.${key}`),
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ countryCode: '+86' }}
      data-testid="register-form"
      onFinish={async (values: RegisterRequest) => {
        setError(null);
        try {
          signIn(await register(values).unwrap());
        } catch (e) {
          setError(errorText(e, t('common:error.unknown')));
        }
      }}
    >
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          data-testid="register-error"
        />
      )}
      <Form.Item name="companyName" label={t('common:session.companyName')} rules={[required('companyName')]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="contact" label={t('common:session.contact')} rules={[required('contact')]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="account"
        label={t('common:session.account')}
        rules={[
          required('account'),
          { pattern: /^[A-Za-z0-9_.]{4,30}$/, message: t('common:session.accountFormat') },
        ]}
      >
        <Input maxLength={30} autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('common:session.password')}
        rules={[{ required: true, message: t('common:session.required.password') }, passwordRule]}
      >
        <Input.Password maxLength={64} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={t('common:session.phone')} required>
        <Space.Compact block>
          <Form.Item name="countryCode" noStyle>
            <PhoneCodeSelect />
          </Form.Item>
          <Form.Item name="phone" noStyle rules={[required('phone')]}>
            <Input maxLength={20} style={{ flex: 1 }} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item label={t('common:session.code')} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[required('code')]}>
            <Input maxLength={6} style={{ flex: 1 }} />
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
        name="email"
        label={t('common:session.email')}
        rules={[{ type: 'email', message: t('common:session.emailInvalid') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="country" label={t('common:session.country')}>
        <Input maxLength={60} />
      </Form.Item>
      <ConsentField />
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={isLoading}
        data-testid="register-submit"
      >
        {t('common:actions.register')}
      </Button>
    </Form>
  );
}
