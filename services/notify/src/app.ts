import { Service, standardServiceOptions } from '@trade/service-kit';
import { loadNotifyConfig, type NotifyConfig } from './config';
import { guestbookModel } from './guestbook/guestbook.model';
import { guestbookRoutes } from './guestbook/guestbook.routes';
import { startSmsWorker } from './sms/sms-worker';

/** Builds the notify service: guestbook now; SMS, e-mail and in-app notifications as they land. */
export async function buildNotify(
  config: NotifyConfig = loadNotifyConfig(),
  overrides: { outboxIntervalMs?: number } = {},
) {
  const service = await Service.create({ ...standardServiceOptions('notify', config), ...overrides });
  const messages = guestbookModel(service.mongo);
  service.useOutbox(messages as never);
  await service.app.register(guestbookRoutes, {
    messages,
    eventsRecorded: (id) => service.eventsRecorded(messages as never, id),
  });
  startSmsWorker(config, service);
  return service;
}
