import { Type, loadConfig, standardConfigSchema } from '@trade/service-kit';

const seconds = (fallback: number, minimum: number, description: string) =>
  Type.Integer({ minimum, default: fallback, description });
const count = (fallback: number, description: string) =>
  Type.Integer({ minimum: 1, default: fallback, description });

export const AuthConfig = standardConfigSchema({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3001 }),
  ACCESS_TOKEN_TTL: seconds(900, 30, 'access token lifetime, seconds'),
  REFRESH_TOKEN_TTL: seconds(1209600, 60, 'refresh token lifetime, seconds'),
  /**
   * A new signing key is in the JWKS this long before it signs, so every gateway has
   * fetched it first: at least the gateway's JWKS_MAX_AGE (10 min) plus the JWKS's
   * HTTP cache time (60 s).
   */
  SIGNING_KEY_PUBLISH_DELAY: seconds(
    900,
    0,
    'a new signing key is published this long before it signs, seconds',
  ),
  /** A signing key is replaced once it has signed this long (0: only by hand). */
  SIGNING_KEY_ROTATE_AFTER: seconds(
    30 * 86400,
    0,
    'a signing key is rotated after signing this long, seconds; 0 = never',
  ),
  JWT_ISSUER: Type.String({ default: 'trade-auth' }),
  JWT_AUDIENCE: Type.String({ default: 'trade' }),
  /** The first super-admin, created at start when no super-admin exists (see bootstrap.ts). */
  AUTH_ADMIN_USERNAME: Type.Optional(Type.String({ minLength: 2, maxLength: 50 })),
  AUTH_ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 6, maxLength: 20 })),
  /** Prefix of auth's Redis keys (codes, counters); tests give each run its own. */
  AUTH_REDIS_PREFIX: Type.String({ default: 'auth:' }),
  /** Kafka consumer group of the audit log; tests give each in-process instance its own. */
  AUDIT_CONSUMER_GROUP: Type.String({ default: 'auth-audit-log' }),
  /** BullMQ key prefix, shared with notify's workers. */
  QUEUE_PREFIX: Type.String({ default: 'bull' }),
  SMS_CODE_TTL: seconds(300, 30, 'an SMS code is valid this long, seconds'),
  SMS_RESEND_AFTER: seconds(60, 1, 'least time between two codes to one phone, seconds'),
  SMS_PHONE_DAILY_LIMIT: count(10, 'codes per phone per day'),
  SMS_IP_HOURLY_LIMIT: count(30, 'codes per client IP per hour'),
  SMS_CODE_MAX_ATTEMPTS: count(5, 'wrong entries before a code is void'),
  /** Sign-in failures are counted per account and client IP together (see login-throttle.ts). */
  LOGIN_ACCOUNT_MAX_FAILURES: count(5, 'failed sign-ins per account from one client IP per window'),
  LOGIN_IP_MAX_FAILURES: count(
    30,
    'failed sign-ins per client IP per window, past which the IP gets one try per account',
  ),
  LOGIN_FAILURE_WINDOW: seconds(900, 10, 'failed sign-in window, seconds'),
  /**
   * The other services, asked for their status and tables by the back office's system
   * status (`GET /system/app/list`, `tasks/list`, `table/*`; their `/internal/status`).
   */
  CATALOG_URL: Type.String({ default: 'http://127.0.0.1:3002' }),
  MEMBER_URL: Type.String({ default: 'http://127.0.0.1:3003' }),
  CUSTOMS_URL: Type.String({ default: 'http://127.0.0.1:3004' }),
  FILES_URL: Type.String({ default: 'http://127.0.0.1:3005' }),
  NOTIFY_URL: Type.String({ default: 'http://127.0.0.1:3006' }),
  /** How long the status page waits for a service before showing it as unreachable (ms). */
  STATUS_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 5000 }),
});

export const loadAuthConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(AuthConfig, env);
export type AuthConfig = ReturnType<typeof loadAuthConfig>;
