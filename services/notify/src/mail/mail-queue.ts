import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { JOBS, type JobData } from '@trade/contracts';

/** Finished jobs are kept this long, so a redelivered event within it finds its job and sends nothing. */
const KEEP_SECONDS = 7 * 24 * 3600;

/**
 * Enqueues `email.send` jobs. The job id is the id of the event that caused the
 * mail, so one event gives one e-mail however often it is delivered.
 */
export class MailQueue {
  private readonly connection: Redis;
  private readonly queue: Queue<JobData<'email.send'>>;

  constructor(redisUrl: string, prefix: string) {
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.queue = new Queue(JOBS['email.send'].queue, { connection: this.connection, prefix });
  }

  async send(jobId: string, mail: JobData<'email.send'>): Promise<void> {
    await this.queue.add('email.send', mail, {
      jobId,
      attempts: 5,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: { age: KEEP_SECONDS },
      removeOnFail: { age: KEEP_SECONDS },
    });
  }

  async close(): Promise<void> {
    await this.queue.close();
    await this.connection.quit().catch(() => undefined);
  }
}
