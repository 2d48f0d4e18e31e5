/**
 * Serving the built site (dist/) with `astro preview` on a free port, for the
 * benchmark scripts (bench/lighthouse.mjs, bench/browser.mjs).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; rejects when `child` exits or after `timeoutMs`. */
export async function waitForServer(url, child, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`astro preview exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`astro preview did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts `astro preview` for the project at `root` on a free port and waits for it.
 * @returns {Promise<{ base: string, stop: () => Promise<void> }>}
 */
export async function startPreview(root) {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, [join(root, 'node_modules', 'astro', 'astro.js'), 'preview', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr.on('data', (d) => (errors += d));
  const stop = async () => {
    server.kill();
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    if (errors.trim()) console.error('[astro preview]', errors.trim().slice(0, 500));
  };
  try {
    await waitForServer(`${base}/`, server);
  } catch (e) {
    await stop();
    throw e;
  }
  return { base, stop };
}
