#!/usr/bin/env node
/**
 * `npm run shots`: a screenshot tour of the site's flows, each key screen at a phone (390×844, touch) and a desktop
 * (1280×800) width, into shots/ (or the folder given: `npm run shots -- out/`). For looking at, not for testing:
 * nothing here passes or fails, but a screen that does not come up within its wait is reported and the tour goes on.
 *
 * Builds the site first when dist/ is missing, serves it with scripts/static-host.mjs on a free port, and uses the
 * system Chromium (scripts/ensure-chromium.mjs; never downloads one).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from './ensure-chromium.mjs';
import { freePort, waitForServer } from './preview-server.mjs';

const root = resolve(import.meta.dirname, '..');
const out = resolve(process.argv[2] ?? join(root, 'shots'));
mkdirSync(out, { recursive: true });

if (!existsSync(join(root, 'dist/index.html'))) {
  console.error('shots: building the site first');
  const b = spawnSync('npx', ['astro', 'build'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const found = findChromium();
if ('error' in found) {
  console.error(`shots: ${found.error}`);
  process.exit(1);
}

const port = await freePort();
const server = spawn(process.execPath, [join(root, 'scripts/static-host.mjs'), '--no-headers', '--host', '127.0.0.1', '--port', String(port)], {
  cwd: root,
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
await waitForServer(`${base}/`, server);

const browser = await chromium.launch({
  executablePath: found.path,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const WIDTHS = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 } },
};

/** Waits for a page's islands to wake (no server-rendered island left, nothing marked not ready). */
async function settled(page) {
  await page.waitForFunction(
    () => document.readyState === 'complete' && !document.querySelector('astro-island[ssr]') && !document.querySelector('[data-ready="false"]'),
    null,
    { timeout: 20_000 },
  );
}

const finishedGame = readFileSync(join(root, 'docs/examples/finished-game.json'));

/** Each flow: a name and the steps that bring up its key screens, each step ending with a shot. */
const flows = [
  ['home', async (page, shot) => {
    await page.goto(`${base}/`);
    await settled(page);
    await shot('first-screen');
  }],
  ['lesson', async (page, shot) => {
    await page.goto(`${base}/learn/at-a-glance/`);
    await settled(page);
    await shot('first-step');
    // On to the first step that asks for a move.
    for (let i = 0; i < 8; i++) {
      const kind = await page.getByTestId('lesson').getAttribute('data-kind');
      if (kind === 'place') break;
      await page.getByTestId('lesson-next').click();
    }
    await shot('place-step');
  }],
  ['puzzle', async (page, shot) => {
    await page.goto(`${base}/puzzles/road-five-tiles/`);
    await settled(page);
    await shot('first-screen');
  }],
  ['check', async (page, shot) => {
    await page.goto(`${base}/check/`);
    await settled(page);
    await shot('first-screen');
    await page.getByTestId('check-import').setInputFiles({ name: 'finished-game.json', mimeType: 'application/json', buffer: finishedGame });
    await page.getByTestId('check-result').waitFor({ timeout: 20_000 });
    // The result from its heading: the winner and the first player's rows.
    await page.locator('#ck-result').evaluate((h) => h.scrollIntoView({ block: 'start' }));
    await shot('result');
  }],
  ['playground', async (page, shot) => {
    await page.goto(`${base}/playground/`);
    await settled(page);
    await shot('first-screen');
  }],
];

let problems = 0;
for (const [width, options] of Object.entries(WIDTHS)) {
  for (const [name, run] of flows) {
    const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
    const page = await context.newPage();
    const shot = async (what) => {
      const file = join(out, `${name}-${what}-${width}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    };
    try {
      await run(page, shot);
    } catch (e) {
      problems++;
      console.error(`shots: ${name} at ${width} width: ${e instanceof Error ? e.message.split('\n')[0] : e}`);
    }
    await context.close();
  }
}
await browser.close();
server.kill();
console.error(`shots: written to ${out}${problems ? `; ${problems} flow(s) did not finish (see above)` : ''}`);
