import type { RateLimitClass } from '../routing/route-table';

export type RateLimitVerdict =
  { limited: false } | { limited: true; limit: RateLimitClass; retryAfterMs: number };

/** Counts one request of a client IP against its classes; limited when any class is over its max. */
export interface RateLimiter {
  hit(ip: string, classes: readonly RateLimitClass[]): RateLimitVerdict | Promise<RateLimitVerdict>;
  /** Sends what is still counted only locally, and stops timers. */
  close(): Promise<void>;
}
