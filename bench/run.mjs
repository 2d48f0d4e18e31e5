#!/usr/bin/env node
// `npm run bench`: engine figures in Node (bundled first, as the worker is), then the worker round
// trip in Chromium. Prints a table and writes bench/results.json. Figures only, never pass/fail.
import { build } from 'esbuild';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';

const here = dirname(fileURLToPath(import.meta.url));
const quick = process.argv.includes('--quick');
const dir = mkdtempSync(join(tmpdir(), 'carc-bench-'));
const out = join(dir, 'engine.mjs');
await build({ entryPoints: [join(here, 'engine.ts')], bundle: true, format: 'esm', platform: 'node', outfile: out, logLevel: 'error' });
const { runEngineBench } = await import(pathToFileURL(out).href);

const started = Date.now();
const figures = runEngineBench(quick);

let browser = [];
if (!process.argv.includes('--no-browser')) {
  const r = spawnSync(process.execPath, [join(here, 'browser.mjs')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    browser = JSON.parse(r.stdout.trim().split('\n').pop() ?? '[]');
  } catch {
    browser = [{ name: 'worker round trip in Chromium', value: NaN, unit: '', note: 'not measured: ' + (r.stdout || '').slice(-200) }];
  }
}

const machine = `${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores), Node ${process.version}, ${process.platform}`;
const rows = [...figures, ...browser];
const w = Math.max(...rows.map((f) => f.name.length));
console.log(`\nCarcassonne Tutor benchmarks — ${machine}\n`);
for (const f of rows) {
  const v = Number.isFinite(f.value) ? f.value.toLocaleString('en-US') : '—';
  console.log(`${f.name.padEnd(w)}  ${v.padStart(10)} ${f.unit}${f.spread ? `  (${f.spread})` : ''}${f.note ? `  [${f.note}]` : ''}`);
}
console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
writeFileSync(join(here, 'results.json'), JSON.stringify({ date: new Date().toISOString(), machine, figures: rows }, null, 2) + '\n');
