import { Type } from '@trade/service-kit';
import { loadConfig, standardConfigSchema } from '@trade/service-kit';
import { MailConfig } from './mail/mail-config';
import { SmsConfig } from './sms/sms-config';

export const NotifyConfig = standardConfigSchema({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3006 }),
  ...SmsConfig,
  ...MailConfig,
});

export const loadNotifyConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(NotifyConfig, env);
export type NotifyConfig = ReturnType<typeof loadNotifyConfig>;
