import { Type, type Static } from '@sinclair/typebox';

/** BullMQ queues and the payload schema of their jobs (architecture §6). */
export const JOBS = {
  'sms.send': {
    queue: 'sms',
    data: Type.Object({
      phone: Type.String(),
      template: Type.String(),
      params: Type.Record(Type.String(), Type.String()),
    }),
  },
  'email.send': {
    queue: 'email',
    data: Type.Object({
      to: Type.String(),
      subject: Type.String(),
      text: Type.String(),
      html: Type.Optional(Type.String()),
    }),
  },
} as const;

export type JobName = keyof typeof JOBS;
export type JobData<N extends JobName> = Static<(typeof JOBS)[N]['data']>;

/**
 * SMS templates an `sms.send` job may name. `verify-code` carries `params.code`
 * (six digits) and `params.minutes` (how long it is valid); each provider maps the
 * template to its own (Aliyun: a template code from its configuration).
 */
export const SMS_TEMPLATES = ['verify-code'] as const;
export type SmsTemplate = (typeof SMS_TEMPLATES)[number];
