import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { PRODUCTION_SECRET_MIN_LENGTH, productionSecretProblems } from '@trade/contracts';
import { parseDuration, parsePositiveInt, parseSize } from './units';

/** A configuration problem found at boot; `variable` names what the operator must fix. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

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
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and checks the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const read = new EnvReader(env);
  const internalSecret = read.required('INTERNAL_SECRET');
  if (internalSecret.length < 16) throw new ConfigError('INTERNAL_SECRET', 'must be at least 16 characters');
  // In production a published example or a short key would let anyone sign identities.
  const [weakSecret] = productionSecretProblems({ NODE_ENV: env.NODE_ENV, INTERNAL_SECRET: internalSecret }, [
    { name: 'INTERNAL_SECRET', minLength: PRODUCTION_SECRET_MIN_LENGTH },
  ]);
  if (weakSecret) throw new ConfigError('INTERNAL_SECRET', weakSecret.replace(/^INTERNAL_SECRET /, ''));

  return {
    host: read.string('HOST', '0.0.0.0'),
    port: read.port('PORT', 8080),
    apiPrefix: read.apiPrefix('API_PREFIX', '/api'),
    routesFile: read.file('ROUTES_FILE', path.join(GATEWAY_DIR, 'routes.yaml')),
    internalSecret,
    jwt: {
      jwksUrl: read.url('JWKS_URL', 'http://127.0.0.1:3001/.well-known/jwks.json'),
      issuer: read.string('JWT_ISSUER', 'trade-auth'),
      audience: read.string('JWT_AUDIENCE', 'trade'),
      clockToleranceS: read.int('JWT_CLOCK_TOLERANCE_S', 5, 0),
      jwksCooldownMs: read.duration('JWKS_COOLDOWN', 5_000, true),
      jwksMaxAgeMs: read.duration('JWKS_MAX_AGE', 600_000),
      jwksTimeoutMs: read.duration('JWKS_TIMEOUT', 5_000),
      tokenCacheSize: read.int('TOKEN_CACHE_SIZE', 10_000, 0),
    },
    redis: {
      url: read.url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
      keyPrefix: read.string('REDIS_KEY_PREFIX', 'gw:'),
      connectTimeoutMs: read.duration('REDIS_CONNECT_TIMEOUT', 5_000),
      commandTimeoutMs: read.duration('REDIS_COMMAND_TIMEOUT', 1_000),
    },
    authRedisPrefix: read.string('AUTH_REDIS_PREFIX', 'auth:'),
    rateLimitSyncMs: read.duration('RATE_LIMIT_SYNC_MS', 20, true),
    bodyLimit: read.size('BODY_LIMIT', 1024 * 1024),
    upstreamTimeoutMs: read.duration('UPSTREAM_TIMEOUT_MS', 30_000),
    corsOrigins: read.list('CORS_ORIGINS'),
    security: {
      tls: read.bool('TLS_ENABLED', false),
      connectOrigins: read.origins('CSP_CONNECT_ORIGINS'),
      imgOrigins: read.origins('CSP_IMG_ORIGINS'),
    },
    webDistDir: read.webDist('WEB_DIST_DIR', path.resolve(GATEWAY_DIR, '..', 'web', 'dist')),
    trustProxy: read.trustProxy('TRUST_PROXY'),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    logSummaryIntervalMs: read.duration('LOG_SUMMARY_INTERVAL', 60_000),
    logSampleRate: read.fraction('LOG_SAMPLE_RATE', 0.001),
    docs: {
      enabled: read.bool('DOCS_ENABLED', true),
      cacheMs: read.duration('DOCS_CACHE', 30_000),
      fetchTimeoutMs: read.duration('DOCS_FETCH_TIMEOUT', 3_000),
    },
    shutdownTimeoutMs: read.duration('SHUTDOWN_TIMEOUT', 10_000),
    env,
  };
}

/** Typed accessors that name the variable in every error. */
class EnvReader {
  constructor(private readonly env: Env) {}

  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  required(name: string): string {
    const value = this.raw(name);
    if (value === undefined) throw new ConfigError(name, 'is required');
    return value;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  oneOf(name: string, allowed: string[], fallback: string): string {
    const value = this.raw(name) ?? fallback;
    if (!allowed.includes(value))
      throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${value}"`);
    return value;
  }

  int(name: string, fallback: number, min = 1): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const n = /^\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < min)
      throw new ConfigError(name, `must be an integer >= ${min}, got "${value}"`);
    return n;
  }

  port(name: string, fallback: number): number {
    const n = this.int(name, fallback, 0);
    if (n > 65535) throw new ConfigError(name, `must be a port number, got "${n}"`);
    return n;
  }

  duration(name: string, fallback: number, allowZero = false): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (allowZero && /^0+(ms|s)?$/.test(value)) return 0;
    const ms = parseDuration(value);
    if (ms === null)
      throw new ConfigError(name, `must be a duration such as 30000, 500ms, 30s or 1m, got "${value}"`);
    return ms;
  }

  size(name: string, fallback: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const bytes = parseSize(value);
    if (bytes === null)
      throw new ConfigError(name, `must be a size such as 1048576, 512kb or 1mb, got "${value}"`);
    return bytes;
  }

  fraction(name: string, fallback: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0 || n > 1)
      throw new ConfigError(name, `must be a number from 0 to 1, got "${value}"`);
    return n;
  }

  bool(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    throw new ConfigError(name, `must be true or false, got "${value}"`);
  }

  url(name: string, fallback: string, protocols = ['http:', 'https:']): string {
    const value = this.raw(name) ?? fallback;
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      throw new ConfigError(name, `must be a URL, got "${value}"`);
    }
    if (!protocols.includes(parsed.protocol)) {
      throw new ConfigError(
        name,
        `must be a ${protocols.join(' or ')} URL, got protocol "${parsed.protocol}"`,
      );
    }
    return value;
  }

  list(name: string): string[] {
    return (this.raw(name) ?? '')
      .split(',')
      .map((item) => item.trim().replace(/\/+$/, ''))
      .filter(Boolean);
  }

  /** A comma list of origins such as https://s3.example.com (a CSP source each). */
  origins(name: string): string[] {
    return this.list(name).map((item) => {
      let parsed: URL | null = null;
      try {
        parsed = new URL(item);
      } catch {
        // reported below
      }
      if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== item)
        throw new ConfigError(
          name,
          `must be a comma list of origins such as https://s3.example.com, got "${item}"`,
        );
      return parsed.origin;
    });
  }

  apiPrefix(name: string, fallback: string): string {
    const value = (this.raw(name) ?? fallback).replace(/\/+$/, '');
    if (!/^\/[A-Za-z0-9._~\-/]+$/.test(value)) {
      throw new ConfigError(name, `must be a path such as /api (not the root), got "${this.raw(name)}"`);
    }
    return value;
  }

  file(name: string, fallback: string): string {
    const value = path.resolve(this.raw(name) ?? fallback);
    if (!existsSync(value) || !statSync(value).isFile())
      throw new ConfigError(name, `file not found: ${value}`);
    return value;
  }

  webDist(name: string, fallback: string): string | null {
    const value = this.raw(name);
    if (value === undefined) return existsSync(path.join(fallback, 'index.html')) ? fallback : null;
    if (['off', 'none', 'false'].includes(value.toLowerCase())) return null;
    const dir = path.resolve(value);
    if (!existsSync(path.join(dir, 'index.html'))) throw new ConfigError(name, `no index.html in ${dir}`);
    return dir;
  }

  trustProxy(name: string): boolean | number | string[] {
    const value = this.raw(name);
    if (value === undefined || ['false', '0', 'no', 'off'].includes(value.toLowerCase())) return false;
    if (value.toLowerCase() === 'true') return true;
    if (/^\d+$/.test(value)) return parsePositiveInt(value) ?? false;
    return this.list(name);
  }
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
