import type { LiveConfig } from '@trade/service-kit';
import type { AuthConfig } from '../config';
import type { PasswordRule } from '../passwords/password-rule';
import { AUTH_KEYS as K } from './config-seed';

/**
 * The sign-in settings auth reads live from the platform's settings: each read takes the
 * value the back office set last (within LiveConfig's refresh), or the environment's
 * when the setting is missing or not yet read.
 */
export class AuthSettings {
  constructor(
    private readonly live: LiveConfig,
    private readonly env: AuthConfig,
  ) {}

  private n(key: string, fallback: number): number {
    return this.live.number(key, fallback);
  }

  passwordRule(): PasswordRule {
    return {
      minLength: this.n(K.passwordMinLength, 6),
      maxLength: this.n(K.passwordMaxLength, 20),
      minKinds: this.n(K.passwordMinKinds, 2),
    };
  }

  registrationOpen(): boolean {
    return this.live.boolean(K.registrationOpen, true);
  }

  accessTokenTtl(): number {
    return this.n(K.accessTokenTtl, this.env.ACCESS_TOKEN_TTL);
  }

  refreshTokenTtl(): number {
    return this.n(K.refreshTokenTtl, this.env.REFRESH_TOKEN_TTL);
  }

  /** Settings objects whose fields are read at each use, for the classes that take them. */
  smsCodes(prefix: string) {
    const n = (key: string, fallback: number) => this.n(key, fallback);
    const env = this.env;
    return {
      prefix,
      get ttlSeconds() {
        return n(K.smsCodeTtl, env.SMS_CODE_TTL);
      },
      get resendAfterSeconds() {
        return n(K.smsResendAfter, env.SMS_RESEND_AFTER);
      },
      get phoneDailyLimit() {
        return n(K.smsPhoneDailyLimit, env.SMS_PHONE_DAILY_LIMIT);
      },
      get ipHourlyLimit() {
        return n(K.smsIpHourlyLimit, env.SMS_IP_HOURLY_LIMIT);
      },
      get maxAttempts() {
        return n(K.smsMaxAttempts, env.SMS_CODE_MAX_ATTEMPTS);
      },
    };
  }

  loginThrottle(prefix: string) {
    const n = (key: string, fallback: number) => this.n(key, fallback);
    const env = this.env;
    return {
      prefix,
      get pairMax() {
        return n(K.loginAccountMaxFailures, env.LOGIN_ACCOUNT_MAX_FAILURES);
      },
      get ipMax() {
        return n(K.loginIpMaxFailures, env.LOGIN_IP_MAX_FAILURES);
      },
      get windowSeconds() {
        return n(K.loginFailureWindow, env.LOGIN_FAILURE_WINDOW);
      },
    };
  }
}
