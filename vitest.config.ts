import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // A limit, not a measure: generous, so that a slow or busy machine (a quarter of this one) does not fail a test that
    // is only slow. A test's time is reported, never asserted (docs/testing.md).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Every test begins with a turn of the event loop, and each one's longest synchronous stretch is measured.
    setupFiles: ['tests/setup/event-loop.ts'],
    reporters: ['default', './tests/setup/stretches.ts'],
    // One worker per core: the main process only transforms files and reports (Vitest's default leaves a core to it).
    maxWorkers: availableParallelism(),
  },
});
