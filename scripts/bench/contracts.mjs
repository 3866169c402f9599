#!/usr/bin/env node
// Contract list benchmark: seeds a member with 1,000 contracts (and 40 other members with
// 100 each) into a fresh member database on the local store, starts the real member
// service as a separate process, and asks /home/member.Contract/page (20 rows and the
// total) as that member: first one caller, call after call, then 10 concurrent callers.
// Goal: under 100 ms for one caller. The page reads the member's list (one document,
// contract_lists, holding all its rows; the first call builds it from the seeded rows).
// The member service is asked directly with the
// identity the gateway would sign (the gateway's own cost is scripts/bench/gateway.mjs').
//
//   eval "$(bash infra/local/servers.sh env)" && npx tsc -b && node scripts/bench/contracts.mjs
//   options: --contracts 1000 --others 40 --calls 50 --duration 10 --connections 10
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { startRole } from '../lib/bench-role.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const require = createRequire(path.join(root, 'services', 'member', 'package.json'));

const { values: args } = parseArgs({
  options: {
    role: { type: 'string' },
    contracts: { type: 'string', default: '1000' },
    others: { type: 'string', default: '40' },
    calls: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const INTERNAL_SECRET = process.env.INTERNAL_SECRET ?? 'bench-internal-secret-0123456789';
const MEMBER = 'bench-member-0';

async function runMember() {
  const { buildMember } = require(path.join(root, 'services', 'member', 'dist', 'app.js'));
  const { loadMemberConfig } = require(path.join(root, 'services', 'member', 'dist', 'config.js'));
  const member = await buildMember(loadMemberConfig(process.env));
  const address = await member.listen();
  process.stdout.write(JSON.stringify({ port: Number(new URL(address).port) }) + '\n');
  process.on('SIGTERM', () => member.close().then(() => process.exit(0)));
}

const child = (role, env) => startRole(fileURLToPath(import.meta.url), role, env);

const STATUSES = ['draft', 'submitted', 'approved', 'executing', 'completed', 'rejected', 'terminated'];
const GOODS = ['非转基因大豆', '松木板材', '螺纹钢', '动力煤', '帝王蟹', '钾肥'];

/** A contract document and its list row, as the member service writes them (amounts in minor units). */
function seed(memberId, i, now) {
  const _id = (0xc0000000 + i).toString(16).padStart(24, '0');
  const status = STATUSES[i % STATUSES.length];
  const lines = Array.from({ length: 3 }, (_, k) => ({
    name: GOODS[(i + k) % GOODS.length],
    spec: '一级',
    quantity: (10 + ((i * 7 + k) % 500)) * 1000,
    unit: 'ton',
    unitPrice: (1000 + ((i * 13 + k) % 5000)) * 10000,
    amount: 0,
  }));
  for (const line of lines) line.amount = Math.round((line.quantity * line.unitPrice) / 100000);
  const totalAmount = lines.reduce((sum, line) => sum + line.amount, 0);
  const changedAt = new Date(now - i * 60_000);
  const number = `HT${2025}${String(i).padStart(6, '0')}`;
  const party = (name, code, member) => ({
    memberId: member,
    name,
    creditCode: code,
    check: 'match',
    registryName: name,
    checkedAt: changedAt,
  });
  const contract = {
    _id,
    memberId,
    kind: 'member',
    serviceType: '',
    number,
    numberKey: number,
    title: `${GOODS[i % GOODS.length]}采购合同 ${i}`,
    buyer: party('漠河边贸有限公司', '91232700MA1BT0001C', memberId),
    seller: party('同江口岸贸易有限公司', '91230881MA1BT00026', ''),
    side: 'buyer',
    currency: 'CNY',
    lines,
    totalAmount,
    incoterms: 'FOB',
    portOfLoading: '符拉迪沃斯托克',
    portOfDischarge: '绥芬河',
    signedAt: changedAt.toISOString().slice(0, 10),
    remark: '',
    attachments: [],
    quoteId: '',
    status,
    partyMismatch: false,
    rejectReason: '',
    terminateReason: '',
    submittedAt: status === 'draft' ? null : changedAt,
    reviewedBy: '',
    reviewedAt: null,
    milestones: [],
    version: 3,
    deletedAt: null,
    createdAt: changedAt,
    updatedAt: changedAt,
  };
  const row = {
    _id: `${_id}:${memberId}`,
    memberId,
    contractId: _id,
    number,
    kind: 'member',
    role: 'filer',
    status,
    partyMismatch: false,
    changedAt,
    version: 3,
    view: JSON.stringify({
      id: _id,
      kind: 'member',
      number,
      title: contract.title,
      role: 'filer',
      buyerName: contract.buyer.name,
      sellerName: contract.seller.name,
      currency: 'CNY',
      totalAmount: (totalAmount / 100).toFixed(2),
      signedAt: contract.signedAt,
      status,
      partyMismatch: false,
      lastMilestone: '',
      lastMilestoneDate: '',
      updatedAt: changedAt.toISOString(),
    }),
  };
  return { contract, row };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  for (const name of ['MONGO_URL', 'KAFKA_BROKERS', 'REDIS_URL']) {
    if (!process.env[name]) {
      console.error(`${name} is required: eval "$(bash infra/local/servers.sh env)"`);
      process.exit(1);
    }
  }
  const { MongoClient } = require(
    require.resolve('mongodb', { paths: [path.join(root, 'packages', 'service-kit')] }),
  );
  const { encodeIdentity } = require(path.join(root, 'packages', 'contracts', 'dist', 'index.js'));
  const autocannon = require('autocannon');
  const db = `bench_member_${Date.now().toString(36)}`;
  const client = new MongoClient(process.env.MONGO_URL, { retryWrites: false });
  await client.connect();
  const children = [];
  try {
    const mine = Number(args.contracts);
    const others = Number(args.others);
    const now = Date.now();
    let t = Date.now();
    const docs = [];
    for (let i = 0; i < mine; i += 1) docs.push(seed(MEMBER, i, now));
    for (let m = 1; m <= others; m += 1)
      for (let i = 0; i < 100; i += 1) docs.push(seed(`bench-member-${m}`, mine + (m - 1) * 100 + i, now));
    for (let i = 0; i < docs.length; i += 500) {
      const slice = docs.slice(i, i + 500);
      await client
        .db(db)
        .collection('contracts')
        .insertMany(slice.map((d) => d.contract));
      await client
        .db(db)
        .collection('contract_rows')
        .insertMany(slice.map((d) => d.row));
    }
    console.log(
      `seeded ${docs.length} contracts (${mine} of the benchmarked member) into ${db} in ${Date.now() - t} ms`,
    );

    // The store alone: the page's two queries as the service asks them, from this process.
    const rows = client.db(db).collection('contract_rows');
    const raw = [];
    for (let i = 0; i < 15; i += 1) {
      const start = performance.now();
      await Promise.all([
        rows.find({ memberId: MEMBER }).sort({ changedAt: -1 }).limit(20).toArray(),
        rows.countDocuments({ memberId: MEMBER }),
      ]);
      raw.push(performance.now() - start);
    }
    raw.sort((x, y) => x - y);
    console.log(
      `store alone (rows + count): p50 ${raw[7].toFixed(1)} ms  min ${raw[0].toFixed(1)} ms  max ${raw[14].toFixed(1)} ms`,
    );

    t = Date.now();
    const member = await child('member', {
      PORT: '0',
      HOST: '127.0.0.1',
      INTERNAL_SECRET,
      MONGO_DB: db,
      LOG_LEVEL: 'warn',
      CONTRACT_CONSUMER_GROUP: `${db}-contracts`,
    });
    children.push(member.proc);
    console.log(`member service listened in ${Date.now() - t} ms`);

    const identity = encodeIdentity(
      { sub: 'bench-account', kind: 'member', roles: ['member'], perms: [], memberId: MEMBER },
      INTERNAL_SECRET,
    );
    const url = `http://127.0.0.1:${member.port}/home/member.Contract/page`;
    const headers = {
      'content-type': 'application/json',
      lang: 'zh-cn',
      'x-trade-identity': identity.value,
      'x-trade-identity-sig': identity.signature,
    };
    const body = JSON.stringify({ pageNumber: 1, pageSize: 20 });
    const probe = await fetch(url, { method: 'POST', headers, body });
    const json = await probe.json();
    if (probe.status !== 200) throw new Error(`page answered ${probe.status}: ${JSON.stringify(json)}`);
    if (json.data.total !== mine) throw new Error(`page total ${json.data.total}, expected ${mine}`);

    // The store alone, the two ways a page can be read, interleaved so that a busy machine
    // weighs on both alike: the rows' sort and count (every one of the member's rows decoded,
    // twice) against the member's list (one document holding all its rows).
    const lists = client.db(db).collection('contract_lists');
    const byRows = [];
    const byList = [];
    for (let i = 0; i < 15; i += 1) {
      let start = performance.now();
      await Promise.all([
        rows.find({ memberId: MEMBER }).sort({ changedAt: -1 }).limit(20).toArray(),
        rows.countDocuments({ memberId: MEMBER }),
      ]);
      byRows.push(performance.now() - start);
      start = performance.now();
      const list = await lists.findOne({ _id: MEMBER });
      JSON.parse(list.entries).sort((x, y) => y[1] - x[1]);
      byList.push(performance.now() - start);
    }
    byRows.sort((x, y) => x - y);
    byList.sort((x, y) => x - y);
    console.log(
      `store alone, interleaved: rows sorted + counted p50 ${byRows[7].toFixed(1)} ms | the member's list p50 ${byList[7].toFixed(1)} ms`,
    );

    // One caller, call after call (after a warm-up).
    for (let i = 0; i < 5; i += 1) await (await fetch(url, { method: 'POST', headers, body })).arrayBuffer();
    const times = [];
    for (let i = 0; i < Number(args.calls); i += 1) {
      const start = performance.now();
      await (await fetch(url, { method: 'POST', headers, body })).arrayBuffer();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const ms = (n) => n.toFixed(1);
    console.log(
      `\ncontract page (/home/member.Contract/page), 20 rows of ${json.data.total}, first row ${json.data.rows[0].number} ${json.data.rows[0].totalAmount} ${json.data.rows[0].currency}`,
    );
    console.log(
      `  one caller, ${times.length} calls: p50 ${ms(percentile(times, 50))} ms  p99 ${ms(percentile(times, 99))} ms  max ${ms(times.at(-1))} ms` +
        `  ${percentile(times, 50) < 100 ? '(goal < 100 ms: met)' : '(goal < 100 ms: NOT met)'}`,
    );
    const r = await new Promise((resolve, reject) =>
      autocannon(
        {
          url,
          method: 'POST',
          body,
          headers,
          connections: Number(args.connections),
          duration: Number(args.duration),
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      ),
    );
    console.log(
      `  ${args.connections} concurrent callers, ${args.duration} s: p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  max ${r.latency.max} ms | ` +
        `${Math.round(r.requests.average)} req/s | non-2xx ${r.non2xx} errors ${r.errors}`,
    );
  } finally {
    for (const proc of children) proc.kill('SIGTERM');
    await client
      .db(db)
      .dropDatabase()
      .catch(() => undefined);
    await client.close();
  }
}

if (args.role === 'member') await runMember();
else await main();
