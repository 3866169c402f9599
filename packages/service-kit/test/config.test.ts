import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig, standardConfigSchema, Type } from '@trade/service-kit';

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
