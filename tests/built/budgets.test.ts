/**
 * Page budgets (issue 5), read from the built files: the JavaScript a page
 * loads as it opens — the scripts its HTML names (islands, renderers, module
 * scripts) and everything they import statically — stays under 64 KB
 * gzipped; the engine worker's script and its imports under 40 KB; the
 * position reader's schema library (valibot) is only in the worker. Bundle
 * sizes are deterministic, so these are tests, not benchmarks. Chromium
 * measures the same on every page it visits, counting what the page really
 * fetched, chunks loaded on demand included (tests/e2e/sweep.spec.ts).
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { attr, builtPages, distFiles, htmlFileOf, importsOf, read, readBytes, startTags } from '../site/dist';

/**
 * 64 KB since 25 November (60 KB before): the phone-first checker and the playground's game bar (issue 22) added
 * about 4 KB to /check/ and /playground/ after terser and the data panel's own word section had taken about 2.6 KB off.
 * The aim stays Lighthouse's mobile score (npm run bench:lighthouse). With the board's framing back (26 November) the
 * checker's result table and its report words load with the first result, the board's screen-reader description
 * after the first paint and the words of a refused move with the first refusal; /playground/ is the closest to the
 * budget (about 0.1 KB under).
 */
export const PAGE_JS_BUDGET = 64 * 1024;
export const WORKER_BUDGET = 40 * 1024;
/** Every valibot schema carries this (Standard Schema metadata): a marker for valibot in a bundle. */
const VALIBOT = 'vendor:"valibot"';

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = new Map<string, number>();
const gz = (path: string): number => {
  let n = gzip.get(path);
  if (n === undefined) gzip.set(path, (n = gzipSync(readBytes(path.slice(1))).length));
  return n;
};

/** The modules reachable from `entries` through static imports (and dynamic ones too with `dynamic`). */
function closure(entries: readonly string[], dynamic = false): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const i = importsOf(read(path.slice(1)), path);
    queue.push(...i.static, ...(dynamic ? i.dynamic : []));
  }
  return seen;
}

/** The scripts a page's HTML starts: module scripts, island components and renderers, and what inline module scripts import. */
function entriesOf(path: string): string[] {
  const html = read(htmlFileOf(path));
  const out = new Set<string>();
  const base = new URL(path, 'http://site.invalid');
  const add = (v: string | undefined) => v && out.add(new URL(v.replace(/&amp;/g, '&'), base).pathname);
  for (const t of startTags(html)) {
    if (t.tag === 'script') add(attr(t, 'src'));
    if (t.tag === 'astro-island') {
      add(attr(t, 'component-url'));
      add(attr(t, 'renderer-url'));
      add(attr(t, 'before-hydration-url'));
    }
    if (t.tag === 'link' && attr(t, 'rel') === 'modulepreload') add(attr(t, 'href'));
  }
  for (const m of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const s of importsOf(m[1], path).static) out.add(s);
  }
  return [...out];
}

const workerEntries = distFiles()
  .filter((f) => /^_astro\/engine\.worker[^/]*\.js$/.test(f))
  .map((f) => `/${f}`);
const worker = closure(workerEntries, true);

describe('the engine worker', () => {
  it(`and its imports stay under ${kb(WORKER_BUDGET)} gzipped, with the position reader in it`, () => {
    expect(workerEntries, 'one engine worker script').toHaveLength(1);
    const total = [...worker].reduce((n, p) => n + gz(p), 0);
    const breakdown = [...worker].map((p) => `${p} ${kb(gz(p))}`).join(', ');
    expect(total, `engine worker, gzipped: ${breakdown}`).toBeLessThan(WORKER_BUDGET);
    expect([...worker].some((p) => read(p.slice(1)).includes(VALIBOT)), 'valibot should be bundled in the worker').toBe(true);
  });
});

/**
 * The pseudo-locale's pages (/pseudo/, test builds only, never published) load English's words and the small
 * transform that makes them longer (docs/i18n.md): they are checked for the words they load
 * (tests/built/i18n.test.ts), not held to the budget, which every published language's pages are.
 */
const budgeted = builtPages().filter((p) => !p.startsWith('/pseudo/'));

describe('the JavaScript of every page', () => {
  it.each(budgeted.map((p) => [p]))(`%s: under ${kb(PAGE_JS_BUDGET)} gzipped, no valibot`, (path) => {
    const loaded = [...closure(entriesOf(path))].filter((p) => !worker.has(p));
    const total = loaded.reduce((n, p) => n + gz(p), 0);
    const breakdown = loaded
      .sort((a, b) => gz(b) - gz(a))
      .map((p) => `${p} ${kb(gz(p))}`)
      .join(', ');
    expect(total, `JavaScript on ${path}, gzipped: ${breakdown}`).toBeLessThan(PAGE_JS_BUDGET);
    // The engine reaches a page only through its worker: the position reader's schema library stays out of page bundles,
    // including the chunks a page loads on demand.
    for (const p of closure(entriesOf(path), true)) {
      if (!worker.has(p)) expect.soft(read(p.slice(1)).includes(VALIBOT), `${p} (loaded by ${path}) bundles valibot`).toBe(false);
    }
  });

  it('the reading of a page finds its islands (it bites)', () => {
    const entries = entriesOf('/playground/');
    expect(entries.length).toBeGreaterThan(1);
    expect(closure(entries).size).toBeGreaterThan(entries.length);
  });
});
