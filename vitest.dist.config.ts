import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The checks over the built site (dist/) that need no browser: the
 * Content-Security-Policy, links and anchors, each page's frame, bundle
 * budgets, the offline copy. Run after a build (`npm run test:dist`; `npm test`
 * builds first).
 */
export default defineConfig({
  test: {
    include: ['tests/built/**/*.test.ts'],
    environment: 'node',
    // A limit, not a measure: generous, so that a slow or busy machine (a quarter of this one) does not fail a test that
    // is only slow. A test's time is reported, never asserted (docs/testing.md).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // As for the unit tests (vitest.config.ts): a turn of the event loop before each test, each one's longest
    // synchronous stretch measured, one worker per core.
    setupFiles: ['tests/setup/event-loop.ts'],
    reporters: ['default', './tests/setup/stretches.ts'],
    maxWorkers: availableParallelism(),
  },
});
