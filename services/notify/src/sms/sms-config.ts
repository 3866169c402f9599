import { Type } from '@trade/service-kit';

/**
 * notify's SMS variables. SMS_PROVIDER picks the adapter explicitly; unset, notify
 * runs no SMS worker and jobs wait in the queue (a warning says so).
 */
export const SmsConfig = {
  SMS_PROVIDER: Type.Optional(Type.Union([Type.Literal('local'), Type.Literal('aliyun')])),
  QUEUE_PREFIX: Type.String({ default: 'bull' }),
  ALIYUN_SMS_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  ALIYUN_SMS_ACCESS_KEY_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  ALIYUN_SMS_SIGN_NAME: Type.Optional(Type.String({ minLength: 1 })),
  ALIYUN_SMS_TEMPLATE_VERIFY_CODE: Type.Optional(Type.String({ minLength: 1 })),
  ALIYUN_SMS_ENDPOINT: Type.String({ default: 'https://dysmsapi.aliyuncs.com' }),
};

export interface SmsSettings {
  NODE_ENV: string;
  REDIS_URL: string;
  SMS_PROVIDER?: 'local' | 'aliyun';
  QUEUE_PREFIX: string;
  ALIYUN_SMS_ACCESS_KEY_ID?: string;
  ALIYUN_SMS_ACCESS_KEY_SECRET?: string;
  ALIYUN_SMS_SIGN_NAME?: string;
  ALIYUN_SMS_TEMPLATE_VERIFY_CODE?: string;
  ALIYUN_SMS_ENDPOINT: string;
}
