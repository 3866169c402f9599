import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Type, type StaticDecode } from '@sinclair/typebox';
import {
  ConfigError,
  loadConfig as loadEnv,
  PRODUCTION_SECRET_MIN_LENGTH,
  productionSecretProblems,
} from '@trade/contracts';
import { parseDuration, parsePositiveInt, parseSize } from './units';

/** A configuration problem found at boot; `variable` names what the operator must fix. */
export { ConfigError };

export type Env = Record<string, string | undefined>;

/** Everything the gateway reads from its environment, checked and typed. */
export interface GatewayConfig {
  host: string;
  port: number;
  /** Where the API lives, e.g. `/api`; stripped before proxying. Never ends with `/`. */
  apiPrefix: string;
  routesFile: string;
  internalSecret: string;
  jwt: {
    jwksUrl: string;
    issuer: string;
    audience: string;
    clockToleranceS: number;
    /** Least time between two JWKS fetches triggered by unknown key ids. */
    jwksCooldownMs: number;
    /** Background refresh period of the JWKS (picks up the next signing key, drops retired keys). */
    jwksMaxAgeMs: number;
    jwksTimeoutMs: number;
    tokenCacheSize: number;
  };
  redis: { url: string; keyPrefix: string; connectTimeoutMs: number; commandTimeoutMs: number };
  /** Prefix of the auth service's Redis keys, where it marks ended sign-in sessions. */
  authRedisPrefix: string;
  /** How often rate-limit counts are synced to Redis; 0 = a Redis round trip per request. */
  rateLimitSyncMs: number;
  bodyLimit: number;
  upstreamTimeoutMs: number;
  /** Allowed browser origins; empty disables CORS (same-origin web app). */
  corsOrigins: string[];
  /** Security headers: HSTS when clients come over TLS, extra CSP origins. */
  security: { tls: boolean; connectOrigins: string[]; imgOrigins: string[] };
  /** The built web app, or null to serve the API only. */
  webDistDir: string | null;
  trustProxy: boolean | number | string[];
  logLevel: string;
  logSummaryIntervalMs: number;
  /** Fraction of requests logged individually at info level (0 = none). */
  logSampleRate: number;
  docs: { enabled: boolean; cacheMs: number; fetchTimeoutMs: number };
  shutdownTimeoutMs: number;
  /** The raw environment, for `${VAR:-default}` expansion in routes.yaml. */
  env: Env;
}

const GATEWAY_DIR = path.resolve(__dirname, '..', '..');
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A variable read as text, turned into a value by `decode`, which throws to say what is wrong. */
const parsed = <T>(
  fallback: string | undefined,
  decode: (value: string) => T,
  encode: (value: T) => string,
) =>
  Type.Transform(fallback === undefined ? Type.String() : Type.String({ default: fallback }))
    .Decode(decode)
    .Encode(encode);
const optionalParsed = <T>(decode: (value: string) => T, encode: (value: T) => string) =>
  Type.Optional(parsed(undefined, decode, encode));

/** `30000`, `500ms`, `30s`, `1m` → milliseconds; `0` only where it means "off". */
const duration = (fallbackMs: number, allowZero = false) =>
  parsed(
    String(fallbackMs),
    (value) => {
      if (allowZero && /^0+(ms|s)?$/.test(value)) return 0;
      const ms = parseDuration(value);
      if (ms === null) throw new Error(`must be a duration such as 30000, 500ms, 30s or 1m, got "${value}"`);
      return ms;
    },
    String,
  );

const size = (fallbackBytes: number) =>
  parsed(
    String(fallbackBytes),
    (value) => {
      const bytes = parseSize(value);
      if (bytes === null) throw new Error(`must be a size such as 1048576, 512kb or 1mb, got "${value}"`);
      return bytes;
    },
    String,
  );

const url = (fallback: string, protocols = ['http:', 'https:']) =>
  parsed(
    fallback,
    (value) => {
      let protocol: string;
      try {
        protocol = new URL(value).protocol;
      } catch {
        throw new Error(`must be a URL, got "${value}"`);
      }
      if (!protocols.includes(protocol))
        throw new Error(`must be a ${protocols.join(' or ')} URL, got protocol "${protocol}"`);
      return value;
    },
    String,
  );

const flag = (fallback: boolean) =>
  parsed(
    String(fallback),
    (value) => {
      const lower = value.toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(lower)) return true;
      if (['0', 'false', 'no', 'off'].includes(lower)) return false;
      throw new Error(`must be true or false, got "${value}"`);
    },
    String,
  );

const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);

/** A comma list of origins such as https://s3.example.com (a CSP source each). */
const origins = () =>
  parsed(
    '',
    (value) =>
      splitList(value).map((item) => {
        let origin: URL | null = null;
        try {
          origin = new URL(item);
        } catch {
          // reported below
        }
        if (!origin || !['http:', 'https:'].includes(origin.protocol) || origin.origin !== item)
          throw new Error(`must be a comma list of origins such as https://s3.example.com, got "${item}"`);
        return origin.origin;
      }),
    (list) => list.join(','),
  );

/** The gateway's variables: the same TypeBox config loader as the services, with the gateway's parsers. */
const GatewayEnv = Type.Object({
  HOST: Type.String({ default: '0.0.0.0' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  API_PREFIX: parsed(
    '/api',
    (value) => {
      const prefix = value.replace(/\/+$/, '');
      if (!/^\/[A-Za-z0-9._~\-/]+$/.test(prefix))
        throw new Error(`must be a path such as /api (not the root), got "${value}"`);
      return prefix;
    },
    String,
  ),
  ROUTES_FILE: parsed(
    path.join(GATEWAY_DIR, 'routes.yaml'),
    (value) => {
      const file = path.resolve(value);
      if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`file not found: ${file}`);
      return file;
    },
    String,
  ),
  INTERNAL_SECRET: Type.String({ minLength: 16, description: 'HMAC key shared with the services' }),
  JWKS_URL: url('http://127.0.0.1:3001/.well-known/jwks.json'),
  JWT_ISSUER: Type.String({ default: 'trade-auth' }),
  JWT_AUDIENCE: Type.String({ default: 'trade' }),
  JWT_CLOCK_TOLERANCE_S: Type.Integer({ minimum: 0, default: 5 }),
  JWKS_COOLDOWN: duration(5_000, true),
  JWKS_MAX_AGE: duration(600_000),
  JWKS_TIMEOUT: duration(5_000),
  TOKEN_CACHE_SIZE: Type.Integer({ minimum: 0, default: 10_000 }),
  REDIS_URL: url('redis://127.0.0.1:6379', ['redis:', 'rediss:']),
  REDIS_KEY_PREFIX: Type.String({ default: 'gw:' }),
  REDIS_CONNECT_TIMEOUT: duration(5_000),
  REDIS_COMMAND_TIMEOUT: duration(1_000),
  AUTH_REDIS_PREFIX: Type.String({ default: 'auth:' }),
  RATE_LIMIT_SYNC_MS: duration(20, true),
  BODY_LIMIT: size(1024 * 1024),
  UPSTREAM_TIMEOUT_MS: duration(30_000),
  CORS_ORIGINS: parsed('', splitList, (origins) => origins.join(',')),
  TLS_ENABLED: flag(false),
  CSP_CONNECT_ORIGINS: origins(),
  CSP_IMG_ORIGINS: origins(),
  /** Unset: the built web app when there is one; off/none/false: the API only. */
  WEB_DIST_DIR: optionalParsed(
    (value) => {
      if (['off', 'none', 'false'].includes(value.toLowerCase())) return null;
      const dir = path.resolve(value);
      if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`no index.html in ${dir}`);
      return dir;
    },
    (dir) => dir ?? 'off',
  ),
  TRUST_PROXY: parsed(
    'false',
    (value): boolean | number | string[] => {
      const lower = value.toLowerCase();
      if (['false', '0', 'no', 'off'].includes(lower)) return false;
      if (lower === 'true') return true;
      if (/^\d+$/.test(value)) return parsePositiveInt(value) ?? false;
      return splitList(value);
    },
    String,
  ),
  LOG_LEVEL: Type.Union(
    LOG_LEVELS.map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  LOG_SUMMARY_INTERVAL: duration(60_000),
  /** Fraction of requests logged individually at info level (0 = none). */
  LOG_SAMPLE_RATE: Type.Number({ minimum: 0, maximum: 1, default: 0.001 }),
  DOCS_ENABLED: flag(true),
  DOCS_CACHE: duration(30_000),
  DOCS_FETCH_TIMEOUT: duration(3_000),
  SHUTDOWN_TIMEOUT: duration(10_000),
});
export type GatewayEnv = StaticDecode<typeof GatewayEnv>;

/** The built web app next to the gateway, when it has been built. */
function defaultWebDist(): string | null {
  const dir = path.resolve(GATEWAY_DIR, '..', 'web', 'dist');
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}

/** Reads and checks the environment; throws ConfigError naming every bad variable (`variable`: the first). */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const vars = loadEnv(GatewayEnv, env);
  // In production a published example or a short key would let anyone sign identities.
  const [weakSecret] = productionSecretProblems(
    { NODE_ENV: env.NODE_ENV, INTERNAL_SECRET: vars.INTERNAL_SECRET },
    [{ name: 'INTERNAL_SECRET', minLength: PRODUCTION_SECRET_MIN_LENGTH }],
  );
  if (weakSecret) throw ConfigError.about('INTERNAL_SECRET', weakSecret.replace(/^INTERNAL_SECRET /, ''));
  return {
    host: vars.HOST,
    port: vars.PORT,
    apiPrefix: vars.API_PREFIX,
    routesFile: vars.ROUTES_FILE,
    internalSecret: vars.INTERNAL_SECRET,
    jwt: {
      jwksUrl: vars.JWKS_URL,
      issuer: vars.JWT_ISSUER,
      audience: vars.JWT_AUDIENCE,
      clockToleranceS: vars.JWT_CLOCK_TOLERANCE_S,
      jwksCooldownMs: vars.JWKS_COOLDOWN,
      jwksMaxAgeMs: vars.JWKS_MAX_AGE,
      jwksTimeoutMs: vars.JWKS_TIMEOUT,
      tokenCacheSize: vars.TOKEN_CACHE_SIZE,
    },
    redis: {
      url: vars.REDIS_URL,
      keyPrefix: vars.REDIS_KEY_PREFIX,
      connectTimeoutMs: vars.REDIS_CONNECT_TIMEOUT,
      commandTimeoutMs: vars.REDIS_COMMAND_TIMEOUT,
    },
    authRedisPrefix: vars.AUTH_REDIS_PREFIX,
    rateLimitSyncMs: vars.RATE_LIMIT_SYNC_MS,
    bodyLimit: vars.BODY_LIMIT,
    upstreamTimeoutMs: vars.UPSTREAM_TIMEOUT_MS,
    corsOrigins: vars.CORS_ORIGINS,
    security: {
      tls: vars.TLS_ENABLED,
      connectOrigins: vars.CSP_CONNECT_ORIGINS,
      imgOrigins: vars.CSP_IMG_ORIGINS,
    },
    webDistDir: vars.WEB_DIST_DIR === undefined ? defaultWebDist() : vars.WEB_DIST_DIR,
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL,
    logSummaryIntervalMs: vars.LOG_SUMMARY_INTERVAL,
    logSampleRate: vars.LOG_SAMPLE_RATE,
    docs: {
      enabled: vars.DOCS_ENABLED,
      cacheMs: vars.DOCS_CACHE,
      fetchTimeoutMs: vars.DOCS_FETCH_TIMEOUT,
    },
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT,
    env,
  };
}

/** Hides the password of a URL such as redis://:secret@host before it is logged. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<unparsable url>';
  }
}

/** Parsers re-exported for routes.yaml. */
export { parseDuration, parsePositiveInt, parseSize };
