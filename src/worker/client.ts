/**
 * The one owner of the engine worker on a page.
 *
 *   import { getEngine } from '../worker/client';
 *   const summary = await getEngine().catalogueSummary();
 *
 * The worker is created lazily on the first call, in the browser only, and is
 * shared by every island on the page. It is terminated on `pagehide`; the next
 * call (e.g. after the page comes back from the back/forward cache) starts a
 * new one, so call `getEngine()` when you need it rather than keeping the result.
 *
 * `callEngine(fn)` does the same but also rejects if the worker fails to load
 * or crashes, instead of waiting forever.
 */
import { wrap, releaseProxy, type Remote } from 'comlink';
import type { EngineApi } from './api';

export type { EngineApi };

interface Running {
  worker: Worker;
  remote: Remote<EngineApi>;
  /** Rejects when the worker reports an error; never resolves. */
  failed: Promise<never>;
}

let running: Running | undefined;
let listening = false;

function stop(): void {
  if (!running) return;
  const { worker, remote } = running;
  running = undefined;
  remote[releaseProxy]();
  worker.terminate();
}

function start(): Running {
  if (typeof window === 'undefined' || typeof Worker === 'undefined') {
    throw new Error('getEngine() was called outside a browser: the engine worker exists only on the page (call it from an island effect or event handler, not during server rendering).');
  }
  const worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => {
      const detail = event instanceof ErrorEvent && event.message ? event.message : 'the worker script could not be loaded or crashed';
      reject(new Error(`Engine worker failed: ${detail}`));
    });
    worker.addEventListener('messageerror', () => {
      reject(new Error('Engine worker failed: a message could not be decoded'));
    });
  });
  // Nobody may be listening for this rejection; keep it from being reported as unhandled.
  failed.catch(() => {});
  if (!listening) {
    window.addEventListener('pagehide', stop);
    listening = true;
  }
  return { worker, remote: wrap<EngineApi>(worker), failed };
}

/** The engine, running in its worker (created on first use). Methods return Promises. */
export function getEngine(): Remote<EngineApi> {
  running ??= start();
  return running.remote;
}

/** Run `fn` against the engine; rejects with a clear error if the worker fails instead of hanging. */
export function callEngine<T>(fn: (engine: Remote<EngineApi>) => Promise<T>): Promise<T> {
  running ??= start();
  return Promise.race([fn(running.remote), running.failed]);
}
