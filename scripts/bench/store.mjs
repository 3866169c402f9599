// The local document store, backend against backend: the same FerretDB binary on SQLite
// and on PostgreSQL (and a real MongoDB when MONGO_URL names one), each seeded with the
// same documents, asked the queries the platform's lists ask.
//
//   node scripts/bench/store.mjs [--sizes 10000,100000] [--calls 10] [--concurrency 10]
//
// It starts its own FerretDB processes on free ports (SQLite in a temporary folder,
// PostgreSQL on a `bench_store` database of the local PostgreSQL, which it starts with
// `servers.sh start-one pg` if needed) and removes their data when done. Figures are
// milliseconds per call; noisy machines make ratios the figures to trust.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { root } from '../lib/platform.mjs';

const { MongoClient } = mongoose.mongo;

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    members: { type: 'string', default: '100' },
    calls: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '10' },
    // Each query's calls, and the concurrent run, stop after this many seconds (at least two
    // calls, one round): SQLite at 100,000 documents takes seconds a call.
    'seconds-per-query': { type: 'string', default: '20' },
    'concurrent-seconds': { type: 'string', default: '20' },
    backends: { type: 'string', default: 'sqlite,postgresql' },
  },
});
const sizes = args.sizes.split(',').map(Number);
const members = Number(args.members);
const calls = Number(args.calls);
const concurrency = Number(args.concurrency);
const concurrentSeconds = Number(args['concurrent-seconds']);
const secondsPerQuery = Number(args['seconds-per-query']);
const wantedBackends = args.backends.split(',');

const servers = path.join(root, 'infra/local/servers.sh');
const serverEnv = Object.fromEntries(
  Array.from(
    execFileSync('bash', [servers, 'env'], { encoding: 'utf8' }).matchAll(/export\s+(\w+)=(\S+)/g),
    (m) => [m[1], m[2]],
  ),
);
const pgPort = process.env.PG_PORT ?? '5433';
const ferretdb = path.join(
  process.env.TRADE_CACHE_DIR ?? path.join(process.env.HOME, '.cache/trade-platform'),
  'ferretdb-v1.24.2/bin/ferretdb',
);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startFerret(handlerArgs) {
  const port = await freePort();
  const state = mkdtempSync(path.join(tmpdir(), 'bench-ferret-state-'));
  const child = spawn(
    ferretdb,
    [
      ...handlerArgs,
      `--listen-addr=127.0.0.1:${port}`,
      `--state-dir=${state}`,
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=error',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  // An interrupted run must not leave its FerretDB behind.
  process.on('exit', () => child.kill());
  const url = `mongodb://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      const client = await MongoClient.connect(url, { serverSelectionTimeoutMS: 500 });
      await client.db('admin').command({ ping: 1 });
      await client.close();
      return { url, stop: () => (child.kill(), rmSync(state, { recursive: true, force: true })) };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill();
  throw new Error(`FerretDB ${handlerArgs[0]} did not answer on ${url}`);
}

async function backends() {
  const list = [];
  if (wantedBackends.includes('sqlite')) await addSqlite(list);
  if (wantedBackends.includes('postgresql')) await addPostgresql(list);
  if (process.env.MONGO_URL && process.env.MONGO_URL !== serverEnv.MONGO_URL)
    list.push({ name: 'MongoDB (MONGO_URL)', url: process.env.MONGO_URL, stop: () => {} });
  return list;
}

async function addSqlite(list) {
  const sqliteDir = mkdtempSync(path.join(tmpdir(), 'bench-sqlite-'));
  const sqlite = await startFerret(['--handler=sqlite', `--sqlite-url=file:${sqliteDir}/`]);
  list.push({
    name: 'FerretDB on SQLite',
    url: sqlite.url,
    stop: () => (sqlite.stop(), rmSync(sqliteDir, { recursive: true, force: true })),
  });
}

async function addPostgresql(list) {
  execFileSync('bash', [servers, 'start-one', 'pg'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const psql = (sql) =>
    execFileSync(
      'psql',
      [
        '-X',
        '-q',
        '-tA',
        '-v',
        'ON_ERROR_STOP=1',
        '-h',
        '127.0.0.1',
        '-p',
        pgPort,
        '-U',
        'postgres',
        '-d',
        'postgres',
        '-c',
        sql,
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' },
      },
    );
  psql('DROP DATABASE IF EXISTS bench_store WITH (FORCE)');
  psql('CREATE DATABASE bench_store');
  // The same GIN indexes servers.sh gives FerretDB's own database.
  execFileSync(
    'psql',
    [
      '-X',
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '-h',
      '127.0.0.1',
      '-p',
      pgPort,
      '-U',
      'postgres',
      '-d',
      'bench_store',
    ],
    {
      input: readFileSync(path.join(root, 'infra/local/pg/ferretdb-indexes.sql')),
      env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' },
    },
  );
  const pg = await startFerret([
    '--handler=postgresql',
    `--postgresql-url=postgres://postgres@127.0.0.1:${pgPort}/bench_store`,
  ]);
  list.push({
    name: 'FerretDB on PostgreSQL',
    url: pg.url,
    stop: () => (pg.stop(), psql('DROP DATABASE IF EXISTS bench_store WITH (FORCE)')),
  });
}

const STATUSES = ['pending', 'approved', 'approved', 'approved', 'rejected', 'hidden'];

/** `size` supplies spread evenly over `members` members, shaped like the catalog's. */
async function seed(collection, size) {
  await collection.createIndex({ memberId: 1, createdAt: -1 });
  await collection.createIndex({ status: 1, createdAt: -1 });
  const start = Date.parse('2026-01-01T00:00:00Z');
  const batch = 1000;
  for (let from = 0; from < size; from += batch) {
    const docs = [];
    for (let i = from; i < Math.min(size, from + batch); i += 1) {
      docs.push({
        memberId: `m${String(i % members).padStart(4, '0')}`,
        status: STATUSES[i % STATUSES.length],
        createdAt: new Date(start + i * 60000),
        price: (i * 7919) % 100000,
        title: `供应 钢材 ${i}`,
        category: `c${i % 40}`,
        country: ['CN', 'RU', 'KZ', 'UZ'][i % 4],
        quantity: 1 + (i % 500),
        description: '热轧卷板，规格齐全，可按需定制。'.repeat(4),
        _outboxPending: i % 1000 === 0,
      });
    }
    await collection.insertMany(docs, { ordered: false });
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

async function timed(fn) {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function meanOf(fn) {
  await fn(); // warm the connection and any cache
  const deadline = Date.now() + secondsPerQuery * 1000;
  let total = 0;
  let count = 0;
  while (count < calls && (count < 2 || Date.now() < deadline)) {
    total += await timed(fn);
    count += 1;
  }
  return total / count;
}

/** Page plus count, the way a list endpoint asks them, `concurrency` callers at once. */
async function concurrent(memberPage) {
  const samples = [];
  const deadline = Date.now() + concurrentSeconds * 1000;
  for (let round = 0; round < 20 && Date.now() < deadline; round += 1) {
    const times = await Promise.all(
      Array.from({ length: concurrency }, (_, caller) => timed(() => memberPage(caller + round))),
    );
    samples.push(...times);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), n: samples.length };
}

async function queries(collection) {
  const [{ _id: someId }] = await collection.find({ memberId: 'm0003' }).limit(1).toArray();
  const member = (i) => `m${String(i % members).padStart(4, '0')}`;
  const memberPage = (i = 7) =>
    Promise.all([
      collection
        .find({ memberId: member(i) })
        .sort({ createdAt: -1 })
        .limit(20)
        .toArray(),
      collection.countDocuments({ memberId: member(i) }),
    ]);
  return {
    memberPage,
    table: [
      [
        'find({memberId}).sort({createdAt:-1}).limit(20)',
        () =>
          collection
            .find({ memberId: member(7) })
            .sort({ createdAt: -1 })
            .limit(20)
            .toArray(),
      ],
      ['countDocuments({memberId})', () => collection.countDocuments({ memberId: member(7) })],
      ['member page + count (one list call)', () => memberPage()],
      ['findOne({_id})', () => collection.findOne({ _id: someId })],
      [
        'find({status}).sort({createdAt:-1}).limit(20)',
        () => collection.find({ status: 'approved' }).sort({ createdAt: -1 }).limit(20).toArray(),
      ],
      [
        'find({price: {$gte, $lt}}).limit(20)',
        () =>
          collection
            .find({ price: { $gte: 1000, $lt: 2000 } })
            .limit(20)
            .toArray(),
      ],
      [
        'find({_outboxPending: true}) (outbox sweep)',
        () => collection.find({ _outboxPending: true }).toArray(),
      ],
    ],
  };
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
const list = await backends();
const results = {}; // results[size][backend] = { rows: {query: ms}, concurrent }
try {
  for (const size of sizes) {
    results[size] = {};
    for (const backend of list) {
      const client = await MongoClient.connect(backend.url, { maxPoolSize: concurrency + 5 });
      const db = client.db(`bench_store_${size}`);
      await db.dropDatabase();
      const collection = db.collection('supplies');
      const seeded = await timed(() => seed(collection, size));
      const { table, memberPage } = await queries(collection);
      const rows = {};
      for (const [name, fn] of table) rows[name] = await meanOf(fn);
      const load = await concurrent(memberPage);
      results[size][backend.name] = { rows, load, seeded };
      console.error(`${backend.name}, ${size} documents: seeded in ${(seeded / 1000).toFixed(1)} s`);
      await db.dropDatabase();
      await client.close();
    }
  }
} finally {
  for (const backend of list) backend.stop();
}

const names = list.map((b) => b.name);
for (const size of sizes) {
  console.log(
    `\n${size.toLocaleString('en')} documents, ${members} members (${(size / members).toLocaleString('en')} each); ms, mean of up to ${calls} calls (${secondsPerQuery} s at most a query)`,
  );
  const sqlite = results[size]['FerretDB on SQLite']?.rows;
  const pg = results[size]['FerretDB on PostgreSQL']?.rows;
  const ratioHeader = sqlite && pg ? ' PostgreSQL : SQLite |' : '';
  console.log(`| query | ${names.join(' | ')} |${ratioHeader}`);
  console.log(`|---|${names.map(() => '---|').join('')}${ratioHeader ? '---|' : ''}`);
  for (const query of Object.keys(results[size][names[0]].rows)) {
    const cells = names.map((n) => fmt(results[size][n].rows[query]));
    const ratio = ratioHeader ? ` ${(pg[query] / sqlite[query]).toFixed(3)} |` : '';
    console.log(`| \`${query}\` | ${cells.join(' | ')} |${ratio}`);
  }
  const loads = names.map((n) => {
    const { p50, p99, n: count } = results[size][n].load;
    return `p50 ${fmt(p50)} / p99 ${fmt(p99)} (${count} calls)`;
  });
  console.log(`| member page + count, ${concurrency} concurrent callers | ${loads.join(' | ')} | |`);
}
