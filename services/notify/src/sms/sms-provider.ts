import type { JobData } from '@trade/contracts';

export type SmsMessage = JobData<'sms.send'>;

/** Delivers one SMS (architecture §6: an external provider behind an interface). */
export interface SmsProvider {
  readonly name: string;
  /** Throws when the message was not accepted; the job is retried with back-off. */
  send(message: SmsMessage): Promise<{ providerId?: string }>;
}

/** The text a message stands for, as the local adapter shows it and the log records it. */
export function renderSms(message: SmsMessage): string {
  switch (message.template) {
    case 'verify-code':
      return `【跨境贸易平台】您的验证码为 ${message.params.code}，${message.params.minutes ?? 5} 分钟内有效，请勿泄露给他人。`;
    default:
      return `${message.template} ${JSON.stringify(message.params)}`;
  }
}
