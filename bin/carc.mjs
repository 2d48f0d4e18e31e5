#!/usr/bin/env node
// The `carc` command line. This launcher only teaches Node to load TypeScript
// (tsx, in this process: the fastest start) and hands over to bin/carc.ts.
// It works from any working directory, through `npx carc` and `npm run carc`.
const fail = (code, message) => {
  process.stdout.write(`${JSON.stringify({ error: code, message })}\n`);
  process.exitCode = 2;
};

import { fileURLToPath } from 'node:url';

let register;
try {
  ({ register } = await import('tsx/esm/api'));
} catch {
  fail('not-installed', 'carc needs its dependencies: run `npm install` in the project folder first.');
}
if (register) {
  // No tsconfig lookup: the CLI and the engine need none, and the caller's folder must not matter.
  register({ tsconfig: false });
  try {
    const { main } = await import('./carc.ts');
    process.exitCode = await main(process.argv.slice(2), fileURLToPath(import.meta.url));
  } catch (e) {
    fail('internal-error', `carc could not start: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
    process.exitCode = 3;
  }
}
