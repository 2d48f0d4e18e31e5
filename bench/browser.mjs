#!/usr/bin/env node
/**
 * Browser figures for `npm run bench` (bench/run.mjs spawns this script and reads its LAST stdout line):
 *   - worker round trips measured from a page (src/pages/dev/bench.astro): validate, legalMoves and,
 *     when the worker has it, rank on a late-game position; median ms over 30 calls each;
 *   - first contentful paint of the home and playground pages.
 * Figures only: nothing here passes or fails. Progress goes to stderr; the last stdout line is a JSON
 * array of { name, value, unit, note? }.
 *
 * Builds the site first if dist/ has no bench page, serves dist/ with `astro preview` on a free port,
 * uses the system Chromium (CHROMIUM_PATH or /usr/bin/chromium; never downloads one), and stops the
 * server at the end.
 */
import { freePort, waitForServer } from '../scripts/preview-server.mjs';
import { build } from 'esbuild';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { findChromium } from '../scripts/ensure-chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const CALLS = 30;
const PAINT_LOADS = 5;
const log = (...args) => console.error('[bench:browser]', ...args);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round = (x, digits = 2) => +x.toFixed(digits);

/** ", 23 results" when the engine answered with a list (e.g. legal placements, ranked moves). */
function answerSize(result) {
  const value = result && typeof result === 'object' && 'value' in result ? result.value : undefined;
  const list = Array.isArray(value) ? value : Array.isArray(value?.moves) ? value.moves : undefined;
  return list ? `, ${list.length} results` : '';
}

/** A late-game position (60+ tiles, random play, fixed seed) and the tile drawn next, made with the engine itself. */
async function latePosition() {
  const dir = mkdtempSync(join(tmpdir(), 'carc-bench-pos-'));
  const out = join(dir, 'position.mjs');
  try {
    await build({
      stdin: {
        resolveDir: join(root, 'src', 'engine'),
        loader: 'ts',
        contents: `
          import { drawTile, newGame, playRandomTurn, Rng } from './game';
          import { writePosition } from './notation';
          import { TILE_LETTERS } from './tiles';
          export function latePosition(minTiles: number) {
            for (let seed = 1; seed < 1000; seed++) {
              const game = newGame(2, seed);
              const rng = new Rng(seed);
              let t = drawTile(game);
              while (t >= 0 && game.board.tileCount < minTiles) { playRandomTurn(game.board, t, rng); t = drawTile(game); }
              if (t >= 0 && game.board.tileCount >= minTiles) {
                return { position: writePosition(game.board, ['Ann', 'Bob']), tile: TILE_LETTERS[t], tiles: game.board.tileCount };
              }
            }
            throw new Error('no late-game position found');
          }`,
      },
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile: out,
      logLevel: 'error',
    });
    const { latePosition: make } = await import(pathToFileURL(out).href);
    return make(60);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}


/** First contentful paint (ms after navigation start) of `path`, each load in a fresh context (empty cache). */
async function firstPaint(browser, base, path) {
  const values = [];
  for (let i = 0; i < PAINT_LOADS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(base + path, { waitUntil: 'load' });
    const fcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
          setTimeout(() => resolve(NaN), 5000);
        }),
    );
    await context.close();
    if (Number.isFinite(fcp)) values.push(fcp);
  }
  return values;
}

async function main() {
  const figures = [];
  if (!existsSync(join(root, 'dist', 'dev', 'bench', 'index.html'))) {
    log('dist/ has no bench page: building the site (astro build)…');
    const r = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'astro.js'), 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
    if (r.status !== 0) throw new Error(`astro build failed (exit code ${r.status})`);
  }
  const found = findChromium();
  if ('error' in found) throw new Error(`${found.error}; run \`node scripts/ensure-chromium.mjs\` for what to install`);

  const { position, tile, tiles } = await latePosition();
  const port = await freePort();
  const base = `http://localhost:${port}`;
  log(`serving dist/ with astro preview on port ${port}`);
  const server = spawn(process.execPath, [join(root, 'node_modules', 'astro', 'astro.js'), 'preview', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let serverErrors = '';
  server.stderr.on('data', (d) => (serverErrors += d));
  let browser;
  try {
    await waitForServer(`${base}/dev/bench/`, server);
    browser = await chromium.launch({
      executablePath: found.path,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${base}/dev/bench/`);
    await page.waitForSelector('#bench-state[data-state="ready"]', { timeout: 30_000 });

    const where = `late game, ${tiles} tiles, tile ${tile}`;
    const calls = [
      { name: 'worker round trip: catalogueSummary (messaging only)', method: 'catalogueSummary', args: [] },
      { name: `worker round trip: validate (${where})`, method: 'validate', args: [position] },
      { name: `worker round trip: legalMoves (${where})`, method: 'legalMoves', args: [position, tile] },
      { name: `worker round trip: rank (${where})`, method: 'rank', args: [position, tile], optional: true },
    ];
    for (const c of calls) {
      log(c.name);
      try {
        const { ms, last } = await page.evaluate(
          ([method, args, count]) => window.carcBench.roundTrips(method, args, count),
          [c.method, c.args, CALLS],
        );
        const failed = last && typeof last === 'object' && 'ok' in last && last.ok === false;
        figures.push({
          name: c.name,
          value: round(median(ms)),
          unit: 'ms',
          note: failed
            ? `the engine refused the call: ${last.error?.message ?? 'unknown error'}`
            : `median of ${ms.length} calls, ${round(Math.min(...ms))}–${round(Math.max(...ms))} ms${answerSize(last)}`,
        });
      } catch (e) {
        const message = (e instanceof Error ? e.message : String(e)).split('\n')[0];
        figures.push({ name: c.name, value: NaN, unit: 'ms', note: `not measured: ${c.optional ? 'the worker has no such call yet — ' : ''}${message.slice(0, 160)}` });
      }
    }
    if (pageErrors.length) log('errors on the bench page:', pageErrors.join(' | '));
    await context.close();

    for (const [label, path] of [
      ['home page', '/'],
      ['playground page', '/playground/'],
    ]) {
      log(`first contentful paint: ${path}`);
      const values = await firstPaint(browser, base, path);
      figures.push({
        name: `first contentful paint, ${label} (${path}), local preview, 1280px`,
        value: values.length ? round(median(values), 0) : NaN,
        unit: 'ms',
        note: values.length ? `median of ${values.length} cold loads` : 'not measured: no paint entry',
      });
    }
  } finally {
    await browser?.close();
    server.kill();
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    if (serverErrors.trim()) log('astro preview said:', serverErrors.trim().slice(0, 500));
  }
  return figures;
}

try {
  const figures = await main();
  console.log(JSON.stringify(figures));
} catch (e) {
  log(e instanceof Error ? e.stack ?? e.message : String(e));
  console.log(JSON.stringify([{ name: 'worker round trip in Chromium', value: NaN, unit: '', note: `not measured: ${(e instanceof Error ? e.message : String(e)).slice(0, 200)}` }]));
  process.exitCode = 1;
}
