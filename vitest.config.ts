import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // Every test begins with a turn of the event loop, and each one's longest synchronous stretch is measured.
    setupFiles: ['tests/setup/event-loop.ts'],
    reporters: ['default', './tests/setup/stretches.ts'],
    // One worker per core: the main process only transforms files and reports (Vitest's default leaves a core to it).
    maxWorkers: availableParallelism(),
  },
});
