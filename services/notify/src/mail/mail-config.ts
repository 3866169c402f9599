import { Type } from '@trade/service-kit';

/** notify's e-mail variables. Without SMTP_URL no mail worker runs and e-mail jobs wait in the queue. */
export const MailConfig = {
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://', description: 'nodemailer SMTP URL' })),
  MAIL_FROM: Type.String({ default: 'Trade platform <no-reply@trade.local>' }),
  /**
   * Consumer group of the marketplace notifications, shared by replicas. Defaults to
   * `<database>-notifications`: the handled event ids live in that database, so the
   * group belongs with it (and two platforms on one Kafka never share a group).
   */
  NOTIFY_CONSUMER_GROUP: Type.Optional(Type.String({ minLength: 1 })),
};

export interface MailSettings {
  REDIS_URL: string;
  QUEUE_PREFIX: string;
  SMTP_URL?: string;
  MAIL_FROM: string;
}
