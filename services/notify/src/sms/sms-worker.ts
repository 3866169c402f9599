import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { JOBS, type JobData } from '@trade/contracts';
import type { Service } from '@trade/service-kit';
import { AliyunSmsProvider } from './aliyun-sms';
import { LocalSmsProvider } from './local-sms';
import type { SmsSettings } from './sms-config';
import type { SmsProvider } from './sms-provider';

/** The provider SMS_PROVIDER names; a missing Aliyun variable stops the boot with its name. */
export function smsProviderFrom(settings: SmsSettings, service: Service): SmsProvider | null {
  switch (settings.SMS_PROVIDER) {
    case undefined:
      return null;
    case 'local':
      return new LocalSmsProvider(service.redis, service.app.log, settings.NODE_ENV);
    case 'aliyun': {
      const missing = (
        [
          'ALIYUN_SMS_ACCESS_KEY_ID',
          'ALIYUN_SMS_ACCESS_KEY_SECRET',
          'ALIYUN_SMS_SIGN_NAME',
          'ALIYUN_SMS_TEMPLATE_VERIFY_CODE',
        ] as const
      ).filter((name) => !settings[name]);
      if (missing.length) throw new Error(`SMS_PROVIDER=aliyun needs ${missing.join(', ')}`);
      return new AliyunSmsProvider({
        accessKeyId: settings.ALIYUN_SMS_ACCESS_KEY_ID!,
        accessKeySecret: settings.ALIYUN_SMS_ACCESS_KEY_SECRET!,
        signName: settings.ALIYUN_SMS_SIGN_NAME!,
        templates: { 'verify-code': settings.ALIYUN_SMS_TEMPLATE_VERIFY_CODE! },
        endpoint: settings.ALIYUN_SMS_ENDPOINT,
      });
    }
  }
}

/**
 * Runs the `sms.send` BullMQ worker of notify: each job goes to the configured
 * provider; a failure is retried with the back-off auth set on the job, and a job
 * that runs out of attempts stays in the failed set (the dead-letter view).
 */
export function startSmsWorker(settings: SmsSettings, service: Service): void {
  const log = service.app.log;
  const provider = smsProviderFrom(settings, service);
  if (!provider) {
    log.warn('SMS_PROVIDER is not set: SMS jobs wait in the queue until a provider is configured');
    return;
  }
  const connection = new Redis(settings.REDIS_URL, { maxRetriesPerRequest: null });
  const worker = new Worker<JobData<'sms.send'>>(
    JOBS['sms.send'].queue,
    async (job) => provider.send(job.data),
    { connection, prefix: settings.QUEUE_PREFIX, concurrency: 4 },
  );
  worker.on('failed', (job, error) =>
    log.warn({ err: error, jobId: job?.id, attempts: job?.attemptsMade }, 'SMS job failed'),
  );
  worker.on('error', (error) => log.warn({ err: error }, 'SMS worker error'));
  service.app.addHook('onClose', async () => {
    await worker.close();
    await connection.quit().catch(() => undefined);
  });
  log.info({ provider: provider.name }, 'SMS worker started');
}
