import { useState } from 'react';
import { Alert, Button, Form, Input, Tabs } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLoginByCodeMutation, useLoginMutation } from '../api';
import { errorText } from '../rules';
import { useSignIn } from '../use-sign-in';
import { PhoneCodeFields } from './phone-code-fields';

interface CodeForm {
  countryCode: string;
  phone: string;
  code: string;
}

/** /login: password and SMS-code tabs (§1, §7 /login/login and /login/loginByCode). */
export function LoginForm() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [error, setError] = useState<string | null>(null);
  const [login, password] = useLoginMutation();
  const [loginByCode, byCode] = useLoginByCodeMutation();
  const [codeForm] = Form.useForm<CodeForm>();

  const run = async (call: () => Promise<Parameters<typeof signIn>[0]>) => {
    setError(null);
    try {
      signIn(await call());
    } catch (e) {
      setError(errorText(e, t('common:error.unknown')));
    }
  };

  const passwordTab = (
    <Form
      layout="vertical"
      size="large"
      onFinish={(v: { account: string; password: string }) => run(() => login(v).unwrap())}
      data-testid="password-form"
    >
      <Form.Item
        name="account"
        rules={[{ required: true, whitespace: true, message: t('common:session.required.account') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('common:session.account')}
          autoComplete="username"
          maxLength={50}
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('common:session.required.password') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('common:session.password')}
          autoComplete="current-password"
          maxLength={64}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={password.isLoading} data-testid="login-submit">
        {t('common:actions.login')}
      </Button>
    </Form>
  );

  const smsTab = (
    <Form
      form={codeForm}
      layout="vertical"
      size="large"
      initialValues={{ countryCode: '+86' }}
      onFinish={(v: CodeForm) => run(() => loginByCode(v).unwrap())}
      data-testid="sms-form"
    >
      <PhoneCodeFields form={codeForm} onError={setError} />
      <Button type="primary" htmlType="submit" block loading={byCode.isLoading} data-testid="code-submit">
        {t('common:actions.login')}
      </Button>
    </Form>
  );

  return (
    <>
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />
      )}
      <Tabs
        centered
        onChange={() => setError(null)}
        items={[
          { key: 'password', label: t('common:session.byPassword'), children: passwordTab },
          { key: 'sms', label: t('common:session.bySms'), children: smsTab },
        ]}
      />
    </>
  );
}
