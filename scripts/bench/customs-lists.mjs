#!/usr/bin/env node
// The customs declaration lists' index: one member with --rows declarations (default
// 100 000, beside 20 000 of other members) in a fresh OpenSearch index, then pages of it
// filtered (status, a date range) and sorted (appDate), by --callers concurrent callers
// (10), --requests each (100), as /member.kj.ceb621/page asks them. Prints p50/p99 in ms.
//
//   npx tsc -b && eval "$(bash infra/local/servers.sh env)" && node scripts/bench/customs-lists.mjs
//
// Measures the index the lists answer from (services/customs/dist/declarations/declaration-index.js),
// not the HTTP layer in front of it; the index is dropped at the end.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'services', 'customs', 'package.json'));
const { DeclarationIndex } = require(
  path.join(root, 'services/customs/dist/declarations/declaration-index.js'),
);
const { searchClient } = require(path.join(root, 'packages/service-kit/dist/index.js'));

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    others: { type: 'string', default: '20000' },
    callers: { type: 'string', default: '10' },
    requests: { type: 'string', default: '100' },
  },
});
const rows = Number(args.rows);
const index = new DeclarationIndex(
  searchClient({ OPENSEARCH_URL: process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9200' }),
  `bench-customs-${randomBytes(3).toString('hex')}-`,
);
const STATUSES = ['received', '120', '399', '800', '100'];
const day = (n) => new Date(Date.UTC(2025, 0, 1) + (n % 365) * 86_400_000);

function row(memberId, n) {
  const at = day(n);
  return {
    id: `621:${memberId}:CIV${String(n).padStart(12, '0')}`,
    memberId,
    type: '621',
    direction: 'import',
    status: STATUSES[n % STATUSES.length],
    error: n % STATUSES.length === 4,
    invalid: false,
    errorMessage: '',
    returnStatus: null,
    returnInfo: '',
    orderNo: `HY${n}`,
    logisticsNo: `HYX${n}CN`,
    invtNo: '',
    copNo: `CIV${n}`,
    preNo: '',
    billNo: '',
    payTransactionId: '',
    ebcCode: '3301960T2M',
    ebcName: '杭州禾屿跨境贸易有限公司',
    ebpCode: '3301960K8P',
    ebpName: '',
    logisticsCode: '3301980Q7F',
    agentCode: '3301960T2M',
    payCode: '',
    appType: '1',
    appStatus: '2',
    appTime: '',
    amount: '603.00',
    currency: '142',
    itemCount: 2,
    source: 'exchange',
    appDate: at.toISOString(),
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
  };
}

async function load(memberId, count) {
  for (let from = 0; from < count; from += 5000) {
    const body = [];
    for (let n = from; n < Math.min(count, from + 5000); n += 1) {
      const doc = row(memberId, n);
      body.push({ index: { _index: index.name, _id: doc.id } }, doc);
    }
    const res = await index.client.bulk({ body });
    if (res.body.errors) throw new Error('bulk indexing failed');
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

try {
  await index.ensure();
  let started = Date.now();
  await load('bench-member', rows);
  await load('someone-else', Number(args.others));
  await index.refresh();
  console.log(
    `indexed ${rows + Number(args.others)} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  // Warm-up: the first queries load the index's structures into memory.
  for (let i = 0; i < 50; i += 1)
    await index.page({ memberId: 'bench-member', type: '621', view: 'all', status: STATUSES[i % 4] }, 0, 20);
  const times = [];
  started = Date.now();
  await Promise.all(
    Array.from({ length: Number(args.callers) }, async (_, caller) => {
      for (let i = 0; i < Number(args.requests); i += 1) {
        const t = performance.now();
        const month = String(1 + ((caller + i) % 12)).padStart(2, '0');
        await index.page(
          {
            memberId: 'bench-member',
            type: '621',
            view: 'all',
            status: STATUSES[i % 4],
            dateFrom: `2025-${month}-01`,
            dateTo: `2025-${month}-28`,
            prop: 'appDate',
            order: 'desc',
          },
          (i % 5) * 20,
          20,
        );
        times.push(performance.now() - t);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `${times.length} pages by ${args.callers} callers in ${seconds.toFixed(1)} s: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
} finally {
  await index.drop();
}
