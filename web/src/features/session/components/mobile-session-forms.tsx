import { useState } from 'react';
import { Button, Form, Input, Tabs, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MobilePhoneCodePicker } from '@/components/phone-code-select/mobile-phone-code-picker';
import { MobileConsentField } from '@/components/consent/mobile-consent-field';
import { DEFAULT_PHONE_CODE } from '@/components/phone-code-select/phone-codes';
import {
  useLoginByCodeMutation,
  useLoginMutation,
  useRegisterMutation,
  useResetPasswordMutation,
  type RegisterRequest,
} from '../api';
import { usePasswordRule } from '@/lib/password-rule';
import { errorText } from '../rules';
import { useSignIn } from '../use-sign-in';
import { useSendCode } from './use-send-code';

const fail = (message: string): void => {
  Toast.show({ icon: 'fail', content: message });
};

/** Sends the code to the phone number the form holds, under its country code. */
function CodeField({ phoneOf }: { phoneOf: () => { phone?: string; countryCode?: string } }) {
  const { t } = useTranslation();
  const { left, sending, send } = useSendCode(fail);
  return (
    <Form.Item
      name="code"
      label={t('common:session.code')}
      rules={[{ required: true, message: t('common:session.required.code') }]}
      extra={
        <Button
          size="small"
          color="primary"
          fill="none"
          disabled={left > 0}
          loading={sending}
          data-testid="m-send-code"
          onClick={() => {
            const { phone, countryCode } = phoneOf();
            if (!phone?.trim()) return fail(t('common:session.required.phone'));
            void send({ phone: phone.trim(), countryCode: countryCode ?? DEFAULT_PHONE_CODE });
          }}
        >
          {left > 0 ? t('common:session.resendIn', { seconds: left }) : t('common:session.getCode')}
        </Button>
      }
    >
      <Input maxLength={6} placeholder={t('common:session.code')} />
    </Form.Item>
  );
}

/** The phone number field with its country code as a tappable prefix (+86 unless changed). */
function PhoneField({ rules }: { rules: Array<{ required: boolean; message: string }> }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="phone"
      label={t('common:session.phone')}
      rules={rules}
      extra={
        <Form.Item name="countryCode" noStyle initialValue={DEFAULT_PHONE_CODE}>
          <MobilePhoneCodePicker />
        </Form.Item>
      }
    >
      <Input maxLength={20} type="tel" />
    </Form.Item>
  );
}

/** The phone and country code a form holds, for the send-code button. */
const phoneOf = (form: { getFieldsValue: (names: string[]) => unknown }) => () =>
  form.getFieldsValue(['phone', 'countryCode']) as { phone?: string; countryCode?: string };

/** Mobile /login/login (antd-mobile): password and SMS-code tabs. */
export function MobileLoginForm() {
  const { t } = useTranslation();
  const signIn = useSignIn(true);
  const [login] = useLoginMutation();
  const [loginByCode] = useLoginByCodeMutation();
  const [codeForm] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<Parameters<typeof signIn>[0]>) => {
    setBusy(true);
    try {
      signIn(await call());
    } catch (e) {
      fail(errorText(e, t('common:error.unknown')));
    } finally {
      setBusy(false);
    }
  };
  const submit = (testId: string) => (
    <Button block type="submit" color="primary" size="large" loading={busy} data-testid={testId}>
      {t('common:actions.login')}
    </Button>
  );
  return (
    <Tabs>
      <Tabs.Tab title={t('common:session.byPassword')} key="password">
        <Form footer={submit('m-login-submit')} onFinish={(v) => run(() => login(v).unwrap())}>
          <Form.Item
            name="account"
            label={t('common:session.account')}
            rules={[{ required: true, message: t('common:session.required.account') }]}
          >
            <Input maxLength={50} placeholder={t('common:session.account')} />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('common:session.password')}
            rules={[{ required: true, message: t('common:session.required.password') }]}
          >
            <Input type="password" maxLength={64} placeholder={t('common:session.password')} />
          </Form.Item>
        </Form>
      </Tabs.Tab>
      <Tabs.Tab title={t('common:session.bySms')} key="sms">
        <Form
          form={codeForm}
          footer={submit('m-code-submit')}
          onFinish={(v) => run(() => loginByCode(v).unwrap())}
        >
          <PhoneField rules={[{ required: true, message: t('common:session.required.phone') }]} />
          <CodeField phoneOf={phoneOf(codeForm)} />
        </Form>
      </Tabs.Tab>
    </Tabs>
  );
}

/** Mobile /login/register (antd-mobile). */
export function MobileRegisterForm() {
  const { t } = useTranslation();
  const passwordRule = usePasswordRule();
  const signIn = useSignIn(true);
  const [register, { isLoading }] = useRegisterMutation();
  const [form] = Form.useForm();
  const req = (key: string) => [{ required: true, message: t(`common:session.required.${key}`) }];
  return (
    <Form
      form={form}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={isLoading}
          data-testid="m-register-submit"
        >
          {t('common:actions.register')}
        </Button>
      }
      onFinish={async (v: RegisterRequest) => {
        try {
          signIn(await register(v).unwrap());
        } catch (e) {
          fail(errorText(e, t('common:error.unknown')));
        }
      }}
    >
      <Form.Item name="companyName" label={t('common:session.companyName')} rules={req('companyName')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="contact" label={t('common:session.contact')} rules={req('contact')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="account" label={t('common:session.account')} rules={req('account')}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('common:session.password')}
        rules={[...req('password'), passwordRule]}
      >
        <Input type="password" maxLength={64} />
      </Form.Item>
      <PhoneField rules={req('phone')} />
      <CodeField phoneOf={phoneOf(form)} />
      <Form.Item name="email" label={t('common:session.email')}>
        <Input maxLength={100} />
      </Form.Item>
      <MobileConsentField />
    </Form>
  );
}

/** Mobile /login/forgot: the account's phone, the SMS code, and the new password. */
export function MobileResetPasswordForm() {
  const { t } = useTranslation();
  const passwordRule = usePasswordRule();
  const signIn = useSignIn(true);
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      data-testid="m-reset-form"
      footer={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={isLoading}
          data-testid="m-reset-submit"
        >
          {t('common:actions.resetPassword')}
        </Button>
      }
      onFinish={async (v: { phone: string; countryCode?: string; code: string; password: string }) => {
        try {
          signIn(await reset({ ...v, countryCode: v.countryCode ?? DEFAULT_PHONE_CODE }).unwrap());
        } catch (e) {
          fail(errorText(e, t('common:error.unknown')));
        }
      }}
    >
      <PhoneField rules={[{ required: true, message: t('common:session.required.phone') }]} />
      <CodeField phoneOf={phoneOf(form)} />
      <Form.Item
        name="password"
        label={t('common:session.newPassword')}
        rules={[{ required: true, message: t('common:session.required.password') }, passwordRule]}
      >
        <Input type="password" maxLength={64} placeholder={t('common:session.newPassword')} />
      </Form.Item>
    </Form>
  );
}
