/**
 * End-to-end tests in a real Chromium against the BUILT site: scripts/static-host.mjs
 * serves dist/ twice (without headers, the policy arriving as the meta tag, and with
 * dist/_headers as a static host sends them); `npm test` and `npm run test:e2e` build first.
 *
 * Browser: $CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own
 * Chromium if one was installed — see scripts/ensure-chromium.mjs. No browser
 * is ever downloaded by the tests.
 */
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/ensure-chromium.mjs';

import { PORT, STATIC_HOST_PORT } from './tests/e2e/ports';
const chromium = findChromium();
if ('error' in chromium) {
  throw new Error(`playwright.config.ts: ${chromium.error}. Run \`node scripts/ensure-chromium.mjs\` for what to install.`);
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  // Two workers keep a 2-core machine busy (the browser's own processes fill the gaps); on one core a second worker
  // only halves each test's share of it.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : Math.min(2, availableParallelism()),
  forbidOnly: true,
  retries: 0,
  // Waits are for states, never for time: a generous limit costs nothing when the state comes, and keeps a slow or
  // busy machine (a quarter of this one: one core, shared with another process) from failing a test that is only slow
  // (docs/testing.md).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records every action of every test (snapshots, a screencast) and doubles the suite's CPU time: on only
    // when asked for (E2E_TRACE=1 npx playwright test …), to look into a failure. A failure's screenshot is always kept.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The site's offline copy (a service worker) would answer requests that tests hold back or break on purpose;
    // tests/e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: chromium.path,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/static-host.mjs --no-headers --host localhost --port ${PORT}`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/static-host.mjs --port ${STATIC_HOST_PORT}`,
      url: `http://127.0.0.1:${STATIC_HOST_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
