#!/usr/bin/env node
// The customs declaration lists' index: one member with --rows declarations (default
// 100 000, beside 20 000 of other members) in a fresh OpenSearch index, then pages of it
// filtered (status, a date range) and sorted (appDate), by --callers concurrent callers
// (10), --requests each (100), as /member.kj.ceb621/page asks them. Prints p50/p99 in ms.
//
//   npx tsc -b && eval "$(bash infra/local/servers.sh env)" && node scripts/bench/customs-lists.mjs
//
// Measures first the index the lists answer from (services/customs/dist/declarations/declaration-index.js),
// then the same pages through the real customs service over HTTP (POST /member.kj.ceb621/page
// with the gateway's signed member headers, the service started on that index and a fresh
// database; autocannon asks, as the other benchmarks load their services, so that the
// client's own work weighs little), and the ingest throughput there: --messages (10) uploads of 100 CEB505 waybills
// each (XSD check, matching, store, index), in documents/s. Last, the Excel export of a
// filtered list (GET /member.kj.ceb621/excel, appTime from 2025-01-01 to the first day that
// makes the list reach --excel-rows, 50 000 by default, sorted by appDate): the download's rows
// (counted in the workbook with ExcelJS's streaming reader), bytes and time, and the service
// process's memory meanwhile (VmRSS from /proc/<pid>/status every 50 ms, and VmHWM): RSS before,
// the peak and the growth, against the target of less than 100 MB. --passes picks some of
// index, http, ingest and excel (all by default); the member gets at least --excel-rows
// declarations. The index and the database are dropped at the end.
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { startRole } from '../lib/bench-role.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'services', 'customs', 'package.json'));
const { DeclarationIndex } = require(
  path.join(root, 'services/customs/dist/declarations/declaration-index.js'),
);
const { searchClient, signedIdentityHeaders } = require(
  path.join(root, 'packages/service-kit/dist/index.js'),
);
const ExcelJS = require('exceljs');
const autocannon = createRequire(import.meta.url)('autocannon');

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    others: { type: 'string', default: '20000' },
    callers: { type: 'string', default: '10' },
    requests: { type: 'string', default: '100' },
    messages: { type: 'string', default: '10' },
    'excel-rows': { type: 'string', default: '50000' },
    passes: { type: 'string', default: 'index,http,ingest,excel' },
    role: { type: 'string' },
  },
});
const passes = new Set(args.passes.split(','));
const excelRows = Number(args['excel-rows']);
// The export needs the member to have that many declarations at least.
const rows = passes.has('excel') ? Math.max(Number(args.rows), excelRows) : Number(args.rows);
const run = randomBytes(3).toString('hex');
const prefix = `bench-customs-${run}-`;
const index = new DeclarationIndex(
  searchClient({ OPENSEARCH_URL: process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9200' }),
  prefix,
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

/** Runs `ask` --requests times for each of --callers concurrent callers; prints p50/p99. */
async function measure(label, ask) {
  const times = [];
  const started = Date.now();
  await Promise.all(
    Array.from({ length: Number(args.callers) }, async (_, caller) => {
      for (let i = 0; i < Number(args.requests); i += 1) {
        const t = performance.now();
        await ask(caller, i);
        times.push(performance.now() - t);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `${label}: ${times.length} pages by ${args.callers} callers in ${seconds.toFixed(1)} s: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
}

/**
 * The same pages as `measure`, asked of the service over HTTP with autocannon (as the other
 * benchmarks load their services): --callers connections, --requests pages each, every page
 * with its caller's filters; prints p50/p99 and fails on any answer that is not a full page.
 */
async function measureOverHttp(url, headers, filters) {
  const callers = Number(args.callers);
  let asked = 0;
  let bad = 0;
  const result = await new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: callers,
        amount: callers * Number(args.requests),
        requests: [
          {
            method: 'POST',
            path: '/member.kj.ceb621/page',
            headers: { ...headers, 'content-type': 'application/json' },
            setupRequest: (request) => {
              const n = asked++;
              const caller = n % callers;
              const i = Math.floor(n / callers);
              return {
                ...request,
                body: JSON.stringify({ pageNumber: 1 + (i % 5), pageSize: 20, ...filters(caller, i) }),
              };
            },
            onResponse: (status, body) => {
              if (status !== 200 || JSON.parse(body).data.total === 0) bad += 1;
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    ),
  );
  if (bad > 0 || result.errors > 0)
    throw new Error(`${bad} pages were not full pages, ${result.errors} errors`);
  console.log(
    `customs service over HTTP: ${result.requests.total} pages by ${callers} callers in ${Number(result.duration).toFixed(1)} s: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
}

const CARRIER = '4403180Z9P';

/** A CEB505 message of `count` waybills from CARRIER, valid against the XSD. */
function waybills(count, batch) {
  const guid = () => randomUUID().toUpperCase();
  const one = (n) => `
  <ceb:Logistics>
    <ceb:guid>${guid()}</ceb:guid>
    <ceb:appType>1</ceb:appType>
    <ceb:appTime>20250403101500</ceb:appTime>
    <ceb:appStatus>2</ceb:appStatus>
    <ceb:logisticsCode>${CARRIER}</ceb:logisticsCode>
    <ceb:logisticsName>深圳鹏程捷运国际货运代理有限公司</ceb:logisticsName>
    <ceb:logisticsNo>BENCH${batch}${String(n).padStart(5, '0')}US</ceb:logisticsNo>
    <ceb:freight>12.50</ceb:freight>
    <ceb:insuredFee>0</ceb:insuredFee>
    <ceb:currency>142</ceb:currency>
    <ceb:grossWeight>0.5</ceb:grossWeight>
    <ceb:packNo>1</ceb:packNo>
    <ceb:goodsInfo>手机壳${n}件</ceb:goodsInfo>
  </ceb:Logistics>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<ceb:CEB505Message guid="${guid()}" version="1.0" xmlns:ceb="http://www.chinaport.gov.cn/ceb">${Array.from(
    { length: count },
    (_, i) => one(i + 1),
  ).join('')}
  <ceb:BaseTransfer>
    <ceb:copCode>${CARRIER}</ceb:copCode>
    <ceb:copName>深圳鹏程捷运国际货运代理有限公司</ceb:copName>
    <ceb:dxpMode>DXP</ceb:dxpMode>
    <ceb:dxpId>DXPLGS0000048207</ceb:dxpId>
  </ceb:BaseTransfer>
</ceb:CEB505Message>`;
}

/** Uploads --messages messages of 100 waybills, one after another, as the member; prints documents/s. */
async function ingest(url, member) {
  const messages = Number(args.messages);
  const started = performance.now();
  for (let batch = 0; batch < messages; batch += 1) {
    const res = await fetch(`${url}/member.kj.message/upload`, {
      method: 'POST',
      headers: { ...member(), 'content-type': 'application/xml' },
      body: waybills(100, batch),
    });
    const body = await res.json();
    if (res.status !== 200 || body.data.matched !== 100)
      throw new Error(`the upload answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `ingest over HTTP: ${messages} messages of 100 CEB505 waybills in ${seconds.toFixed(1)} s: ${Math.round((messages * 100) / seconds)} documents/s`,
  );
}

const MB = 1024 * 1024;
const isoDay = (n) => day(n).toISOString().slice(0, 10);

/** The service process's VmRSS and VmHWM (its peak RSS so far), in bytes. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))[1]) * 1024;
  return { rss: kB('VmRSS'), hwm: kB('VmHWM') };
}

/**
 * The filter of the Excel pass: appTime from the first day of the bench's rows to the first
 * day at which the member's list (rows n of `row`, on day n % 365) reaches --excel-rows; with
 * the number of rows it selects.
 */
function excelFilter() {
  const perDay = new Array(365).fill(0);
  for (let n = 0; n < rows; n += 1) perDay[n % 365] += 1;
  let selected = 0;
  let last = -1;
  while (selected < excelRows && last < 364) {
    last += 1;
    selected += perDay[last];
  }
  if (selected < excelRows) throw new Error(`${rows} rows cannot make a list of ${excelRows}`);
  return {
    query: { view: 'all', dateFrom: isoDay(0), dateTo: isoDay(last), prop: 'appDate', order: 'asc' },
    selected,
  };
}

/** The data rows of an .xlsx file (its first row is the header), read with ExcelJS's streaming reader. */
async function workbookRows(file) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
  });
  let count = 0;
  let first;
  for await (const sheet of reader)
    for await (const line of sheet) {
      if (count === 1) first = line.getCell(1).value;
      count += 1;
    }
  return { rows: Math.max(0, count - 1), first };
}

/**
 * Downloads the Excel export of a list of at least --excel-rows rows from the service (process
 * `pid`) into a temporary file, sampling the process's memory every 50 ms; checks the
 * workbook's rows; prints rows, bytes, time and the memory before, at the peak and the growth.
 */
async function excel(url, member, pid) {
  const { query, selected } = excelFilter();
  const download = async (params, file) => {
    const res = await fetch(`${url}/member.kj.ceb621/excel?${new URLSearchParams(params)}`, {
      headers: member(),
    });
    if (res.status !== 200 || !res.headers.get('content-type')?.includes('spreadsheetml'))
      throw new Error(`the export answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    await pipeline(Readable.fromWeb(res.body), createWriteStream(file));
  };
  const file = path.join(os.tmpdir(), `bench-customs-${run}.xlsx`);
  try {
    // Warm-up: one small export (a day's rows) compiles the export's code paths.
    await download({ ...query, dateTo: query.dateFrom }, file);
    const before = memoryOf(pid);
    let peak = before.rss;
    let samples = 1;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryOf(pid).rss);
      samples += 1;
    }, 50);
    const started = performance.now();
    try {
      await download(query, file);
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const after = memoryOf(pid);
    peak = Math.max(peak, after.rss);
    // VmHWM catches a peak between two samples, when it was reached during the download.
    if (after.hwm > before.hwm) peak = Math.max(peak, after.hwm);
    const bytes = (await stat(file)).size;
    const read = await workbookRows(file);
    if (read.rows !== selected || read.first !== 'HY0')
      throw new Error(`the workbook has ${read.rows} rows (first ${read.first}), not the list's ${selected}`);
    const growth = (peak - before.rss) / MB;
    console.log(
      `excel over HTTP (GET /member.kj.ceb621/excel, appTime ${query.dateFrom}..${query.dateTo}, by appDate): ${read.rows} rows, ${(bytes / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s; service RSS before ${(before.rss / MB).toFixed(1)} MB, peak ${(peak / MB).toFixed(1)} MB (${samples} samples; VmHWM ${(before.hwm / MB).toFixed(1)} -> ${(after.hwm / MB).toFixed(1)} MB): growth ${growth.toFixed(1)} MB, under 100 MB: ${growth < 100 ? 'yes' : 'NO'}`,
    );
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * The customs service in a process of its own (as it runs on the platform), on the bench's
 * index and a database of its own, with the member's company known to it; `use` gets its
 * URL, `member()` (a member's headers, signed afresh as the gateway signs each request: they
 * expire) and the process's pid.
 */
async function throughService(use) {
  const secret = randomBytes(24).toString('hex');
  const { proc, port } = await startRole(fileURLToPath(import.meta.url), 'service', {
    INTERNAL_SECRET: secret,
    MONGO_DB: `bench_customs_${run}`,
    CUSTOMS_INDEX_PREFIX: prefix,
    CUSTOMS_INDEX_GROUP: `bench-customs-${run}-index`,
    CUSTOMS_COMPANY_GROUP: `bench-customs-${run}-companies`,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    KAFKAJS_NO_PARTITIONER_WARNING: '1',
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    const member = () =>
      signedIdentityHeaders(
        { sub: 'bench-account', kind: 'member', memberId: 'bench-member', roles: ['member'], perms: [] },
        secret,
      );
    // Warm-up: the service's first requests compile its code paths.
    for (let i = 0; i < 300; i += 1)
      await fetch(`${url}/member.kj.ceb621/page`, {
        method: 'POST',
        headers: { ...member(), 'content-type': 'application/json' },
        body: '{}',
      });
    await use(url, member, proc.pid);
  } finally {
    proc.kill('SIGTERM');
    await new Promise((resolve) => proc.once('exit', resolve));
  }
}

/** --role service: the customs service of throughService, until SIGTERM. */
async function serve() {
  const { buildCustoms } = require(path.join(root, 'services/customs/dist/app.js'));
  const service = await buildCustoms();
  // The member's company, as the member service's events would have told the service.
  await service.mongo.db.collection('company_codes').insertOne({
    _id: 'bench-member',
    memberId: 'bench-member',
    name: '深圳鹏程捷运国际货运代理有限公司',
    creditCode: '',
    customsCode: CARRIER,
    codes: [CARRIER],
    approved: true,
  });
  const url = await service.listen();
  process.stdout.write(`${JSON.stringify({ port: Number(new URL(url).port) })}\n`);
  process.on('SIGTERM', async () => {
    await service.mongo.db.dropDatabase().catch(() => undefined);
    await service.close();
    process.exit(0);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  try {
    await index.ensure();
    let started = Date.now();
    await load('bench-member', rows);
    await load('someone-else', Number(args.others));
    await index.refresh();
    console.log(
      `indexed ${rows + Number(args.others)} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const filters = (caller, i) => {
      const month = String(1 + ((caller + i) % 12)).padStart(2, '0');
      return {
        status: STATUSES[i % 4],
        dateFrom: `2025-${month}-01`,
        dateTo: `2025-${month}-28`,
        prop: 'appDate',
        order: 'desc',
      };
    };
    if (passes.has('index')) {
      // Warm-up: the first queries load the index's structures into memory.
      for (let i = 0; i < 50; i += 1)
        await index.page(
          { memberId: 'bench-member', type: '621', view: 'all', status: STATUSES[i % 4] },
          0,
          20,
        );
      await measure('index', (caller, i) =>
        index.page(
          { memberId: 'bench-member', type: '621', view: 'all', ...filters(caller, i) },
          (i % 5) * 20,
          20,
        ),
      );
    }
    if (['http', 'ingest', 'excel'].some((pass) => passes.has(pass)))
      await throughService(async (url, member, pid) => {
        if (passes.has('http')) await measureOverHttp(url, member(), filters);
        if (passes.has('ingest')) await ingest(url, member);
        if (passes.has('excel')) await excel(url, member, pid);
      });
  } finally {
    await index.drop();
  }
}

if (args.role === 'service') await serve();
else await main();
