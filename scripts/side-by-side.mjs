#!/usr/bin/env node
/**
 * Runs shell commands side by side and fails if any fails: the first prints as it goes, each other's output follows
 * when it is done. (scripts/test.mjs: `astro check` and `tsc` each use one core.)
 *
 *   node scripts/side-by-side.mjs "command one" "command two" …
 */
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
const results = await Promise.all(
  commands.map(
    (command, i) =>
      new Promise((resolve) => {
        const child = spawn('sh', ['-c', command], { stdio: i === 0 ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
        const out = [];
        child.stdout?.on('data', (d) => out.push(d));
        child.stderr?.on('data', (d) => out.push(d));
        child.on('exit', (code, signal) => resolve({ command, code: code ?? (signal ? 1 : 0), output: Buffer.concat(out).toString() }));
        child.on('error', (e) => resolve({ command, code: 1, output: String(e) }));
      }),
  ),
);
for (const r of results.slice(1)) {
  if (r.output.trim() || r.code !== 0) console.log(`-- ${r.command}${r.code ? ` (exit ${r.code})` : ''}\n${r.output.trimEnd()}`);
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
