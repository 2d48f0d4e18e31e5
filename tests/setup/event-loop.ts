/**
 * Loaded before every test file of both Vitest configs (vitest.config.ts, vitest.dist.config.ts).
 *
 * 1. Each test starts with one turn of the event loop. Vitest runs a file's synchronous tests one after the other
 *    without ever letting the event loop turn, so the worker cannot read the main process's answers to its own
 *    messages (`onTaskUpdate`, sent as a test starts) until the file is done; a message not answered within 60 s
 *    is an unhandled error ("[vitest-worker]: Timeout calling …") that fails the run. On a slow machine a file of
 *    heavy tests took longer than that. With a turn before each test, a message waits at most for one test, and
 *    no test holds its worker for long (docs/testing.md).
 * 2. It measures how long the event loop was held: the longest synchronous stretch inside each test goes to the
 *    test's `meta.syncMs`, and the longest in the file outside any test (importing it, its hooks) to the file's
 *    `meta.syncMs`. tests/setup/stretches.ts reports them after the run (a figure, never pass/fail).
 */
import { afterAll, afterEach, beforeEach } from 'vitest';
import { turnOfTheLoop } from './turn';

/** Tick of the watch: often enough to time a stretch to about 10 ms, seldom enough to cost nothing. */
const TICK_MS = 10;

let last = performance.now();
/** The longest stretch since the current test began (or, between tests, since the last one ended). */
let longest = 0;
let outside = 0;
let inTest = false;

const watch = setInterval(() => {
  const now = performance.now();
  longest = Math.max(longest, now - last - TICK_MS);
  last = now;
}, TICK_MS);
watch.unref();

/** The stretch going on now (since the watch last ran) counts too: a synchronous test ends before the watch runs again. */
const settle = (): number => {
  const now = performance.now();
  const held = Math.max(longest, now - last);
  last = now;
  longest = 0;
  return held;
};

beforeEach(async () => {
  await turnOfTheLoop();
  outside = Math.max(outside, settle());
  inTest = true;
});

afterEach(({ task }) => {
  task.meta.syncMs = Math.round(settle());
  inTest = false;
});

afterAll(async (suite) => {
  if (!inTest) outside = Math.max(outside, settle());
  suite.meta.syncMs = Math.round(outside);
});

declare module 'vitest' {
  interface TaskMeta {
    /** The longest time the event loop was held without a turn, in ms (tests/setup/event-loop.ts). */
    syncMs?: number;
  }
}
