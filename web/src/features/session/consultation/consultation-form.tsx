import { useState } from 'react';
import { Alert, Button, Form, Input, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConsentField } from '@/components/consent/consent-field';
import { PhoneCodeSelect } from '@/components/phone-code-select/phone-code-select';
import { useRegisterMutation } from '../api';
import { SmsCodeButton } from '../components/sms-code-button';
import { usePasswordRule } from '@/lib/password-rule';
import { hasSession, saveSession } from '@/lib/session';
import { useSendConsultationMutation, type ConsultationRequest, type ConsultationType } from './api';
import { FORM_FIELDS, type ConsultationField } from './form-fields';
import './consultation-form.css';

type Values = Omit<ConsultationRequest, 'type' | 'source'> & { password?: string };

interface ServerError {
  message?: string;
  data?: { fields?: Array<{ field: string; message: string }> };
}

/**
 * A consultation form of the portal (§3 fields, §5 messages), sent to /guestbook/add as
 * `type`. It lives with the session's forms: the phone is proved with an SMS code, and the
 * promotion form signs the visitor up first (/login/reg with a password), then is sent as
 * the new member.
 */
export function ConsultationForm({
  type,
  source,
  initialContent,
}: {
  type: ConsultationType;
  source?: string;
  initialContent?: string;
}) {
  const { t } = useTranslation();
  const passwordRule = usePasswordRule();
  const [form] = Form.useForm<Values>();
  const [send, sending] = useSendConsultationMutation();
  const [register, registering] = useRegisterMutation();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const signedIn = hasSession();
  const fields = FORM_FIELDS[type].filter((f) => !(signedIn && (f.name === 'password' || f.name === 'code')));
  const required = new Set(fields.filter((f) => f.required).map((f) => f.name));

  // A refusal naming a field of this form shows under the field; anything else above the form.
  const showError = (e: unknown) => {
    const failure = e as ServerError;
    const named = failure.data?.fields?.[0];
    const field = fields.find((f) => f.name === named?.field);
    if (field && named) form.setFields([{ name: field.name, errors: [failure.message || named.message] }]);
    else setError(failure.message || t('common:error.unknown'));
  };

  const submit = async ({ password, ...values }: Values) => {
    setError(null);
    try {
      if (type === 'promotion' && !signedIn && password) {
        saveSession(
          await register({
            companyName: values.company ?? '',
            contact: values.contact ?? '',
            account: values.phone ?? '',
            password,
            phone: values.phone ?? '',
            countryCode: values.countryCode ?? '+86',
            email: values.email,
            country: values.country,
            code: values.code ?? '',
            consent: values.consent,
          }).unwrap(),
        );
      }
      const name = values.name || values.contact || '';
      await send({
        ...values,
        name,
        type,
        source,
        ...(signedIn || type === 'promotion' ? { code: undefined } : {}),
      }).unwrap();
      setSent(true);
    } catch (e) {
      showError(e);
    }
  };

  if (sent)
    return (
      <Result
        status="success"
        title={t(`portal:consult.sent.${type}`)}
        subTitle={t('portal:consult.sentHint')}
        data-testid="consult-sent"
        extra={
          <Button
            onClick={() => {
              form.resetFields();
              setSent(false);
            }}
          >
            {t('portal:consult.again')}
          </Button>
        }
      />
    );

  const rule = (field: ConsultationField) =>
    required.has(field.name)
      ? [{ required: true, whitespace: true, message: t(`portal:consult.required.${field.name}`) }]
      : [];

  return (
    <Form
      form={form}
      layout="vertical"
      className="consultation-form"
      data-testid={`consult-form-${type}`}
      initialValues={{ countryCode: '+86', content: initialContent }}
      onFinish={submit}
    >
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="consult-error" />
      )}
      <div className="consultation-grid">
        {fields.map((field) => {
          const label = t(`portal:consult.fields.${field.name}`);
          switch (field.name) {
            case 'phone':
              return (
                <Form.Item key="phone" label={label} required={required.has('phone')}>
                  <Space.Compact block>
                    <Form.Item name="countryCode" noStyle>
                      <PhoneCodeSelect />
                    </Form.Item>
                    <Form.Item name="phone" noStyle rules={rule(field)}>
                      <Input maxLength={20} style={{ flex: 1 }} data-testid="consult-phone" />
                    </Form.Item>
                  </Space.Compact>
                </Form.Item>
              );
            case 'code':
              return (
                <Form.Item key="code" label={label} required={required.has('code')}>
                  <Space.Compact block>
                    <Form.Item name="code" noStyle rules={rule(field)}>
                      <Input maxLength={6} style={{ flex: 1 }} data-testid="consult-code" />
                    </Form.Item>
                    <SmsCodeButton
                      onError={setError}
                      target={async () => {
                        try {
                          const v = await form.validateFields(['countryCode', 'phone']);
                          return { phone: v.phone ?? '', countryCode: v.countryCode ?? '+86' };
                        } catch {
                          return null;
                        }
                      }}
                    />
                  </Space.Compact>
                </Form.Item>
              );
            case 'password':
              return (
                <Form.Item
                  key="password"
                  name="password"
                  label={label}
                  rules={[...rule(field), passwordRule]}
                  extra={t('portal:consult.passwordHint')}
                >
                  <Input.Password maxLength={64} autoComplete="new-password" data-testid="consult-password" />
                </Form.Item>
              );
            case 'content':
              return (
                <Form.Item
                  key="content"
                  name="content"
                  label={label}
                  rules={rule(field)}
                  className="consultation-wide"
                >
                  <Input.TextArea rows={4} maxLength={2000} showCount data-testid="consult-content" />
                </Form.Item>
              );
            default:
              return (
                <Form.Item
                  key={field.name}
                  name={field.name}
                  label={label}
                  rules={[
                    ...rule(field),
                    ...(field.name === 'email'
                      ? [{ type: 'email' as const, message: t('common:session.emailInvalid') }]
                      : []),
                  ]}
                >
                  <Input
                    maxLength={field.name === 'email' ? 100 : 100}
                    data-testid={`consult-${field.name}`}
                  />
                </Form.Item>
              );
          }
        })}
      </div>
      <ConsentField />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={sending.isLoading || registering.isLoading}
        data-testid="consult-submit"
      >
        {t(`portal:consult.submit.${type}`)}
      </Button>
    </Form>
  );
}
