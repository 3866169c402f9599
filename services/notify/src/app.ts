import { Service, standardServiceOptions } from '@trade/service-kit';
import { loadNotifyConfig, type NotifyConfig } from './config';
import { guestbookModel } from './guestbook/guestbook.model';
import { guestbookRoutes } from './guestbook/guestbook.routes';
import { OperationsMail } from './guestbook/operations-mail';
import { HttpPhoneVerifier } from './guestbook/phone-verifier';
import { startSmsWorker } from './sms/sms-worker';
import { MailQueue } from './mail/mail-queue';
import { startMailWorker } from './mail/mail-worker';
import { notificationModel } from './notifications/notification.model';
import { consumeMarketplaceEvents, NotificationProcessor } from './notifications/notification-consumer';
import { notificationRoutes } from './notifications/notification.routes';

/** Builds the notify service: the guestbook and consultation forms, SMS, e-mail and in-app notifications. */
export async function buildNotify(
  config: NotifyConfig = loadNotifyConfig(),
  overrides: { outboxIntervalMs?: number } = {},
) {
  const options = standardServiceOptions('notify', config);
  const service = await Service.create({ ...options, ...overrides });
  const messages = guestbookModel(service.mongo);
  service.useOutbox(messages);
  const phones = new HttpPhoneVerifier({
    authUrl: config.AUTH_URL,
    internalSecret: config.INTERNAL_SECRET,
    timeoutMs: config.AUTH_TIMEOUT_MS,
  });
  await service.app.register(guestbookRoutes, {
    messages,
    phones,
    eventsRecorded: (id) => service.eventsRecorded(messages, id),
  });
  startSmsWorker(config, service);
  const notifications = notificationModel(service.mongo);
  const mail = new MailQueue(config.REDIS_URL, config.QUEUE_PREFIX);
  service.app.addHook('onClose', () => mail.close());
  consumeMarketplaceEvents(
    service,
    new NotificationProcessor(notifications, mail),
    new OperationsMail(messages, mail, config.OPERATIONS_EMAIL),
    config.NOTIFY_CONSUMER_GROUP ?? `${options.mongo.db}-notifications`,
  );
  await service.app.register(notificationRoutes, { notifications });
  startMailWorker(config, service);
  return service;
}
