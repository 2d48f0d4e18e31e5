/**
 * Automated accessibility checks (axe-core) on every page of the built site,
 * at phone and desktop width: zero violations of WCAG 2.x A/AA and of axe's
 * best practices. Pages are found in dist/ (helpers.pagesToVisit), so a new page
 * is checked without touching this file; /dev/ test pages are not published
 * and are left out, and of the puzzle pages (one template) every tenth is visited.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, pagesToVisit } from './helpers';

const pages = pagesToVisit();

test('the a11y checks cover the site’s pages', () => {
  for (const path of ['/', '/about/', '/404.html', '/learn/', '/playground/', '/puzzles/', '/check/', '/learn/roads/']) expect(pages).toContain(path);
  expect(pages.filter((p) => /^\/puzzles\/[^/]+\/$/.test(p)).length).toBeGreaterThanOrEqual(5);
});

for (const path of pages) {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${path} has no accessibility violations (${label}, ${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      const found = results.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} element(s): ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
      );
      expect(found, `axe violations on ${path} at ${viewport.width}px`).toEqual([]);
    });
  }
}
