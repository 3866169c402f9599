import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import { JOBS, type JobData } from '@trade/contracts';
import type { Service } from '@trade/service-kit';
import type { MailSettings } from './mail-config';

/**
 * Runs the `email.send` BullMQ worker: each job goes out through nodemailer to
 * SMTP_URL; a failure is retried with back-off, and a job out of attempts stays in
 * the failed set. Without SMTP_URL no worker runs (a warning says so).
 */
export function startMailWorker(settings: MailSettings, service: Service): void {
  const log = service.app.log;
  if (!settings.SMTP_URL) {
    log.warn('SMTP_URL is not set: e-mail jobs wait in the queue until SMTP is configured');
    return;
  }
  const transport = nodemailer.createTransport(settings.SMTP_URL);
  const connection = new Redis(settings.REDIS_URL, { maxRetriesPerRequest: null });
  const worker = new Worker<JobData<'email.send'>>(
    JOBS['email.send'].queue,
    async (job) => {
      await transport.sendMail({
        from: settings.MAIL_FROM,
        to: job.data.to,
        subject: job.data.subject,
        text: job.data.text,
        html: job.data.html,
        messageId: `<${job.id}@trade.local>`,
      });
    },
    { connection, prefix: settings.QUEUE_PREFIX, concurrency: 4 },
  );
  worker.on('failed', (job, error) =>
    log.warn({ err: error, jobId: job?.id, attempts: job?.attemptsMade }, 'e-mail job failed'),
  );
  worker.on('error', (error) => log.warn({ err: error }, 'e-mail worker error'));
  service.app.addHook('onClose', async () => {
    await worker.close();
    await connection.quit().catch(() => undefined);
    transport.close();
  });
}
