#!/usr/bin/env node
/**
 * Makes sure a Chromium exists for the end-to-end tests (we never download a
 * browser build; we use the system's).
 *
 * Search order (shared with playwright.config.ts through `findChromium`):
 *   1. $CHROMIUM_PATH (if set, it must point at an executable),
 *   2. /usr/bin/chromium (Debian's `chromium` package),
 *   3. Playwright's own Chromium, if the user installed one (`npx playwright install chromium`).
 *
 * Run as a script: when nothing is found and we are root on Debian, install
 * Debian's chromium with apt-get; otherwise exit non-zero with one line that
 * says what to install. It never skips silently.
 *
 * The Chinese pages need a font with Chinese characters (the site uses the
 * system's fonts and downloads none): when fontconfig knows none, root on
 * Debian installs `fonts-noto-cjk`; anyone else is told to, once (the tests
 * still run: a missing glyph is drawn as a box of the same width).
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function playwrightChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    const path = chromium.executablePath();
    return path && isExecutable(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Chromium to use, or an explanation of why there is none.
 * @returns {{ path: string, source: string } | { error: string }}
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return { path: fromEnv, source: 'CHROMIUM_PATH' };
    return { error: `CHROMIUM_PATH is set to "${fromEnv}", which is not an executable file: fix or unset CHROMIUM_PATH.` };
  }
  if (isExecutable(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: 'system' };
  const bundled = playwrightChromium();
  if (bundled) return { path: bundled, source: 'playwright' };
  return { error: 'no Chromium found' };
}

const HOW_TO_INSTALL =
  'ensure-chromium: no Chromium for the browser tests. Install one: on Debian/Ubuntu `sudo apt-get install chromium` ' +
  '(or `chromium-browser`), or set CHROMIUM_PATH=/path/to/chromium, or run `npx playwright install chromium`.';

function isDebian() {
  return existsSync('/etc/debian_version') && isExecutable('/usr/bin/apt-get');
}

/** Whether fontconfig knows a font with Chinese characters (true where there is no fontconfig to ask). */
export function hasChineseFont() {
  const r = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  if (r.error) return true;
  return r.stdout.trim().length > 0;
}

function ensureChineseFont() {
  if (hasChineseFont()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!(isRoot && isDebian())) {
    console.warn('ensure-chromium: no font with Chinese characters; the /zh/ pages will show boxes in screenshots. Install one: `sudo apt-get install fonts-noto-cjk`.');
    return;
  }
  console.log('ensure-chromium: no font with Chinese characters; installing Debian\'s "fonts-noto-cjk" with apt-get (running as root).');
  const apt = spawnSync('sh', ['-c', 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fonts-noto-cjk'], { stdio: 'inherit' });
  if (apt.status !== 0 || !hasChineseFont()) console.warn(`ensure-chromium: fonts-noto-cjk could not be installed (exit ${apt.status ?? apt.signal}); the /zh/ pages will show boxes.`);
}

async function main() {
  ensureChineseFont();
  let found = findChromium();
  if ('path' in found) {
    console.log(`ensure-chromium: using ${found.path} (${found.source})`);
    return 0;
  }
  if (process.env.CHROMIUM_PATH) {
    console.error(`ensure-chromium: ${found.error}`);
    return 1;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!(isRoot && isDebian())) {
    console.error(HOW_TO_INSTALL);
    return 1;
  }
  console.log('ensure-chromium: no Chromium found; installing Debian\'s "chromium" package with apt-get (running as root).');
  const apt = spawnSync('sh', ['-c', 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium'], {
    stdio: 'inherit',
  });
  found = findChromium();
  if (apt.status !== 0) {
    console.error(`ensure-chromium: apt-get could not install chromium (exit ${apt.status ?? apt.signal}); install it by hand, or set CHROMIUM_PATH.`);
    return 1;
  }
  if (!('path' in found)) {
    console.error(`ensure-chromium: apt-get installed chromium but ${SYSTEM_CHROMIUM} is still not executable; set CHROMIUM_PATH to your Chromium.`);
    return 1;
  }
  console.log(`ensure-chromium: installed; using ${found.path}`);
  return 0;
}

const runAsScript = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runAsScript) {
  process.exitCode = await main();
}
