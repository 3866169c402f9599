import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { JOBS, type JobData } from '@trade/contracts';
import type { SmsSender } from './sms-codes';

/**
 * The `sms.send` job queue (contracts JOBS): auth adds jobs, notify's worker
 * delivers them through its SMS provider. The job id is the idempotency key, so
 * a retried hand-over never sends twice.
 */
export function bullSmsSender(redisUrl: string, prefix: string): SmsSender & { close(): Promise<void> } {
  // A producer may fail fast (only BullMQ's workers need null): with Redis down the request
  // answers 503 instead of waiting for Redis forever.
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const queue = new Queue<JobData<'sms.send'>>(JOBS['sms.send'].queue, { connection, prefix });
  return {
    async send(message, key) {
      await queue.add('sms.send', message, {
        jobId: key,
        attempts: 5,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: { age: 3600, count: 1000 },
        removeOnFail: { age: 7 * 86_400 },
      });
    },
    async close() {
      await queue.close();
      await connection.quit().catch(() => undefined);
    },
  };
}
