import { ConfigError, loadConfig, redactUrl } from './env';
import { parseDuration, parseSize } from './units';

const base = { INTERNAL_SECRET: 'a-long-enough-internal-secret', WEB_DIST_DIR: 'off' };

/** The variable a ConfigError names, or the error itself when it is not one. */
function failingVariable(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.variable;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('requires INTERNAL_SECRET, and a long one', () => {
    expect(failingVariable({})).toBe('INTERNAL_SECRET');
    expect(failingVariable({ INTERNAL_SECRET: 'short' })).toBe('INTERNAL_SECRET');
  });

  it('refuses a published or short INTERNAL_SECRET in production', () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(
      failingVariable({ ...production, INTERNAL_SECRET: 'local-compose-internal-secret-not-for-production' }),
    ).toBe('INTERNAL_SECRET');
    expect(failingVariable({ ...production, INTERNAL_SECRET: 'a-long-enough-internal-secret' })).toBe(
      'INTERNAL_SECRET',
    );
    expect(
      loadConfig({ ...production, INTERNAL_SECRET: 'b7e1c0a94f2d4d8c9a63e5f1027c4b3e' }).internalSecret,
    ).toHaveLength(32);
  });

  it('names the variable that is wrong', () => {
    expect(failingVariable({ ...base, PORT: 'eighty' })).toBe('PORT');
    expect(failingVariable({ ...base, BODY_LIMIT: 'huge' })).toBe('BODY_LIMIT');
    expect(failingVariable({ ...base, UPSTREAM_TIMEOUT_MS: '-1' })).toBe('UPSTREAM_TIMEOUT_MS');
    expect(failingVariable({ ...base, JWKS_URL: 'not a url' })).toBe('JWKS_URL');
    expect(failingVariable({ ...base, REDIS_URL: 'http://localhost:6379' })).toBe('REDIS_URL');
    expect(failingVariable({ ...base, API_PREFIX: '/' })).toBe('API_PREFIX');
    expect(failingVariable({ ...base, WEB_DIST_DIR: '/nonexistent/dist' })).toBe('WEB_DIST_DIR');
    expect(failingVariable({ ...base, ROUTES_FILE: '/nonexistent/routes.yaml' })).toBe('ROUTES_FILE');
    expect(failingVariable({ ...base, LOG_LEVEL: 'loud' })).toBe('LOG_LEVEL');
  });

  it('reports every wrong variable at once, worded as the services word them', () => {
    const attempt = () => loadConfig({ ...base, PORT: 'eighty', LOG_LEVEL: 'loud', TOKEN_CACHE_SIZE: '-1' });
    expect(attempt).toThrow(/PORT is invalid/);
    expect(attempt).toThrow(/LOG_LEVEL is invalid/);
    expect(attempt).toThrow(/TOKEN_CACHE_SIZE is invalid/);
    expect(() => loadConfig({ WEB_DIST_DIR: 'off' })).toThrow(/INTERNAL_SECRET is required but not set/);
  });

  it('has the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 8080,
      apiPrefix: '/api',
      bodyLimit: 1024 * 1024,
      upstreamTimeoutMs: 30_000,
      corsOrigins: [],
      trustProxy: false,
      jwt: {
        jwksUrl: 'http://127.0.0.1:3001/.well-known/jwks.json',
        issuer: 'trade-auth',
        audience: 'trade',
      },
    });
    expect(config.routesFile).toMatch(/gateway[\\/]routes\.yaml$/);
  });

  it('reads lists, sizes and durations as operators write them', () => {
    const config = loadConfig({
      ...base,
      API_PREFIX: '/gw/api/',
      BODY_LIMIT: '2mb',
      UPSTREAM_TIMEOUT_MS: '45s',
      CORS_ORIGINS: 'https://a.example.com/, https://b.example.com',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
    });
    expect(config.apiPrefix).toBe('/gw/api');
    expect(config.bodyLimit).toBe(2 * 1024 * 1024);
    expect(config.upstreamTimeoutMs).toBe(45_000);
    expect(config.corsOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});

describe('units', () => {
  it('parses sizes and durations', () => {
    expect(parseSize('35mb')).toBe(35 * 1024 * 1024);
    expect(parseSize('512 KB')).toBe(512 * 1024);
    expect(parseSize('0')).toBeNull();
    expect(parseDuration('1m')).toBe(60_000);
    expect(parseDuration('250')).toBe(250);
    expect(parseDuration('2 weeks')).toBeNull();
  });

  it('hides passwords in URLs it logs', () => {
    expect(redactUrl('redis://:s3cret@cache:6379/0')).toBe('redis://:***@cache:6379/0');
  });
});
