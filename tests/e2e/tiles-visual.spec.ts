import { expect, test } from '@playwright/test';

test.describe('site', { tag: '@site' }, () => {
  /**
   * Visual check of the tile and meeple drawings against reviewed reference
   * images (tests/e2e/tiles-visual.spec.ts-snapshots/). The page draws all 24
   * tile types in their four rotations, the meeples of all six colours
   * standing and lying on field, city and road, and every tile with a meeple
   * on each segment's spot and the segments' highlight outlines.
   *
   * After a deliberate change to the drawings, look at the new images first,
   * then refresh them with `npx playwright test tests/e2e/tiles-visual.spec.ts --update-snapshots`.
   */
  test.describe('tile drawings', () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 1100, height: 1400 });
      await page.goto('/dev/tiles-grid/');
    });

    test('draws 24 types × 4 rotations and meeples of all six colours', async ({ page }) => {
      const tiles = page.locator('#tiles-grid > g[data-tile]');
      await expect(tiles).toHaveCount(96);
      const letters = await tiles.evaluateAll((els) => els.map((el) => `${el.getAttribute('data-tile')}${el.getAttribute('data-rot')}`));
      expect(new Set(letters).size).toBe(96);
      await expect(page.locator(`#meeples g[data-meeple][data-lying="false"]`)).toHaveCount(27);
      await expect(page.locator(`#meeples g[data-meeple][data-lying="true"]`)).toHaveCount(27);
      for (const color of ['yellow', 'red', 'green', 'blue', 'black', 'pink']) {
        await expect(page.locator(`#meeples g[data-meeple="${color}"]`)).toHaveCount(9);
      }
    });

    test('all tiles in all rotations look as reviewed', async ({ page }) => {
      await expect(page.locator('#tiles-grid')).toHaveScreenshot('tiles-grid.png');
    });

    test('meeples of every colour look as reviewed, standing and lying', async ({ page }) => {
      await expect(page.locator('#meeples')).toHaveScreenshot('meeples.png');
    });

    test('meeple spots and segment outlines look as reviewed', async ({ page }) => {
      await expect(page.locator('#spots')).toHaveScreenshot('spots.png');
    });
  });
});
