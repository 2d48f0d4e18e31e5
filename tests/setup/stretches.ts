/**
 * A Vitest reporter: the longest synchronous stretch of each test file, as tests/setup/event-loop.ts measured it
 * (inside a test, or outside any: importing the file, its hooks). Prints the longest few after the run and writes
 * all of them to test-results/<name>-stretches.json, which scripts/test.mjs sums up at the end of `npm test`.
 * A figure for people, never pass/fail: what a stretch may be is a property of the tests (docs/testing.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

export interface Stretch {
  file: string;
  /** The longest stretch in the file, in ms, and where it was: a test's full name, or null outside any test. */
  ms: number;
  where: string | null;
}

export default class StretchReporter implements Reporter {
  /** 'unit' for vitest.config.ts, 'dist' for vitest.dist.config.ts (the checks of the built site). */
  private name = 'unit';

  onInit(vitest: Vitest): void {
    if (/vitest\.dist\.config/.test(String(vitest.config.config ?? ''))) this.name = 'dist';
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows: Stretch[] = [];
    for (const m of modules) {
      const file = relative(process.cwd(), m.moduleId);
      let row: Stretch = { file, ms: m.meta().syncMs ?? 0, where: null };
      for (const t of m.children.allTests()) {
        const ms = t.meta().syncMs ?? 0;
        if (ms > row.ms) row = { file, ms, where: t.fullName };
      }
      rows.push(row);
    }
    rows.sort((a, b) => b.ms - a.ms);
    mkdirSync('test-results', { recursive: true });
    writeFileSync(`test-results/${this.name}-stretches.json`, `${JSON.stringify(rows, null, 2)}\n`);
    if (!rows.length) return;
    console.log('\n The longest synchronous stretch per file (the event loop held, tests/setup/event-loop.ts):');
    for (const r of rows.slice(0, 5)) console.log(`${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.file}${r.where ? ` › ${r.where}` : ' (outside the tests)'}`);
  }
}
