import { createHash, randomInt } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { JobData } from '@trade/contracts';
import { authFail } from '../errors';

/** Hands an SMS to the delivery queue; `key` makes a repeated hand-over a no-op. */
export interface SmsSender {
  send(message: JobData<'sms.send'>, key: string): Promise<void>;
}

export interface SmsCodeSettings {
  prefix: string;
  ttlSeconds: number;
  resendAfterSeconds: number;
  phoneDailyLimit: number;
  ipHourlyLimit: number;
  maxAttempts: number;
}

// One code per phone: its hash, expiry (epoch ms), whether it was used, wrong tries.
// The key outlives the code by an hour so "expired" and "used" can be told apart.
// ARGV[4] = '1' uses the code up; '0' only checks it (a wrong one still counts a try).
const CONSUME = `
local d = redis.call('HMGET', KEYS[1], 'h', 'exp', 'used', 'tries')
if not d[1] then return 'missing' end
if d[3] == '1' then return 'used' end
if tonumber(d[2]) < tonumber(ARGV[2]) then return 'expired' end
if tonumber(d[4]) >= tonumber(ARGV[3]) then return 'expired' end
if d[1] ~= ARGV[1] then redis.call('HINCRBY', KEYS[1], 'tries', 1) return 'wrong' end
if ARGV[4] == '1' then redis.call('HSET', KEYS[1], 'used', '1') end
return 'ok'`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * SMS verification codes (issue #3): six digits, single use, valid for
 * `ttlSeconds`, at most one per `resendAfterSeconds` per phone, capped per phone
 * per day and per client IP per hour. Only the code's hash is kept.
 */
export class SmsCodes {
  constructor(
    private readonly redis: Redis,
    private readonly sender: SmsSender,
    private readonly settings: SmsCodeSettings,
  ) {}

  private key(kind: string, id: string) {
    return `${this.settings.prefix}sms:${kind}:${id}`;
  }

  /** Sends a new code to `phone` (E.164); the answer is the same whether or not the phone is registered. */
  async send(phone: string, ip: string): Promise<{ resendAfter: number; expiresIn: number }> {
    const s = this.settings;
    const lock = await this.redis.set(this.key('resend', phone), '1', 'EX', s.resendAfterSeconds, 'NX');
    if (lock !== 'OK') {
      const left = await this.redis.ttl(this.key('resend', phone));
      throw authFail('SMS_RESEND_TOO_SOON', { seconds: Math.max(left, 1) });
    }
    const day = new Date().toISOString().slice(0, 10);
    const hour = Math.floor(Date.now() / 3_600_000);
    const counts = await this.redis
      .multi()
      .incr(this.key(`day:${day}`, phone))
      .expire(this.key(`day:${day}`, phone), 86_400)
      .incr(this.key(`ip:${hour}`, ip))
      .expire(this.key(`ip:${hour}`, ip), 3_600)
      .exec();
    const perPhone = Number(counts?.[0]?.[1] ?? 0);
    const perIp = Number(counts?.[2]?.[1] ?? 0);
    if (perPhone > s.phoneDailyLimit || perIp > s.ipHourlyLimit) throw authFail('SMS_LIMIT_REACHED');

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeKey = this.key('code', phone);
    await this.redis
      .multi()
      .del(codeKey)
      .hset(codeKey, { h: sha256(code), exp: Date.now() + s.ttlSeconds * 1000, used: 0, tries: 0 })
      .expire(codeKey, s.ttlSeconds + 3600)
      .exec();
    await this.sender.send(
      { phone, template: 'verify-code', params: { code, minutes: String(Math.ceil(s.ttlSeconds / 60)) } },
      `verify-code:${phone}:${sha256(code + Date.now()).slice(0, 16)}`,
    );
    return { resendAfter: s.resendAfterSeconds, expiresIn: s.ttlSeconds };
  }

  /** Uses up the code sent to `phone`; a wrong, expired or used code is refused with its own message. */
  consume(phone: string, code: string): Promise<void> {
    return this.run(phone, code, true);
  }

  /**
   * Refuses a wrong, expired or used code as `consume` does, but leaves a right one
   * usable: for checks that must come after the code and before anything is written.
   */
  verify(phone: string, code: string): Promise<void> {
    return this.run(phone, code, false);
  }

  private async run(phone: string, code: string, useUp: boolean): Promise<void> {
    const result = (await this.redis.eval(
      CONSUME,
      1,
      this.key('code', phone),
      sha256(code.trim()),
      Date.now(),
      this.settings.maxAttempts,
      useUp ? '1' : '0',
    )) as string;
    switch (result) {
      case 'ok':
        return;
      case 'used':
        throw authFail('SMS_CODE_USED');
      case 'wrong':
        throw authFail('SMS_CODE_WRONG');
      default:
        throw authFail('SMS_CODE_EXPIRED');
    }
  }
}
