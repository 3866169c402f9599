// `npm test`: every check and test of the platform, on real servers.
// 1. static checks (types, lint, formatting, i18n keys, generated docs, deploy manifests)
// 2. unit, integration and flow tests (jest) against the local or configured servers
// 3. tests that stop a local server, run alone
// 4. browser tests (Playwright + Debian's Chromium) against the running platform
// It ends with one line `tests: N passed, N failed`.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildAll, ensureServers, setup, root, run, startPlatform } from './lib/platform.mjs';

const artifacts = path.join(root, 'artifacts');
mkdirSync(artifacts, { recursive: true });
const totals = { passed: 0, failed: 0 };
const failures = [];

function step(name, fn) {
  console.log(`\n── ${name}`);
  const started = Date.now();
  try {
    fn();
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
ensureServers();
step('build', buildAll);
step('lint', () => run('npx', ['eslint', '.']));
step('format', () => run('npx', ['prettier', '--check', '.', '--log-level', 'warn']));
step('test types', () => run('npx', ['tsc', '-p', 'tsconfig.tests.json']));
step('gateway test types', () => run('npm', ['run', '--silent', 'typecheck', '-w', '@trade/gateway']));
step('web types', () => run('npm', ['run', '--silent', 'typecheck', '-w', '@trade/web']));
step('i18n keys', () => run('npm', ['run', '--silent', 'i18n:check', '-w', '@trade/web']));
step('asyncapi document', () => run('node', ['scripts/asyncapi.mjs', '--check']));
step('deploy manifests', () => run('bash', ['scripts/check-deploy.sh']));
step('bundle size', () => run('npm', ['run', '--silent', 'bundle:report', '-w', '@trade/web']));

const jestReport = path.join(artifacts, 'jest.json');
step('unit, integration and flow tests', () =>
  run('npx', ['jest', '--ci', '--selectProjects', 'node', 'web', '--json', `--outputFile=${jestReport}`]),
);
countJest(jestReport);

const disruptiveReport = path.join(artifacts, 'jest-disruptive.json');
step('server outage tests', () =>
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

console.log('\n── browser tests');
const playwrightReport = path.join(artifacts, 'playwright.json');
let platform;
try {
  // Every browser test signs in from 127.0.0.1: the per-IP limits are raised for this run.
  platform = await startPlatform({
    basePort: 18000,
    gatewayPort: 18080,
    logTo: 'files',
    extraEnv: {
      // Its own databases and consumer groups, apart from a running `npm start`.
      MONGO_DB_PREFIX: 'e2e',
      KAFKA_GROUP_PREFIX: 'e2e',
      LOGIN_RATE_LIMIT_MAX: '1000',
      SMS_IP_HOURLY_LIMIT: '1000',
      LOGIN_IP_MAX_FAILURES: '1000',
    },
  });
  step('browser tests', () =>
    run('npm', ['run', '--silent', 'e2e', '-w', '@trade/web'], {
      env: {
        ...process.env,
        E2E_BASE_URL: platform.gatewayUrl,
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

if (failures.length > 0) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
