#!/usr/bin/env node
// The `carc` command line. This launcher runs bin/carc.ts bundled into one JavaScript file by
// esbuild (a development dependency), which starts about as fast as Node itself. The bundle is
// kept in node_modules/.cache/carc/ with the list of the files it was built from (their sizes and
// times): it is built on the first run, and again whenever one of those files changed, so an edit
// to the engine is never run stale. It works from any working directory, through `npx carc` and
// `npm run carc`. CARC_CACHE_DIR puts the bundle elsewhere (the tests use a folder of their own);
// when the project's folder cannot be written to, it goes to a folder of the system's.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const self = fileURLToPath(import.meta.url);
const root = resolve(dirname(self), '..');
const chosen = process.env.CARC_CACHE_DIR ? resolve(process.env.CARC_CACHE_DIR) : null;

/** The system's folder for this project's bundle (one per project folder). */
function systemCache() {
  let h = 0;
  for (const c of root) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return join(tmpdir(), `carc-${(h >>> 0).toString(36)}`);
}

const fail = (code, message, status) => {
  process.stdout.write(`${JSON.stringify({ error: code, message })}\n`);
  process.exitCode = status;
};

/** Whether the bundle in `cache` was built from the files as they are now. */
function fresh(cache) {
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(join(cache, 'inputs.json'), 'utf8'));
    statSync(join(cache, 'carc.mjs'));
  } catch {
    return false;
  }
  for (const [file, [size, mtime]] of Object.entries(inputs)) {
    try {
      const s = statSync(join(root, file));
      if (s.size !== size || s.mtimeMs !== mtime) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Bundle bin/carc.ts into `cache` and note its inputs; written under temporary names, then
 * renamed, so that carc processes started together never read half a file. Returns the folder
 * used (the system's when `cache` cannot be written to).
 */
async function build(cache) {
  const { build: esbuild } = await import('esbuild');
  const result = await esbuild({
    entryPoints: [join(root, 'bin', 'carc.ts')],
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // The bundle lives away from bin/: a `require` for the Node built-ins some packages use.
    banner: { js: "import { createRequire as __carcRequire } from 'node:module'; const require = __carcRequire(import.meta.url);" },
  });
  const inputs = {};
  for (const file of Object.keys(result.metafile.inputs)) {
    const s = statSync(join(root, file));
    inputs[file] = [s.size, s.mtimeMs];
  }
  const write = (dir) => {
    mkdirSync(dir, { recursive: true });
    const tmp = `.${process.pid}.${Date.now()}`;
    writeFileSync(join(dir, `carc.mjs${tmp}`), result.outputFiles[0].contents);
    writeFileSync(join(dir, `inputs.json${tmp}`), JSON.stringify(inputs));
    renameSync(join(dir, `carc.mjs${tmp}`), join(dir, 'carc.mjs'));
    renameSync(join(dir, `inputs.json${tmp}`), join(dir, 'inputs.json'));
    return dir;
  };
  try {
    return write(cache);
  } catch (e) {
    if (chosen || !['EACCES', 'EPERM', 'EROFS'].includes(e?.code)) throw e;
    return write(systemCache());
  }
}

let cache = chosen ?? join(root, 'node_modules', '.cache', 'carc');
let ready = fresh(cache);
if (!ready && !chosen && fresh(systemCache())) {
  // Built before into the system's folder, the project's being read-only.
  cache = systemCache();
  ready = true;
}
if (!ready) {
  try {
    cache = await build(cache);
    ready = true;
  } catch (e) {
    const missing = e && (e.code === 'ERR_MODULE_NOT_FOUND' || e.code === 'MODULE_NOT_FOUND');
    if (missing) fail('not-installed', 'carc needs its dependencies: run `npm install` in the project folder first.', 2);
    else fail('internal-error', `carc could not be built: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`, 3);
  }
}
if (ready) {
  try {
    const { main } = await import(pathToFileURL(join(cache, 'carc.mjs')).href);
    process.exitCode = await main(process.argv.slice(2), self);
  } catch (e) {
    fail('internal-error', `carc could not start: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`, 3);
  }
}
