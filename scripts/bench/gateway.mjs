#!/usr/bin/env node
// Gateway throughput benchmark: the same route hit directly on the upstream and
// through the gateway (Bearer JWT check, Redis rate limit, identity signing, proxy).
//
//   npx tsc -b gateway && REDIS_URL=redis://127.0.0.1:6379 node scripts/bench/gateway.mjs
//   options: --duration 10 --connections 50 --rounds 2 --method GET --body '{"pageNumber":1}'
//            --target /home/member.Contract/page    (API path without the /api prefix)
//            --upstream-url http://127.0.0.1:3003    (bench a real service instead of the trivial one)
//            --profile                               (write a CPU profile of the gateway to artifacts/)
//            --real                                  (a real MongoDB-backed read route: notify's guestbook
//                                                     page, seeded with 200 messages; needs the local servers
//                                                     and `npx tsc -b`; env from `infra/local/servers.sh env`)
//
// Upstream, gateway and load generator run as separate processes, as they would in
// production; the JWKS is served by this process from a freshly generated Ed25519 key.
import { spawn } from 'node:child_process';
import { startRole } from '../lib/bench-role.mjs';
import { createServer } from 'node:http';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const require = createRequire(path.join(root, 'gateway', 'package.json'));

const { values: args } = parseArgs({
  options: {
    role: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '1' },
    method: { type: 'string', default: 'GET' },
    body: { type: 'string' },
    target: { type: 'string', default: '/home/member.Contract/page' },
    'upstream-url': { type: 'string' },
    profile: { type: 'boolean', default: false },
    'cpu-split': { type: 'boolean', default: false },
    real: { type: 'boolean', default: false },
  },
});

if (args.real) {
  args.method = 'POST';
  args.target = '/admin/guestbook/page';
  args.body = JSON.stringify({ pageNumber: 1, pageSize: 20 });
}

const INTERNAL_SECRET = process.env.INTERNAL_SECRET ?? 'bench-internal-secret-0123456789';

if (args.role === 'upstream') await runUpstream();
else if (args.role === 'gateway') await runGateway();
else await main();

/** Child: a trivial fastify service answering a small JSON envelope on every path. */
async function runUpstream() {
  const Fastify = require('fastify');
  const app = Fastify({ logger: false });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  const reply = {
    code: 200,
    message: '操作成功',
    data: { rows: [{ id: '1', name: 'steel coil' }], total: 1, summary: null },
  };
  app.all('/*', async () => reply);
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(JSON.stringify({ port: app.server.address().port }) + '\n');
}

/** Child: the real gateway, built from gateway/dist with env from the parent. */
async function runGateway() {
  const { buildGateway } = require(path.join(root, 'gateway', 'dist', 'app.js'));
  const { loadConfig } = require(path.join(root, 'gateway', 'dist', 'config', 'env.js'));
  const gateway = await buildGateway(loadConfig(process.env));
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(JSON.stringify({ port: gateway.app.server.address().port }) + '\n');
  process.on('SIGTERM', () => gateway.app.close().then(() => process.exit(0)));
}

/** Starts this script in a role and resolves with the port it printed. */
function child(role, env, nodeArgs) {
  return startRole(fileURLToPath(import.meta.url), role, env, nodeArgs);
}

async function main() {
  if (!process.env.REDIS_URL) {
    console.error('REDIS_URL is required (the gateway counts rate limits in Redis).');
    process.exit(1);
  }
  const { SignJWT, exportJWK, generateKeyPair } = require('jose');
  const { encodeIdentity } = require(path.join(root, 'packages', 'contracts', 'dist', 'index.js'));
  const autocannon = require('autocannon');

  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'EdDSA', use: 'sig' };
  const jwks = createServer((_req, res) =>
    res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [jwk] })),
  );
  await new Promise((resolve) => jwks.listen(0, '127.0.0.1', resolve));

  // The real route is an admin list; the trivial one a member route.
  const caller = args.real
    ? { sub: 'bench-admin', kind: 'admin', roles: ['super'], perms: ['*/*/*'] }
    : { sub: 'bench-user', kind: 'member', roles: ['member'], perms: [], memberId: 'bench-member' };
  const claims = {
    kind: caller.kind,
    roles: caller.roles,
    perms: caller.perms,
    ...(caller.memberId ? { mid: caller.memberId } : {}),
  };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'EdDSA', kid: 'bench' })
    .setSubject(caller.sub)
    .setIssuer('trade-auth')
    .setAudience('trade')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);

  const children = [];
  let upstreamUrl = args['upstream-url'];
  if (args.real) {
    const notify = await startNotify();
    children.push(notify.proc);
    upstreamUrl = notify.url;
  } else if (!upstreamUrl) {
    const upstream = await child('upstream');
    children.push(upstream.proc);
    upstreamUrl = `http://127.0.0.1:${upstream.port}`;
  }
  const services = ['AUTH', 'CATALOG', 'MEMBER', 'CUSTOMS', 'FILES', 'NOTIFY'];
  const profileDir = path.join(root, 'artifacts', 'bench');
  if (args.profile) mkdirSync(profileDir, { recursive: true });
  const gateway = await child(
    'gateway',
    {
      INTERNAL_SECRET,
      JWKS_URL: `http://127.0.0.1:${jwks.address().port}/.well-known/jwks.json`,
      REDIS_KEY_PREFIX: 'gwbench:',
      RATE_LIMIT_MAX: '1000000000',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: 'off',
      ...Object.fromEntries(services.map((s) => [`${s}_URL`, upstreamUrl])),
    },
    args.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  children.push(gateway.proc);

  const identity = encodeIdentity(caller, INTERNAL_SECRET);
  const common = {
    method: args.method,
    body: args.body,
    headers: { 'content-type': 'application/json', lang: 'en' },
  };
  const direct = {
    ...common,
    url: upstreamUrl + args.target,
    // Services accept the gateway-signed identity; give the direct run the same.
    headers: {
      ...common.headers,
      'x-trade-identity': identity.value,
      'x-trade-identity-sig': identity.signature,
    },
  };
  const through = {
    ...common,
    url: `http://127.0.0.1:${gateway.port}/api${args.target}`,
    headers: { ...common.headers, authorization: `Bearer ${token}` },
  };

  const run = (opts, duration) =>
    new Promise((resolve, reject) =>
      autocannon(
        { ...opts, connections: Number(args.connections), duration, pipelining: 1 },
        (err, result) => (err ? reject(err) : resolve(result)),
      ),
    );

  // Sanity check, then warm both paths up (JIT, pools, token cache).
  const probe = await fetch(through.url, { method: args.method, headers: through.headers, body: args.body });
  if (probe.status >= 400) throw new Error(`gateway answered ${probe.status}: ${await probe.text()}`);
  await run(direct, 2);
  await run(through, 2);

  // CPU seconds per process during each run (Linux /proc), to see who the bottleneck is.
  const pids = { bench: process.pid, gateway: gateway.proc.pid, redis: await redisPid() };
  if (children.length > 1) pids.upstream = children[0].pid;
  if (args.real)
    console.log('upstream: notify, MongoDB-backed POST /admin/guestbook/page (200 messages, page of 20)');
  const rows = [];
  for (let round = 1; round <= Number(args.rounds); round++) {
    for (const [name, opts] of [
      ['direct', direct],
      ['through gateway', through],
    ]) {
      const before = cpuTimes(pids);
      const r = await run(opts, Number(args.duration));
      const after = cpuTimes(pids);
      const cpu = Object.keys(after)
        .filter((k) => before[k] !== undefined)
        .map((k) => `${k} ${((after[k] - before[k]) / Number(args.duration)).toFixed(2)}`)
        .join(', ');
      const bad = r.non2xx + r.errors + r.timeouts;
      // CPU per request of the process doing the work (upstream direct, gateway through):
      // steadier than req/s on a machine shared with other load.
      const worker = name === 'direct' ? 'upstream' : 'gateway';
      const perReq =
        after[worker] !== undefined ? ((after[worker] - before[worker]) * 1e6) / r.requests.total : NaN;
      rows.push({
        round,
        name,
        rps: r.requests.average,
        p99: r.latency.p99,
        p50: r.latency.p50,
        bad,
        cpu,
        perReq,
        worker,
      });
    }
  }

  console.log(
    `\n${args.method} ${args.target}  connections=${args.connections} duration=${args.duration}s  upstream=${upstreamUrl}`,
  );
  console.log(
    'round  path              req/s      p50 ms  p99 ms  non-2xx/errors  CPU µs/req          CPU cores used',
  );
  for (const r of rows) {
    const perReq = Number.isNaN(r.perReq) ? '-' : `${r.perReq.toFixed(0)} (${r.worker})`;
    console.log(
      `${String(r.round).padEnd(7)}${r.name.padEnd(18)}${r.rps.toFixed(0).padStart(8)}  ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)}  ${String(r.bad).padEnd(14)}  ${perReq.padEnd(18)}  ${r.cpu}`,
    );
  }
  const avg = (name) =>
    rows.filter((r) => r.name === name).reduce((s, r) => s + r.rps, 0) / Number(args.rounds);
  const ratio = avg('through gateway') / avg('direct');
  console.log(
    `through/direct = ${ratio.toFixed(3)}  (goal >= ${args.real ? '0.7 on a real read route' : '0.2 on a trivial route'})`,
  );

  for (const proc of children) proc.kill('SIGTERM');
  jwks.close();
  if (args.profile) console.log(`CPU profile of the gateway written to ${profileDir}`);
}

/** The notify service from services/notify/dist on its own database, seeded with guestbook messages. */
async function startNotify() {
  for (const name of ['MONGO_URL', 'KAFKA_BROKERS', 'REDIS_URL']) {
    if (!process.env[name])
      throw new Error(`--real needs ${name}: eval "$(bash infra/local/servers.sh env)"`);
  }
  const port = 39006;
  const proc = spawn(process.execPath, [path.join(root, 'services/notify/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      INTERNAL_SECRET,
      LOG_LEVEL: 'warn',
      MONGO_DB: `bench_notify_${Date.now()}`,
      // The direct run reuses one signed identity header for the whole measurement.
      IDENTITY_MAX_AGE: '3600',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 150) throw new Error('notify did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (let i = 0; i < 200; i++) {
    await fetch(`${url}/guestbook/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `客户 ${i}`,
        company: '宁波进出口有限公司',
        content: `询价：第 ${i} 批钢卷`,
        consent: true,
      }),
    });
  }
  return { proc, url };
}

/** utime + stime in seconds per named pid, from /proc (missing entries are skipped). */
function cpuTimes(pids) {
  const out = {};
  for (const [name, pid] of Object.entries(pids)) {
    if (!pid) continue;
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      out[name] = (Number(fields[11]) + Number(fields[12])) / 100;
      if (args['cpu-split']) out[`${name}.sys`] = Number(fields[12]) / 100;
    } catch {
      // not Linux, or the process is gone
    }
  }
  return out;
}

/** The pid of the Redis server at REDIS_URL when it runs on this machine, else undefined. */
async function redisPid() {
  const { Redis } = require('ioredis');
  const redis = new Redis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    const info = await redis.info('server');
    const pid = Number(/process_id:(\d+)/.exec(info)?.[1]);
    return ['127.0.0.1', 'localhost'].includes(redis.options.host) ? pid : undefined;
  } catch {
    return undefined;
  } finally {
    redis.disconnect();
  }
}
