import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { renderSms, type SmsMessage, type SmsProvider } from './sms-provider';

/** The Redis list holding the messages the local adapter "sent" to a phone, newest first. */
export const localSmsKey = (phone: string) => `sms:local:${phone}`;

/**
 * The development and test SMS provider: nothing leaves the machine. Each message
 * goes to a Redis list per phone (`sms:local:<E.164>`, last 20, for a day), where
 * tests and developers read the codes, and to the notify log. It refuses to run
 * with NODE_ENV=production.
 */
export class LocalSmsProvider implements SmsProvider {
  readonly name = 'local';

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
    nodeEnv: string,
  ) {
    if (nodeEnv === 'production') {
      throw new Error(
        'SMS_PROVIDER=local is for development and tests; it refuses to start with NODE_ENV=production',
      );
    }
  }

  async send(message: SmsMessage) {
    const text = renderSms(message);
    const entry = JSON.stringify({ ...message, text, at: new Date().toISOString() });
    const key = localSmsKey(message.phone);
    await this.redis.multi().lpush(key, entry).ltrim(key, 0, 19).expire(key, 86_400).exec();
    this.log.info({ sms: { phone: message.phone, template: message.template, text } }, 'local SMS sent');
    return {};
  }
}
