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
    // As for the unit tests (vitest.config.ts): a turn of the event loop before each test, each one's longest
    // synchronous stretch measured, one worker per core.
    setupFiles: ['tests/setup/event-loop.ts'],
    reporters: ['default', './tests/setup/stretches.ts'],
    maxWorkers: availableParallelism(),
  },
});
