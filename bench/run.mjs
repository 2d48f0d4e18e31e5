#!/usr/bin/env node
// `npm run bench`: engine figures in Node (bundled first, as the worker is), then the worker round
// trip in Chromium, then Lighthouse (bench/lighthouse.mjs). Prints a table and writes bench/results.json.
// Figures only, never pass/fail. Flags (after `npm run bench --`):
//   --quick            shorter runs of everything; Lighthouse once per page
//   --no-browser       the figures in Node only (no Chromium, no Lighthouse)
//   --no-lighthouse    no Lighthouse
//   --runs=N --slowdown=K --all-pages /path/ …   passed to Lighthouse (by default it measures a sample of pages)
//   --baseline REF     the engine that random self-play is timed against
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFileSync, spawnSync } from 'node:child_process';

const here = dirname(fileURLToPath(import.meta.url));
const quick = process.argv.includes('--quick');
const dir = mkdtempSync(join(tmpdir(), 'carc-bench-'));
const out = join(dir, 'engine.mjs');
await build({ entryPoints: [join(here, 'engine.ts')], bundle: true, format: 'esm', platform: 'node', outfile: out, logLevel: 'error' });
const { runEngineBench } = await import(pathToFileURL(out).href);

const started = Date.now();
const figures = runEngineBench(quick);
figures.push(...(await sideBySide()));
figures.push(startUp());

/**
 * Random self-play timed side by side with the engine of an older commit (`--baseline REF`, or
 * $BENCH_BASELINE; by default 47f7266, the engine before the placements were counted on the board
 * and the tiles placed from flat tables — issue 25; a5fb5ca is the one before the fast playout path): both bundled
 * from bench/selfplay.ts, timed in turns in this process on its processor time, so that a busy
 * machine slows both alike. Needs git (the baseline is `git archive`d into a temporary folder).
 */
async function sideBySide() {
  const at = process.argv.indexOf('--baseline');
  const ref = at > 0 ? process.argv[at + 1] : (process.env.BENCH_BASELINE ?? '47f7266');
  const name = `random self-play, 2 players, farmers on: this engine ÷ the engine of ${ref}`;
  const base = join(dir, 'baseline');
  try {
    execFileSync('mkdir', ['-p', join(base, 'bench')]);
    const tar = execFileSync('git', ['archive', '--format=tar', ref, 'src/engine'], { cwd: join(here, '..'), maxBuffer: 64 << 20 });
    execFileSync('tar', ['-x', '-C', base], { input: tar });
    writeFileSync(join(base, 'bench', 'selfplay.ts'), readFileSync(join(here, 'selfplay.ts')));
  } catch (e) {
    return [{ name, value: NaN, unit: '×', note: `not measured: the baseline ${ref} could not be read (${String(e.message).split('\n')[0]})` }];
  }
  const load = async (entry, file) => {
    await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', outfile: join(dir, file), logLevel: 'error' });
    return import(pathToFileURL(join(dir, file)).href);
  };
  const then = await load(join(base, 'bench', 'selfplay.ts'), 'selfplay-baseline.mjs');
  const now_ = await load(join(here, 'selfplay.ts'), 'selfplay-now.mjs');
  const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  const ms = quick ? 300 : 1000;
  const rounds = quick ? 4 : 10;
  then.selfPlayRate(2, ms, cpu);
  now_.selfPlayRate(2, ms, cpu);
  const a = [];
  const b = [];
  for (let r = 0; r < rounds; r++) {
    // The same games for both, a new stretch of seeds each round; the order of the two alternates.
    const seed = 1 + r * 100_000;
    if (r % 2) { b.push(now_.selfPlayRate(2, ms, cpu, seed)); a.push(then.selfPlayRate(2, ms, cpu, seed)); }
    else { a.push(then.selfPlayRate(2, ms, cpu, seed)); b.push(now_.selfPlayRate(2, ms, cpu, seed)); }
  }
  const med = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];
  const ratios = a.map((x, i) => b[i] / x);
  return [{
    name, value: +med(ratios).toFixed(2), unit: '×',
    spread: `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} over ${rounds} rounds of ${ms} ms each`,
    note: `${Math.round(med(b)).toLocaleString('en-US')} against ${Math.round(med(a)).toLocaleString('en-US')} games per second of processor time`,
  }];
}

/** How much longer `carc --version` takes to start than a bare `node -e 0` (median of runs in turns; the first carc run builds its bundle if needed). */
function startUp() {
  const carc = join(here, '..', 'bin', 'carc.mjs');
  const time = (args) => {
    const t0 = performance.now();
    spawnSync(process.execPath, args, { stdio: 'ignore' });
    return performance.now() - t0;
  };
  time([carc, '--version']);
  const runs = quick ? 5 : 15;
  const bare = [];
  const cli = [];
  for (let i = 0; i < runs; i++) {
    bare.push(time(['-e', '0']));
    cli.push(time([carc, '--version']));
  }
  const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  return {
    name: 'carc --version start-up, beyond a bare `node -e 0`', value: Math.round(med(cli) - med(bare)), unit: 'ms (median)',
    spread: `carc ${Math.round(med(cli))} ms, node -e 0 ${Math.round(med(bare))} ms, ${runs} runs each`,
  };
}

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
// Lighthouse's rows of an earlier run stay (bench/lighthouse.mjs replaces those it measures again).
let kept = [];
try {
  kept = JSON.parse(readFileSync(join(here, 'results.json'), 'utf8')).figures.filter((f) => f.name.startsWith('Lighthouse'));
} catch {
  // no earlier figures
}
writeFileSync(join(here, 'results.json'), JSON.stringify({ date: new Date().toISOString(), machine, figures: [...rows, ...kept] }, null, 2) + '\n');

if (!process.argv.includes('--no-browser') && !process.argv.includes('--no-lighthouse')) {
  const passed = process.argv.slice(2).filter((a) => a.startsWith('/') || a === '--all-pages' || a.startsWith('--runs=') || a.startsWith('--slowdown='));
  if (quick && !passed.some((a) => a.startsWith('--runs='))) passed.push('--runs=1');
  const r = spawnSync(process.execPath, [join(here, 'lighthouse.mjs'), ...passed], { stdio: 'inherit' });
  process.exitCode = r.status ?? 1;
}
