import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, pagesToVisit, watchProblems } from './helpers';

/** Every page (of the puzzle pages, one template, every tenth: helpers.pagesToVisit), the /dev/ test pages too. */
const pages = pagesToVisit({ withDev: true });

/** Pages under /dev/ are test fixtures, not part of the site: only the clean-load checks apply. */
const isFixture = (path: string): boolean => path.startsWith('/dev/');

test('the build contains the home page and every section', () => {
  for (const path of ['/', '/learn/', '/puzzles/', '/check/', '/playground/']) {
    expect(pages, `dist/ should contain ${path}`).toContain(path);
  }
});

for (const path of pages) {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${path} renders cleanly on ${label} (${viewport.width}px)`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      const origin = new URL(baseURL!).origin;
      const watch = watchProblems(page, origin);

      // The 404 page is what the server sends, with status 404, for an address the site does not have.
      const missing = '/no-such-page/';
      const response = await page.goto(path === '/404.html' ? missing : path);
      // That one 404 (and the browser's console note of it) is expected; nothing else is.
      const problems = () => watch.problems.filter((p) => path !== '/404.html' || !p.includes(new URL(missing, origin).href));
      expect(response?.status(), `HTTP status of ${path}`).toBe(path === '/404.html' ? 404 : 200);
      await page.waitForLoadState('networkidle');

      if (isFixture(path)) {
        // Bare test fixtures (e.g. for visual tests) have no site frame; they must still load cleanly.
        expect(problems(), `problems on ${path}`).toEqual([]);
        return;
      }

      // Shared frame: language, title, landmarks, favicon.
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle(/\S.* · Carcassonne Tutor$|^Carcassonne Tutor/);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
      // One language so far: no language menu (it appears with a second dictionary).
      await expect(page.getByTestId('language-switcher')).toHaveCount(0);

      // Exactly one non-empty page heading, inside <main>.
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      await expect(page.getByRole('main').locator('h1')).toBeVisible();
      expect((await h1.innerText()).trim().length).toBeGreaterThan(0);

      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow on ${path} at ${viewport.width}px`).toBeLessThanOrEqual(0);

      expect(problems(), `problems on ${path}`).toEqual([]);
    });
  }
}

test('the favicon is an SVG served by the site', async ({ request }) => {
  const response = await request.get('/favicon.svg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  expect(await response.text()).toContain('<svg');
});
