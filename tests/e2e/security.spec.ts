/**
 * Security of the built site (issue 6) in Chromium: the engine worker starts
 * under the Content-Security-Policy — delivered as the meta tag (what `astro
 * preview` serves) and as the meta tag plus the header dist/_headers gives (a
 * static host) — and the policy is enforced: injected scripts, handlers and
 * eval do not run. The policy in the built files is read by Vitest
 * (tests/built/security.test.ts); every page is loaded under it, both ways, by
 * tests/e2e/sweep.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { headersFor, watchProblems } from './helpers';

test.describe('site', { tag: '@site' }, () => {
  /** Records CSP violations reported to the page (the document's `securitypolicyviolation` events). */
  async function recordViolations(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        w.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} ${e.sample ? `"${e.sample}"` : ''} at ${e.sourceFile}:${e.lineNumber}`);
      });
    });
  }

  const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

  /** Serves every response with the headers dist/_headers gives its path, as a static host would. */
  async function sendStaticHostHeaders(page: Page): Promise<string[]> {
    const seen: string[] = [];
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch();
      const extra = headersFor(url.pathname);
      if (extra['content-security-policy']) seen.push(url.pathname);
      await route.fulfill({ response, headers: { ...response.headers(), ...extra } });
    });
    return seen;
  }

  for (const delivery of ['meta tag', 'meta tag and _headers header'] as const) {
    test.describe(`in Chromium, with the policy as ${delivery}`, () => {
      // Requests the page still makes as the test ends (the engine worker's script, say) find the page closing:
      // their handlers are dropped rather than failing the test on a response the teardown has disposed.
      test.afterEach(async ({ page }) => {
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });

      test('the engine worker starts under the policy', async ({ page, baseURL }) => {
        const watch = watchProblems(page, new URL(baseURL!).origin);
        await recordViolations(page);
        const withHeader = delivery !== 'meta tag' ? await sendStaticHostHeaders(page) : [];
        await page.goto('/dev/engine/'); // the test page with the live engine line (the home page starts no worker)
        const status = page.getByTestId('engine-status');
        // A worker starting on a busy machine may take longer than an assertion's usual 5 s.
        await expect(status).toHaveAttribute('data-state', 'ready');
        // Under the header the worker script gets the policy too (a worker's CSP comes from its own response).
        if (withHeader.length) expect(withHeader.some((p) => /\/_astro\/engine\.worker[^/]*\.js$/.test(p))).toBe(true);
        expect(await violations(page)).toEqual([]);
        expect(watch.problems).toEqual([]);
      });
    });
  }

  test('the policy is enforced: injected scripts, handlers and eval do not run', async ({ page }) => {
    await recordViolations(page);
    await page.goto('/');
    const outcome = await page.evaluate(async () => {
      const w = window as unknown as Record<string, unknown>;
      const s = document.createElement('script');
      s.textContent = 'window.__injectedScript = true;';
      document.body.append(s);
      const div = document.createElement('div');
      div.innerHTML = '<img src="/favicon.svg" onload="window.__injectedHandler = true">';
      document.body.append(div);
      // The image's load event is where its inline handler would run (it was set first, so it runs before this listener).
      const img = div.querySelector('img')!;
      const loaded = new Promise<void>((resolve) => (img.complete ? resolve() : img.addEventListener('load', () => resolve(), { once: true })));
      const b = document.createElement('button');
      b.setAttribute('onclick', 'window.__injectedClick = true');
      document.body.append(b);
      b.click();
      // DevTools lets code it evaluates use eval; a timer callback runs later, as page code, under the policy.
      const later = <T,>(fn: () => T): Promise<string> =>
        new Promise((resolve) =>
          setTimeout(() => {
            try {
              fn();
              resolve('ran');
            } catch (e) {
              resolve(e instanceof Error ? e.name : String(e));
            }
          }, 0),
        );
      const evalOutcome = await later(() => (0, eval)('1 + 1'));
      const functionOutcome = await later(() => new Function('return 1')());
      await loaded;
      return {
        script: w.__injectedScript ?? false,
        handler: w.__injectedHandler ?? false,
        click: w.__injectedClick ?? false,
        eval: evalOutcome,
        fn: functionOutcome,
      };
    });
    expect(outcome).toEqual({ script: false, handler: false, click: false, eval: 'EvalError', fn: 'EvalError' });
    const seen = await violations(page);
    expect(seen.some((v) => v.startsWith('script-src-elem'))).toBe(true);
    expect(seen.some((v) => v.startsWith('script-src-attr'))).toBe(true);
    expect(seen.some((v) => v.startsWith('script-src') && v.includes('eval'))).toBe(true);
  });
});
