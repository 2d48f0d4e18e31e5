#!/usr/bin/env node
// The endgame search on late positions where both players still hold 2–3 meeples (bench/engine.ts,
// `heldMeepleFigures`), alone: `node bench/endgame-held.mjs [--only TEXT]... [--cap MS] [--rounds N]
// [--baseline REF]`. With --baseline the same rows are timed with the engine of REF too (src/engine
// `git archive`d, bundled with this bench/engine.ts), the two in turns in this process, on its
// processor time, so that a busy machine slows both alike. Figures only, never pass/fail.
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const many = (flag) => args.flatMap((a, i) => (args[i - 1] === flag ? [a] : []));
const one = (flag, fallback) => many(flag).pop() ?? fallback;
const only = many('--only');
const cap = Number(one('--cap', '4000'));
const rounds = Number(one('--rounds', '1'));
const ref = one('--baseline', null);
const dir = mkdtempSync(join(tmpdir(), 'carc-held-'));

const load = async (entry, file) => {
  await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', outfile: join(dir, file), logLevel: 'error' });
  return import(pathToFileURL(join(dir, file)).href);
};
const engines = [['this', await load(join(here, 'engine.ts'), 'now.mjs')]];
if (ref) {
  const base = join(dir, 'baseline');
  mkdirSync(join(base, 'bench'), { recursive: true });
  const tar = execFileSync('git', ['archive', '--format=tar', ref, 'src/engine'], { cwd: join(here, '..'), maxBuffer: 64 << 20 });
  execFileSync('tar', ['-x', '-C', base], { input: tar });
  writeFileSync(join(base, 'bench', 'engine.ts'), readFileSync(join(here, 'engine.ts')));
  engines.unshift([ref, await load(join(base, 'bench', 'engine.ts'), 'baseline.mjs')]);
}
for (let r = 0; r < rounds; r++) {
  for (const [name, m] of r % 2 ? [...engines].reverse() : engines) {
    for (const f of m.heldMeepleFigures(false, only, cap)) {
      const v = Number.isFinite(f.value) ? f.value : '—';
      console.log(`[${name}] ${f.name}: ${v} ${f.unit} (${f.spread}) [${f.note}]`);
    }
  }
}
