#!/usr/bin/env node
// `npm run bench:match`: the computer's levels against each other through `carc match` — Strong
// against Club over 200 games, Club against Beginner over 100 — on every processor. Prints a table
// and writes bench/match-results.json. Figures only, never pass/fail. It takes a while (Strong
// thinks up to a second a move): `-- --quick` plays 20 and 10 games, `-- --seed S` another seed,
// `-- --ms LIMIT` another cap on a move's thinking (processor time; 1,000 by default).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const carc = join(here, '..', 'bin', 'carc.mjs');
const quick = process.argv.includes('--quick');
const seedAt = process.argv.indexOf('--seed');
const seed = seedAt > 0 ? Number(process.argv[seedAt + 1]) : 1;
const msAt = process.argv.indexOf('--ms');
const ms = msAt > 0 ? process.argv[msAt + 1] : null;

const matches = [
  { a: 'strong', b: 'club', games: quick ? 20 : 200 },
  { a: 'club', b: 'beginner', games: quick ? 10 : 100 },
];

/** Run `carc match`, its progress lines passed on; resolves with its JSON. */
function match({ a, b, games }) {
  return new Promise((resolve, reject) => {
    const args = [carc, 'match', '--a', a, '--b', b, '--games', String(games), '--seed', String(seed), '--progress', ...(ms ? ['--ms', ms] : [])];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (status) => {
      try {
        const parsed = JSON.parse(out);
        if (status !== 0 || parsed.error) reject(new Error(out.trim()));
        else resolve(parsed);
      } catch {
        reject(new Error(`carc match answered: ${out.trim()}`));
      }
    });
  });
}

const started = Date.now();
const results = [];
for (const m of matches) {
  console.error(`${m.a} against ${m.b}, ${m.games} games…`);
  results.push(await match(m));
}
const machine = `${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores), Node ${process.version}, ${process.platform}`;
const pct = (v) => `${(v * 100).toFixed(1)}%`;
console.log(`\nCarcassonne Tutor: the computer's levels — ${machine}\n`);
console.log('match                 games  win rate (95% interval)    mean margin (sd)  ms a move (processor / clock)');
for (const r of results) {
  const name = `${r.a} vs ${r.b}`.padEnd(20);
  const rate = `${pct(r.winRate)} (${pct(r.ci95[0])}–${pct(r.ci95[1])})`.padEnd(25);
  const margin = `${r.meanMargin > 0 ? '+' : ''}${r.meanMargin} (${r.sdMargin})`.padEnd(16);
  console.log(`${name}  ${String(r.games).padStart(5)}  ${rate}  ${margin}  ${r.msPerMove} / ${r.wallMsPerMove} (limit reached ${r.capped} times)`);
}
console.log(`\n(${Math.round((Date.now() - started) / 1000)} s)`);
writeFileSync(join(here, 'match-results.json'), JSON.stringify({ date: new Date().toISOString(), machine, seed, ms: ms ? Number(ms) : null, results }, null, 2) + '\n');
