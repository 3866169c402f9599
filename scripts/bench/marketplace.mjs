#!/usr/bin/env node
// Marketplace read benchmark: seeds approved supplies (10,000 by default, up to
// 1,000,000) and demands straight into the search engine with bulk requests (the
// documents the search projection makes, under a fresh index prefix; the public lists
// never read the store), starts the real catalog service and the real gateway as
// separate processes, and runs the public lists and searches at 10 and 50 concurrent
// connections through the gateway. Prints p99 latency and requests/s.
// Goals: /home/product/page p99 < 100 ms and keyword search p99 < 150 ms at 10 connections.
//
// With --categories N it also seeds a category tree of N categories (three levels) and
// measures the portal's category menu, /home/Category/page, served whole from the
// catalog's cached tree, at 10 and 50 connections. Goal: p99 < 20 ms at 10.
//
//   eval "$(bash infra/local/servers.sh env)" && npx tsc -b && node scripts/bench/marketplace.mjs
//   options: --supplies 10000 --demands 2000 --categories 0 --duration 10 --connections 10,50
//            --list-cache-ms N (the catalog's public list cache; 0: none, every request searches)
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { startRole } from '../lib/bench-role.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const require = createRequire(path.join(root, 'gateway', 'package.json'));

const { values: args } = parseArgs({
  options: {
    role: { type: 'string' },
    supplies: { type: 'string', default: '10000' },
    demands: { type: 'string', default: '2000' },
    categories: { type: 'string', default: '0' },
    'list-cache-ms': { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10,50' },
  },
});
const INTERNAL_SECRET = process.env.INTERNAL_SECRET ?? 'bench-internal-secret-0123456789';

async function runCatalog() {
  const { buildCatalog } = require(path.join(root, 'services', 'catalog', 'dist', 'app.js'));
  const { loadCatalogConfig } = require(path.join(root, 'services', 'catalog', 'dist', 'config.js'));
  const catalog = await buildCatalog(loadCatalogConfig(process.env));
  const address = await catalog.listen();
  process.stdout.write(
    JSON.stringify({
      port: Number(new URL(address).port),
      loaded: await catalog.search.countOpen('supply'),
    }) + '\n',
  );
  process.on('SIGTERM', () => catalog.close().then(() => process.exit(0)));
}

async function runGateway() {
  const { buildGateway } = require(path.join(root, 'gateway', 'dist', 'app.js'));
  const { loadConfig } = require(path.join(root, 'gateway', 'dist', 'config', 'env.js'));
  const gateway = await buildGateway(loadConfig(process.env));
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(JSON.stringify({ port: gateway.app.server.address().port }) + '\n');
  process.on('SIGTERM', () => gateway.app.close().then(() => process.exit(0)));
}

const child = (role, env) => startRole(fileURLToPath(import.meta.url), role, env);

const WORDS = {
  grain: ['大豆', '玉米', '小麦', '大米', '葵花籽油', '菜籽油', 'soybean', 'wheat'],
  timber: ['松木', '桦木', '原木', '板材', 'timber', 'pine'],
  metal: ['钢材', '铜板', '铝锭', '螺纹钢', 'steel', 'copper'],
  coal: ['动力煤', '焦煤', '无烟煤', 'coal'],
  seafood: ['帝王蟹', '鳕鱼', '三文鱼', 'crab', 'cod'],
  fertilizer: ['钾肥', '尿素', '磷肥', 'potash', 'urea'],
};
const ADJ = ['优质', '东北', '进口', '新季', '出口级', '散装', '精选', 'premium', 'bulk'];
const COUNTRIES = ['CN', 'RU', 'KZ', 'MN', 'BY', 'UZ'];
const UNITS = ['ton', 'kilogram', 'box', 'piece'];

/**
 * Gallery files as the files service would have answered them: 50 images shared by the
 * seeded items. The benchmark writes the catalog's documents directly (ids and their
 * display URLs, as the catalog stores them after checking with files), and public reads
 * never call the files service, so none runs here.
 */
const FILES = Array.from({ length: 50 }, (_, i) => ({
  id: (0xbe4c00000000 + i).toString(16).padStart(24, '0'),
  src: `/api/basic.file/view/2025/01/${(0xbe4c + i).toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`,
}));

/**
 * A tree of `n` categories: roots of 10 children, each child with 9 leaves (about 100 per
 * root), with names in the three languages, as the back office would have saved them.
 */
function seedCategories(n) {
  const rows = [];
  const name = (label) => ({ 'zh-cn': `分类${label}`, en: `Category ${label}`, ru: `Категория ${label}` });
  const add = (id, parentId, label) =>
    rows.length < n &&
    rows.push({ _id: id, parentId, name: name(label), sortOrder: rows.length, deletedAt: null });
  for (let r = 0; rows.length < n; r += 1) {
    add(`bench-${r}`, null, `${r}`);
    for (let c = 0; c < 10; c += 1) {
      add(`bench-${r}-${c}`, `bench-${r}`, `${r}.${c}`);
      for (let l = 0; l < 9; l += 1) add(`bench-${r}-${c}-${l}`, `bench-${r}-${c}`, `${r}.${c}.${l}`);
    }
  }
  return rows;
}

function seedDocs(n, kind, start = 0) {
  const categories = Object.keys(WORDS);
  const now = Date.now();
  return Array.from({ length: n }, (_, k) => {
    const i = start + k;
    const categoryId = categories[i % categories.length];
    const words = WORDS[categoryId];
    const word = words[Math.floor(i / 6) % words.length];
    const created = new Date(now - (i % 90) * 86_400_000);
    return {
      _id: `${kind === 'demand' ? 'd' : 's'}${String(i).padStart(23, '0')}`,
      memberId: `bench-member-${i % 500}`,
      name: `${kind === 'demand' ? '求购' : ''}${ADJ[i % ADJ.length]}${word} ${i}`,
      description: `${word} ${ADJ[(i * 3) % ADJ.length]} 长期稳定供货 批次${i}`,
      brand: '',
      price: 100 + (i % 1000),
      quantity: 1 + ((i * 37) % 5000),
      unit: UNITS[i % UNITS.length],
      origin: '',
      validUntil: new Date(now + (30 + (i % 60)) * 86_400_000),
      categoryId,
      country: COUNTRIES[Math.floor(i / 48) % COUNTRIES.length],
      gallery: [FILES[i % 50].id],
      images: [FILES[i % 50].src],
      lang: 'zh-cn',
      sortOrder: 0,
      visible: true,
      status: 'open',
      auditStatus: 'approved',
      rejectReason: '',
      companyName: `公司${i % 500}`,
      contact: '',
      phone: '',
      email: 'bench@example.com',
      deletedAt: null,
      createdAt: created,
      updatedAt: created,
    };
  });
}

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
  const autocannon = require('autocannon');
  const db = `bench_catalog_${Date.now().toString(36)}`;
  const client = new MongoClient(process.env.MONGO_URL, { retryWrites: false });
  await client.connect();
  const children = [];
  let indices = null;
  try {
    const supplies = Number(args.supplies);
    const demands = Number(args.demands);
    let t = Date.now();
    const dist = (file) => require(path.join(root, 'services', 'catalog', 'dist', ...file.split('/')));
    const { searchClient } = require(path.join(root, 'packages', 'service-kit', 'dist', 'index.js'));
    const { SearchIndices } = dist('search/search-indices.js');
    const { productDocument, supplierSummary } = dist('search/search-documents.js');
    indices = new SearchIndices(
      searchClient({ OPENSEARCH_URL: process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9200' }),
      `${db}_`,
    );
    await indices.ensure();
    for (const name of ['supplies', 'demands'])
      await indices.client.indices.putSettings({
        index: indices.alias(name),
        body: { index: { refresh_interval: '-1' } },
      });
    // The bulk path: the projection's documents, 5,000 a request, straight into the aliases.
    const bulk = async (name, rows) => {
      const { body } = await indices.client.bulk({
        index: indices.alias(name),
        body: rows.flatMap(([id, doc]) => [{ index: { _id: id } }, doc]),
      });
      if (body.errors)
        throw new Error(`bulk refused: ${JSON.stringify(body.items.find((item) => item.index?.error))}`);
    };
    const byMember = new Map();
    for (const [kind, total, name] of [
      ['supply', supplies, 'supplies'],
      ['demand', demands, 'demands'],
    ]) {
      for (let start = 0; start < total; start += 5000) {
        const docs = seedDocs(Math.min(5000, total - start), kind, start);
        await bulk(
          name,
          docs.map((doc) => [doc._id, productDocument(kind, doc, doc.memberId.endsWith('0'))]),
        );
        if (kind === 'supply')
          for (const doc of docs) {
            // A supplier's summary needs only its newest items (and its count).
            const list = byMember.get(doc.memberId) ?? { count: 0, newest: [] };
            list.count += 1;
            if (list.newest.length < 50) list.newest.push(doc);
            byMember.set(doc.memberId, list);
          }
        if ((start / 5000) % 20 === 19)
          console.log(
            `  ${kind}: ${(start + 5000).toLocaleString('en')} indexed (${((Date.now() - t) / 1000).toFixed(0)} s)`,
          );
      }
    }
    await bulk(
      'suppliers',
      [...byMember].map(([memberId, { count, newest }]) => {
        newest.sort((a, b) => b.createdAt - a.createdAt);
        return [
          memberId,
          {
            ...supplierSummary(memberId, newest),
            supplyCount: count,
            verified: memberId.endsWith('0'),
            profileId: '',
          },
        ];
      }),
    );
    for (const name of ['supplies', 'demands', 'suppliers']) {
      await indices.client.indices.putSettings({
        index: indices.alias(name),
        body: { index: { refresh_interval: '1s' } },
      });
      await indices.client.indices.refresh({ index: indices.alias(name) });
    }
    const categories = Number(args.categories);
    if (categories > 0) await client.db(db).collection('categories').insertMany(seedCategories(categories));
    console.log(
      `seeded ${supplies.toLocaleString('en')} supplies, ${demands.toLocaleString('en')} demands (${byMember.size} suppliers) into the search engine under ${db}_ and ${categories} categories in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );

    const jwks = createServer((_req, res) =>
      res.setHeader('content-type', 'application/json').end('{"keys":[]}'),
    );
    await new Promise((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    t = Date.now();
    const catalog = await child('catalog', {
      PORT: '0',
      HOST: '127.0.0.1',
      INTERNAL_SECRET,
      MONGO_DB: db,
      LOG_LEVEL: 'warn',
      SEARCH_GROUP: `${db}-search`,
      // --list-cache-ms 0 measures every request on the search engine.
      ...(args['list-cache-ms'] !== undefined ? { PUBLIC_LIST_CACHE_MS: args['list-cache-ms'] } : {}),
      // Required by the catalog; only adds and edits call it, and the benchmark makes none.
      FILES_URL: 'http://127.0.0.1:9',
    });
    children.push(catalog.proc);
    console.log(
      `catalog started in ${Date.now() - t} ms; the search engine lists ${catalog.loaded} open supplies`,
    );
    const catalogUrl = `http://127.0.0.1:${catalog.port}`;
    const gateway = await child('gateway', {
      INTERNAL_SECRET,
      JWKS_URL: `http://127.0.0.1:${jwks.address().port}/.well-known/jwks.json`,
      REDIS_KEY_PREFIX: `${db}:`,
      RATE_LIMIT_MAX: '1000000000',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: 'off',
      DOCS_ENABLED: 'false',
      ...Object.fromEntries(
        ['AUTH', 'CATALOG', 'MEMBER', 'CUSTOMS', 'FILES', 'NOTIFY'].map((s) => [`${s}_URL`, catalogUrl]),
      ),
    });
    children.push(gateway.proc);
    const api = `http://127.0.0.1:${gateway.port}/api`;

    const scenarios = [
      ['public product page (/home/product/page)', '/home/product/page', { pageNumber: 1, pageSize: 20 }],
      [
        'public product page, category + price sort (/product/page)',
        '/product/page',
        { pageNumber: 3, pageSize: 20, categoryId: 'grain', sort: 'priceAsc' },
      ],
      [
        'demand search: keyword + country + quantity range (/product/page)',
        '/product/page',
        {
          kind: 'demand',
          keyword: '大豆',
          country: 'RU',
          minQuantity: 100,
          maxQuantity: 4000,
          sort: 'quantityDesc',
          pageNumber: 1,
          pageSize: 20,
        },
      ],
      [
        'supply keyword search (/product/page)',
        '/product/page',
        { keyword: '钢材', pageNumber: 1, pageSize: 20 },
      ],
    ];
    const run = (url, body, duration, connections) =>
      new Promise((resolve, reject) =>
        autocannon(
          {
            url,
            method: 'POST',
            body: JSON.stringify(body),
            headers: { 'content-type': 'application/json', lang: 'zh-cn' },
            connections,
            duration,
          },
          (err, result) => (err ? reject(err) : resolve(result)),
        ),
      );
    const connectionCounts = args.connections.split(',').map(Number);
    console.log(`\n${args.duration} s each, through the gateway:`);
    for (const [label, route, body] of scenarios) {
      const probe = await fetch(api + route, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = await probe.json();
      if (probe.status !== 200) throw new Error(`${route} answered ${probe.status}: ${JSON.stringify(json)}`);
      const first = json.data.rows[0];
      if (first && first.image !== first.images[0])
        throw new Error(`${route}: the thumbnail is not the first gallery URL: ${JSON.stringify(first)}`);
      console.log(`${label} — total ${json.data.total.toLocaleString('en')} rows`);
      await run(api + route, body, 2, connectionCounts[0]);
      for (const connections of connectionCounts) {
        const r = await run(api + route, body, Number(args.duration), connections);
        console.log(
          `  ${String(connections).padStart(2)} connections: p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  max ${r.latency.max} ms | ` +
            `${Math.round(r.requests.average)} req/s | non-2xx ${r.non2xx} errors ${r.errors}`,
        );
      }
    }
    if (categories > 0) {
      const body = {};
      const menu = await (await fetch(`${api}/home/Category/page`, { method: 'POST', body: '{}' })).json();
      const count = (branches) => branches.reduce((sum, b) => sum + 1 + count(b.children), 0);
      console.log(`\ncategory menu (/home/Category/page): ${count(menu.data)} categories, served whole`);
      for (const connections of [10, 50]) {
        const r = await new Promise((resolve, reject) =>
          autocannon(
            {
              url: `${api}/home/Category/page`,
              method: 'POST',
              body: JSON.stringify(body),
              // As a browser asks for it: the catalog keeps the menu gzipped.
              headers: { 'content-type': 'application/json', lang: 'zh-cn', 'accept-encoding': 'gzip' },
              connections,
              duration: Number(args.duration),
            },
            (err, result) => (err ? reject(err) : resolve(result)),
          ),
        );
        console.log(
          `  ${connections} connections: p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms | ` +
            `${Math.round(r.requests.average)} req/s | non-2xx ${r.non2xx} errors ${r.errors}`,
        );
      }
    }
    jwks.close();
  } finally {
    for (const proc of children) proc.kill('SIGTERM');
    if (indices) {
      await indices.dropAll().catch(() => undefined);
      await indices.client.close();
    }
    await client
      .db(db)
      .dropDatabase()
      .catch(() => undefined);
    await client.close();
  }
}

if (args.role === 'catalog') await runCatalog();
else if (args.role === 'gateway') await runGateway();
else await main();
