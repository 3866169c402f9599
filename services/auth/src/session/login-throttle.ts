import type { Redis } from 'ioredis';
import { authFail } from '../errors';

export interface ThrottleSettings {
  prefix: string;
  /** Failed sign-ins one client IP may make for one account in a window. */
  pairMax: number;
  /** Failed sign-ins, over all accounts, past which an IP gets only one per account. */
  ipMax: number;
  windowSeconds: number;
}

// Counts one failure for the (account, IP) pair and one for the IP, and locks the pair
// once it reaches its limit: the usual one, or 1 while the IP is over its own limit.
const FAILED = `
local pair = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[1], 'NX')
local ip = redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], ARGV[1], 'NX')
local limit = tonumber(ARGV[2])
if ip > tonumber(ARGV[3]) then limit = 1 end
if pair >= limit then redis.call('SET', KEYS[3], '1', 'EX', ARGV[1]) end
return pair`;

/**
 * Failed sign-ins, counted per account and client IP together (Redis counters in a
 * fixed window). Only the pair that failed is locked: the same account from any other
 * IP signs in as usual, so nobody can lock out an account they do not hold. An IP with
 * many failures over many accounts (password spraying) gets one try per account in
 * the window instead of the usual few; accounts that never failed from it, such as
 * those of its other users behind the same NAT, are not refused. A success clears the
 * pair's count.
 */
export class LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly settings: ThrottleSettings,
  ) {}

  private keys(account: string, ip: string) {
    const pair = `${this.settings.prefix}login:pair:${account.toLowerCase()}|${ip}`;
    return { pair, ip: `${this.settings.prefix}login:ip:${ip}`, lock: `${pair}:locked` };
  }

  /** Refuses with 429 (and the minutes left) while this account is locked for this IP. */
  async check(account: string, ip: string): Promise<void> {
    const ttl = await this.redis.ttl(this.keys(account, ip).lock);
    if (ttl > 0) throw authFail('LOGIN_THROTTLED', { minutes: Math.max(1, Math.ceil(ttl / 60)) });
  }

  async failed(account: string, ip: string): Promise<void> {
    const keys = this.keys(account, ip);
    const s = this.settings;
    await this.redis.eval(FAILED, 3, keys.pair, keys.ip, keys.lock, s.windowSeconds, s.pairMax, s.ipMax);
  }

  async succeeded(account: string, ip: string): Promise<void> {
    await this.redis.del(this.keys(account, ip).pair);
  }
}
