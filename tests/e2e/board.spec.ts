/**
 * The board component on the playground page (/playground/), in Chromium:
 * placing tiles and meeples with the mouse and with the keyboard, illegal
 * placements explained, features lit up with their value, pan and zoom,
 * saving and restoring, and a page that reads before the worker is up.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { DESKTOP, PHONE, watchProblems } from './helpers';
import { STORAGE_KEY, board, storedSave, cellPoint, clickCell, openPlayground, pickTile, readView, tilesOnBoard, viewport } from './playground';

test.describe('playground', { tag: '@playground' }, () => {
  const WORKER_SCRIPT = /\/_astro\/engine\.worker[^/]*\.js(\?.*)?$/;
  const KEY = STORAGE_KEY;

  const status = (page: Page) => page.getByTestId('board-status');
  const description = (page: Page) => page.getByTestId('board-description').locator('li');

  test.describe('placing with the mouse', () => {
    test('a tile, then a meeple: the move is played and scored', async ({ page, baseURL }) => {
      const watch = watchProblems(page, new URL(baseURL!).origin);
      await openPlayground(page);
      await expect(tilesOnBoard(page)).toHaveCount(1);

      // E (a city cap) turned upside down closes the start tile's city from the north.
      await pickTile(page, 'E');
      const rotate = page.getByTestId('board-rotate');
      await rotate.click();
      await rotate.click();
      await expect(page.getByTestId('board-hand').locator('svg[data-tile="E"]')).toHaveAttribute('data-rot', '2');

      // The tile in hand follows the pointer and is marked as fitting there.
      const north = await cellPoint(page, 0, -1);
      await page.mouse.move(north.x, north.y);
      await expect(page.getByTestId('board-ghost')).toHaveAttribute('data-cell', '0,-1');
      await expect(page.getByTestId('board-ghost')).toHaveClass(/is-fits/);

      await page.mouse.click(north.x, north.y);
      await expect(board(page)).toHaveAttribute('data-pending', 'true');
      // Open spots are offered; the city (S once turned) is one of them.
      const city = page.locator('.board__target[data-spot="S"]');
      await expect(city).toBeVisible();
      const target = (await city.boundingBox())!;
      await page.mouse.click(target.x + target.width / 2, target.y + target.height / 2);

      await expect(status(page)).toHaveText(
        'Red laid tile E, framed on the board, with a meeple on the city. Red scores 4 for a city of 2 tiles.',
      );
      await expect(board(page)).toHaveAttribute('data-pending', 'false');
      await expect(page.getByTestId('score-Red')).toHaveText('4');
      await expect(page.getByTestId('score-Blue')).toHaveText('0');
      await expect(page.locator('[data-player="Blue"]').getByText('to play')).toBeVisible();
      await expect(tilesOnBoard(page)).toHaveCount(2);
      // The meeple scored and went home: none on the board.
      await expect(page.locator('[data-meeple-at]')).toHaveCount(0);

      // Blue: a straight road east of the start tile, with a meeple on it that stays.
      await pickTile(page, 'U');
      await clickCell(page, 1, 0); // upright U does not fit there…
      await expect(status(page)).toContainText('The west side of this tile is a field');
      await page.getByTestId('board-rotate').click();
      await clickCell(page, 1, 0);
      await expect(board(page)).toHaveAttribute('data-pending', 'true');
      await clickCell(page, 1, 0); // the middle of the road: the road's target
      await expect(status(page)).toHaveText('Blue laid tile U, framed on the board, with a meeple on the road.');
      const meeple = page.locator('[data-meeple-at="1,0,E"]');
      await expect(meeple).toHaveAttribute('data-player', 'Blue');
      await expect(meeple.locator('[data-meeple="blue"]')).toHaveAttribute('data-lying', 'false');
      await expect(description(page).filter({ hasText: 'Blue meeple on the road' })).toHaveCount(1);

      // Undo takes Blue's turn back.
      await page.getByTestId('board-undo').click();
      await expect(tilesOnBoard(page)).toHaveCount(2);
      await expect(page.locator('[data-meeple-at]')).toHaveCount(0);
      expect(watch.problems).toEqual([]);
    });

    test('a right-click turns the tile; "No meeple" finishes the turn; a farmer lies down', async ({ page }) => {
      await openPlayground(page);
      await pickTile(page, 'U');
      const east = await cellPoint(page, 1, 0);
      await page.mouse.move(east.x, east.y);
      await expect(page.getByTestId('board-ghost')).toHaveClass(/is-other/);
      // A finger held on the board (a long press opens the context menu) does not turn it.
      const hand = page.getByTestId('board-hand').locator('svg[data-tile="U"]');
      const upright = await hand.getAttribute('data-rot');
      const longPress = await viewport(page).evaluate((el, at) => {
        const e = new PointerEvent('contextmenu', { bubbles: true, cancelable: true, clientX: at.x, clientY: at.y, pointerType: 'touch' });
        el.dispatchEvent(e);
        return e.defaultPrevented;
      }, east);
      expect(longPress, 'the browser menu stays closed').toBe(true);
      await expect(page.getByTestId('board-ghost')).toHaveClass(/is-other/);
      await expect(hand).toHaveAttribute('data-rot', upright!);
      await page.mouse.click(east.x, east.y, { button: 'right' });
      await expect(page.getByTestId('board-ghost')).toHaveClass(/is-fits/);
      await expect(hand).not.toHaveAttribute('data-rot', upright!);
      await page.mouse.click(east.x, east.y);
      await page.getByTestId('board-no-meeple').click();
      await expect(status(page)).toHaveText('Red laid tile U, framed on the board.');

      // "Only turns that fit": the tile turns itself to fit the cell under the pointer, and R keeps it fitting.
      await page.getByTestId('board-rotate').click(); // upright again: does not fit east of the road
      const next = await cellPoint(page, 2, 0);
      await page.mouse.move(next.x, next.y);
      await expect(page.getByTestId('board-ghost')).toHaveClass(/is-other/);
      await page.getByLabel('Only turns that fit').check();
      await page.mouse.move(next.x + 5, next.y);
      await expect(page.getByTestId('board-ghost')).toHaveClass(/is-fits/);
      await viewport(page).focus();
      await page.keyboard.press('r');
      await expect(status(page)).toHaveText('Tile U, a quarter turn right.');
      await expect(page.getByTestId('board-ghost')).toHaveClass(/is-fits/);
      await page.getByLabel('Only turns that fit').uncheck();
      await page.mouse.move(next.x, next.y);
      await viewport(page).focus();
      await page.keyboard.press('r');
      await expect(page.getByTestId('board-ghost')).toHaveClass(/is-other/);
      await page.keyboard.press('r');

      // Blue puts a farmer in the field south of the road (the tile stays turned as it was).
      await clickCell(page, 2, 0);
      await expect(board(page)).toHaveAttribute('data-pending', 'true');
      const farm = page
        .locator('.board__target')
        .filter({ has: page.locator('xpath=self::*[@data-spot="SE" or @data-spot="ES" or @data-spot="SW" or @data-spot="WS"]') });
      await expect(farm).toHaveCount(1);
      await farm.click();
      const farmer = page.locator('[data-meeple-at^="2,0,"] [data-meeple="blue"]');
      await expect(farmer).toHaveAttribute('data-lying', 'true');
      await expect(status(page)).toContainText('Blue laid tile U, framed on the board, with a meeple on the field');
    });
  });

  test.describe('on a phone, with touch', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test('placing a meeple zooms in on the tile so every target is big enough to tap, then zooms back', async ({ page }) => {
      await openPlayground(page);
      await pickTile(page, 'L');
      await page.getByTestId('board-rotate').tap();
      await page.getByTestId('board-rotate').tap();
      const before = await readView(page);
      // Any cell where L fits as turned now.
      const cell = page.locator('.board__legal-cell.is-now').first();
      const [x, y] = (await cell.getAttribute('data-cell'))!.split(',').map(Number);
      const p = await cellPoint(page, x, y);
      await page.touchscreen.tap(p.x, p.y);
      await page.touchscreen.tap(p.x, p.y);
      await expect(board(page)).toHaveAttribute('data-pending', 'true');
      const during = await readView(page);
      expect(during.scale * 100).toBeGreaterThanOrEqual(170);
      const targets = page.locator('.board__target circle');
      const n = await targets.count();
      expect(n).toBeGreaterThan(3);
      for (let i = 0; i < n; i++) {
        const b = (await targets.nth(i).boundingBox())!;
        expect(b.width).toBeGreaterThanOrEqual(32);
        // Inside the board's box, where a finger can reach it.
        const vb = (await viewport(page).boundingBox())!;
        expect(b.x).toBeGreaterThanOrEqual(vb.x);
        expect(b.x + b.width).toBeLessThanOrEqual(vb.x + vb.width);
      }
      // L has the spots nearest each other (27 tile units): each spot's tap area is still 44 px across or more.
      const areas = await Promise.all((await page.locator('.board__target').all()).map(async (t) => (await t.boundingBox())!));
      for (const a of areas) expect(Math.min(a.width, a.height)).toBeGreaterThanOrEqual(44);
      console.log(`smallest meeple tap area on tile L at 390 × 844: ${Math.round(Math.min(...areas.map((a) => Math.min(a.width, a.height))))} px`);
      await page.getByTestId('board-no-meeple').tap();
      await expect(tilesOnBoard(page)).toHaveCount(2);
      const after = await readView(page);
      expect(after.scale).toBeLessThanOrEqual(before.scale);
    });

    test('a first tap shows the tile on the cell, a second tap places it, a tap on a target puts the meeple', async ({ page }) => {
      await openPlayground(page);
      await pickTile(page, 'U');
      await page.getByTestId('board-rotate').tap();
      const east = await cellPoint(page, 1, 0);
      await page.touchscreen.tap(east.x, east.y);
      await expect(status(page)).toHaveText('Tap the cell again to place tile U there, or turn it first.');
      await expect(page.getByTestId('board-ghost')).toHaveAttribute('data-cell', '1,0');
      await expect(board(page)).toHaveAttribute('data-pending', 'false');
      await page.touchscreen.tap(east.x, east.y);
      await expect(board(page)).toHaveAttribute('data-pending', 'true');
      const road = (await page.locator('.board__target[data-spot="E"]').boundingBox())!;
      await page.touchscreen.tap(road.x + road.width / 2, road.y + road.height / 2);
      await expect(status(page)).toHaveText('Red laid tile U, framed on the board, with a meeple on the road.');

      // Tapping a feature lights it up (there is no hover on a touch screen).
      const city = await cellPoint(page, 0, 0, 0.5, 0.1);
      await page.touchscreen.tap(city.x, city.y);
      await expect(page.getByTestId('board-info')).toContainText('City');
      await expect(page.getByTestId('board-highlight').locator('path')).toHaveCount(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  test.describe('the meeple spots a screen reader names, on a phone', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test('each spot is named by where it is on the tile as the board shows it, turned', async ({ page }) => {
      await openPlayground(page);
      // L (three roads and a village) turned upside down: its fields' spots are named after the unturned tile's sides.
      await pickTile(page, 'L');
      await page.getByTestId('board-rotate').tap();
      await page.getByTestId('board-rotate').tap();
      const cell = page.locator('.board__legal-cell.is-now').first();
      const [x, y] = (await cell.getAttribute('data-cell'))!.split(',').map(Number);
      const p = await cellPoint(page, x, y);
      await page.touchscreen.tap(p.x, p.y);
      await page.touchscreen.tap(p.x, p.y);
      await expect(board(page)).toHaveAttribute('data-pending', 'true');
      const frame = (await page.locator('.board__pending-frame').boundingBox())!;
      const mid = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
      const PLACES: Record<string, [number, number]> = {
        'north side': [0, -1], 'north-east': [1, -1], 'east side': [1, 0], 'south-east': [1, 1],
        'south side': [0, 1], 'south-west': [-1, 1], 'west side': [-1, 0], 'north-west': [-1, -1], centre: [0, 0],
      };
      const labels: string[] = [];
      for (const t of await page.locator('.board__target').all()) {
        const label = (await t.getAttribute('aria-label'))!;
        labels.push(label);
        // Named by kind alone ("the road") when the tile has one of that kind; else by a side, a corner or the centre, as seen.
        if (!label.includes(' at the ')) continue;
        const place = Object.keys(PLACES).find((k) => label.endsWith(`the ${k}`));
        expect(place, `${label}: a side, a corner or the centre of the tile`).toBeDefined();
        if (!place) continue;
        const b = (await t.locator('circle:not(.board__target-hit)').boundingBox())!;
        const [dx, dy] = [b.x + b.width / 2 - mid.x, b.y + b.height / 2 - mid.y];
        const side = (d: number) => (Math.abs(d) > frame.width * 0.15 ? Math.sign(d) : 0);
        expect([side(dx), side(dy)], `${label}: the spot is ${Math.round(dx)}, ${Math.round(dy)} px from the tile's middle`).toEqual(PLACES[place]);
      }
      // Every spot has words of its own, and the fields' are among them.
      expect(new Set(labels).size).toBe(labels.length);
      expect(labels.filter((l) => / field at the /.test(l)).length).toBeGreaterThan(1);
    });
  });

  test.describe('a puzzle on a phone: the board frames the cells in play', () => {
    for (const size of [PHONE, { width: 320, height: 640 }]) {
      test.describe(`${size.width} × ${size.height}`, () => {
        test.use({ viewport: size, hasTouch: true, isMobile: true });

        test('offered cells at least 44 px on the first screen, no control over them, and zoom from the whole map to a tile a third of the box', async ({ page }) => {
          await page.goto('/puzzles/road-five-tiles/');
          await expect(board(page)).toHaveAttribute('data-ready', 'true');
          await expect(page.locator('.board__legal-cell').first()).toBeAttached();
          // The cells in the board's box (one out of it cannot be tapped): each is 44 px wide at least, and no control lies over it.
          const read = () =>
            page.evaluate(() => {
              const box = document.querySelector('[data-testid=board-viewport]')!;
              const vp = box.getBoundingClientRect();
              const controls = [...document.querySelectorAll('button, a[href], input, label, [role=button]')].filter((e) => !e.closest('svg') && e.getBoundingClientRect().width > 0);
              return [...document.querySelectorAll('.board__legal-cell')].flatMap((c) => {
                const r = c.getBoundingClientRect();
                const seen = { left: Math.max(r.left, vp.left), top: Math.max(r.top, vp.top), right: Math.min(r.right, vp.right), bottom: Math.min(r.bottom, vp.bottom) };
                if (seen.right - seen.left < 1 || seen.bottom - seen.top < 1) return [];
                const over = controls.filter((e) => {
                  const q = e.getBoundingClientRect();
                  return q.left < seen.right && q.right > seen.left && q.top < seen.bottom && q.bottom > seen.top;
                }).length;
                return [{ width: r.width, over }];
              });
            });
          await expect
            .poll(async () => {
              const cells = await read();
              return cells.length > 0 && cells.every((c) => c.width >= 44 && c.over === 0) ? 'ok' : JSON.stringify(cells);
            })
            .toBe('ok');
          console.log(`smallest offered cell on a puzzle's first screen at ${size.width} × ${size.height}: ${Math.round(Math.min(...(await read()).map((c) => c.width)))} px`);

          // + until it stops: a tile fills a third of the box's longer side (120 px at least, in a small box).
          const vb = (await viewport(page).boundingBox())!;
          const zoomIn = page.getByRole('button', { name: 'Zoom in' });
          const zoomOut = page.getByRole('button', { name: 'Zoom out' });
          let last = -1;
          for (let i = 0; i < 12 && (await readView(page)).scale !== last; i++) {
            last = (await readView(page)).scale;
            await zoomIn.tap();
          }
          expect((await readView(page)).scale * 100).toBeCloseTo(Math.max(120, Math.max(vb.width, vb.height) / 3), 0);
          // − until it stops: the whole map is in the box.
          last = -1;
          for (let i = 0; i < 12 && (await readView(page)).scale !== last; i++) {
            last = (await readView(page)).scale;
            await zoomOut.tap();
          }
          // (Read again: tapping the buttons may have scrolled the page.)
          const box = (await viewport(page).boundingBox())!;
          for (const t of await tilesOnBoard(page).all()) {
            const b = (await t.boundingBox())!;
            expect(b.x).toBeGreaterThanOrEqual(box.x - 1);
            expect(b.y).toBeGreaterThanOrEqual(box.y - 1);
            expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 1);
            expect(b.y + b.height).toBeLessThanOrEqual(box.y + box.height + 1);
          }
        });
      });
    }
  });

  test.describe('illegal placements are explained', () => {
    test('a mismatched edge and a cell that touches nothing', async ({ page }) => {
      await openPlayground(page);
      await pickTile(page, 'E');
      // Upright, E shows a field to the south: it cannot sit on the start tile's city.
      await clickCell(page, 0, -1);
      await expect(status(page)).toHaveText(
        'The south side of this tile is a field, but it would touch the north side of the D tile below it, which is a city. Touching sides must match: city to city, road to road, field to field. Tile E does not fit here turned this way, but it fits turned another way: turn it first.',
      );
      await expect(status(page)).toHaveClass(/is-error/);
      await expect(board(page)).toHaveAttribute('data-pending', 'false');

      await clickCell(page, -2, 1);
      await expect(status(page)).toContainText('That cell does not touch any tile along a side: a new tile must share a whole side');
      await expect(tilesOnBoard(page)).toHaveCount(1);

      // A meeple on a spot that is not open is explained too.
      await pickTile(page, 'U');
      await page.getByTestId('board-rotate').click();
      await clickCell(page, 1, 0);
      await clickCell(page, 1, 0);
      await pickTile(page, 'U'); // still turned a quarter
      await clickCell(page, -1, 0);
      await expect(board(page)).toHaveAttribute('data-pending', 'true');
      // Red's road runs through: no road target is offered on this tile…
      await expect(page.locator('.board__target[data-spot="E"]')).toHaveCount(0);
      // …and clicking the road anyway says why.
      await clickCell(page, -1, 0);
      await expect(status(page)).toContainText('would join a road that already has a meeple on it');
    });
  });

  test.describe('the board shows what it means', () => {
    test('a refusal said while the status line is off screen scrolls it into view, nothing over the board, and goes when the tile changes; the cell under the pointer is named; the marks are explained', async ({ page }) => {
      await openPlayground(page);
      await pickTile(page, 'E');
      await expect(page.getByTestId('board-legend')).toHaveText(/fits as turned\s*fits after turning/);

      // At the top of the page the board is in view but the status line under it is not (1280 × 800).
      await page.evaluate(() => window.scrollTo(0, 0));
      const vb = (await viewport(page).boundingBox())!;
      const v = await readView(page);
      const p = { x: vb.x + v.tx + 0.5 * 100 * v.scale, y: vb.y + v.ty - 0.5 * 100 * v.scale };
      expect(p.y).toBeLessThan(page.viewportSize()!.height);
      const sb = (await status(page).boundingBox())!;
      expect(sb.y + sb.height).toBeGreaterThan(page.viewportSize()!.height);
      await page.mouse.move(p.x, p.y);
      await expect(page.getByTestId('board-coords')).toHaveText('Column 0, row -1');
      await page.mouse.click(p.x, p.y);
      await expect(status(page)).toContainText('The south side of this tile is a field');
      await expect(status(page)).toHaveClass(/is-error/);
      // The page scrolls the status line wholly into view, and no more: the board's box is still on screen.
      await expect
        .poll(async () => {
          const s = (await status(page).boundingBox())!;
          return s.y >= 0 && s.y + s.height <= page.viewportSize()!.height + 0.5;
        })
        .toBe(true);
      const after = (await viewport(page).boundingBox())!;
      expect(after.y + after.height).toBeGreaterThan(0);
      // Nothing laid over the board to say it.
      const seenTop = Math.max(after.y, 0);
      expect(await page.evaluate(([x, y]) => !!document.elementFromPoint(x, y)?.closest('[data-testid=board-viewport]'), [after.x + after.width / 2, seenTop + 20])).toBe(true);

      // Another tile in hand: the refusal, which was about E, goes.
      await pickTile(page, 'U');
      await expect(status(page)).not.toHaveClass(/is-error/);
    });

    test('the tile in hand can be dragged onto the board and dropped on a cell', async ({ page }) => {
      await openPlayground(page);
      await pickTile(page, 'V');
      const target = await cellPoint(page, 1, 0); // (scrolls the board into view first)
      const hand = (await page.getByTestId('board-hand').boundingBox())!;
      await page.mouse.move(hand.x + hand.width - 20, hand.y + hand.height / 2);
      await page.mouse.down();
      await page.mouse.move(hand.x + hand.width + 250, hand.y + hand.height / 2, { steps: 4 });
      await expect(page.locator('.board__drag')).toBeVisible();
      await page.mouse.move(target.x, target.y, { steps: 6 });
      await expect(page.locator('.board__drag')).toHaveCount(0);
      await expect(page.getByTestId('board-ghost')).toHaveAttribute('data-cell', '1,0');
      await page.mouse.up();
      await expect(board(page)).toHaveAttribute('data-pending', 'true');
      await page.getByTestId('board-no-meeple').click();
      await expect(status(page)).toHaveText('Red laid tile V, framed on the board.');

      // Dropped off the board, nothing happens.
      await page.mouse.move(hand.x + hand.width - 20, hand.y + hand.height / 2);
      await page.mouse.down();
      await page.mouse.move(hand.x + hand.width + 300, hand.y + hand.height / 2, { steps: 4 });
      await page.mouse.up();
      await expect(board(page)).toHaveAttribute('data-pending', 'false');
      await expect(tilesOnBoard(page)).toHaveCount(2);
    });
  });

  test.describe('placing with the keyboard', () => {
    test('arrows, R, Enter, meeple keys, and undo', async ({ page }) => {
      await openPlayground(page);
      await pickTile(page, 'U');
      const vp = viewport(page);
      await vp.focus();

      await page.keyboard.press('ArrowRight');
      await expect(status(page)).toHaveText('Cursor at column 1, row 0: tile U fits here only turned another way.');
      await page.keyboard.press('Enter');
      await expect(status(page)).toContainText('The west side of this tile is a field');
      await page.keyboard.press('r');
      await expect(status(page)).toHaveText('Tile U, a quarter turn right.');
      await page.keyboard.press('Enter');
      await expect(board(page)).toHaveAttribute('data-pending', 'true');
      await expect(status(page)).toContainText('Red: put a meeple on one of the marked spots (3 open)');

      // M walks through the spots; Enter confirms the chosen one.
      await page.keyboard.press('m');
      await expect(status(page)).toHaveText('Spot 1 of 3: the road. Enter places the meeple there.');
      await page.keyboard.press('Enter');
      await expect(status(page)).toHaveText('Red laid tile U, framed on the board, with a meeple on the road.');
      await expect(page.locator('[data-meeple-at="1,0,E"]')).toHaveAttribute('data-player', 'Red');

      // Blue, by number key, further east (the tile stays turned); Tab reaches the targets too.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(board(page)).toHaveAttribute('data-pending', 'true');
      await page.keyboard.press('Tab');
      await expect(page.locator('.board__target:focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(board(page)).toHaveAttribute('data-pending', 'false');
      await expect(status(page)).toHaveText('Placement cancelled; tile U is back in hand.');
      await vp.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('0');
      await expect(status(page)).toHaveText('Blue laid tile U, framed on the board.');
      await expect(description(page)).toHaveCount(3);

      // F lights up the features of the tile under the cursor.
      await page.keyboard.press('f');
      await expect(page.getByTestId('board-highlight').locator('path')).not.toHaveCount(0);
      await expect(page.getByTestId('board-info')).not.toContainText('Point at or tap');

      // U undoes, Ctrl+Z too.
      await page.keyboard.press('u');
      await expect(description(page)).toHaveCount(2);
      await page.keyboard.press('Control+z');
      await expect(description(page)).toHaveCount(1);
      await expect(page.locator('[data-meeple-at]')).toHaveCount(0);
    });

    test('after choosing a meeple target or "No meeple" with Tab and Enter, focus is back on the board', async ({ page }) => {
      await openPlayground(page);
      await pickTile(page, 'U');
      const vp = viewport(page);
      await vp.focus();
      await page.keyboard.press('r');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(board(page)).toHaveAttribute('data-pending', 'true');
      await page.keyboard.press('Tab');
      await expect(page.locator('.board__target:focus')).toHaveCount(1);
      await page.keyboard.press('Enter');
      await expect(status(page)).toContainText('Red laid tile U, framed on the board, with a meeple');
      await expect(vp).toBeFocused();

      // Blue: the "No meeple" button, reached with Shift+Tab from the board.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(board(page)).toHaveAttribute('data-pending', 'true');
      await page.getByTestId('board-no-meeple').focus();
      await page.keyboard.press('Enter');
      await expect(status(page)).toHaveText('Blue laid tile U, framed on the board.');
      await expect(vp).toBeFocused();
      // The arrows go on working from there.
      await page.keyboard.press('ArrowRight');
      await expect(status(page)).toContainText('Cursor at column 3, row 0');

      // Undo says what it did; the message about the undone move does not linger.
      await page.keyboard.press('u');
      await expect(status(page)).toHaveText('The last move was taken back.');
      await expect(tilesOnBoard(page)).toHaveCount(2);
    });

    test('the tile picker works as a radio group', async ({ page }) => {
      await openPlayground(page);
      const picker = page.getByTestId('tile-picker');
      await picker.locator('[data-letter="V"]').focus();
      await page.keyboard.press('ArrowRight');
      await expect(picker.locator('[data-letter="W"]')).toBeFocused();
      await expect(picker.locator('[data-letter="W"]')).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByTestId('board-hand').locator('svg')).toHaveAttribute('data-tile', 'W');
      await expect(picker.locator('[data-letter="D"]')).toHaveAccessibleName(
        'Tile D: city on one side, straight road (the start tile). 3 left.',
      );
    });
  });

  test.describe('features', () => {
    test('hovering a road lights the whole road and shows its value', async ({ page }) => {
      await openPlayground(page);
      await pickTile(page, 'U');
      await page.getByTestId('board-rotate').click();
      await clickCell(page, 1, 0);
      await page.getByTestId('board-no-meeple').click();
      await expect(tilesOnBoard(page)).toHaveCount(2);

      // The middle of the start tile is its road.
      const road = await cellPoint(page, 0, 0, 0.5, 0.5);
      await page.mouse.move(road.x, road.y);
      await expect(page.getByTestId('board-highlight').locator('path')).toHaveCount(2);
      const info = page.getByTestId('board-info');
      await expect(info).toContainText('Road');
      await expect(info).toContainText('2 tiles · not complete');
      await expect(info).toContainText('No meeples');
      await expect(page.getByTestId('board-info-value')).toHaveText('Worth 2 points if the game ended now');

      // The city at the top of the start tile.
      const city = await cellPoint(page, 0, 0, 0.5, 0.1);
      await page.mouse.move(city.x, city.y);
      await expect(info).toContainText('City');
      await expect(page.getByTestId('board-highlight').locator('path')).toHaveCount(1);
      await expect(page.getByTestId('board-info-value')).toHaveText('Worth 1 point if the game ended now');
    });

    test('the feature list lights a feature with its score', async ({ page }) => {
      await openPlayground(page);
      await pickTile(page, 'E');
      await viewport(page).focus();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('r');
      await page.keyboard.press('r');
      await page.keyboard.press('Enter');
      await page.keyboard.press('1'); // the city (the only target on the city side comes first)
      await expect(status(page)).toContainText('Red scores 4 for a city of 2 tiles.');

      // Move the pointer away, then choose the city in the list.
      await page.mouse.move(5, 5);
      const row = page.getByTestId('feature-list').locator('button[data-kind="city"]');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('2 tiles · complete');
      await expect(row).toContainText('4 pts');
      await row.click();
      await expect(row).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('board-highlight').locator('path')).toHaveCount(2);
      await expect(page.getByTestId('board-info-value')).toHaveText('Complete: worth 4 points');

      // Features of one kind: the counts add up, and a kind with none says so.
      const filters = page.getByTestId('feature-filters');
      const list = page.getByTestId('feature-list').locator('button');
      const all = await list.count();
      await expect(filters.locator('[data-kind="all"]')).toContainText(String(all));
      await filters.locator('[data-kind="city"]').click();
      await expect(filters.locator('[data-kind="city"]')).toHaveAttribute('aria-pressed', 'true');
      await expect(list).toHaveCount(1);
      await expect(list.first()).toHaveAttribute('data-kind', 'city');
      await filters.locator('[data-kind="farm"]').click();
      const farms = Number((await filters.locator('[data-kind="farm"] .pg__filter-count').textContent())?.trim());
      expect(farms).toBeGreaterThan(0);
      await expect(list).toHaveCount(farms);
      await expect(page.getByTestId('feature-list').locator('button:not([data-kind="farm"])')).toHaveCount(0);
      await filters.locator('[data-kind="cloister"]').click();
      await expect(list).toHaveCount(0);
      await expect(page.getByText('No features of this kind on the board yet.')).toBeVisible();
      await filters.locator('[data-kind="all"]').click();
      await expect(list).toHaveCount(all);
    });
  });

  test.describe('working the board', () => {
    test('wheel zoom, drag to pan, fit, and a two-finger pinch', async ({ page }) => {
      await openPlayground(page);
      const box = (await viewport(page).boundingBox())!;
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const fitted = await readView(page);

      await page.mouse.move(centre.x, centre.y);
      await page.mouse.wheel(0, -300);
      await expect.poll(async () => (await readView(page)).scale).toBeGreaterThan(fitted.scale * 1.2);
      const zoomed = await readView(page);

      // Drag from an empty corner: the board moves with the pointer, nothing is placed.
      const from = { x: box.x + 20, y: box.y + 20 };
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 60, from.y + 40, { steps: 5 });
      await page.mouse.up();
      const panned = await readView(page);
      expect(panned.tx - zoomed.tx).toBeCloseTo(60, 0);
      expect(panned.ty - zoomed.ty).toBeCloseTo(40, 0);
      expect(panned.scale).toBe(zoomed.scale);
      await expect(tilesOnBoard(page)).toHaveCount(1);
      await expect(board(page)).toHaveAttribute('data-pending', 'false');

      await page.getByTestId('board-fit').click();
      await expect.poll(() => readView(page)).toEqual(fitted);

      // Pinch: two touch pointers moving apart zoom in around their middle.
      await viewport(page).evaluate((el, c) => {
        const fire = (type: string, id: number, x: number, y: number) =>
          el.dispatchEvent(
            new PointerEvent(type, {
              pointerId: id,
              pointerType: 'touch',
              clientX: x,
              clientY: y,
              bubbles: true,
              isPrimary: id === 1,
              button: 0,
              buttons: type === 'pointerup' ? 0 : 1,
            }),
          );
        fire('pointerdown', 1, c.x - 30, c.y);
        fire('pointerdown', 2, c.x + 30, c.y);
        for (let k = 1; k <= 5; k++) {
          fire('pointermove', 1, c.x - 30 - k * 3, c.y);
          fire('pointermove', 2, c.x + 30 + k * 3, c.y);
        }
        fire('pointerup', 1, c.x - 45, c.y);
        fire('pointerup', 2, c.x + 45, c.y);
      }, centre);
      // The fingers went from 60 px apart to 90 px: one and a half times the zoom.
      await expect.poll(async () => (await readView(page)).scale).toBeCloseTo(fitted.scale * 1.5, 3);
      await expect(tilesOnBoard(page)).toHaveCount(1);
    });

    test('the board is described for screen readers and speaks through a live region', async ({ page }) => {
      await openPlayground(page);
      await expect(description(page)).toHaveText([
        'Tile D (city on one side, straight road (the start tile)) at column 0, row 0, upright; sides north city, east road, south field, west road.',
      ]);
      await expect(status(page)).toHaveAttribute('aria-live', 'polite');
      await expect(viewport(page)).toHaveAttribute('role', 'application');
      await expect(viewport(page)).toHaveAccessibleName('Carcassonne board');
      await expect(viewport(page)).toHaveAccessibleDescription(/Arrow keys move the cursor cell/);
    });
  });

  test.describe('saving', () => {
    test('the board comes back after a reload', async ({ page }) => {
      await openPlayground(page);
      await pickTile(page, 'U');
      await page.getByTestId('board-rotate').click();
      await clickCell(page, 1, 0);
      await clickCell(page, 1, 0);
      await expect(page.locator('[data-meeple-at="1,0,E"]')).toHaveCount(1);
      await page.getByTestId('player-count').selectOption('3');
      await expect(page.getByTestId('scores').locator('tbody tr')).toHaveCount(3);
      await page.getByTestId('board-undo').click(); // back to the two-player board with the road
      await expect(page.getByTestId('scores').locator('tbody tr')).toHaveCount(2);

      await page.reload();
      await expect(board(page)).toHaveAttribute('data-ready', 'true');
      await expect(tilesOnBoard(page)).toHaveCount(2);
      await expect(page.locator('[data-meeple-at="1,0,E"]')).toHaveAttribute('data-player', 'Red');
      await expect(page.locator('[data-player="Blue"]').getByText('to play')).toBeVisible();
      await expect(page.getByTestId('playground-notice')).toHaveText(/Your board from last time is back/);
      // Its history came back too: one undo returns to the start tile alone.
      await page.getByTestId('board-undo').click();
      await expect(tilesOnBoard(page)).toHaveCount(1);
      const saved = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null')?.data, KEY);
      expect(saved.position.tiles).toHaveLength(1);
    });

    test('a damaged save is reported and kept aside, not dropped', async ({ page }) => {
      await openPlayground(page);
      const damaged = storedSave({
        version: 1,
        position: { format: 'carcassonne-position/1', players: ['Red'], tiles: [{ x: 0, y: 0, tile: 'Z', rot: 0 }] },
        history: [],
        hand: 'A',
      });
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, damaged]);
      await page.reload();
      await expect(board(page)).toHaveAttribute('data-ready', 'true');
      const notice = page.getByTestId('playground-notice');
      await expect(notice).toContainText('could not be read');
      await expect(notice).toContainText('"Z" is not a tile of the base game');
      await expect(notice).toContainText('carc:playground.corrupt');
      const kept = await page.evaluate(() => localStorage.getItem('carc:playground.corrupt'));
      expect(kept).toBe(damaged);
      await expect(tilesOnBoard(page)).toHaveCount(1);

      // Not JSON at all: kept under the next key, and the first one kept aside is still there.
      await page.evaluate((k) => localStorage.setItem(k, '{"version":1,'), KEY);
      await page.reload();
      await expect(page.getByTestId('playground-notice')).toContainText('not JSON');
      await expect(page.getByTestId('playground-notice')).toContainText('carc:playground.corrupt.2');
      expect(await page.evaluate(() => localStorage.getItem('carc:playground.corrupt.2'))).toBe('{"version":1,');
      expect(await page.evaluate(() => localStorage.getItem('carc:playground.corrupt'))).toBe(damaged);
    });
  });

  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`the page reads before the worker answers and the board's box does not move (${label})`, async ({ page, baseURL }) => {
      await page.setViewportSize(size);
      const watch = watchProblems(page, new URL(baseURL!).origin);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(WORKER_SCRIPT, async (route: Route) => {
        await released;
        await route.continue();
      });
      await page.goto('/playground/');
      await expect(page.locator('h1')).toHaveText('Board playground');
      await expect(page.getByTestId('board-loading')).toHaveText('Loading the board…');
      await expect(board(page)).toHaveAttribute('data-ready', 'false');
      const before = await viewport(page).boundingBox();
      const picker = await page.getByTestId('tile-picker').boundingBox();

      release();
      await expect(board(page)).toHaveAttribute('data-ready', 'true');
      await expect(page.getByTestId('board-loading')).toHaveCount(0);
      expect(await viewport(page).boundingBox()).toEqual(before);
      expect(await page.getByTestId('tile-picker').boundingBox()).toEqual(picker);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(watch.problems).toEqual([]);
    });
  }

  test('without the worker the board says so and the page still reads', async ({ page }) => {
    await page.route(WORKER_SCRIPT, (route) => route.fulfill({ status: 404, body: 'not here' }));
    await page.goto('/playground/');
    await expect(page.getByTestId('board-loading')).toContainText('The rules engine did not start');
    await expect(page.locator('h1')).toBeVisible();
  });
});
