import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { JOBS } from '@trade/contracts';

export interface QueueReport {
  name: string;
  counts: Record<string, number>;
  /** The newest failed jobs: what failed and why; never the job's data (phones, addresses). */
  failed: Array<{ id: string; name: string; reason: string; attempts: number; failedAt: string | null }>;
}

/** How many failed jobs of each queue the status page shows. */
const FAILED_SHOWN = 10;

/**
 * The BullMQ queues of the contracts' job catalogue, read for the back office: their
 * counts by state and their newest failures. Read-only: it adds and removes nothing.
 */
export class QueueMonitor {
  private readonly connection: Redis;
  private readonly queues: Queue[];

  constructor(redisUrl: string, prefix: string) {
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    const names = [...new Set(Object.values(JOBS).map((job) => job.queue))];
    this.queues = names.map((name) => new Queue(name, { connection: this.connection, prefix }));
  }

  report(): Promise<QueueReport[]> {
    return Promise.all(
      this.queues.map(async (queue) => {
        const [counts, failed] = await Promise.all([
          queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed'),
          queue.getFailed(0, FAILED_SHOWN - 1),
        ]);
        return {
          name: queue.name,
          counts,
          failed: failed.map((job) => ({
            id: String(job.id),
            name: job.name,
            reason: job.failedReason ?? '',
            attempts: job.attemptsMade,
            failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
          })),
        };
      }),
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.close()));
    await this.connection.quit().catch(() => undefined);
  }
}
