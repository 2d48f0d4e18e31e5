/**
 * Page budgets (issue 5), measured in Chromium on the built site. Bundle sizes
 * are deterministic, so these are tests, not benchmarks:
 *   - the JavaScript a page downloads, gzipped, stays under 60 KB (the engine
 *     worker's own script and the chunks it imports are not counted here);
 *   - the engine worker's script plus its imports, gzipped, stays under 40 KB;
 *   - nothing on a page moves while it loads (cumulative layout shift 0), at
 *     phone and desktop widths. (engine.spec.ts separately holds the home
 *     page's worker back and checks nothing moves when it answers.)
 *
 * Vite builds the worker as a bundle of its own (vite.worker in
 * astro.config.mjs), so no chunk is shared between a page and the worker.
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { DESKTOP, PHONE, pagesToVisit, watchProblems } from './helpers';

const PAGE_JS_BUDGET = 60 * 1024;
const WORKER_BUDGET = 40 * 1024;
/** Every page (of the puzzle pages, one template, every tenth: helpers.pagesToVisit), the /dev/ test pages too. */
const pages = pagesToVisit({ withDev: true });
/** Every valibot schema carries this (Standard Schema metadata): a marker for valibot in a bundle. */
const VALIBOT = 'vendor:"valibot"';

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const isJs = (r: Response): boolean =>
  r.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(r.url()).pathname) || /javascript/.test(r.headers()['content-type'] ?? '');

/** The specifiers a bundled ES module imports (static and dynamic), resolved against its URL. */
function importsOf(code: string, url: string): string[] {
  const specifiers = new Set<string>();
  for (const m of code.matchAll(/\bimport\s*(?:[\w$*{},\s]+from\s*)?["']([^"']+)["']/g)) specifiers.add(m[1]);
  for (const m of code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) specifiers.add(m[1]);
  return [...specifiers].map((s) => new URL(s, url).href);
}

interface Loaded {
  /** Every JavaScript response of the page, by URL: gzipped size. */
  js: Map<string, { gzip: number; raw: number; code: string }>;
  /** URLs of the worker scripts the page started. */
  workers: string[];
}

/** Loads `path` and waits until the page and any worker it starts have finished fetching. */
async function load(page: Page, path: string): Promise<Loaded> {
  const pending: Promise<void>[] = [];
  const js: Loaded['js'] = new Map();
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const onResponse = (r: Response) => {
    if (r.status() !== 200 || !isJs(r)) return;
    pending.push(
      r.body().then((body) => {
        js.set(r.url(), { gzip: gzipSync(body).length, raw: body.length, code: body.toString('utf8') });
      }),
    );
  };
  page.on('response', onResponse);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Scripts may still arrive while the bodies are read (a chunk the page loads a moment later): read until
  // none is left, then stop listening, so no body is still being read when the test ends.
  for (let read = -1; read !== pending.length; ) {
    read = pending.length;
    await Promise.all(pending);
  }
  page.off('response', onResponse);
  return { js, workers };
}

/** The worker entry and every chunk it imports, transitively (fetched by the test if the page did not). */
async function workerClosure(page: Page, loaded: Loaded): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const queue = [...loaded.workers];
  while (queue.length) {
    const url = queue.shift()!;
    if (out.has(url)) continue;
    let entry = loaded.js.get(url);
    if (!entry) {
      const r = await page.request.get(url);
      expect(r.status(), `worker chunk ${url}`).toBe(200);
      const body = await r.body();
      entry = { gzip: gzipSync(body).length, raw: body.length, code: body.toString('utf8') };
    }
    out.set(url, entry.gzip);
    queue.push(...importsOf(entry.code, url));
  }
  return out;
}

for (const path of pages) {
  test(`${path}: page JavaScript under ${kb(PAGE_JS_BUDGET)} gzipped`, async ({ page, baseURL }) => {
    const watch = watchProblems(page, new URL(baseURL!).origin);
    const loaded = await load(page, path);
    const worker = await workerClosure(page, loaded);
    const pageJs = [...loaded.js].filter(([url]) => !worker.has(url));
    const total = pageJs.reduce((n, [, e]) => n + e.gzip, 0);
    const breakdown = pageJs
      .sort((a, b) => b[1].gzip - a[1].gzip)
      .map(([url, e]) => `${new URL(url).pathname} ${kb(e.gzip)} (${kb(e.raw)} raw)`)
      .join(', ');
    test.info().annotations.push({ type: 'page JS (gzip)', description: `${kb(total)}: ${breakdown || 'none'}` });
    expect(total, `JavaScript on ${path}, gzipped: ${breakdown}`).toBeLessThan(PAGE_JS_BUDGET);
    // The engine reaches a page only through its worker: the position reader's schema library stays out of page bundles.
    for (const [url, e] of pageJs) {
      expect(e.code.includes(VALIBOT), `${new URL(url).pathname} bundles valibot (the engine's position reader belongs in the worker)`).toBe(false);
    }
    expect(watch.problems).toEqual([]);
  });
}

test(`the engine worker and its imports stay under ${kb(WORKER_BUDGET)} gzipped`, async ({ page, baseURL }) => {
  const watch = watchProblems(page, new URL(baseURL!).origin);
  // The test page with the live engine line (src/pages/dev/engine.astro): the home page starts no worker.
  const loaded = await load(page, '/dev/engine/');
  await expect(page.getByTestId('engine-status')).toHaveAttribute('data-state', 'ready');
  // The engine and the solver are two workers running the same script.
  const scripts = [...new Set(loaded.workers)];
  expect(scripts, 'the page should start the engine worker').toHaveLength(1);
  expect(new URL(scripts[0]).pathname).toMatch(/^\/_astro\/engine\.worker[^/]*\.js$/);
  const worker = await workerClosure(page, loaded);
  const total = [...worker.values()].reduce((n, x) => n + x, 0);
  const breakdown = [...worker].map(([url, gz]) => `${new URL(url).pathname} ${kb(gz)}`).join(', ');
  test.info().annotations.push({ type: 'worker (gzip)', description: `${kb(total)}: ${breakdown}` });
  expect(total, `engine worker, gzipped: ${breakdown}`).toBeLessThan(WORKER_BUDGET);
  // The worker really holds the engine with its position reader (so both checks measure the right thing).
  expect([...worker.keys()].some((url) => loaded.js.get(url)?.code.includes(VALIBOT)), 'valibot should be bundled in the worker').toBe(true);
  expect(watch.problems).toEqual([]);
});

for (const path of pages) {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${path}: nothing moves while the page loads (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Islands hydrate and the worker answers after the network is quiet: wait for hydration, then a moment more.
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await page.waitForTimeout(750);
      const shifts = await page.evaluate(
        () =>
          new Promise<{ value: number; sources: string[] }[]>((resolve) => {
            const found: { value: number; sources: string[] }[] = [];
            const observer = new PerformanceObserver((list) => {
              for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }[]) {
                if (e.hadRecentInput) continue;
                found.push({
                  value: e.value,
                  sources: (e.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 100) : String(s.node))),
                });
              }
            });
            observer.observe({ type: 'layout-shift', buffered: true });
            // Buffered entries arrive in the first callback; give it a frame or two.
            setTimeout(() => {
              observer.disconnect();
              resolve(found);
            }, 200);
          }),
      );
      const cls = shifts.reduce((n, s) => n + s.value, 0);
      expect(shifts, `layout shifts on ${path} at ${viewport.width}px`).toEqual([]);
      expect(cls).toBe(0);
    });
  }
}
