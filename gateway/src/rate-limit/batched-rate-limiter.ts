import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitClass } from '../routing/route-table';
import type { RateLimiter, RateLimitVerdict } from './rate-limiter';

/**
 * Adds each key's increment and returns count and remaining window, for many keys in
 * one call. INCRBY + PEXPIRE in one script keeps a key from ever living without expiry.
 */
const SYNC_SCRIPT = `
local out = {}
local n = #KEYS
for i, key in ipairs(KEYS) do
  local add = tonumber(ARGV[i])
  local window = tonumber(ARGV[n + i])
  local count = redis.call('INCRBY', key, add)
  local ttl = window
  if count == add then
    redis.call('PEXPIRE', key, window)
  else
    ttl = redis.call('PTTL', key)
    if ttl < 0 then
      redis.call('PEXPIRE', key, window)
      ttl = window
    end
  end
  out[#out + 1] = count
  out[#out + 1] = ttl
end
return out
`;

type SyncCommand = (numKeys: number, ...args: Array<string | number>) => Promise<number[]>;

/** One (class, client IP) window as this instance knows it. */
interface Counter {
  key: string;
  limit: RateLimitClass;
  /** The shared count Redis reported at the last sync (all instances). */
  remote: number;
  /** Hits sent to Redis, reply pending. */
  syncing: number;
  /** Hits not yet sent. */
  unsynced: number;
  /** When the window ends, epoch ms (from Redis once synced). */
  resetAt: number;
}

const ALLOWED: RateLimitVerdict = { limited: false };
const MAX_KEYS_PER_CALL = 500;

/**
 * Fixed-window counters shared through Redis, decided locally. A request is counted
 * and judged in memory (no Redis round trip on the request path); the increments of
 * all keys are sent to Redis in one script call at most every `syncMs`, and Redis's
 * totals (every gateway instance's hits) come back into the local view.
 *
 * Exact on one instance. Across N instances a window admits at most N × max (each
 * instance enforces max alone) and converges to max within `syncMs` of traffic. When
 * Redis is unreachable the counters keep working per instance (fail local, not open).
 */
export class BatchedRateLimiter implements RateLimiter {
  private readonly counters = new Map<string, Counter>();
  private readonly dirty = new Set<Counter>();
  private readonly syncCommand: SyncCommand;
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;
  private readonly sweeper: NodeJS.Timeout;
  private lastErrorLog = 0;

  constructor(
    redis: Redis,
    private readonly keyPrefix: string,
    private readonly syncMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    redis.defineCommand('gatewayRateLimitSync', { lua: SYNC_SCRIPT });
    this.syncCommand = (redis as unknown as { gatewayRateLimitSync: SyncCommand }).gatewayRateLimitSync.bind(
      redis,
    );
    this.sweeper = setInterval(() => this.sweep(), 10_000);
    this.sweeper.unref();
  }

  hit(ip: string, classes: readonly RateLimitClass[]): RateLimitVerdict {
    const now = Date.now();
    let verdict = ALLOWED;
    for (const limit of classes) {
      const key = `${this.keyPrefix}rl:${limit.name}:${ip}`;
      let counter = this.counters.get(key);
      if (counter === undefined || now >= counter.resetAt) {
        counter = { key, limit, remote: 0, syncing: 0, unsynced: 0, resetAt: now + limit.windowMs };
        this.counters.set(key, counter);
      }
      counter.unsynced++;
      this.dirty.add(counter);
      if (counter.remote + counter.syncing + counter.unsynced > limit.max) {
        const retryAfterMs = counter.resetAt - now;
        if (!verdict.limited || retryAfterMs > verdict.retryAfterMs)
          verdict = { limited: true, limit, retryAfterMs };
      }
    }
    if (this.timer === null && this.inFlight === null)
      this.timer = setTimeout(() => void this.sync(), this.syncMs);
    return verdict;
  }

  /** Sends pending increments now (also used on shutdown). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.inFlight) await this.inFlight;
    if (this.dirty.size > 0) await this.sync();
  }

  close(): Promise<void> {
    clearInterval(this.sweeper);
    return this.flush();
  }

  private sync(): Promise<void> {
    this.timer = null;
    const batch = [...this.dirty];
    this.dirty.clear();
    const run = async () => {
      for (let start = 0; start < batch.length; start += MAX_KEYS_PER_CALL) {
        await this.syncBatch(batch.slice(start, start + MAX_KEYS_PER_CALL));
      }
    };
    this.inFlight = run().finally(() => {
      this.inFlight = null;
      if (this.dirty.size > 0 && this.timer === null)
        this.timer = setTimeout(() => void this.sync(), this.syncMs);
    });
    return this.inFlight;
  }

  private async syncBatch(batch: Counter[]): Promise<void> {
    const amounts = batch.map((counter) => {
      const n = counter.unsynced;
      counter.unsynced = 0;
      counter.syncing += n;
      return n;
    });
    try {
      const result = await this.syncCommand(
        batch.length,
        ...batch.map((c) => c.key),
        ...amounts,
        ...batch.map((c) => c.limit.windowMs),
      );
      const now = Date.now();
      batch.forEach((counter, i) => {
        counter.syncing -= amounts[i]!;
        counter.remote = result[2 * i]!;
        counter.resetAt = now + result[2 * i + 1]!;
      });
    } catch (err) {
      // Keep the hits in the local count so limits still hold on this instance.
      batch.forEach((counter, i) => {
        counter.syncing -= amounts[i]!;
        counter.remote += amounts[i]!;
      });
      this.logError(err);
    }
  }

  /** Forgets windows that ended, so memory follows the number of active clients. */
  private sweep(): void {
    const now = Date.now();
    for (const [key, counter] of this.counters) {
      if (now >= counter.resetAt && counter.unsynced === 0 && counter.syncing === 0)
        this.counters.delete(key);
    }
  }

  private logError(err: unknown): void {
    const now = Date.now();
    if (now - this.lastErrorLog < 10_000) return;
    this.lastErrorLog = now;
    this.log.error({ err }, 'rate-limit sync to Redis failed; counting on this instance only');
  }
}
