import { expect, test, type Page, type Route } from '@playwright/test';
import { CATALOGUE_LINE, DESKTOP, PHONE, watchProblems } from './helpers';

test.describe('site', { tag: '@site' }, () => {
  const WORKER_SCRIPT = /\/_astro\/engine\.worker[^/]*\.js(\?.*)?$/;

  /** Starts recording layout shifts (Layout Instability API) from the first paint on. */
  async function recordLayoutShifts(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          w.__shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node))),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }

  /** The test page with the live engine line (src/pages/dev/engine.astro); the home page's line is static (site.spec.ts). */
  const ENGINE_PAGE = '/dev/engine/';

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    // The engine worker answers on a page (the status line says so, as a status), which is usable before it answers.
    test(`the page is usable before the worker answers and nothing moves when it does (${label})`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      const watch = watchProblems(page, new URL(baseURL!).origin);
      await recordLayoutShifts(page);

      // Hold the worker script back until we have looked at the page without it.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let requested = false;
      await page.route(WORKER_SCRIPT, async (route: Route) => {
        requested = true;
        await released;
        await route.continue();
      });

      await page.goto(ENGINE_PAGE);
      const status = page.getByTestId('engine-status');
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn', exact: true })).toBeVisible();
      await expect(status).toHaveAttribute('data-state', 'waiting');
      await expect(status).toContainText('rules engine');
      await expect.poll(() => requested, { message: 'the island should have asked for the worker script' }).toBe(true);

      const before = await status.boundingBox();
      const nextHeading = page.getByRole('heading', { name: 'After the status line' });
      const headingBefore = await nextHeading.boundingBox();

      release();
      await expect(status).toHaveAttribute('data-state', 'ready');
      await expect(status).toContainText(CATALOGUE_LINE);
      await expect(status).toHaveAttribute('role', 'status');

      expect(await status.boundingBox()).toEqual(before);
      expect(await nextHeading.boundingBox()).toEqual(headingBefore);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
      expect(shifts, 'layout shifts on the page').toEqual([]);
      expect(watch.problems).toEqual([]);
    });
  }

  test('if the worker cannot load, the line says so and the page still works', async ({ page }) => {
    await page.route(WORKER_SCRIPT, (route) => route.fulfill({ status: 404, body: 'not here' }));
    await page.goto(ENGINE_PAGE);
    const status = page.getByTestId('engine-status');
    await expect(status).toHaveAttribute('data-state', 'failed');
    await expect(status).toContainText('The rules engine did not start');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Puzzles' }).click();
    await expect(page).toHaveURL('/puzzles/');
  });

  test('without JavaScript the home page still reads and links work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByTestId('engine-line')).toContainText(CATALOGUE_LINE);
    await page.goto(ENGINE_PAGE);
    await expect(page.getByTestId('engine-status')).toHaveAttribute('data-state', 'waiting');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Check a score' }).click();
    await expect(page).toHaveURL('/check/');
    await context.close();
  });
});
