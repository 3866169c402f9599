#!/usr/bin/env node
// Lighthouse benchmark of the public portal: the mobile and desktop presets on the public
// routes, the four scores (performance, accessibility, best practices, SEO) and LCP / TBT per
// page, each the median of three runs (a run Lighthouse reports as failed is run again), with
// each run's performance score beside the median. A benchmark, not a test: it prints figures
// and fails only when it cannot run.
//
//   node scripts/bench/lighthouse.mjs                      # starts a platform of its own
//   node scripts/bench/lighthouse.mjs --url http://127.0.0.1:8080   # a running platform
//
// Options: --runs N (3), --presets mobile,desktop, --routes /,/about (default: all below),
// --base-port (18200) --gateway-port (18280) --db-prefix (lighthouse) for its own platform,
// --web-dist DIR (the built web app that platform serves; default web/dist), --json FILE,
// --why (also lists the audits each page fails, from its last run).
//
// Lighthouse 12 (13 needs a newer Node) is installed on first use into
// ~/.cache/trade-platform/lighthouse-12, outside the workspaces, so no image carries it.
// It drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ensureServers, root, startPlatform } from '../lib/platform.mjs';

const LIGHTHOUSE_VERSION = '12.8.2';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** What the page moved as HTML, JavaScript, CSS and fonts (its images left out), in bytes. */
function codeTransfer(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return items
    .filter((item) => ['document', 'script', 'stylesheet', 'font'].includes(item.resourceType))
    .reduce((sum, item) => sum + item.transferSize, 0);
}

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    presets: { type: 'string', default: 'mobile,desktop' },
    routes: { type: 'string' },
    'base-port': { type: 'string', default: '18200' },
    'gateway-port': { type: 'string', default: '18280' },
    'db-prefix': { type: 'string', default: 'lighthouse' },
    'web-dist': { type: 'string' },
    json: { type: 'string' },
    why: { type: 'boolean', default: false },
  },
});

/** Loads Lighthouse 12 and chrome-launcher from the cache folder, installing them the first time. */
async function loadLighthouse() {
  const dir = path.join(
    os.homedir(),
    '.cache',
    'trade-platform',
    `lighthouse-${LIGHTHOUSE_VERSION.split('.')[0]}`,
  );
  const require = createRequire(path.join(dir, 'package.json'));
  const installed = () => {
    try {
      return require('lighthouse/package.json').version === LIGHTHOUSE_VERSION;
    } catch {
      return false;
    }
  };
  if (!installed()) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
    console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${dir} …`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], {
      cwd: dir,
      stdio: 'inherit',
    });
  }
  const load = (specifier) => import(pathToFileURL(require.resolve(specifier)).href);
  const [{ default: lighthouse }, chromeLauncher, { default: desktopConfig }] = await Promise.all([
    load('lighthouse'),
    load('chrome-launcher'),
    load('lighthouse/core/config/desktop-config.js'),
  ]);
  return { lighthouse, chromeLauncher, desktopConfig };
}

async function api(base, apiPath, body, token) {
  const res = await fetch(`${base}/api${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${apiPath} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * An article to open: the newest published one, or (on an empty platform of the benchmark's
 * own) one the back office publishes first, so the article page shows a real text.
 */
async function anArticle(base, seed) {
  const found = await api(base, '/article/page', { pageNumber: 1, pageSize: 1 });
  if (found.rows.length) return found.rows[0].id;
  if (!seed) return null;
  const { accessToken } = await api(base, '/login/login', { account: 'admin', password: 'admin123' });
  const { id: categoryId } = await api(
    base,
    '/admin/article.category/add',
    { name: { 'zh-cn': '行业资讯', en: 'Industry news', ru: 'Новости отрасли' } },
    accessToken,
  );
  const paragraph =
    '<p>跨境电商综合试验区发布新一轮支持政策，覆盖海外仓建设、出口退税与结汇便利化。企业可通过平台完成备案、报关与收款，缩短通关时间。</p>';
  let id = null;
  for (let n = 1; n <= 3; n += 1) {
    ({ id } = await api(
      base,
      '/admin/article.article/add',
      {
        categoryId,
        title: { 'zh-cn': `跨境贸易政策解读（第${n}期）`, en: `Cross-border trade policy, part ${n}` },
        summary: { 'zh-cn': '海外仓、出口退税与结汇便利化的最新政策要点。' },
        body: { 'zh-cn': paragraph.repeat(6) },
        status: 1,
      },
      accessToken,
    ));
  }
  // The public article index is the search engine's: wait until it lists them.
  for (let i = 0; i < 50; i += 1) {
    if ((await api(base, '/article/page', { pageNumber: 1, pageSize: 1 })).rows.length) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return id;
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

async function main() {
  let base = args.url?.replace(/\/$/, '');
  let stop = async () => {};
  if (!base) {
    ensureServers();
    const platform = await startPlatform({
      basePort: Number(args['base-port']),
      gatewayPort: Number(args['gateway-port']),
      logTo: 'files',
      extraEnv: {
        MONGO_DB_PREFIX: args['db-prefix'],
        KAFKA_GROUP_PREFIX: args['db-prefix'],
        LOGIN_RATE_LIMIT_MAX: '1000',
        ...(args['web-dist'] ? { WEB_DIST_DIR: path.resolve(args['web-dist']) } : {}),
      },
    });
    base = platform.gatewayUrl;
    stop = platform.stop;
  }
  try {
    const article = await anArticle(base, !args.url);
    const routes = args.routes?.split(',') ?? [
      '/',
      '/pages/home',
      '/demand',
      '/supply',
      '/article/list',
      ...(article ? [`/article/info?id=${article}`] : []),
      '/supplier',
      '/about',
      '/service?id=2',
    ];
    const { lighthouse, chromeLauncher, desktopConfig } = await loadLighthouse();
    const runs = Number(args.runs);
    /** One Lighthouse run of a route in a fresh browser: its scores, LCP, TBT and transfer. */
    const measure = async (route, preset) => {
      // A fresh browser each run: no warm cache or compiled code carries over.
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        chromeFlags: CHROME_FLAGS,
      });
      try {
        const { lhr } = await lighthouse(
          `${base}${route}`,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const score = (id) =>
          lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
        if (args.why) {
          const failing = Object.values(lhr.categories)
            .flatMap((category) =>
              category.auditRefs.filter((ref) => ref.weight > 0 || category.id === 'performance'),
            )
            .map((ref) => lhr.audits[ref.id])
            .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
            .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
          console.log(`  ${preset} ${route} fails: ${[...new Set(failing)].join(', ') || 'nothing'}`);
        }
        return {
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
          transfer: lhr.audits['total-byte-weight']?.numericValue ?? null,
          code: codeTransfer(lhr),
          error: lhr.runtimeError?.message,
        };
      } finally {
        await chrome.kill();
      }
    };
    const results = [];
    for (const preset of args.presets.split(',')) {
      for (const route of routes) {
        const samples = [];
        const retried = [];
        while (samples.length < runs) {
          const sample = await measure(route, preset);
          // Lighthouse names a run whose trace it could not read (NO_NAVSTART, say) and asks
          // for another: that run measured nothing, so it is run again (at most twice per
          // route) instead of counting as a score.
          if (sample.error && retried.length < 2) retried.push(sample.error);
          else samples.push(sample);
        }
        const row = { preset, route };
        for (const key of [
          'performance',
          'accessibility',
          'bestPractices',
          'seo',
          'lcp',
          'tbt',
          'transfer',
          'code',
        ])
          row[key] = median(samples.map((s) => s[key]));
        // Each run's score too: on a shared or small machine the runs spread, and a median
        // alone hides how far.
        row.performanceRuns = samples.map((s) => s.performance);
        row.errors = samples.map((s) => s.error).filter(Boolean);
        row.retried = retried;
        results.push(row);
        console.log(
          `${preset.padEnd(8)}${route.padEnd(44)}perf ${String(row.performance).padStart(3)} (${row.performanceRuns.join(' ')})  a11y ${String(row.accessibility).padStart(3)}  bp ${String(row.bestPractices).padStart(3)}  seo ${String(row.seo).padStart(3)}  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  ${Math.round(row.transfer / 1024)} KiB (code ${Math.round(row.code / 1024)} KiB)${row.errors.length ? `  (${row.errors[0]})` : ''}${retried.length ? `  (${retried.length} run(s) run again: ${retried[0]})` : ''}`,
        );
      }
    }
    console.log('');
    console.log(`Median of ${runs} runs, Lighthouse ${LIGHTHOUSE_VERSION}, ${base}`);
    console.log(
      '| preset | route | performance | accessibility | best practices | SEO | LCP | TBT | transfer | HTML, JS, CSS, fonts |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of results)
      console.log(
        `| ${r.preset} | \`${r.route.replace(/id=[0-9a-f]{24}/, 'id=…')}\` | ${r.performance} (${r.performanceRuns.join(', ')}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${Math.round(r.transfer / 1024)} KiB | ${Math.round(r.code / 1024)} KiB |`,
      );
    if (args.json) writeFileSync(args.json, JSON.stringify(results, null, 2));
  } finally {
    await stop();
  }
}

if (!existsSync(path.join(root, 'gateway/dist/main.js'))) {
  console.error('Build first: npx tsc -b && npm run build -w @trade/web');
  process.exit(2);
}
await main();
