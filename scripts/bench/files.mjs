#!/usr/bin/env node
// Files upload benchmark: concurrent 1 MB multipart uploads through the real gateway
// (Bearer JWT check, rate limit, streaming proxy) into the files service and S3.
//
//   npx tsc -b && eval "$(bash infra/local/servers.sh env)" && node scripts/bench/files.mjs
//   options: --concurrency 50 --uploads 500 --size-mb 1 --scene file|image
//
// The files service and the gateway run as separate processes built from dist/, on
// their own database and bucket; the JWKS is served by this process from a fresh
// Ed25519 key. Prints MB/s, uploads/s and latency percentiles, and the files
// service's RSS before and at its peak.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'gateway', 'package.json'));
const { values: args } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '50' },
    uploads: { type: 'string', default: '500' },
    'size-mb': { type: 'string', default: '1' },
    scene: { type: 'string', default: 'file' },
  },
});
const INTERNAL_SECRET = process.env.INTERNAL_SECRET ?? 'bench-internal-secret-0123456789';
const MB = 1024 * 1024;

for (const name of ['MONGO_URL', 'KAFKA_BROKERS', 'REDIS_URL', 'S3_ENDPOINT']) {
  if (!process.env[name]) {
    console.error(`${name} is required: eval "$(bash infra/local/servers.sh env)" first.`);
    process.exit(1);
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitReady(url, what) {
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    const res = await fetch(url).catch(() => null);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} was not ready at ${url}`);
}

const rss = (pid) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) * 1024;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const { SignJWT, exportJWK, generateKeyPair } = require('jose');
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'EdDSA', use: 'sig' };
  const jwks = createServer((_req, res) =>
    res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [jwk] })),
  );
  await new Promise((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const token = await new SignJWT({ kind: 'member', roles: ['member'], perms: [], mid: 'bench-member' })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'bench' })
    .setSubject('bench-user')
    .setIssuer('trade-auth')
    .setAudience('trade')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);

  const run = Date.now().toString(36);
  const [filesPort, gatewayPort] = [await freePort(), await freePort()];
  const children = [];
  const launch = (entry, env) => {
    const child = spawn(process.execPath, [entry], {
      cwd: root,
      env: { ...process.env, INTERNAL_SECRET, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };
  const stop = () => children.forEach((c) => c.kill('SIGTERM'));
  process.on('exit', stop);

  const files = launch('services/files/dist/main.js', {
    PORT: String(filesPort),
    HOST: '127.0.0.1',
    MONGO_DB: `bench_files_${run}`,
    S3_BUCKET: `bench-files-${run}`,
  });
  const filesUrl = `http://127.0.0.1:${filesPort}`;
  launch('gateway/dist/main.js', {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    FILES_URL: filesUrl,
    JWKS_URL: `http://127.0.0.1:${jwks.address().port}/.well-known/jwks.json`,
    REDIS_KEY_PREFIX: `gwbench-files-${run}:`,
    RATE_LIMIT_MAX: '1000000000',
    WEB_DIST_DIR: 'off',
  });
  await waitReady(`${filesUrl}/readyz`, 'files');
  await waitReady(`http://127.0.0.1:${gatewayPort}/readyz`, 'gateway');

  const size = Number(args['size-mb']) * MB;
  const payload = randomBytes(size);
  // An image scene needs real PNG magic bytes.
  if (args.scene === 'image') Buffer.from('89504e470d0a1a0a', 'hex').copy(payload);
  const url = `http://127.0.0.1:${gatewayPort}/api/home/member.File/upload`;
  const upload = async () => {
    const form = new FormData();
    form.append('scene', args.scene);
    const image = args.scene === 'image';
    form.append(
      'file',
      new Blob([payload], { type: image ? 'image/png' : 'application/octet-stream' }),
      image ? 'bench.png' : 'bench.bin',
    );
    const started = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${body.message}`);
    return performance.now() - started;
  };

  // Warm up (JIT, connection pools, S3 connections), then measure.
  await Promise.all(Array.from({ length: 10 }, upload));
  const total = Number(args.uploads);
  const concurrency = Number(args.concurrency);
  const latencies = [];
  let next = 0;
  const baseline = rss(files.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(files.pid))), 50);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        latencies.push(await upload());
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);

  console.log(
    `\n${total} uploads of ${args['size-mb']} MB (scene=${args.scene}), ${concurrency} concurrent, through the gateway`,
  );
  console.log(
    `throughput  ${((total * size) / MB / seconds).toFixed(1)} MB/s  (${(total / seconds).toFixed(1)} uploads/s)`,
  );
  console.log(
    `latency ms  p50 ${percentile(latencies, 50).toFixed(0)}  p90 ${percentile(latencies, 90).toFixed(0)}  p99 ${percentile(latencies, 99).toFixed(0)}  max ${latencies.at(-1).toFixed(0)}`,
  );
  console.log(`files RSS   ${(baseline / MB).toFixed(0)} MB before, ${(peak / MB).toFixed(0)} MB peak`);
  jwks.close();
  stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
