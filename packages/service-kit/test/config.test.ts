import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig, OpenSearchConfig, standardConfigSchema, Type } from '@trade/service-kit';

const schema = standardConfigSchema({ PORT: Type.Integer({ default: 3006 }) });
const valid = {
  INTERNAL_SECRET: 'a-secret-of-enough-length',
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: '127.0.0.1:9092',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('configuration checked at boot', () => {
  it('converts numbers and applies defaults', () => {
    const config = loadConfig(schema, { ...valid, PORT: '4000' });
    expect(config.PORT).toBe(4000);
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.NODE_ENV).toBe('development');
  });

  it('names each missing variable', () => {
    const attempt = () => loadConfig(schema, { INTERNAL_SECRET: valid.INTERNAL_SECRET });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/MONGO_URL is required but not set/);
    expect(attempt).toThrow(/KAFKA_BROKERS is required but not set/);
    expect(attempt).toThrow(/REDIS_URL is required but not set/);
  });

  it('gives a service that searches the local OpenSearch unless OPENSEARCH_URL names another', () => {
    const searching = standardConfigSchema({ PORT: Type.Integer({ default: 3002 }), ...OpenSearchConfig });
    expect(loadConfig(searching, valid).OPENSEARCH_URL).toBe('http://127.0.0.1:9200');
    expect(
      loadConfig(searching, { ...valid, OPENSEARCH_URL: 'https://u:p@search.example.com' }).OPENSEARCH_URL,
    ).toBe('https://u:p@search.example.com');
    expect(() => loadConfig(searching, { ...valid, OPENSEARCH_URL: 'search:9200' })).toThrow(
      /OPENSEARCH_URL is invalid/,
    );
  });

  it('names a variable with a wrong value', () => {
    expect(() => loadConfig(schema, { ...valid, MONGO_URL: 'localhost:27017' })).toThrow(
      /MONGO_URL is invalid/,
    );
    expect(() => loadConfig(schema, { ...valid, PORT: 'eighty' })).toThrow(/PORT is invalid/);
    expect(() => loadConfig(schema, { ...valid, INTERNAL_SECRET: 'short' })).toThrow(
      /INTERNAL_SECRET is invalid/,
    );
  });

  it('stops a service started without MONGO_URL, naming the variable', () => {
    const main = path.resolve(__dirname, '../../../services/notify/dist/main.js');
    const { MONGO_URL: _mongo, ...env } = { ...process.env, ...valid, PORT: '0' };
    const result = spawnSync(process.execPath, [main], { env, encoding: 'utf8', timeout: 30000 });
    expect(result.status).not.toBe(0);
    expect(result.status).not.toBeNull();
    expect(result.stderr).toContain('MONGO_URL is required but not set');
  });
});

describe('production configuration', () => {
  const production = {
    ...valid,
    NODE_ENV: 'production',
    INTERNAL_SECRET: 'f3a9c1d27be84e06a5d9c3b1e7f20a4c',
    KAFKA_SASL_MECHANISM: 'scram-sha-512',
    KAFKA_USERNAME: 'notify',
    KAFKA_PASSWORD: 'Zq8pWm3xT7vLr2Nc9Hs4',
  };
  const authSchema = standardConfigSchema({
    PORT: Type.Integer({ default: 3001 }),
    AUTH_ADMIN_PASSWORD: Type.Optional(Type.String()),
  });

  it('starts with secrets of its own', () => {
    expect(loadConfig(schema, production).NODE_ENV).toBe('production');
  });

  it('refuses the INTERNAL_SECRET docker-compose used to default to', () => {
    expect(() =>
      loadConfig(schema, {
        ...production,
        INTERNAL_SECRET: 'local-compose-internal-secret-not-for-production',
      }),
    ).toThrow(/INTERNAL_SECRET is a published default value/);
  });

  it('refuses an INTERNAL_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig(schema, { ...production, INTERNAL_SECRET: 'sixteen-chars-ok!' })).toThrow(
      /INTERNAL_SECRET is too short for production: at least 32 characters/,
    );
    // The same secret is fine for development.
    expect(() => loadConfig(schema, { ...valid, INTERNAL_SECRET: 'sixteen-chars-ok!' })).not.toThrow();
  });

  it('refuses a published admin password', () => {
    for (const password of ['admin123', 'Local-Admin-Passw0rd']) {
      expect(() => loadConfig(authSchema, { ...production, AUTH_ADMIN_PASSWORD: password })).toThrow(
        /AUTH_ADMIN_PASSWORD is a published default value/,
      );
    }
  });

  it('refuses an anonymous Kafka connection', () => {
    const { KAFKA_SASL_MECHANISM: _m, ...anonymous } = production;
    expect(() => loadConfig(schema, anonymous)).toThrow(/KAFKA_SASL_MECHANISM is required in production/);
  });

  it('wants a user and a password with a SASL mechanism', () => {
    const { KAFKA_PASSWORD: _p, ...noPassword } = production;
    expect(() => loadConfig(schema, { ...noPassword, NODE_ENV: 'development' })).toThrow(
      /KAFKA_USERNAME and KAFKA_PASSWORD are required/,
    );
  });

  it('takes addresses, CIDRs and names in TRUST_PROXY, nothing else', () => {
    expect(
      loadConfig(schema, { ...valid, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,uniquelocal' }).TRUST_PROXY,
    ).toBe('127.0.0.1, 10.0.0.0/8,uniquelocal');
    expect(() => loadConfig(schema, { ...valid, TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY is invalid: "1"/);
    expect(() => loadConfig(schema, { ...valid, TRUST_PROXY: '10.0.0.0/40' })).toThrow(
      /TRUST_PROXY is invalid/,
    );
  });

  it('listens on the loopback interface unless HOST says otherwise', () => {
    expect(loadConfig(schema, valid).HOST).toBe('127.0.0.1');
  });
});
