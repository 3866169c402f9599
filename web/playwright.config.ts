import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Browser tests drive Debian's Chromium against the built app. By default they serve
 * web/dist with `vite preview`; set E2E_BASE_URL (e.g. http://127.0.0.1:8080, the gateway)
 * to run the same tests against another server. Nothing is built here.
 */
const external = process.env.E2E_BASE_URL;
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = external ?? `http://127.0.0.1:${port}`;

if (!external && !existsSync(join(__dirname, 'dist', 'index.html'))) {
  throw new Error(
    'web/dist is missing: run `npm run build -w web` before `npm run e2e -w web` (or set E2E_BASE_URL).',
  );
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: '../artifacts/e2e-results',
  fullyParallel: true,
  // Two browsers share the platform everywhere, CI included: with one, CI's whole run took
  // 83 minutes of its 90.
  workers: 2,
  // A test that passes only on its retry is reported as flaky in the run's report.
  retries: process.env.CI ? 1 : 0,
  // A test of several screens on the loaded CI machine (platform, browser and test on two
  // cores) can pass 30 s with no step at fault.
  timeout: 60_000,
  // Two cores run the whole platform and the browser: a first screen can take longer than 7 s.
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: '../artifacts/e2e-report', open: 'never' }],
    // Read by `npm test` to count the browser tests in its closing line.
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../artifacts/playwright.json' }],
  ],
  use: {
    baseURL,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: external
    ? undefined
    : {
        command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
