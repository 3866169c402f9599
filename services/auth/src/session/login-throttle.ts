import type { Redis } from 'ioredis';
import { authFail } from '../errors';

export interface ThrottleSettings {
  prefix: string;
  accountMax: number;
  ipMax: number;
  windowSeconds: number;
}

/**
 * Failed sign-ins per account and per client IP in a fixed window (Redis
 * counters). Past either limit, sign-in is refused before the password is
 * checked, with the minutes left; a success clears the account's count.
 */
export class LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly settings: ThrottleSettings,
  ) {}

  private keys(account: string, ip: string) {
    const p = this.settings.prefix;
    return { account: `${p}login:acct:${account.toLowerCase()}`, ip: `${p}login:ip:${ip}` };
  }

  /** Refuses with 429 when the account or the IP has too many recent failures. */
  async check(account: string, ip: string): Promise<void> {
    const keys = this.keys(account, ip);
    const [a, i] = await this.redis.mget(keys.account, keys.ip);
    const blocked =
      Number(a ?? 0) >= this.settings.accountMax
        ? keys.account
        : Number(i ?? 0) >= this.settings.ipMax
          ? keys.ip
          : null;
    if (!blocked) return;
    const ttl = await this.redis.ttl(blocked);
    throw authFail('LOGIN_THROTTLED', { minutes: Math.max(1, Math.ceil(ttl / 60)) });
  }

  async failed(account: string, ip: string): Promise<void> {
    const keys = this.keys(account, ip);
    const w = this.settings.windowSeconds;
    await this.redis
      .multi()
      .incr(keys.account)
      .expire(keys.account, w, 'NX')
      .incr(keys.ip)
      .expire(keys.ip, w, 'NX')
      .exec();
  }

  async succeeded(account: string): Promise<void> {
    await this.redis.del(this.keys(account, '').account);
  }
}
