/**
 * The board in hosts other than the playground (/dev/board-host/): the host
 * decides what a click means — a lesson that allows one cell, an editor that
 * puts two meeples on one feature, and several marks drawn at once.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, shot } from './helpers';

test.describe('playground', { tag: '@playground' }, () => {
  async function openHosts(page: Page): Promise<void> {
    await page.goto('/dev/board-host/');
    for (const id of ['host-lesson', 'host-edit', 'host-marks'])
      await expect(page.getByTestId(id).getByTestId('board')).toHaveAttribute('data-ready', 'true');
  }

  /** The screen point of cell (x, y) of the board inside `root` ((fx, fy): where in the cell, 0..1), scrolled into view. */
  async function cellPoint(root: Locator, x: number, y: number, fx = 0.5, fy = 0.5): Promise<{ px: number; py: number }> {
    const vp = root.getByTestId('board-viewport');
    await vp.scrollIntoViewIfNeeded();
    const box = (await vp.boundingBox())!;
    const [tx, ty, scale] = ((await vp.getAttribute('data-view')) ?? '').split(' ').map(Number);
    return { px: box.x + tx + (x + fx) * 100 * scale, py: box.y + ty + (y + fy) * 100 * scale };
  }

  /** Click a point of cell (x, y) of the board inside `root`. */
  async function clickCellIn(page: Page, root: Locator, x: number, y: number, fx = 0.5, fy = 0.5): Promise<void> {
    const { px, py } = await cellPoint(root, x, y, fx, fy);
    await page.mouse.move(px, py);
    await page.mouse.click(px, py);
  }

  test('a lesson-like host allows one cell and refuses the others with its own reason', async ({ page }) => {
    await openHosts(page);
    const lesson = page.getByTestId('host-lesson');
    const status = lesson.getByTestId('board-status');
    await expect(lesson.locator('[data-mark="cell"][data-cell="1,0"]')).toHaveCount(1);
    await expect(lesson.locator('.board__legal-cell')).toHaveCount(1);
    await expect(lesson.locator('.board__legal-cell')).toHaveAttribute('data-cell', '1,0');

    // A cell the engine would allow, but the lesson does not: the lesson's own words.
    await clickCellIn(page, lesson, -1, 0);
    await expect(status).toHaveText(/This step is about the cell east of the start tile/);
    await expect(status).toHaveClass(/is-error/);
    await expect(lesson.locator('.board__tiles [data-cell]')).toHaveCount(1);

    // The right cell turned the wrong way: the engine's reason, through the host.
    await clickCellIn(page, lesson, 1, 0);
    await expect(status).toHaveClass(/is-error/);
    await expect(status).not.toHaveText(/This step is about/);
    await expect(lesson.getByTestId('board')).toHaveAttribute('data-pending', 'false');

    // Turned to fit: the tile is laid, then the turn is played without a meeple.
    await lesson.getByTestId('board-rotate').click();
    await clickCellIn(page, lesson, 1, 0);
    await expect(lesson.getByTestId('board')).toHaveAttribute('data-pending', 'true');
    await lesson.getByTestId('board-no-meeple').click();
    await expect(status).toHaveText(/^Well done\. Red laid tile U, framed on the board/);
    await expect(lesson.locator('.board__tiles [data-cell="1,0"]')).toHaveCount(1);
  });

  test('edit interaction: tiles anywhere, two meeples of different colours on one road, remove and move', async ({ page }) => {
    await openHosts(page);
    const edit = page.getByTestId('host-edit');
    const meeples = edit.locator('.board__meeples [data-meeple-at]');

    // A tile of the host's choice on an empty cell.
    await clickCellIn(page, edit, 0, 1);
    await expect(edit.locator('.board__tiles [data-cell="0,1"]')).toHaveCount(1);

    // Red on the road of the start tile, Blue on the same road one tile east.
    await edit.locator('[data-tool="meeple"]').click();
    await clickCellIn(page, edit, 0, 0, 0.85, 0.5);
    await edit.getByTestId('edit-player').selectOption('Blue');
    await clickCellIn(page, edit, 1, 0, 0.5, 0.5);
    await expect(meeples).toHaveCount(2);
    await expect(meeples.nth(0)).toHaveAttribute('data-player', 'Red');
    await expect(meeples.nth(1)).toHaveAttribute('data-player', 'Blue');
    // Each meeple carries its colour's letter, so the players are told apart without colour.
    await expect(meeples.nth(0).locator('text')).toHaveText('R');
    await expect(meeples.nth(1).locator('text')).toHaveText('B');

    // The engine sees one road held by both.
    await expect(meeples.nth(1)).toHaveAttribute('data-meeple-at', /^1,0,/);
    await edit.locator('[data-tool="tile"]').click();
    const vp = edit.getByTestId('board-viewport');
    const box = (await vp.boundingBox())!;
    const [tx, ty, scale] = ((await vp.getAttribute('data-view')) ?? '').split(' ').map(Number);
    await page.mouse.move(box.x + tx + 0.85 * 100 * scale, box.y + ty + 0.5 * 100 * scale);
    await expect(edit.getByTestId('board-info')).toContainText('Road');
    await expect(edit.getByTestId('board-info')).toContainText('Red');
    await expect(edit.getByTestId('board-info')).toContainText('Blue');

    // Remove Blue's meeple, then move the tile at (0,1) to (-1,0).
    await edit.locator('[data-tool="erase"]').click();
    const blue = (await meeples.nth(1).boundingBox())!;
    await page.mouse.click(blue.x + blue.width / 2, blue.y + blue.height / 2);
    await expect(meeples).toHaveCount(1);
    await expect(meeples.first()).toHaveAttribute('data-player', 'Red');
    await edit.locator('[data-tool="move"]').click();
    await clickCellIn(page, edit, 0, 1);
    await clickCellIn(page, edit, -1, 0);
    await expect(edit.locator('.board__tiles [data-cell="0,1"]')).toHaveCount(0);
    await expect(edit.locator('.board__tiles [data-cell="-1,0"]')).toHaveCount(1);
  });

  test('several marks at once: a feature outline, a cell, the last move, a translucent preview and a "+4" label', async ({ page }) => {
    await openHosts(page);
    const marks = page.getByTestId('host-marks');
    await expect(marks.locator('[data-mark="feature"] path')).toHaveCount(2);
    await expect(marks.locator('[data-mark="cell"]')).toHaveAttribute('data-cell', '-1,0');
    await expect(marks.locator('[data-mark="cell"]')).toHaveClass(/is-bad/);
    await expect(marks.locator('[data-mark="last"]')).toHaveAttribute('data-cell', '0,-1');
    const preview = marks.getByTestId('board-preview');
    await expect(preview).toHaveAttribute('data-cell', '1,0');
    await expect(preview).toHaveAttribute('data-meeple', 'E');
    expect(Number(await preview.locator('g[opacity]').first().getAttribute('opacity'))).toBeLessThan(1);
    await expect(marks.locator('[data-mark="label"]')).toHaveText('+4');
    await expect(marks.locator('[data-mark="label"]')).toHaveAttribute('data-cell', '0,-1');
    // All five are drawn and visible in the board's box.
    const box = (await marks.getByTestId('board-viewport').boundingBox())!;
    for (const el of await marks.locator('[data-mark]').all()) {
      const b = (await el.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 1);
    }
    await shot(page, 'test-results/board-host.png', { fullPage: true });
  });

  test.describe('on a touch screen', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test('a tap on the board is the board’s alone: what slides under the finger as the host answers is not clicked', async ({ page }) => {
      await openHosts(page);
      const lesson = page.getByTestId('host-lesson');
      const vp = lesson.getByTestId('board-viewport');
      const { px, py } = await cellPoint(lesson, -1, 0);
      // The first tap picks the cell west of the start tile.
      await page.touchscreen.tap(px, py);
      await expect(lesson.getByTestId('board-ghost')).toHaveAttribute('data-cell', '-1,0');
      // As the second tap's finger lifts, a button appears under it (as a refusal shown above the board pushes the page down).
      await page.evaluate(
        ([x, y]) => {
          (window as unknown as { slidIn: number }).slidIn = 0;
          document.addEventListener(
            'pointerup',
            () => {
              const b = document.createElement('button');
              b.textContent = 'Turn';
              b.style.cssText = `position:fixed;left:${x - 30}px;top:${y - 30}px;width:60px;height:60px;z-index:99`;
              b.addEventListener('click', () => (window as unknown as { slidIn: number }).slidIn++);
              document.body.append(b);
            },
            { capture: true, once: true },
          );
        },
        [px, py],
      );
      // A text field elsewhere has the focus (its keyboard open): the tap takes it away, as a click would.
      await page.evaluate(() => {
        const field = document.createElement('input');
        field.id = 'typing';
        document.body.prepend(field);
        field.focus();
      });
      // The tap's touchend, seen after the board had it: the board cancels it, and a cancelled touchend sends no click.
      await page.evaluate(() =>
        addEventListener('touchend', (e) => ((window as unknown as { touchEnded: boolean | null }).touchEnded = e.defaultPrevented), { once: true }),
      );
      await page.touchscreen.tap(px, py);
      await expect(lesson.getByTestId('board-status')).toHaveText(/This step is about the cell east of the start tile/);
      await expect(lesson.getByTestId('board-status')).toHaveClass(/is-error/);
      await expect.poll(() => page.evaluate(() => (window as unknown as { touchEnded?: boolean }).touchEnded)).toBe(true);
      // Two frames more, in case a click came all the same.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await page.evaluate(() => (window as unknown as { slidIn: number }).slidIn)).toBe(0);
      await expect(page.locator('#typing')).not.toBeFocused();
      // No keyboard focus ring drawn on the board for a finger's tap.
      expect(await vp.evaluate((el) => el.matches(':focus-visible'))).toBe(false);
    });
  });
});
