#!/usr/bin/env node
// Reports the gzipped JavaScript (and CSS) each area of the app loads, from dist/.vite/manifest.json.
// An area = the entry chunk and the app's start (main.tsx's steps), plus what the start loads
// for the variant (its providers, the interface language's texts), and the layout and page
// modules it opens, with all their static imports. Exit code 1 (which fails `npm test`) when
// an area is over its budget, when the portal loads member/admin or map code, when a phone
// area loads antd (the desktop UI library) or a desktop area antd-mobile
// (dist/.vite/chunk-modules.json says what is in a chunk), or when an area loads echarts
// before its page draws (the charts' chunks load lazily).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json is missing: run `npm run build -w web` first.');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const chunkModulesPath = join(dist, '.vite', 'chunk-modules.json');
const chunkModules = existsSync(chunkModulesPath) ? JSON.parse(readFileSync(chunkModulesPath, 'utf8')) : {};

// What src/app/start.tsx loads before the first render, by variant (the interface language's
// core texts: zh-CN, the default, measured).
const DESKTOP = ['src/app/providers.tsx', 'src/i18n/texts-zh-CN.ts'];
const MOBILE = ['src/app/mobile-providers.tsx', 'src/i18n/texts-zh-CN.ts'];

/**
 * Areas, each with its budget of gzipped JavaScript (KB) and the UI library it must not load.
 * Budgets sit a little above today's figures: growth past them is a decision, not an accident.
 */
const AREAS = {
  'portal (desktop /)': {
    keys: [...DESKTOP, 'src/app/layouts/public-desktop-layout.tsx', 'src/app/routes/public/home-page.tsx'],
    budgetKb: 340,
    forbidden: 'antd-mobile',
  },
  'portal (mobile /pages/home)': {
    keys: [...MOBILE, 'src/app/layouts/public-mobile-layout.tsx', 'src/app/routes/mobile/home-page.tsx'],
    budgetKb: 200,
    forbidden: 'antd',
  },
  'supply search (mobile /supply)': {
    keys: [
      ...MOBILE,
      'src/app/layouts/public-mobile-layout.tsx',
      'src/app/routes/mobile/supply-search-page.tsx',
    ],
    budgetKb: 212,
    forbidden: 'antd',
  },
  'suppliers (mobile /supplier)': {
    keys: [...MOBILE, 'src/app/layouts/public-mobile-layout.tsx', 'src/app/routes/mobile/supplier-page.tsx'],
    budgetKb: 226,
    forbidden: 'antd',
  },
  'content page (mobile /about)': {
    keys: [
      ...MOBILE,
      'src/app/layouts/public-mobile-layout.tsx',
      'src/app/routes/public/content-route-page.tsx',
    ],
    budgetKb: 196,
    forbidden: 'antd',
  },
  'article (mobile /article/info)': {
    keys: [
      ...MOBILE,
      'src/app/layouts/public-mobile-layout.tsx',
      'src/app/routes/public/article-info-page.tsx',
    ],
    budgetKb: 196,
    forbidden: 'antd',
  },
  'member (desktop)': {
    keys: [
      ...DESKTOP,
      'src/app/layouts/member-desktop-layout.tsx',
      'src/app/routes/member/placeholder-page.tsx',
    ],
    budgetKb: 415,
    forbidden: 'antd-mobile',
  },
  'member (mobile)': {
    keys: [
      ...MOBILE,
      'src/app/layouts/member-mobile-layout.tsx',
      'src/app/routes/mobile/placeholder-page.tsx',
    ],
    budgetKb: 210,
    forbidden: 'antd',
  },
  'dashboard (desktop /dashboard)': {
    keys: [
      ...DESKTOP,
      'src/app/layouts/member-desktop-layout.tsx',
      'src/app/routes/member/trade-dashboard-page.tsx',
    ],
    budgetKb: 420,
    forbidden: 'antd-mobile',
  },
  'member home (mobile)': {
    keys: [
      ...MOBILE,
      'src/app/layouts/member-mobile-layout.tsx',
      'src/app/routes/mobile/member-home-page.tsx',
    ],
    budgetKb: 218,
    forbidden: 'antd',
  },
  'dashboard (mobile)': {
    keys: [
      ...MOBILE,
      'src/app/layouts/member-mobile-layout.tsx',
      'src/app/routes/mobile/trade-dashboard-page.tsx',
    ],
    budgetKb: 214,
    forbidden: 'antd',
  },
  'map (desktop /map)': {
    keys: [...DESKTOP, 'src/app/layouts/public-desktop-layout.tsx', 'src/app/routes/public/map-page.tsx'],
    budgetKb: 365,
    forbidden: 'antd-mobile',
  },
  'map (mobile /map)': {
    keys: [...MOBILE, 'src/app/layouts/public-mobile-layout.tsx', 'src/app/routes/mobile/map-page.tsx'],
    budgetKb: 228,
    forbidden: 'antd',
  },
  admin: {
    keys: [
      ...DESKTOP,
      'src/app/layouts/admin-layout.tsx',
      'src/app/routes/admin/dashboard-page.tsx',
      'src/app/routes/admin/module-page.tsx',
    ],
    budgetKb: 470,
    forbidden: 'antd-mobile',
  },
};
/**
 * Chunks only the map page opens, and only once it draws: ECharts with the map code, and
 * the China geodata. No other area may load them statically.
 */
const MAP_CHUNKS = {
  'ECharts map (geo, scatter, tooltip, canvas)': 'src/features/warehouse-map/china-map-chart.tsx',
  'China geodata': 'src/features/warehouse-map/geo/china-geo.json',
};
const PRIVATE_MODULES = [
  'src/app/layouts/admin-layout.tsx',
  'src/app/layouts/member-desktop-layout.tsx',
  'src/app/layouts/member-mobile-layout.tsx',
];

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const gz = new Map();
const gzSize = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};

/** Static-import closure of manifest keys: the chunks loaded together. */
function closure(keys) {
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return seen;
}

// main.tsx imports React's renderer, the router, the store, the texts and the app's start
// one after another: every route loads them, so they count with the entry.
const startupKeys = manifest[entryKey].dynamicImports ?? [];

function measure(keys) {
  const chunks = closure([entryKey, ...startupKeys, ...keys]);
  const js = [...chunks].map((k) => manifest[k].file);
  const css = [...new Set([...chunks].flatMap((k) => manifest[k].css ?? []))];
  const sum = (files) => files.reduce((n, f) => n + gzSize(f), 0);
  return { chunks, js, css, jsGz: sum(js), cssGz: sum(css) };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const entry = measure([]);
let failed = false;
console.log(`Entry (loaded by every route): ${entry.js.length} JS chunks, ${kb(entry.jsGz)} gzipped JS`);
console.log('');
console.log('Area                          JS chunks   JS gzip   budget   of which own   CSS gzip');
for (const [name, { keys, budgetKb, forbidden }] of Object.entries(AREAS)) {
  const m = measure(keys);
  const own = m.js.filter((f) => !entry.js.includes(f));
  const ownGz = own.reduce((n, f) => n + gzSize(f), 0);
  const over = m.jsGz > budgetKb * 1024;
  console.log(
    `${name.padEnd(30)}${String(m.js.length).padStart(9)}   ${kb(m.jsGz).padStart(8)}   ${`${budgetKb} KB`.padStart(6)}   ${kb(ownGz).padStart(12)}   ${kb(m.cssGz).padStart(8)}${over ? '  ✗ over budget' : ''}`,
  );
  if (over) failed = true;
  if (forbidden) {
    const leaking = m.js.filter((file) => (chunkModules[file] ?? []).includes(forbidden));
    if (leaking.length) {
      failed = true;
      console.log(`  ✗ ${name} loads ${forbidden}: ${leaking.join(', ')}`);
    }
  }
  // Charts come after the page: no area's first load carries echarts.
  const charting = m.js.filter((file) => (chunkModules[file] ?? []).includes('echarts'));
  if (charting.length) {
    failed = true;
    console.log(`  ✗ ${name} loads echarts before its page draws: ${charting.join(', ')}`);
  }
  if (name.startsWith('portal')) {
    const leaked = PRIVATE_MODULES.filter((k) => m.chunks.has(k));
    if (leaked.length) {
      failed = true;
      console.log(`  ✗ ${name} loads member/admin code: ${leaked.join(', ')}`);
    }
    const withMap = Object.values(MAP_CHUNKS).filter((k) => m.chunks.has(k));
    if (withMap.length) {
      failed = true;
      console.log(`  ✗ ${name} loads the map's code: ${withMap.join(', ')}`);
    }
  }
}
console.log('');
console.log('Lazy map chunks (/map only, after the page opens):');
for (const [name, key] of Object.entries(MAP_CHUNKS)) {
  const chunk = manifest[key];
  if (!chunk) {
    failed = true;
    console.log(`  ✗ ${name}: no chunk of its own for ${key}`);
    continue;
  }
  // Its own file plus what it imports that the map page has not loaded already.
  const page = measure([...DESKTOP, 'src/app/routes/public/map-page.tsx']).chunks;
  const extra = [...closure([key])].filter((k) => !page.has(k)).map((k) => manifest[k].file);
  const gzTotal = extra.reduce((n, f) => n + gzSize(f), 0);
  console.log(
    `  ${name.padEnd(44)} ${chunk.file.padEnd(36)} ${kb(gzSize(chunk.file)).padStart(9)}  (with its imports ${kb(gzTotal)})`,
  );
}
const total = Object.values(manifest).reduce((n, c) => (c.file.endsWith('.js') ? n + gzSize(c.file) : n), 0);
console.log('');
console.log(`All JavaScript: ${kb(total)} gzipped.`);
process.exit(failed ? 1 : 0);
