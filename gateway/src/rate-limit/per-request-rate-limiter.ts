import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitClass } from '../routing/route-table';
import type { RateLimiter, RateLimitVerdict } from './rate-limiter';

/**
 * Fixed-window counters, one per (class, client IP), all of a request's classes
 * counted in one round trip. INCR + PEXPIRE in a script keeps a key from ever
 * living without its expiry.
 */
const HIT_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[i])
  local count = redis.call('INCR', key)
  local ttl = window
  if count == 1 then
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

type HitCommand = (numKeys: number, ...keysThenWindows: Array<string | number>) => Promise<number[]>;

const ALLOWED: RateLimitVerdict = { limited: false };

/**
 * RATE_LIMIT_SYNC_MS=0: every request waits for its own Redis round trip, so the
 * limit is exact across any number of instances, at the cost of that round trip.
 * Fails open (and says so in the log) if Redis errs.
 */
export class PerRequestRateLimiter implements RateLimiter {
  private readonly hitCommand: HitCommand;
  private lastErrorLog = 0;

  constructor(
    redis: Redis,
    private readonly keyPrefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    redis.defineCommand('gatewayRateLimitHit', { lua: HIT_SCRIPT });
    const command = (redis as unknown as { gatewayRateLimitHit: HitCommand }).gatewayRateLimitHit;
    this.hitCommand = command.bind(redis);
  }

  /** Counts one request of `ip` against every class; limited when any class is over its max. */
  async hit(ip: string, classes: readonly RateLimitClass[]): Promise<RateLimitVerdict> {
    const args: Array<string | number> = [];
    for (const c of classes) args.push(`${this.keyPrefix}rl:${c.name}:${ip}`);
    for (const c of classes) args.push(c.windowMs);
    let counts: number[];
    try {
      counts = await this.hitCommand(classes.length, ...args);
    } catch (err) {
      this.logError(err);
      return ALLOWED;
    }
    let verdict: RateLimitVerdict = ALLOWED;
    for (let i = 0; i < classes.length; i++) {
      const limit = classes[i]!;
      const count = counts[2 * i]!;
      const ttl = counts[2 * i + 1]!;
      if (count > limit.max && (!verdict.limited || ttl > verdict.retryAfterMs)) {
        verdict = { limited: true, limit, retryAfterMs: ttl };
      }
    }
    return verdict;
  }

  async close(): Promise<void> {}

  private logError(err: unknown): void {
    const now = Date.now();
    if (now - this.lastErrorLog < 10_000) return;
    this.lastErrorLog = now;
    this.log.error({ err }, 'rate limiting skipped: Redis command failed (failing open)');
  }
}
