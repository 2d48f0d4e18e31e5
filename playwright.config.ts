/**
 * End-to-end tests in a real Chromium against the BUILT site (`astro preview`
 * serves dist/; `npm run test:e2e` builds first).
 *
 * Browser: $CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own
 * Chromium if one was installed — see scripts/ensure-chromium.mjs. No browser
 * is ever downloaded by the tests.
 */
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/ensure-chromium.mjs';

/** A port of its own, so a running `npm start` (4321) or dev server is never tested by mistake. */
const PORT = Number(process.env.E2E_PORT ?? 4329);
const chromium = findChromium();
if ('error' in chromium) {
  throw new Error(`playwright.config.ts: ${chromium.error}. Run \`node scripts/ensure-chromium.mjs\` for what to install.`);
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
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
  webServer: {
    command: `npx astro preview --port ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
