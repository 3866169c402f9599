// `npm test`: every check and test of the platform, on real servers.
// 1. static checks (types, lint, formatting, i18n keys, generated docs and API types, deploy
//    manifests, bundle budgets), side by side
// 2. unit, integration and flow tests (jest) against the local or configured servers: the node
//    and web projects side by side
// 3. tests that stop a local server, run alone
// 4. browser tests (Playwright + Debian's Chromium) against the running platform
// 5. the schema fuzzer (schemathesis) over every operation of the merged OpenAPI, with no
//    token, a member's and an admin's, on that platform after the browser tests (the admin
//    run deletes what it finds); one test per operation and kind of caller
// It ends with one line `tests: N passed, N failed`.
//
// TEST_ONLY=name[,name] runs only the steps whose names start with one of those names
// (e.g. `TEST_ONLY=lint,browser npm test`). TEST_PORT_BASE (default 18000) moves the
// browser tests' services to base+1..6 and their gateway to base+80, and TEST_DB_PREFIX
// (default e2e) names their databases, so two checkouts can run them side by side.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildAll, ensureServers, setup, root, run, runLogged, startPlatform } from './lib/platform.mjs';

const artifacts = path.join(root, 'artifacts');
mkdirSync(artifacts, { recursive: true });
const totals = { passed: 0, failed: 0 };
const failures = [];

const only = (process.env.TEST_ONLY ?? '').split(',').filter(Boolean);
const wanted = (name) => only.length === 0 || only.some((prefix) => name.startsWith(prefix));
const portBase = Number(process.env.TEST_PORT_BASE ?? 18000);
const dbPrefix = process.env.TEST_DB_PREFIX ?? 'e2e';

/** One step of the run: `fn` may be asynchronous (commands side by side). */
async function step(name, fn, { always = false } = {}) {
  if (!always && !wanted(name)) return;
  console.log(`\n── ${name}`);
  const started = Date.now();
  try {
    await fn();
    console.log(`── ${name}: ok (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } catch (error) {
    failures.push(name);
    console.error(`── ${name}: FAILED (${error.message.split('\n')[0]})`);
  }
}

function countJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
}

setup();
// The fuzzer's helpers load npm packages, which setup() has just installed on a fresh machine.
const { dropDatabases, fuzz } = await import('./lib/fuzz.mjs');
ensureServers();
// Everything after it runs on what was just built.
await step('build', buildAll, { always: true });
// The static checks read only the tree and the build: they run side by side, two cores busy.
const staticChecks = [
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['test types', 'npx', ['tsc', '-p', 'tsconfig.tests.json']],
  ['gateway test types', 'npm', ['run', '--silent', 'typecheck', '-w', '@trade/gateway']],
  ['web types', 'npm', ['run', '--silent', 'typecheck', '-w', '@trade/web']],
  ['i18n keys', 'npm', ['run', '--silent', 'i18n:check', '-w', '@trade/web']],
  ['asyncapi document', 'node', ['scripts/asyncapi.mjs', '--check']],
  // The services' OpenAPI documents and the web types generated from them match the route schemas.
  ['openapi types', 'node', ['scripts/openapi.mjs', '--check']],
  ['deploy manifests', 'bash', ['scripts/check-deploy.sh']],
  ['bundle size', 'npm', ['run', '--silent', 'bundle:report', '-w', '@trade/web']],
];
await Promise.all(
  staticChecks.map(([name, command, args]) =>
    step(name, () => runLogged(command, args, path.join(artifacts, `${name.replace(/\W+/g, '-')}.log`))),
  ),
);

// The two jest projects run side by side, each in its own process: the web project's jsdom
// files keep one core busy, while the node project's files mostly wait on the servers.
const jestProjects = [
  { name: 'node', report: path.join(artifacts, 'jest-node.json') },
  { name: 'web', report: path.join(artifacts, 'jest-web.json') },
];
const disruptiveReport = path.join(artifacts, 'jest-disruptive.json');
const playwrightReport = path.join(artifacts, 'playwright.json');
// A report left by an earlier run must not be counted for a step this run skips.
for (const report of [...jestProjects.map((p) => p.report), disruptiveReport, playwrightReport])
  rmSync(report, { force: true });

await step('unit, integration and flow tests', async () => {
  const outcomes = await Promise.allSettled(
    jestProjects.map(({ name, report }) =>
      runLogged(
        'npx',
        ['jest', '--ci', '--selectProjects', name, '--json', `--outputFile=${report}`],
        path.join(artifacts, `jest-${name}.log`),
      ),
    ),
  );
  // Both run to their end, whichever fails first.
  const failed = outcomes.filter((outcome) => outcome.status === 'rejected');
  if (failed.length > 0) throw new Error(failed.map((outcome) => outcome.reason.message).join('; '));
});
for (const { report } of jestProjects) countJest(report);

await step('server outage tests', () =>
  run('npx', [
    'jest',
    '--ci',
    '--runInBand',
    '--selectProjects',
    'disruptive',
    '--json',
    `--outputFile=${disruptiveReport}`,
  ]),
);
countJest(disruptiveReport);

let platform;
if (wanted('browser tests'))
  try {
    console.log('\n── browser tests');
    // Every browser test signs in from 127.0.0.1: the per-IP limits are raised for this run.
    platform = await startPlatform({
      basePort: portBase,
      gatewayPort: portBase + 80,
      logTo: 'files',
      extraEnv: {
        // Its own databases and consumer groups, apart from a running `npm start`.
        MONGO_DB_PREFIX: dbPrefix,
        KAFKA_GROUP_PREFIX: dbPrefix,
        LOGIN_RATE_LIMIT_MAX: '1000',
        SMS_IP_HOURLY_LIMIT: '1000',
        LOGIN_IP_MAX_FAILURES: '1000',
      },
    });
    await step('browser tests', () =>
      run('npm', ['run', '--silent', 'e2e', '-w', '@trade/web'], {
        env: {
          ...process.env,
          E2E_BASE_URL: platform.gatewayUrl,
          // The company tests free the local registry's companies in the platform's member database.
          MONGO_DB_PREFIX: dbPrefix,
          PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
        },
      }),
    );
  } catch (error) {
    failures.push('browser tests');
    console.error(`── browser tests: FAILED (${error.message})`);
  } finally {
    await platform?.stop();
  }
countPlaywright(playwrightReport);

if (wanted('fuzz')) {
  // Its own platform on databases emptied first: the admin run deletes and changes what it
  // finds, which must not leak into the next browser run, nor a half-done run into this one.
  const fuzzDbPrefix = `${dbPrefix.replace(/[^A-Za-z0-9_]/g, '_')}_fuzz`;
  let fuzzPlatform;
  try {
    await dropDatabases(fuzzDbPrefix);
    fuzzPlatform = await startPlatform({
      basePort: portBase + 10,
      gatewayPort: portBase + 90,
      logTo: 'files',
      extraEnv: {
        MONGO_DB_PREFIX: fuzzDbPrefix,
        KAFKA_GROUP_PREFIX: fuzzDbPrefix,
        WEB_DIST_DIR: 'off',
        // The fuzzer sends thousands of requests a minute from one IP.
        RATE_LIMIT_MAX: '1000000',
        LOGIN_RATE_LIMIT_MAX: '1000000',
        SMS_IP_HOURLY_LIMIT: '1000000',
        LOGIN_IP_MAX_FAILURES: '1000000',
      },
    });
    await fuzzStep(fuzzPlatform.gatewayUrl);
  } catch (error) {
    failures.push('fuzz');
    console.error(`── fuzz: FAILED (${error.message})`);
  } finally {
    await fuzzPlatform?.stop();
  }
}

/** The fuzzer's step: each operation and kind of caller counts as one test. */
async function fuzzStep(gatewayUrl) {
  console.log('\n── fuzz');
  const started = Date.now();
  try {
    const results = await fuzz({
      gatewayUrl,
      redisUrl: process.env.REDIS_URL,
      reportDir: path.join(artifacts, 'fuzz'),
      admin: { username: 'admin', password: 'admin123' },
    });
    const failed = results.filter((r) => r.failed);
    totals.passed += results.length - failed.length;
    totals.failed += failed.length;
    for (const r of failed) console.error(`   FAILED (${r.kind}) ${r.name}`);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    if (failed.length > 0) {
      failures.push('fuzz');
      console.error(`── fuzz: FAILED (${failed.length} of ${results.length}, ${seconds} s)`);
    } else console.log(`── fuzz: ok (${results.length} operation runs, ${seconds} s)`);
  } catch (error) {
    failures.push('fuzz');
    console.error(`── fuzz: FAILED (${error.message.split('\n')[0]})`);
  }
}

if (failures.length > 0) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
