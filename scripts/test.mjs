#!/usr/bin/env node
/**
 * `npm test` and `npm run test:quick`: the project's checks in stages, each
 * timed, then a summary — the wall time of every stage and the ten slowest
 * tests — so a slow stage or test is seen at once.
 *
 *   node scripts/test.mjs              lint, types, unit, build, dist, e2e (everything; before every submit)
 *   node scripts/test.mjs --quick @learn
 *                                      the same, but only the browser tests tagged @learn
 *                                      (@learn, @puzzles, @check, @playground, @site)
 *
 * Stages that need not wait for each other run side by side (see `steps`). Stops after the first step with a
 * stage that failed (later stages are listed as not run).
 * The runners' JSON reports land in test-results/ (unit-results.json,
 * dist-results.json, e2e-results.json); .ci/run reads them for its last line.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const SECTIONS = ['@learn', '@puzzles', '@check', '@playground', '@site'];
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const tag = args.find((a) => a.startsWith('@'));
if (quick && !SECTIONS.includes(tag ?? '')) {
  console.error(`test:quick needs one section: npm run test:quick -- ${SECTIONS.join('|')}`);
  process.exit(2);
}

/** The reporter of each test file's longest synchronous stretch (tests/setup/event-loop.ts, docs/testing.md). */
const STRETCHES = './tests/setup/stretches.ts';

/**
 * The stages, in steps: the stages of one step run side by side, since each alone leaves a core idle on a 2-core
 * machine (lint and `astro check` run on one core each, and so does most of the build, which the unit tests
 * do not need). The first stage of a step prints as it goes; the others' output follows when the step is done.
 * The types stage is `astro check`: it type-checks every file `tsc` would (the .astro files and every .ts, .tsx and
 * `// @ts-check` .mjs file of tsconfig.json, tests and bin/ included), so `tsc` is not run again (docs/testing.md).
 */
const steps = [
  [
    { name: 'types', cmd: 'npx', args: ['astro', 'check', '--minimumSeverity', 'warning'] },
    { name: 'lint', cmd: 'npx', args: ['eslint', '.'] },
  ],
  [
    { name: 'unit', cmd: 'npx', args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit-results.json', `--reporter=${STRETCHES}`] },
    { name: 'build', cmd: 'sh', args: ['-c', 'node scripts/ensure-chromium.mjs && CARC_DEV_PAGES=1 npx astro build'] },
  ],
  [
    {
      name: 'dist',
      cmd: 'npx',
      args: ['vitest', 'run', '--config', 'vitest.dist.config.ts', '--reporter=dot', '--reporter=json', '--outputFile.json=test-results/dist-results.json', `--reporter=${STRETCHES}`],
    },
  ],
  [{ name: 'e2e', cmd: 'npx', args: ['playwright', 'test', ...(quick ? ['--grep', tag] : [])] }],
];

for (const f of ['unit-results.json', 'dist-results.json', 'e2e-results.json', 'unit-stretches.json', 'dist-stretches.json']) rmSync(`test-results/${f}`, { force: true });

/** Runs a stage: its output straight through (`live`), or kept and returned. */
const run = (stage, live) =>
  new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(stage.cmd, stage.args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
    const out = [];
    child.stdout?.on('data', (d) => out.push(d));
    child.stderr?.on('data', (d) => out.push(d));
    const done = (code) => resolve({ code, seconds: (Date.now() - t0) / 1000, output: Buffer.concat(out).toString() });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });

const times = [];
let failed = null;
const start = Date.now();
for (const step of steps) {
  if (failed) {
    for (const stage of step) times.push({ name: stage.name, seconds: null, status: 'not run' });
    continue;
  }
  const names = step.map((s) => s.name);
  console.log(`\n== ${names.join(' + ')}${step.length > 1 ? ` (side by side; ${names.slice(1).join(', ')} printed when done)` : ''}`);
  const results = await Promise.all(step.map((stage, i) => run(stage, i === 0)));
  step.forEach((stage, i) => {
    const { code, seconds, output } = results[i];
    if (i > 0) {
      console.log(`\n== ${stage.name} (${code === 0 ? 'passed' : `failed, exit ${code}`})`);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    }
    const beside = step.length > 1 ? ` (beside ${names.filter((n) => n !== stage.name).join(', ')})` : '';
    times.push({ name: stage.name, seconds, status: (code === 0 ? 'passed' : `failed (exit ${code})`) + beside });
    if (code !== 0 && !failed) failed = stage.name;
  });
}
const total = (Date.now() - start) / 1000;

/** The slowest tests of the runs that wrote a report. */
function slowest(n) {
  const tests = [];
  const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);
  for (const [file, label] of [
    ['test-results/unit-results.json', 'unit'],
    ['test-results/dist-results.json', 'dist'],
  ]) {
    const r = read(file);
    for (const t of r?.testResults ?? []) {
      const path = t.name.replace(`${process.cwd()}/`, '');
      for (const a of t.assertionResults ?? []) tests.push({ ms: a.duration ?? 0, name: `${label} ${path} › ${a.fullName}` });
    }
  }
  const e2e = read('test-results/e2e-results.json');
  const walk = (suite, path) => {
    for (const s of suite.suites ?? []) walk(s, [...path, s.title]);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((m, r) => m + (r.duration ?? 0), 0);
        tests.push({ ms, name: `e2e ${[...path, spec.title].filter(Boolean).join(' › ')}` });
      }
    }
  };
  for (const s of e2e?.suites ?? []) walk(s, [s.title]);
  return tests.sort((a, b) => b.ms - a.ms).slice(0, n);
}

mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/stage-times.json', `${JSON.stringify({ total, stages: times }, null, 2)}\n`);

const fmt = (s) => (s === null ? '      —' : `${s.toFixed(1).padStart(6)} s`);
console.log('\n== wall time by stage');
for (const t of times) console.log(`${t.name.padEnd(6)} ${fmt(t.seconds)}  ${t.status}`);
console.log(`${'total'.padEnd(6)} ${fmt(total)}`);
const slow = slowest(10);
if (slow.length) {
  console.log('\n== the ten slowest tests');
  for (const t of slow) console.log(`${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name.length > 150 ? `${t.name.slice(0, 147)}…` : t.name}`);
}
/** The files whose tests held the event loop longest (tests/setup/stretches.ts wrote them). */
const stretches = ['unit', 'dist'].flatMap((name) => {
  const f = `test-results/${name}-stretches.json`;
  return existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')).map((r) => ({ ...r, name })) : [];
});
if (stretches.length) {
  console.log('\n== the longest synchronous stretches (a test file holding its Vitest worker; docs/testing.md)');
  for (const r of stretches.sort((a, b) => b.ms - a.ms).slice(0, 5)) {
    const where = `${r.name} ${r.file}${r.where ? ` › ${r.where}` : ' (outside its tests)'}`;
    console.log(`${(r.ms / 1000).toFixed(1).padStart(6)} s  ${where.length > 150 ? `${where.slice(0, 147)}…` : where}`);
  }
}
process.exit(failed ? 1 : 0);
