/**
 * Every page of the built site in Chromium, one after another in one browser
 * context per worker (storage cleared between pages), at phone and desktop
 * width — the checks only a browser can make, each failure named with its
 * page and width, all of a batch's failures reported at once:
 *
 *   - it loads cleanly: the right HTTP status, no console error, no uncaught
 *     exception, no failed request, nothing asked of another host;
 *   - under the Content-Security-Policy, with no violation: at phone width as
 *     the meta tag alone (the files as `astro preview` serves them), at desktop
 *     width as the meta tag and the header dist/_headers gives (what a static
 *     host sends; scripts/static-host.mjs);
 *   - nothing moves while it loads: no layout shift from navigation until
 *     SETTLE_MS after the page has settled (every island hydrated and every
 *     part that says whether it is ready says so);
 *   - nothing is wider than the screen; its landmarks and heading are there;
 *   - no accessibility violation (axe: WCAG 2.x A/AA and best practices);
 *   - the JavaScript it fetched, gzipped, is under the page budget (desktop;
 *     the worker's own scripts apart).
 *
 * Which pages: every page, except that of the puzzle pages (one template,
 * different data) every tenth (helpers.pagesToVisit); /dev/ test pages get the
 * clean load, the policy, the layout-shift and the budget checks. What needs
 * no browser is read from dist/ by Vitest for every page, the puzzle pages
 * too (tests/built/: the policy and its hashes, the frame, links, budgets).
 */
import { gzipSync } from 'node:zlib';
import { expect, test as base, type CDPSession, type Page, type Request } from '@playwright/test';
import { DESKTOP, PHONE, axeViolations, builtPages, isDevPage, isPuzzlePage, pagesToVisit, readBytes, distFiles, importsOf, read } from './helpers';
import { STATIC_HOST_URL } from './ports';
import { isOtherLanguage, LANGUAGE_SAMPLE } from '../site/dist';

/** The same budget as tests/built/budgets.test.ts (see the reason for its figure there). */
const PAGE_JS_BUDGET = 64 * 1024;
/** The layout-shift window runs from navigation until this long after the page has settled. */
const SETTLE_MS = 500;

type Width = 'phone' | 'desktop';
type Check = 'load' | 'csp' | 'shift' | 'frame' | 'axe' | 'budget';

interface Visit {
  path: string;
  width: Width;
  checks: ReadonlySet<Check>;
  /** Changes the page's HTML before the browser reads it (the test that proves a check bites). */
  rewrite?: (html: string) => string;
}

interface Shared {
  page: Page;
  cdp: CDPSession;
}

/**
 * A worker's one browser context and tab, kept for all its pages: a page is left for about:blank before the next
 * opens (a new tab costs a renderer process, half a second of processor time each).
 */
const test = base.extend<object, { shared: Shared }>({
  shared: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: DESKTOP });
      await context.addInitScript(() => {
        const w = window as unknown as { __csp: string[] };
        w.__csp = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} ${e.sample ? `"${e.sample}"` : ''} at ${e.sourceFile}:${e.lineNumber}`);
        });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await use({ page, cdp });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** The engine worker's scripts (its entry and everything it imports): not counted in a page's budget. */
const workerScripts = (() => {
  const out = new Set<string>();
  const queue = distFiles()
    .filter((f) => /^_astro\/engine\.worker[^/]*\.js$/.test(f))
    .map((f) => `/${f}`);
  while (queue.length) {
    const p = queue.shift()!;
    if (out.has(p)) continue;
    out.add(p);
    const i = importsOf(read(p.slice(1)), p);
    queue.push(...i.static, ...i.dynamic);
  }
  return out;
})();

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Loads one page at one width with the checks asked for, and returns what is
 * wrong, each line naming the page and width (empty: all is well).
 */
async function visit({ page, cdp }: Shared, baseURL: string, v: Visit): Promise<string[]> {
  // The meta tag alone: the site served as files (as `astro preview` serves it). The meta tag and the header: served as a
  // static host serves it, with the headers of dist/_headers.
  const withHeader = v.width === 'desktop';
  const origin = withHeader ? STATIC_HOST_URL : new URL(baseURL).origin;
  const at = `${v.path} (${v.width})`;
  const found: string[] = [];
  let leaving = false;
  const problems: string[] = [];
  const scripts = new Set<string>();
  /** This page's requests still under way. */
  const pending = new Set<Request>();
  const onRequest = (r: Request) => {
    pending.add(r);
    const url = r.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) problems.push(`external request: ${url}`);
  };
  const onDone = (r: Request) => pending.delete(r);
  const onFailed = (r: Request) => {
    pending.delete(r);
    const reason = r.failure()?.errorText ?? 'unknown';
    // Requests the page still had under way as the browser leaves it are cancelled by the leaving, not failed.
    if (reason === 'net::ERR_ABORTED' && leaving) return;
    problems.push(`request failed: ${r.url()} (${reason})`);
  };
  const onResponse = (r: import('@playwright/test').Response) => {
    const missing = v.path === '/404.html' && new URL(r.url()).pathname === '/no-such-page/';
    if (r.status() >= 400 && !missing) problems.push(`HTTP ${r.status()}: ${r.url()}`);
    const p = new URL(r.url()).pathname;
    if (r.status() === 200 && /\.m?js$/.test(p)) scripts.add(p);
  };
  const onConsole = (m: import('@playwright/test').ConsoleMessage) => {
    if (m.type() !== 'error') return;
    // The one expected error: the browser's note of the 404 the not-found page is sent with.
    if (v.path === '/404.html' && m.text().includes('404')) return;
    problems.push(`console error: ${m.text()} (${m.location().url})`);
  };
  const onPageError = (e: Error) => problems.push(`uncaught exception: ${e.message}`);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);

  if (v.rewrite) {
    await page.route('**/*', async (route) => {
      if (new URL(route.request().url()).origin !== origin) return route.abort();
      const response = await route.fetch();
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) return route.fulfill({ response });
      return route.fulfill({ response, body: v.rewrite!(await response.text()) });
    });
  }

  try {
    await page.setViewportSize(v.width === 'phone' ? PHONE : DESKTOP);
    const target = new URL(v.path === '/404.html' ? '/no-such-page/' : v.path, origin).href;
    const response = await page.goto(target);
    const status = response?.status();
    const want = v.path === '/404.html' ? 404 : 200;
    if (status !== want) found.push(`HTTP status ${status}, expected ${want}`);
    const header = response?.headers()['content-security-policy'];
    if (withHeader && !header) found.push('the page was not sent with the CSP header');
    if (!withHeader && header) found.push('the page was sent with a CSP header where only the meta tag was meant to apply');

    // Settled: every island hydrated, every part that reports readiness ready (the engine answered), fonts in.
    const settled = await page
      .waitForFunction(() => !document.querySelector('astro-island[ssr]') && !document.querySelector('[data-ready="false"]') && document.readyState === 'complete', null, {
        timeout: 60_000,
      })
      .then(
        () => true,
        () => false,
      );
    if (!settled) found.push(`did not settle within 60 s (islands not hydrated or a part not ready: ${await page.evaluate(() => [...document.querySelectorAll('astro-island[ssr], [data-ready="false"]')].map((e) => e.getAttribute('data-testid') ?? e.tagName.toLowerCase()).join(', '))})`);

    // The layout-shift window runs until SETTLE_MS after the page settled; axe, which only reads the page, runs meanwhile
    // (it used to run after the window, which left the processor idle for SETTLE_MS on every visit). The other checks
    // follow the window, so they see the page as it is at its end, as before.
    const shiftsInWindow = v.checks.has('shift')
      ? page.evaluate(
          (ms) =>
            new Promise<string[]>((resolve) => {
              document.fonts.ready.then(() =>
                setTimeout(() => {
                  const entries = performance.getEntriesByType('layout-shift') as unknown as { value: number; hadRecentInput: boolean; startTime: number; sources?: { node?: Node | null }[] }[];
                  resolve(
                    entries
                      .filter((e) => !e.hadRecentInput)
                      .map(
                        (e) =>
                          `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${(e.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 100) : String(s.node))).join(' | ')}`,
                      ),
                  );
                }, ms),
              );
            }),
          SETTLE_MS,
        )
      : null;
    const axe = v.checks.has('axe') ? await axeViolations(page) : [];
    if (shiftsInWindow) for (const s of await shiftsInWindow) found.push(`layout shift ${s}`);

    if (v.checks.has('csp')) {
      for (const c of await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)) found.push(`CSP violation (${withHeader ? 'meta tag and header' : 'meta tag'}): ${c}`);
    }

    if (v.checks.has('frame')) {
      const frame = await page.evaluate(() => {
        const visible = (e: Element | null) => !!e && !!(e as HTMLElement).offsetParent && e.getBoundingClientRect().width > 0;
        return {
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          h1: visible(document.querySelector('main h1')),
          nav: visible(document.querySelector('nav.site-nav[aria-label]')),
          footer: visible(document.querySelector('footer.site-footer')),
        };
      });
      if (frame.overflow > 0) found.push(`horizontal overflow of ${frame.overflow} px`);
      if (!frame.h1) found.push('the page heading is not visible');
      if (!frame.nav) found.push('the main navigation is not visible');
      if (!frame.footer) found.push('the footer is not visible');
      if ((await page.getByRole('banner').count()) !== 1) found.push('not exactly one banner landmark');
      if ((await page.getByRole('main').count()) !== 1) found.push('not exactly one main landmark');
      if ((await page.getByRole('contentinfo').count()) !== 1) found.push('not exactly one contentinfo landmark');
    }

    for (const x of axe) found.push(`axe ${x}`);

    if (v.checks.has('budget')) {
      const pageJs = [...scripts].filter((p) => !workerScripts.has(p));
      const sizes = pageJs.map((p) => [p, gzipSync(readBytes(p.slice(1))).length] as const).sort((a, b) => b[1] - a[1]);
      const total = sizes.reduce((n, [, s]) => n + s, 0);
      if (total >= PAGE_JS_BUDGET) found.push(`page JavaScript ${kb(total)} gzipped, over ${kb(PAGE_JS_BUDGET)}: ${sizes.map(([p, s]) => `${p} ${kb(s)}`).join(', ')}`);
    }
  } finally {
    // Leave the page; what it still had under way ends with it (cancelled or done) before the next page opens.
    // (A page going away starts nothing new: the worker client parks calls made after pagehide.)
    leaving = true;
    await page.goto('about:blank');
    for (let i = 0; pending.size && i < 100; i++) await new Promise((r) => setTimeout(r, 50));
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  // Forget what the page kept, so the next page opens as on a first visit.
  await page.context().clearCookies();
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  if (v.checks.has('load')) for (const p of problems) found.push(p);
  return found.map((f) => `${at}: ${f}`);
}

/** The checks of a page at a width (see the top of this file): the /dev/ test pages have no site frame. */
function checksOf(path: string, width: Width): Set<Check> {
  // The pseudo-locale's pages (test builds only) load English's words and a transform: not held to the budget (docs/i18n.md).
  const always: Check[] = ['load', 'csp', 'shift', ...(width === 'desktop' && !path.startsWith('/pseudo/') ? (['budget'] as const) : [])];
  return new Set<Check>(isDevPage(path) ? always : [...always, 'frame', 'axe']);
}

const pages = pagesToVisit({ withDev: true });

/** Which part of the site a page belongs to (the test tags: npm run test:quick -- @learn). */
const sectionOf = (path: string): string => {
  const m = /^(?:\/(?:cs|fr|zh|pseudo))?\/(learn|puzzles|check|playground)\//.exec(path);
  return m ? m[1] : 'site';
};

/** Pages in batches of three of a section, so the workers share the work and a batch stays well inside its time. */
function batches(): { section: string; pages: string[] }[] {
  const bySection = new Map<string, string[]>();
  for (const p of pages) bySection.set(sectionOf(p), [...(bySection.get(sectionOf(p)) ?? []), p]);
  const out: { section: string; pages: string[] }[] = [];
  for (const [section, list] of bySection) for (let i = 0; i < list.length; i += 3) out.push({ section, pages: list.slice(i, i + 3) });
  return out;
}

test('the sweep visits every English page but 9 in 10 puzzle pages, and a sample of each other language', () => {
  const all = builtPages();
  const english = all.filter((p) => !isOtherLanguage(p));
  expect(batches().flatMap((b) => b.pages).sort()).toEqual([...pages].sort());
  for (const path of ['/', '/about/', '/404.html', '/learn/', '/playground/', '/puzzles/', '/check/', '/learn/roads/', '/tiles/', '/dev/engine/']) expect(pages, path).toContain(path);
  const puzzles = english.filter(isPuzzlePage);
  expect(pages.filter((p) => puzzles.includes(p)).length).toBe(Math.ceil(puzzles.length / 10));
  expect(english.filter((p) => !pages.includes(p)).every((p) => puzzles.includes(p))).toBe(true);
  for (const lang of new Set(all.filter(isOtherLanguage).map((p) => p.split('/')[1]))) {
    expect(pages.filter((p) => p.startsWith(`/${lang}/`)).sort(), lang).toEqual(LANGUAGE_SAMPLE.map((p) => `/${lang}${p}`).sort());
  }
});

for (const [i, b] of batches().entries()) {
  test(`pages ${i + 1}: ${b.pages.join(' ')}`, { tag: `@${b.section}` }, async ({ shared, baseURL }) => {
    test.setTimeout(60_000 + b.pages.length * 30_000);
    for (const path of b.pages) {
      for (const width of ['phone', 'desktop'] as const) {
        const problems = await visit(shared, baseURL!, { path, width, checks: checksOf(path, width) });
        expect.soft(problems, `${path} at ${width} width`).toEqual([]);
      }
    }
  });
}

test('the sweep bites: an image without words and a request to another host are each named with their page', { tag: '@site' }, async ({ shared, baseURL }) => {
  const path = '/about/';
  const problems = await visit(shared, baseURL!, {
    path,
    width: 'phone',
    checks: checksOf(path, 'phone'),
    rewrite: (html) =>
      html.replace(
        '<main id="main" tabindex="-1">',
        // An image with no alt text, and a request to another host.
        '<main id="main" tabindex="-1"><img src="/favicon.svg" width="20" height="20"><img src="https://example.invalid/x.png" alt="x" width="1" height="1">',
      ),
  });
  expect(problems.some((p) => p.startsWith(`${path} (phone): axe image-alt`)), problems.join('\n')).toBe(true);
  expect(problems.some((p) => p.startsWith(`${path} (phone): `) && /example\.invalid/.test(p)), problems.join('\n')).toBe(true);
  // A clean page has nothing to say.
  expect(await visit(shared, baseURL!, { path, width: 'desktop', checks: checksOf(path, 'desktop') })).toEqual([]);
});
