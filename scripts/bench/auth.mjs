#!/usr/bin/env node
// Auth benchmark through the real gateway: POST /login/login (argon2id verify,
// refresh family, EdDSA signing, audit line) and a token-protected no-op route
// (GET /system/menu/my/{version} with a member token: JWT check at the gateway,
// identity headers, an empty answer from auth), each at 10 and 50 connections.
//
//   npx tsc -b && eval "$(bash infra/local/servers.sh env)" && node scripts/bench/auth.mjs
//   options: --duration 10 --connections 10,50
//
// Starts its own auth (own database, a bench super-admin) and gateway (login rate
// limit raised so the limiter does not cut the run short) as child processes.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'services', 'auth', 'package.json'));
const autocannon = require('autocannon');
const { MongoClient } = require('mongodb');
const { importJWK, SignJWT } = require('jose');
const { HASH_DESCRIPTION } = require(path.join(root, 'services/auth/dist/passwords/password-hasher.js'));

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10,50' },
  },
});

const env = {
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  INTERNAL_SECRET: `bench-${randomBytes(12).toString('hex')}`,
  MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};
const db = `bench_auth_${Date.now().toString(36)}`;
const admin = { account: 'bench_admin', password: 'bench@2025' };
const children = [];

function launch(entry, extra) {
  const child = spawn(process.execPath, [path.join(root, entry)], {
    env: { ...env, ...extra },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitReady(url) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never became ready`);
}

async function memberToken() {
  // A member token signed with auth's own active key, as /login/loginByCode would issue it.
  const client = await MongoClient.connect(env.MONGO_URL);
  try {
    const key = await client.db(db).collection('signing_keys').findOne({ retiredAt: null });
    return new SignJWT({ kind: 'member', roles: ['member'], perms: [], mid: 'bench-member' })
      .setProtectedHeader({ alg: 'EdDSA', kid: key.kid })
      .setSubject('bench-member')
      .setIssuer('trade-auth')
      .setAudience('trade')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importJWK(key.privateJwk, 'EdDSA'));
  } finally {
    await client.close();
  }
}

function run(title, connections, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: Number(args.duration), connections, ...opts }, (error, result) => {
      if (error) return reject(error);
      const non2xx = result.non2xx + result.errors + result.timeouts;
      console.log(
        `${title.padEnd(34)} c=${String(connections).padEnd(3)} p50 ${String(result.latency.p50).padStart(4)} ms` +
          `  p99 ${String(result.latency.p99).padStart(4)} ms  ${result.requests.average.toFixed(0).padStart(6)} req/s` +
          (non2xx ? `  (${non2xx} non-2xx/errors)` : ''),
      );
      resolve(result);
    });
  });
}

async function main() {
  const authPort = 39000 + Math.floor(Math.random() * 500);
  const gatewayPort = authPort + 500;
  launch('services/auth/dist/main.js', {
    PORT: String(authPort),
    HOST: '127.0.0.1',
    MONGO_DB: db,
    AUTH_REDIS_PREFIX: `${db}:`,
    AUTH_ADMIN_USERNAME: admin.account,
    AUTH_ADMIN_PASSWORD: admin.password,
  });
  await waitReady(`http://127.0.0.1:${authPort}/readyz`);
  const authUrl = `http://127.0.0.1:${authPort}`;
  launch('gateway/dist/main.js', {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    AUTH_URL: authUrl,
    JWKS_URL: `${authUrl}/.well-known/jwks.json`,
    WEB_DIST_DIR: 'off',
    REDIS_KEY_PREFIX: `${db}:gw:`,
    AUTH_REDIS_PREFIX: `${db}:`,
    LOGIN_RATE_LIMIT_MAX: '100000000',
    RATE_LIMIT_MAX: '100000000',
  });
  const gateway = `http://127.0.0.1:${gatewayPort}`;
  await waitReady(`${gateway}/readyz`);

  console.log(`password hashing: ${HASH_DESCRIPTION} (@node-rs/argon2); ${args.duration} s per run`);
  const login = {
    url: `${gateway}/api/login/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  };
  const probe = await fetch(login.url, login);
  if (!probe.ok) throw new Error(`login failed: ${probe.status} ${await probe.text()}`);
  const token = await memberToken();
  const noop = {
    url: `${gateway}/api/system/menu/my/1.6.9`,
    headers: { authorization: `Bearer ${token}` },
  };
  const check = await fetch(noop.url, noop);
  if (!check.ok) throw new Error(`token route failed: ${check.status} ${await check.text()}`);

  for (const connections of args.connections.split(',').map(Number)) {
    await run('POST /login/login', connections, login);
    await run('GET /system/menu/my (member token)', connections, noop);
  }
}

try {
  await main();
} finally {
  for (const child of children) child.kill('SIGTERM');
  // The bench database is left for inspection only if a run failed.
  const client = await MongoClient.connect(env.MONGO_URL).catch(() => null);
  await client
    ?.db(db)
    .dropDatabase()
    .catch(() => undefined);
  await client?.close();
}
