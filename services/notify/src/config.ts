import { Type } from '@trade/service-kit';
import { loadConfig, standardConfigSchema } from '@trade/service-kit';
import { MailConfig } from './mail/mail-config';
import { SmsConfig } from './sms/sms-config';

export const NotifyConfig = standardConfigSchema({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3006 }),
  /** auth, asked (POST /internal/sms/consume) to check a consultation form's SMS code. */
  AUTH_URL: Type.String({ pattern: '^https?://[^/]+', default: 'http://127.0.0.1:3001' }),
  /** How long a form waits for auth, in ms. */
  AUTH_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60000, default: 5000 }),
  /** Where every guestbook entry and consultation form is e-mailed. */
  OPERATIONS_EMAIL: Type.String({ pattern: '^[^\\s@]+@[^\\s@]+$', default: 'operations@trade.local' }),
  ...SmsConfig,
  ...MailConfig,
});

export const loadNotifyConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(NotifyConfig, env);
export type NotifyConfig = ReturnType<typeof loadNotifyConfig>;
