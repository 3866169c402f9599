import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Service } from '@trade/service-kit';
import type { ObjectStore } from '../storage/object-store';
import type { DirectUploadRecord } from './direct-upload.model';
import type { DirectUploads } from './direct-uploads';
import type { FileRepository } from './file.repository';

export interface SweeperOptions {
  uploads: DirectUploads;
  files: FileRepository;
  store: ObjectStore;
  redis: Service['redis'];
  /** Names the lock: replicas sharing a database share one sweep. */
  lockKey: string;
  intervalMs: number;
  /** How long after its token expired an unregistered upload is left alone. */
  graceMs: number;
  log: FastifyBaseLogger;
  /** The clock (tests move it forward). */
  now?: () => number;
}

/** Uploads handled per sweep; the rest wait for the next one. */
const BATCH = 200;
/** A claim older than this belongs to a process that stopped halfway; another may take it over. */
const STALE_CLAIM_MS = 5 * 60_000;

const RELEASE_LOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/**
 * Removes the objects of direct uploads never registered: once a token has expired (plus
 * the grace period) `add` refuses it, so its object can only be garbage. One replica
 * sweeps at a time (a Redis lock); each upload is also claimed by a conditional write,
 * so a sweep and an `add`, or two sweeps whose lock lapsed, never act on the same upload.
 */
export class DirectUploadSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  /** Sweeps finished (with or without the lock), for tests and metrics. */
  completed = 0;

  constructor(private readonly o: SweeperOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One sweep, if this replica gets the lock; returns how many objects were removed. */
  async sweepOnce(): Promise<number> {
    const { redis, lockKey, intervalMs } = this.o;
    const holder = randomUUID();
    const lease = Math.max(intervalMs, 60_000);
    if ((await redis.set(lockKey, holder, 'PX', lease, 'NX')) !== 'OK') return 0;
    try {
      return await this.sweepDue();
    } finally {
      await redis.eval(RELEASE_LOCK, 1, lockKey, holder).catch(() => undefined);
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sweepOnce()
        .then(
          (removed) => {
            if (removed > 0) this.o.log.info({ removed }, 'removed unregistered direct uploads');
          },
          (error: unknown) => this.o.log.warn({ err: error }, 'direct upload sweep failed'),
        )
        .finally(() => {
          this.completed += 1;
          this.running = null;
          this.schedule();
        });
    }, this.o.intervalMs);
    this.timer.unref();
  }

  private async sweepDue(): Promise<number> {
    const now = this.o.now?.() ?? Date.now();
    const due = await this.o.uploads.due(new Date(now - this.o.graceMs), BATCH);
    let removed = 0;
    for (const upload of due) {
      if (this.stopped) break;
      if (await this.sweep(upload, now)) removed += 1;
    }
    return removed;
  }

  private async sweep(upload: DirectUploadRecord, now: number): Promise<boolean> {
    const { uploads, files, store, log } = this.o;
    const claimed = upload.claimedAt ? upload.claimedAt.getTime() : 0;
    if (upload.state !== 'issued' && claimed > now - STALE_CLAIM_MS) return false;
    if (!(await uploads.claimForSweep(upload, new Date(now)))) return false;
    // An `add` that stopped halfway may have created the record before it could settle the upload.
    if (upload.state === 'registering' && (await files.existsWithKey(upload._id))) {
      await uploads.forget(upload._id);
      return false;
    }
    try {
      await store.remove(upload._id);
    } catch (error) {
      log.warn({ err: error, key: upload._id }, 'object of an unregistered direct upload not removed yet');
      await uploads.release(upload._id);
      return false;
    }
    await uploads.forget(upload._id);
    return true;
  }
}
