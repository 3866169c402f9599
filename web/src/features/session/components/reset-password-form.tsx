import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePasswordRule } from '@/lib/password-rule';
import { useResetPasswordMutation } from '../api';
import { errorText } from '../rules';
import { useSignIn } from '../use-sign-in';
import { PhoneCodeFields } from './phone-code-fields';

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
        <PhoneCodeFields form={form} onError={setError} />
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
