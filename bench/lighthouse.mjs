#!/usr/bin/env node
/**
 * Lighthouse figures for `npm run bench` (also alone: `npm run bench:lighthouse`):
 * every page of the built site, served by `astro preview`, measured with
 * Lighthouse's default mobile preset (a mid-range phone: simulated slow 4G and
 * 4x CPU slowdown) in the system Chromium (CHROMIUM_PATH or /usr/bin/chromium;
 * never downloaded). Prints performance, accessibility and total blocking time
 * per page and writes them into bench/results.json next to the other figures
 * (replacing earlier Lighthouse rows). Figures only: nothing passes or fails.
 *
 * Uses dist/ as it is when it has a home page (build first for fresh figures);
 * builds it otherwise. /dev/ test pages and the 404 page are left out.
 *   node bench/lighthouse.mjs [--runs=N] [--slowdown=K] [--all-pages | /path/ …]
 *   (median of N runs per page, default 3: single runs on a busy machine vary; K: the CPU slowdown, default
 *   Lighthouse's 4, 14 stands for a slow phone on a fast host). Which pages: those named, or with --all-pages every
 *   page (about 340, hours), or by default SAMPLE: every page with a board and a few of each other kind.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { findChromium } from '../scripts/ensure-chromium.mjs';
import { startPreview } from '../scripts/preview-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const dist = join(root, 'dist');
const resultsFile = join(here, 'results.json');
const ROW_PREFIX_BASE = 'Lighthouse mobile';
const log = (...args) => console.error('[bench:lighthouse]', ...args);
const runsArg = process.argv.find((a) => a.startsWith('--runs='));
const RUNS = Math.max(1, Number(runsArg?.slice('--runs='.length) ?? 3) || 3);
const slowArg = process.argv.find((a) => a.startsWith('--slowdown='));
const SLOWDOWN = Math.max(1, Number(slowArg?.slice('--slowdown='.length) ?? 4) || 4);
const ROW_PREFIX = SLOWDOWN === 4 ? ROW_PREFIX_BASE : `${ROW_PREFIX_BASE} (${SLOWDOWN}x CPU)`;
const named = process.argv.slice(2).filter((a) => a.startsWith('/'));
const allPages = process.argv.includes('--all-pages');

/**
 * The pages measured unless others are named: the board pages, where the work after the first paint is (the
 * playground, the checker, a small and the largest puzzle board, lessons with a board), and a few of every other kind
 * and language.
 */
const SAMPLE = [
  '/playground/', '/check/', '/puzzles/road-five-tiles/', '/puzzles/endgame-deny-the-big-city/', '/learn/at-a-glance/', '/learn/farms/',
  '/', '/learn/', '/puzzles/', '/about/', '/learn/glossary/',
  '/cs/check/', '/fr/playground/', '/zh/puzzles/road-five-tiles/', '/cs/learn/roads/',
];
/** The pages of this run when it is not every page: replaces only their own earlier rows in bench/results.json. */
const only = allPages ? [] : named.length ? named : SAMPLE;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The built pages as URL paths, without the /dev/ test pages and the 404 page. */
function sitePages() {
  const pages = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_astro') walk(full);
      } else if (entry.name === 'index.html') {
        const rel = relative(dist, dir).split(sep).join('/');
        pages.push(rel ? `/${rel}/` : '/');
      }
    }
  };
  walk(dist);
  return pages.filter((p) => !p.startsWith('/dev/')).sort();
}

async function main() {
  if (!existsSync(join(dist, 'index.html'))) {
    log('no built site in dist/: building it (astro build)…');
    const r = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'astro.js'), 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
    if (r.status !== 0) throw new Error(`astro build failed (exit code ${r.status})`);
  }
  const found = findChromium();
  if ('error' in found) throw new Error(`${found.error}; run \`node scripts/ensure-chromium.mjs\` for what to install`);
  const built = new Set(sitePages());
  const missing = only.filter((p) => !built.has(p));
  if (missing.length) throw new Error(`not a built page: ${missing.join(', ')} (the pages are those of dist/)`);
  const pages = only.length ? only : [...built];

  log('serving dist/ with astro preview');
  const { base, stop } = await startPreview(root);
  let chrome;
  const rows = [];
  try {
    chrome = await chromeLauncher.launch({
      chromePath: found.path,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      logLevel: 'error',
    });
    for (const path of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        log(`${path} (run ${i + 1} of ${RUNS})`);
        // Lighthouse's default is the mobile preset (simulated throttling, 4x CPU slowdown); --slowdown changes only the CPU factor.
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
        const config = SLOWDOWN === 4 ? undefined : { extends: 'lighthouse:default', settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: SLOWDOWN } } };
        const result = await lighthouse(`${base}${path}`, flags, config);
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          log(`  not measured: ${lhr?.runtimeError?.message ?? 'no report'}`);
          continue;
        }
        runs.push({
          performance: Math.round((lhr.categories.performance.score ?? NaN) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? NaN) * 100),
          tbt: Math.round(lhr.audits['total-blocking-time'].numericValue ?? NaN),
          lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? NaN),
          host: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
          failedA11y: Object.values(lhr.audits)
            .filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score === 0)
            .map((a) => a.id),
        });
      }
      const pick = (key) => (runs.length ? median(runs.map((r) => r[key])) : NaN);
      // The host's speed as Lighthouse measures it (its benchmarkIndex): the 4x slowdown assumes a host of about 1000 or more; slower hosts score lower.
      const note = runs.length
        ? `${RUNS > 1 ? `median of ${runs.length} runs, ` : ''}mobile preset, ${SLOWDOWN}x CPU slowdown, host benchmark index ${pick('host')}`
        : 'not measured';
      // Single runs spread widely at a high slowdown: the lowest and highest of the runs go with the median.
      const spread = (key) => (runs.length > 1 ? `runs ${Math.min(...runs.map((r) => r[key]))}–${Math.max(...runs.map((r) => r[key]))}` : '');
      const a11yNote = runs[0]?.failedA11y.length ? `${note}; failing: ${runs[0].failedA11y.join(', ')}` : note;
      rows.push(
        { name: `${ROW_PREFIX} performance score, ${path}`, value: pick('performance'), unit: '/100', note, spread: spread('performance') },
        { name: `${ROW_PREFIX} accessibility score, ${path}`, value: pick('accessibility'), unit: '/100', note: a11yNote },
        { name: `${ROW_PREFIX} total blocking time, ${path}`, value: pick('tbt'), unit: 'ms', note, spread: spread('tbt') },
        { name: `${ROW_PREFIX} largest contentful paint, ${path}`, value: pick('lcp'), unit: 'ms', note },
      );
    }
  } finally {
    await chrome?.kill();
    await stop();
  }
  return rows;
}

const rows = await main();
const w = Math.max(...rows.map((f) => f.name.length));
console.log(`\nLighthouse (mobile preset) on the built site\n`);
for (const f of rows) {
  const v = Number.isFinite(f.value) ? f.value.toLocaleString('en-US') : '—';
  console.log(`${f.name.padEnd(w)}  ${v.padStart(6)} ${f.unit}${f.spread ? `  (${f.spread})` : ''}${f.note.includes('failing') ? `  [${f.note}]` : ''}`);
}
const hosts = rows.map((f) => Number(f.note.match(/host benchmark index (\d+)/)?.[1])).filter((n) => n > 0);
if (hosts.length) {
  const lo = Math.min(...hosts), hi = Math.max(...hosts);
  console.log(`\nHost benchmark index (Lighthouse's measure of this machine's speed; it expects about 1000 or more): ${lo === hi ? lo : `${lo}–${hi}`}`);
}
// Into bench/results.json beside the other figures (bench/run.mjs writes the file; earlier Lighthouse rows are replaced).
let saved = { date: new Date().toISOString(), machine: `${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores), Node ${process.version}`, figures: [] };
try {
  saved = JSON.parse(readFileSync(resultsFile, 'utf8'));
} catch {
  // no figures yet: start the file
}
const measured = new Set(rows.map((r) => r.name));
saved.figures = [...(saved.figures ?? []).filter((f) => !(only.length ? measured.has(f.name) : ownRow(f.name))), ...rows];
/** A figure of this slowdown's rows (the 4x rows and the others are kept apart). */
function ownRow(name) {
  return name.startsWith(`${ROW_PREFIX} `) && (SLOWDOWN !== 4 || !name.startsWith(`${ROW_PREFIX_BASE} (`));
}
saved.lighthouseDate = new Date().toISOString();
writeFileSync(resultsFile, JSON.stringify(saved, null, 2) + '\n');
log(`wrote ${rows.length} figures to ${relative(root, resultsFile)}`);
