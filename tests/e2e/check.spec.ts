/**
 * The score checker (/check/), driven as a person at a table would: on a
 * phone with touch and on a desktop, the rule book's final-scoring example is
 * entered BY TAPS (five players, scores 0) and its numbers read from the
 * result (data-total); a farm board's farm points; the board shared by URL
 * and reopened; a position file imported; a corrupted link; the work kept
 * over a reload; and the taps a 30-tile board with 8 meeples takes, counted.
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { checkPosition, fitRotations } from '../../src/engine/check';
import { DISTINCT_ROTATIONS, tileTypeIndex } from '../../src/engine/tiles';
import { PALETTE_ORDER } from '../../src/components/check/model';
import { encodeLink } from '../../src/engine/link';
import type { Position } from '../../src/engine/notation';
import { DESKTOP, PHONE, axeViolations, holdScripts, shot } from './helpers';
import { pickTile } from './playground';

test.describe('check', { tag: '@check' }, () => {
  type Spot = 'N' | 'E' | 'S' | 'W' | 'C' | 'NW' | 'NE' | 'EN' | 'ES' | 'SE' | 'SW' | 'WS' | 'WN';
  interface TileIn { x: number; y: number; tile: string; rot: number }
  interface MeepleIn { player: string; x: number; y: number; at: Spot }

  /** Where in a cell (0..1) to tap for each spot. */
  const SPOT_AT: Record<Spot, [number, number]> = {
    N: [0.5, 0.12], E: [0.88, 0.5], S: [0.5, 0.88], W: [0.2, 0.5], C: [0.5, 0.5],
    NW: [0.25, 0.1], NE: [0.75, 0.1], EN: [0.9, 0.25], ES: [0.9, 0.75], SE: [0.75, 0.9], SW: [0.25, 0.9], WS: [0.1, 0.75], WN: [0.1, 0.25],
  };

  /** The rule book's final-scoring example (tests/unit/rules-examples.test.ts): green 8, yellow 4, blue 3, red 3, black 0. */
  const FINAL_TILES: TileIn[] = [
    { tile: 'D', x: 0, y: 0, rot: 0 }, { tile: 'Q', x: 0, y: -1, rot: 2 }, { tile: 'F', x: -1, y: -1, rot: 0 }, { tile: 'E', x: -2, y: -1, rot: 1 },
    { tile: 'M', x: 1, y: -1, rot: 3 }, { tile: 'U', x: -1, y: 0, rot: 1 }, { tile: 'W', x: 1, y: 0, rot: 0 }, { tile: 'B', x: 0, y: 1, rot: 0 },
    { tile: 'O', x: 2, y: 0, rot: 1 }, { tile: 'E', x: 3, y: 0, rot: 3 },
  ];
  const FINAL_MEEPLES: MeepleIn[] = [
    { player: 'green', x: -2, y: -1, at: 'E' }, { player: 'green', x: 1, y: -1, at: 'N' }, { player: 'black', x: 0, y: 0, at: 'N' },
    { player: 'yellow', x: 0, y: 1, at: 'C' }, { player: 'blue', x: 2, y: 0, at: 'N' }, { player: 'red', x: -1, y: 0, at: 'W' },
  ];
  const FINAL_TOTALS = { green: 8, yellow: 4, blue: 3, red: 3, black: 0 };

  /** Two rows of city caps: cities (0,0)+(0,-1) and (1,0)+(1,-1) complete; a red farmer south of them supplies both. */
  const FARM_TILES: TileIn[] = [
    { tile: 'E', x: 0, y: 0, rot: 0 }, { tile: 'E', x: 1, y: 0, rot: 0 }, { tile: 'E', x: 2, y: 0, rot: 0 },
    { tile: 'E', x: 0, y: -1, rot: 2 }, { tile: 'E', x: 1, y: -1, rot: 2 },
  ];

  /**
   * A person's presses on the page, counted: a tap on a phone, a click on a desktop, a swipe that pans the board. The
   * page scrolled to bring what is pressed on screen is counted apart (`scrolls`): the board step is scrolled to the
   * top of the screen, as a person would, and once there nothing it needs should be off screen.
   */
  class Hands {
    taps = 0;
    scrolls = 0;
    /** Taps by what they were for (palette, cell, turn, swipe, colour, spot, other). */
    readonly by: Record<string, number> = {};
    /** What the next presses are for. */
    kind = 'other';
    count(kind = this.kind): void {
      this.taps++;
      this.by[kind] = (this.by[kind] ?? 0) + 1;
    }
    constructor(readonly page: Page, readonly touch: boolean) {}

    /** Whether `target` lies wholly on the screen as it is scrolled now. */
    async onScreen(target: Locator): Promise<boolean> {
      return target.evaluate((e) => {
        const r = e.getBoundingClientRect();
        return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
      });
    }

    /** Scroll `target` on screen if it is not, counted: the board step to the top of the screen first (where the board, its tools and the palette are). */
    async bringOnScreen(target: Locator): Promise<void> {
      if (await this.onScreen(target)) return;
      this.scrolls++;
      if (await target.evaluate((e) => !!e.closest('.ck-board'))) {
        await this.page.locator('#ck-board').evaluate((h) => h.scrollIntoView({ block: 'start' }));
        if (await this.onScreen(target)) return;
      }
      await target.scrollIntoViewIfNeeded();
    }

    async press(target: Locator): Promise<void> {
      await this.bringOnScreen(target);
      this.count();
      if (this.touch) await target.tap();
      else await target.click();
    }

    /** Page coordinates of a point of cell (x, y), the board scrolled into view. */
    async cellPoint(x: number, y: number, fx: number, fy: number) {
      const vp = this.page.getByTestId('board-viewport');
      await this.bringOnScreen(vp);
      const box = (await vp.boundingBox())!;
      // The camera settles in the frame after a tile is laid (the board refits to the tiles in an effect): its view is
      // read once it has not changed between two reads a few frames apart, as a person looks before tapping. (Read from
      // here with plain calls: a promise awaited in the page across the protocol is now and then reported as garbage
      // collected by Chromium; see src/components/playground/playHook.ts.)
      let view = '';
      await expect
        .poll(async () => {
          const now = (await vp.getAttribute('data-view')) ?? '';
          const settled = now === view;
          view = now;
          return settled;
        }, { intervals: [30] })
        .toBe(true);
      const [tx, ty, scale] = view.split(' ').map(Number);
      const px = box.x + tx + (x + fx) * 100 * scale;
      const py = box.y + ty + (y + fy) * 100 * scale;
      // Off the board's box, or under something drawn over it (the zoom buttons)?
      const hidden = px < box.x + 4 || px > box.x + box.width - 4 || py < box.y + 4 || py > box.y + box.height - 4 ||
        (await this.page.evaluate(([ex, ey]) => !document.elementFromPoint(ex, ey)?.closest('svg.board__svg'), [px, py]));
      return { px, py, box, hidden };
    }

    async pressCell(x: number, y: number, fx = 0.5, fy = 0.5): Promise<void> {
      let at = await this.cellPoint(x, y, fx, fy);
      if (at.hidden) {
        // One swipe brings the cell to the middle of the board, as a person would drag it there.
        const cx = at.box.x + at.box.width / 2;
        const cy = at.box.y + at.box.height / 2;
        this.count('swipe');
        await this.page.mouse.move(cx, cy);
        await this.page.mouse.down();
        await this.page.mouse.move(cx + (cx - at.px), cy + (cy - at.py), { steps: 6 });
        await this.page.mouse.up();
        at = await this.cellPoint(x, y, fx, fy);
        expect(at.hidden, `cell (${x}, ${y}) is in view after a swipe`).toBe(false);
      }
      this.count();
      if (this.touch) await this.page.touchscreen.tap(at.px, at.py);
      else {
        await this.page.mouse.move(at.px, at.py);
        await this.page.mouse.click(at.px, at.py);
      }
    }
  }

  const STORE = 'carc:check';

  /** The board as the page keeps it (ui/storage.ts envelope, key 'check'). */
  async function kept(page: Page): Promise<Position> {
    const raw = await page.evaluate((key) => localStorage.getItem(key), STORE);
    return (JSON.parse(raw ?? 'null') as { data: { position: Position } }).data.position;
  }

  async function openChecker(page: Page, suffix = ''): Promise<void> {
    await page.goto(`/check/${suffix}`);
    await expect(page.getByTestId('check')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
  }

  const tilesOnBoard = (page: Page) => page.locator('.board__tiles [data-cell]');

  /** Share the board by link, and open the link on a fresh phone (its own browser context, closed by the caller). */
  async function shareToPhone(page: Page, browser: Browser): Promise<{ link: string; phone: Page; other: BrowserContext }> {
    await page.getByTestId('check-share').click();
    const link = await page.getByTestId('check-link').inputValue();
    const other = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const phone = await other.newPage();
    await phone.goto(link);
    await expect(phone.getByTestId('check')).toHaveAttribute('data-ready', 'true');
    return { link, phone, other };
  }
  const meeplesOnBoard = (page: Page) => page.locator('.board__meeples [data-meeple-at]');
  const total = (page: Page, player: string) => page.locator(`[data-player="${player}"][data-total]`);

  /**
   * Lay the tiles in the order given (each touching one before it), as a person copying a board would: the tile in
   * hand chosen in the palette only for the first tile; then for each tile a tap on its cell (the tile in hand is laid
   * there if it fits), and if what lies there is not the tile on the table, a tap on that tile, turned as it lies, among
   * the ways that fit there (first in the palette).
   */
  async function enterTiles(page: Page, hands: Hands, tiles: readonly TileIn[]): Promise<void> {
    const palette = page.getByTestId('check-palette');
    const at = async (t: TileIn) => (await kept(page)).tiles.find((k) => k.x === t.x && k.y === t.y);
    for (const [i, t] of tiles.entries()) {
      if (i === 0 && (await palette.locator('[aria-pressed="true"]').getAttribute('data-letter')) !== t.tile) {
        hands.kind = 'palette';
        await hands.press(palette.locator(`[data-letter="${t.tile}"]`));
      }
      hands.kind = 'cell';
      await hands.pressCell(t.x, t.y);
      // Laid (the tile in hand fits there), or not (it does not): either way the ways tiles fit there come first in the
      // palette, which says which cell it offers them for. The first tile of a board is laid, and nothing is offered.
      if (i === 0) await expect(tilesOnBoard(page)).toHaveCount(1);
      else await expect(palette, `a tap on (${t.x}, ${t.y}); the board says: ${await page.getByTestId('board-status').textContent()}`).toHaveAttribute('data-cell', `${t.x},${t.y}`);
      const laid = await at(t);
      if (laid?.tile === t.tile && laid.rot === t.rot) continue;
      hands.kind = laid?.tile === t.tile ? 'turn' : 'palette';
      await hands.press(palette.locator(`[data-fits="true"][data-letter="${t.tile}"][data-rot="${t.rot}"]`));
      await expect.poll(async () => JSON.stringify(await at(t)), { message: `${t.tile} turned ${t.rot} at (${t.x}, ${t.y})` }).toBe(JSON.stringify({ x: t.x, y: t.y, tile: t.tile, rot: t.rot }));
      await expect(tilesOnBoard(page)).toHaveCount(i + 1);
    }
    hands.kind = 'other';
  }

  /** Put the meeples, choosing a colour only when it changes. */
  async function enterMeeples(page: Page, hands: Hands, meeples: readonly MeepleIn[]): Promise<void> {
    let colour: string | null = null;
    for (const [i, m] of meeples.entries()) {
      if (colour !== m.player) {
        hands.kind = 'colour';
        await hands.press(page.locator(`[data-meeple-color="${m.player}"]`));
        colour = m.player;
      }
      const [fx, fy] = SPOT_AT[m.at];
      hands.kind = 'spot';
      await hands.pressCell(m.x, m.y, fx, fy);
      await expect(meeplesOnBoard(page)).toHaveCount(i + 1);
    }
    hands.kind = 'other';
  }

  for (const device of ['phone', 'desktop'] as const) {
    test.describe(`on a ${device}`, () => {
      const touch = device === 'phone';
      test.use(touch ? { viewport: PHONE, hasTouch: true, isMobile: true } : { viewport: DESKTOP });

      test('the rule book\'s final-scoring example, entered by taps: green 8, yellow 4, blue 3, red 3, black 0', async ({ page }) => {
        await openChecker(page);
        const hands = new Hands(page, touch);
        await hands.press(page.locator('[data-count="5"]'));
        await expect(page.locator('.ck-seat')).toHaveCount(5);
        await enterTiles(page, hands, FINAL_TILES);
        await enterMeeples(page, hands, FINAL_MEEPLES);
        for (const [player, points] of Object.entries(FINAL_TOTALS)) await expect(total(page, player)).toHaveAttribute('data-total', String(points));
        await expect(page.getByTestId('check-winners')).toContainText('green');
        await expect(page.getByTestId('check-warnings')).toHaveCount(0);

        // A row lights its feature up on the board and says why, with the lesson's link.
        await hands.press(page.locator('[data-card="green"] .ck-rowbtn').first());
        await expect(page.getByTestId('board-highlight')).toHaveCount(1);
        await expect(page.getByTestId('check-why')).toContainText('5 tiles and 3 pennants = 8');
        await expect(page.getByTestId('check-why')).toContainText('green has the most');
        await expect(page.getByTestId('check-why').locator('a')).toHaveAttribute('href', '/learn/cities/');

        // What if unfinished features scored nothing: old and new side by side.
        await hands.press(page.locator('[data-rule="nothing"]'));
        await expect(total(page, 'green')).toHaveAttribute('data-total', '0');
        await expect(page.getByTestId('check-whatif').locator('[data-old-total="green"]')).toHaveText('8');
        await expect(page.getByTestId('check-whatif').locator('[data-new-total="green"]')).toHaveText('0');
        await hands.press(page.getByTestId('check-undo'));
        await expect(total(page, 'green')).toHaveAttribute('data-total', '8');

        // The work survives a reload.
        await page.reload();
        await expect(page.getByTestId('check')).toHaveAttribute('data-ready', 'true');
        for (const [player, points] of Object.entries(FINAL_TOTALS)) await expect(total(page, player)).toHaveAttribute('data-total', String(points));
        await expect(tilesOnBoard(page)).toHaveCount(FINAL_TILES.length);
        await shot(page, `test-results/check-final-${device}.png`, { fullPage: true });
      });

      test('a farm board: the farmer scores 3 for each completed city, the cities outlined', async ({ page }) => {
        await openChecker(page);
        const hands = new Hands(page, touch);
        await enterTiles(page, hands, FARM_TILES);
        await enterMeeples(page, hands, [{ player: 'red', x: 0, y: 0, at: 'SW' }]);
        await expect(total(page, 'red')).toHaveAttribute('data-total', '6');
        await expect(total(page, 'yellow')).toHaveAttribute('data-total', '0');
        await hands.press(page.locator('[data-card="red"] [data-kind="farm"] .ck-rowbtn'));
        // The farm and each of the two cities it supplies.
        await expect(page.getByTestId('board-highlight')).toHaveCount(3);
        await expect(page.getByTestId('check-why')).toContainText('2 cities = 6');
        // First-edition farms: 4 per city to the most farmers around it.
        await hands.press(page.locator('[data-rule="firstEdition"]'));
        await expect(total(page, 'red')).toHaveAttribute('data-total', '8');
        await expect(page.getByTestId('check-whatif').locator('[data-old-total="red"]')).toHaveText('6');
      });
    });
  }

  /**
   * Nothing typed is lost: each field keeps its value from each keystroke on, whatever comes next, on a phone
   * (touch: the field keeps the focus through a swipe and a tap on the board, so `change` never fires) and with a
   * mouse. Each case checks the field, the result and what the browser keeps (a reload shows it too).
   */
  for (const device of ['phone', 'desktop'] as const) {
    test.describe(`typed scores and names are never lost, on a ${device}`, () => {
      const touch = device === 'phone';
      test.use(touch ? { viewport: PHONE, hasTouch: true, isMobile: true } : { viewport: DESKTOP });
      const seat = (page: Page, i: number) => page.locator(`.ck-seat[data-seat="${i}"]`);
      const score = (page: Page, i: number) => seat(page, i).getByTestId('score-before');

      /** A tap or a click into a field, then keys typed (no Tab, no blur: the field keeps the focus). */
      async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
        if (touch) await field.tap();
        else await field.click();
        await page.keyboard.type(text);
      }

      /** A finger (or the mouse wheel) scrolls the page until the board is in view; the focus stays where it was. */
      async function scrollToBoard(page: Page): Promise<void> {
        const vp = page.getByTestId('board-viewport');
        const inView = async () => {
          const box = (await vp.boundingBox())!;
          return box.y >= 0 && box.y + Math.min(box.height, 200) <= (page.viewportSize()!.height);
        };
        for (let i = 0; i < 8 && !(await inView()); i++) {
          const box = (await vp.boundingBox())!;
          const down = box.y > 0 ? 300 : -300;
          if (touch) {
            // A swipe where there is no board or field under the finger: the page's left margin.
            const cdp = await page.context().newCDPSession(page);
            await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 6, y: 500 }] });
            for (let k = 1; k <= 10; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 6, y: 500 - (down / 10) * k }] });
            await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
            await cdp.detach();
          } else {
            await page.mouse.move(6, 400);
            await page.mouse.wheel(0, down);
          }
        }
        expect(await inView(), 'the board is in view').toBe(true);
      }

      /** A finger dragged across the board (or the mouse): the map moves, nothing else. */
      async function dragBoard(page: Page): Promise<void> {
        // From a point of the board that is on the screen (its middle may be below the bottom edge).
        const box = (await page.getByTestId('board-viewport').boundingBox())!;
        const bottom = Math.min(box.y + box.height, page.viewportSize()!.height);
        const [x0, y0] = [box.x + box.width / 2, Math.max(box.y, 0) + (bottom - Math.max(box.y, 0)) / 3];
        expect(bottom - y0, 'room to drag on the board').toBeGreaterThan(60);
        if (touch) {
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y: y0 }] });
          for (let k = 1; k <= 6; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 + 10 * k, y: y0 + 6 * k }] });
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
          await cdp.detach();
        } else {
          await page.mouse.move(x0, y0);
          await page.mouse.down();
          await page.mouse.move(x0 + 60, y0 + 36, { steps: 6 });
          await page.mouse.up();
        }
      }

      /** The scores the browser keeps for the board. */
      const keptScores = async (page: Page) => (await kept(page)).scores ?? {};

      async function typedScores(page: Page): Promise<void> {
        await openChecker(page);
        const hands = new Hands(page, touch);
        await hands.press(page.getByTestId('check-palette').locator('[data-letter="D"]'));
        await typeInto(page, score(page, 0), '12');
        await typeInto(page, score(page, 1), '9');
      }

      async function expectKept(page: Page, values: Record<string, number>): Promise<void> {
        await expect(score(page, 0)).toHaveValue(String(values.yellow));
        await expect(score(page, 1)).toHaveValue(String(values.red));
        await expect.poll(() => keptScores(page)).toEqual(values);
        await page.reload();
        await expect(page.getByTestId('check')).toHaveAttribute('data-ready', 'true');
        await expect(score(page, 0)).toHaveValue(String(values.yellow));
        await expect(score(page, 1)).toHaveValue(String(values.red));
      }

      test('a score typed, the page scrolled, a board cell tapped: the tile is laid and both scores count', async ({ page }) => {
        await typedScores(page);
        await scrollToBoard(page);
        await expect(score(page, 1)).toBeFocused();
        await new Hands(page, touch).pressCell(0, 0);
        await expect(tilesOnBoard(page)).toHaveCount(1);
        await expect(score(page, 1)).toHaveValue('9');
        await expect(total(page, 'yellow')).toHaveAttribute('data-total', '12');
        await expect(total(page, 'red')).toHaveAttribute('data-total', '9');
        await expectKept(page, { yellow: 12, red: 9 });
      });

      test('a score typed, then a laid tile tapped to turn it: the score stays', async ({ page }) => {
        await openChecker(page);
        const hands = new Hands(page, touch);
        await hands.press(page.getByTestId('check-palette').locator('[data-letter="D"]'));
        await hands.pressCell(0, 0);
        await expect(tilesOnBoard(page)).toHaveCount(1);
        const rot = (await kept(page)).tiles[0].rot;
        await typeInto(page, score(page, 0), '12');
        await typeInto(page, score(page, 1), '9');
        await hands.pressCell(0, 0);
        await expect.poll(async () => (await kept(page)).tiles[0].rot).not.toBe(rot);
        await expect(total(page, 'red')).toHaveAttribute('data-total', '9');
        await expectKept(page, { yellow: 12, red: 9 });
      });

      test('a score typed, then the board dragged: the score stays', async ({ page }) => {
        await typedScores(page);
        await scrollToBoard(page);
        const view = await page.getByTestId('board-viewport').getAttribute('data-view');
        await dragBoard(page);
        await expect(page.getByTestId('board-viewport')).not.toHaveAttribute('data-view', view!);
        await expectKept(page, { yellow: 12, red: 9 });
      });

      test('a score typed, then the page reloaded at once: the score comes back', async ({ page }) => {
        await typedScores(page);
        await expect(score(page, 1)).toBeFocused();
        await expectKept(page, { yellow: 12, red: 9 });
      });

      test('a score typed, then another app and back (the page hidden): the score is kept', async ({ page, context }) => {
        await typedScores(page);
        // The phone puts the page away: it is hidden, then may be dropped. What it keeps is all that is left then.
        await page.evaluate(() => {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
          Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
          document.dispatchEvent(new Event('visibilitychange'));
          window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
        });
        expect(await keptScores(page)).toEqual({ yellow: 12, red: 9 });
        // Back to the same page, as it was...
        await page.evaluate(() => {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
          Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
          document.dispatchEvent(new Event('visibilitychange'));
        });
        await expect(score(page, 1)).toHaveValue('9');
        // ...or to a page the phone dropped meanwhile, opened anew.
        const again = await context.newPage();
        await openChecker(again);
        await expect(score(again, 0)).toHaveValue('12');
        await expect(score(again, 1)).toHaveValue('9');
      });

      test('a name typed, then a board cell tapped: the name stays, and the meeples follow it', async ({ page }) => {
        await openChecker(page);
        const hands = new Hands(page, touch);
        await hands.press(page.getByTestId('check-palette').locator('[data-letter="D"]'));
        await typeInto(page, seat(page, 1).locator('.ck-name'), 'Bea');
        await hands.pressCell(0, 0);
        await expect(tilesOnBoard(page)).toHaveCount(1);
        await expect(seat(page, 1).locator('.ck-name')).toHaveValue('Bea');
        await expect(total(page, 'Bea')).toHaveAttribute('data-total', '0');
        await expect(total(page, 'yellow')).toHaveAttribute('data-total', '0');
        await expect.poll(async () => (await kept(page)).players).toEqual(['yellow', 'Bea']);
        // Both on 0: a tie, every tied player named a winner, the rule books' answers told without picking one.
        await expect(page.getByTestId('check-winners')).toHaveText('A tie on 0: the winners are yellow and Bea.');
        await expect(page.getByTestId('check-tie-note')).toContainText('no tie-breaker');
        await expect(page.locator('.ck-badge')).toHaveCount(2);
      });

      test('what cannot be read is never replaced: the field keeps it and says what counts instead', async ({ page }) => {
        await typedScores(page);
        await new Hands(page, touch).pressCell(0, 0);
        await expect(tilesOnBoard(page)).toHaveCount(1);
        await typeInto(page, score(page, 1), 'x');
        await expect(score(page, 1)).toHaveValue('9x');
        const error = seat(page, 1).getByTestId('seat-error');
        await expect(error).toContainText('Player 2');
        await expect(error).toContainText('“9x”');
        await expect(error).toContainText('9');
        await expect(score(page, 1)).toHaveAttribute('aria-invalid', 'true');
        await expect(total(page, 'red')).toHaveAttribute('data-total', '9');
        await page.keyboard.press('Backspace');
        await expect(error).toHaveCount(0);
        // A name another player has: kept in the field, said where, the player keeps the name they had.
        await typeInto(page, seat(page, 0).locator('.ck-name'), 'red');
        await expect(seat(page, 0).locator('.ck-name')).toHaveValue('red');
        await expect(seat(page, 0).getByTestId('seat-error')).toContainText('Player 1');
        await expect(seat(page, 0).getByTestId('seat-error')).toContainText('player 2');
        // Each letter that could be used was: the player is "re" until the name can be "red" or more.
        await expect(seat(page, 0).getByTestId('seat-error')).toContainText('“red”');
        await expect(seat(page, 0).getByTestId('seat-error')).toContainText('still says re.');
        await expect(total(page, 're')).toHaveAttribute('data-total', '12');
        await page.keyboard.type('dy');
        await expect(seat(page, 0).getByTestId('seat-error')).toHaveCount(0);
        await expect(total(page, 'reddy')).toHaveAttribute('data-total', '12');
      });
    });
  }

  test.describe('entering a board on a phone', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    /** A stand-in for the browser's wake lock that records what the page asks for and gives back. */
    const FAKE_WAKE_LOCK = () => {
      const log: string[] = [];
      (window as unknown as { wakeLog: string[] }).wakeLog = log;
      Object.defineProperty(navigator, 'wakeLock', {
        configurable: true,
        value: {
          request: async (type: string) => {
            log.push(`request ${type}`);
            const sentinel = {
              released: false,
              release: async () => {
                if (!sentinel.released) log.push('release');
                sentinel.released = true;
              },
            };
            return sentinel;
          },
        },
      });
    };
    const wakeLog = (page: Page) => page.evaluate(() => (window as unknown as { wakeLog: string[] }).wakeLog.join(', '));
    const setHidden = (page: Page, hidden: boolean) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);

    test('the screen stays awake while a board is entered: asked for at the first tile, given back when hidden, asked for again on return', async ({ page }) => {
      await page.addInitScript(FAKE_WAKE_LOCK);
      await openChecker(page);
      expect(await wakeLog(page)).toBe('');
      const hands = new Hands(page, true);
      await hands.press(page.getByTestId('check-palette').locator('[data-letter="D"]'));
      await hands.pressCell(0, 0);
      await expect(tilesOnBoard(page)).toHaveCount(1);
      await expect.poll(() => wakeLog(page)).toBe('request screen');
      await setHidden(page, true);
      await expect.poll(() => wakeLog(page)).toBe('request screen, release');
      await setHidden(page, false);
      await expect.poll(() => wakeLog(page)).toBe('request screen, release, request screen');
      // Start over: no board being entered, the lock is given back.
      await hands.press(page.getByTestId('check-start-over'));
      await expect(tilesOnBoard(page)).toHaveCount(0);
      await expect.poll(() => wakeLog(page)).toBe('request screen, release, request screen, release');
    });

    test('where the browser has no wake lock, or refuses it, entering a board works and nothing goes wrong', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request: () => Promise.reject(new DOMException('battery saver', 'NotAllowedError')) } });
      });
      await openChecker(page);
      const hands = new Hands(page, true);
      await hands.press(page.getByTestId('check-palette').locator('[data-letter="D"]'));
      await hands.pressCell(0, 0);
      await expect(tilesOnBoard(page)).toHaveCount(1);
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: undefined });
      });
      await page.reload();
      await expect(page.getByTestId('check')).toHaveAttribute('data-ready', 'true');
      await hands.pressCell(1, 0);
      await expect(tilesOnBoard(page)).toHaveCount(2);
      expect(errors).toEqual([]);
    });

    test('a tap on a cell where the chosen tile does not fit puts first the ways tiles do, each turned as it would lie, with how many are left; one tap lays one there, another puts a second in its place', async ({ page }) => {
      await openChecker(page);
      const hands = new Hands(page, true);
      const palette = page.getByTestId('check-palette');
      await hands.press(palette.locator('[data-letter="D"]'));
      await hands.pressCell(0, 0);
      await expect(tilesOnBoard(page)).toHaveCount(1);
      // The first tile could have been any: nothing is offered in its place.
      await expect(palette.locator('[data-fits]')).toHaveCount(0);
      // The start tile's city faces north (rotation 0): a straight road (U) cannot go north of it in any way.
      await hands.press(palette.locator('[data-letter="U"]'));
      await hands.pressCell(0, -1);
      await expect(page.getByTestId('board-status')).toContainText('the north side of the D tile');
      // The ways that fit, as the engine says (look-alike turns once), first in the palette's order; the other tiles after.
      const start = { format: 'carcassonne-position/1', players: ['yellow', 'red'], tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }] };
      const ways: string[] = [];
      for (const letter of PALETTE_ORDER) {
        const r = fitRotations(start, letter, 0, -1);
        const distinct = DISTINCT_ROTATIONS[tileTypeIndex(letter)];
        if (r.ok) for (const rot of r.value.filter((q) => distinct.includes(q))) ways.push(`${letter}${rot}`);
      }
      expect(ways.length).toBeGreaterThan(0);
      expect(ways.some((w) => w.startsWith('U'))).toBe(false);
      await expect(page.getByTestId('board-status')).toContainText(`The ${ways.length} ways tiles fit here are now first`);
      const shown = await palette.locator('[data-letter]').evaluateAll((els) => els.map((e) => [`${e.getAttribute('data-letter')}${e.getAttribute('data-rot') ?? ''}`, e.getAttribute('data-fits')]));
      expect(shown.slice(0, ways.length).map(([w]) => w)).toEqual(ways);
      expect(shown.slice(0, ways.length).every(([, f]) => f === 'true')).toBe(true);
      expect(shown.slice(ways.length).every(([, f]) => f === 'false')).toBe(true);
      // How many are left, on each: E (a city cap) has 5 in the box, none laid yet; upside down, its city meets D's.
      expect(ways).toContain('E2');
      const e2 = palette.locator('[data-letter="E"][data-rot="2"]');
      await expect(e2).toHaveAttribute('aria-label', /^E: .*, turned upside down, fits the marked cell, 5 left$/);
      // One tap on a way that fits lays that tile, so turned, on the marked cell.
      await hands.press(e2);
      await expect(tilesOnBoard(page)).toHaveCount(2);
      await expect.poll(async () => JSON.stringify((await kept(page)).tiles.find((k) => k.x === 0 && k.y === -1))).toBe(JSON.stringify({ x: 0, y: -1, tile: 'E', rot: 2 }));
      await expect(page.getByTestId('check-palette-note')).toContainText('E laid');
      await expect(e2).toHaveAttribute('aria-label', /, 4 left$/);
      await expect(e2).toHaveAttribute('aria-pressed', 'true');
      // The ways stay offered for that cell: another one puts its tile there in place of the first, in one tap.
      const other = palette.locator('[data-fits="true"]:not([data-letter="E"])').first();
      const [letter, rot] = [await other.getAttribute('data-letter'), Number(await other.getAttribute('data-rot'))];
      await hands.press(other);
      await expect.poll(async () => JSON.stringify((await kept(page)).tiles.find((k) => k.x === 0 && k.y === -1))).toBe(JSON.stringify({ x: 0, y: -1, tile: letter, rot }));
      await expect(tilesOnBoard(page)).toHaveCount(2);
      await expect(e2).toHaveAttribute('aria-label', /, 5 left$/);
      // A tile chosen from the others is the tile in hand: the cell is let go.
      await hands.press(palette.locator('[data-fits="false"][data-letter="U"]'));
      await expect(palette.locator('[data-fits]')).toHaveCount(0);
      await expect(palette.locator('[data-letter="U"]')).toHaveAttribute('aria-pressed', 'true');
    });

    test('the tile in hand is laid the way that fits nearest its turn, and keeps the turn it was laid with', async ({ page }) => {
      await openChecker(page);
      const hands = new Hands(page, true);
      const palette = page.getByTestId('check-palette');
      await hands.press(palette.locator('[data-letter="D"]'));
      await hands.pressCell(0, 0);
      await expect(tilesOnBoard(page)).toHaveCount(1);
      // The straight road in hand, upright: east of the start tile its road must run east and west, a quarter turn.
      await hands.press(palette.locator('[data-letter="U"]'));
      await expect(page.getByTestId('board-hand')).toContainText('turned upright');
      await hands.pressCell(1, 0);
      await expect.poll(async () => JSON.stringify((await kept(page)).tiles[1])).toBe(JSON.stringify({ x: 1, y: 0, tile: 'U', rot: 1 }));
      // The tile in hand now lies as it was laid.
      await expect(page.getByTestId('board-hand')).toContainText('turned a quarter turn right');
    });
  });

  test.describe('the page after a result', () => {
    const small: Position = {
      format: 'carcassonne-position/1',
      players: ['yellow', 'red'],
      tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }, { x: 1, y: 0, tile: 'U', rot: 1 }],
      meeples: [{ player: 'yellow', x: 1, y: 0, at: 'E' }],
    };

    test('on a phone: the result right after the board, a summary by the board; sharing opens the share sheet', async ({ browser }) => {
      const ctx = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
      const page = await ctx.newPage();
      await page.addInitScript(() => {
        const shared: unknown[] = [];
        (window as unknown as { shared: unknown[] }).shared = shared;
        Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: unknown) => void shared.push(data) });
      });
      await openChecker(page, `#${encodeLink(small)}`);
      const top = async (sel: string) => (await page.locator(sel).boundingBox())!.y;
      expect(await top('.ck-board')).toBeLessThan(await top('.ck-results'));
      expect(await top('.ck-results')).toBeLessThan(await top('.ck-rules'));
      await expect(page.getByTestId('check-summary')).toHaveText(/Final scoring: yellow 2 and red 0\. yellow wins\./);
      await expect(total(page, 'yellow')).toHaveAttribute('data-total', '2');
      // The first button after a result is about the result.
      await expect(page.getByTestId('check-keep').locator('.button--primary')).toHaveText('Share the result');
      await page.getByTestId('check-share').tap();
      await expect(page.getByTestId('check-keep-status')).toContainText('Shared');
      const shared = await page.evaluate(() => (window as unknown as { shared: { url: string; text: string }[] }).shared);
      expect(shared).toHaveLength(1);
      expect(shared[0].url).toContain('/check/#c');
      expect(shared[0].text).toContain('yellow wins');
      await expect(page.getByTestId('check-link')).toHaveCount(0);
      await ctx.close();
    });

    test('on a desktop: 1. Players above 2. The board, the result beside it; a line about the board as it was goes when it changes', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await openChecker(page, `#${encodeLink(small)}`);
      const box = async (sel: string) => (await page.locator(sel).boundingBox())!;
      const players = await box('[data-testid="check-players"]');
      const board = await box('.ck-board');
      const results = await box('.ck-results');
      expect(players.y + players.height).toBeLessThanOrEqual(board.y);
      expect(results.x).toBeGreaterThan(board.x + board.width - 1);
      expect(Math.abs(results.y - board.y)).toBeLessThan(5);
      // Opened from the link: said; the board changed: no longer said.
      await expect(page.getByTestId('check-notice')).toContainText('opened from the link');
      await page.getByTestId('check-share').click();
      await expect(page.getByTestId('check-keep-status')).toHaveText(/Link copied|Copy the link/);
      await expect(page.getByTestId('check-link')).toHaveCount(1);
      // A rule switch: a real checkbox, drawn as a switch.
      const rule = page.locator('[data-rule="smallCity"]');
      await expect(rule).toHaveAttribute('type', 'checkbox');
      await page.getByText('Small city rule', { exact: true }).click();
      await expect(rule).toBeChecked();
      await expect(page.getByTestId('check-notice')).toHaveCount(0);
      await expect(page.getByTestId('check-keep-status')).toHaveText('');
      await expect(page.getByTestId('check-link')).toHaveCount(0);
    });
  });

  test.describe('sharing and keeping', () => {
    test.use({ viewport: DESKTOP });
    const example: Position = {
      format: 'carcassonne-position/1',
      players: ['green', 'black', 'yellow', 'blue', 'red'],
      tiles: FINAL_TILES,
      meeples: FINAL_MEEPLES,
      scores: { green: 10, black: 4, yellow: 7, blue: 0, red: 12 },
    };

    test('share by URL and reopen it elsewhere', async ({ page, browser }) => {
      await openChecker(page, `#${encodeLink(example)}`);
      await expect(page.getByTestId('check-notice')).toContainText('opened from the link');
      await expect(total(page, 'green')).toHaveAttribute('data-total', '18');
      // A change, then the link of the changed board.
      await page.locator('[data-rule="smallCity"]').click();
      const { link, phone, other } = await shareToPhone(page, browser);
      expect(link).toContain('/check/#c2/');
      for (const [player, points] of Object.entries({ green: 18, black: 4, yellow: 11, blue: 3, red: 15 })) {
        await expect(total(phone, player)).toHaveAttribute('data-total', String(points));
      }
      await expect(phone.locator('[data-rule="smallCity"]')).toBeChecked();
      await expect(tilesOnBoard(phone)).toHaveCount(FINAL_TILES.length);
      await other.close();
    });

    test('import a position file; a broken file leaves the board as it was', async ({ page }) => {
      await openChecker(page);
      const text = readFileSync('docs/examples/finished-game.json', 'utf8');
      const expected = checkPosition(JSON.parse(text));
      if (!expected.ok) throw new Error('the example must be scorable');
      await page.getByTestId('check-import').setInputFiles({ name: 'finished-game.json', mimeType: 'application/json', buffer: Buffer.from(text) });
      await expect(page.getByTestId('check-keep-status')).toContainText('Opened finished-game.json');
      for (const [player, points] of Object.entries(expected.value.total)) await expect(total(page, player)).toHaveAttribute('data-total', String(points));
      await expect(tilesOnBoard(page)).toHaveCount(72);
      // A file whose edges do not match: the engine's reason, the board unchanged.
      const bad = { ...example, tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }, { x: 0, y: -1, tile: 'E', rot: 0 }], meeples: [] };
      await page.getByTestId('check-import').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
      await expect(page.getByTestId('check-keep-status')).toContainText('bad.json could not be opened');
      await expect(page.getByTestId('check-keep-status')).toContainText('Tile 2');
      await page.getByTestId('check-import').setInputFiles({ name: 'junk.json', mimeType: 'application/json', buffer: Buffer.from('{"format": [1,') });
      await expect(page.getByTestId('check-keep-status')).toContainText('junk.json could not be opened');
      await expect(tilesOnBoard(page)).toHaveCount(72);
      for (const [player, points] of Object.entries(expected.value.total)) await expect(total(page, player)).toHaveAttribute('data-total', String(points));
    });

    test('a named player keeps her colour through a link and a file', async ({ page, browser }) => {
      const small: Position = {
        format: 'carcassonne-position/1',
        players: ['yellow', 'red'],
        tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }, { x: 1, y: 0, tile: 'U', rot: 1 }],
        meeples: [{ player: 'yellow', x: 1, y: 0, at: 'E' }],
      };
      await openChecker(page, `#${encodeLink(small)}`);
      const seat = (p: Page, i: number) => p.locator(`.ck-seat[data-seat="${i}"]`);
      // The first player is named Anna and plays green (her seat's default is yellow).
      await seat(page, 0).locator('.ck-name').fill('Anna');
      await seat(page, 0).locator('.ck-name').press('Tab');
      await seat(page, 0).locator('select').first().selectOption('green');
      await expect(seat(page, 0)).toHaveAttribute('data-color', 'green');
      await expect(total(page, 'Anna')).toHaveAttribute('data-total', '2');
      const same = async (p: Page) => {
        await expect(seat(p, 0)).toHaveAttribute('data-color', 'green');
        await expect(seat(p, 0).locator('.ck-name')).toHaveValue('Anna');
        await expect(seat(p, 1)).toHaveAttribute('data-color', 'red');
        await expect(seat(p, 1).locator('.ck-name')).toHaveValue('');
        await expect(total(p, 'Anna')).toHaveAttribute('data-total', '2');
      };

      // By link, on a fresh page.
      const { link, phone, other } = await shareToPhone(page, browser);
      expect(link).toContain('/check/#c3/Anna~red/');
      await same(phone);

      // By file: exported here, imported on another fresh page.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('check-export').click()]);
      const text = readFileSync((await download.path())!, 'utf8');
      expect(JSON.parse(text).colors).toEqual({ Anna: 'green', red: 'red' });
      const desk = await browser.newContext({ viewport: DESKTOP });
      const fresh = await desk.newPage();
      await openChecker(fresh);
      await fresh.getByTestId('check-import').setInputFiles({ name: 'anna.json', mimeType: 'application/json', buffer: Buffer.from(text) });
      await expect(fresh.getByTestId('check-keep-status')).toContainText('Opened anna.json');
      await same(fresh);
      await other.close();
      await desk.close();
    });

    test('find the best move on the board in the playground; a board the playground would refuse says why', async ({ page }) => {
      const small: Position = {
        format: 'carcassonne-position/1',
        players: ['Anna', 'red'],
        colors: { Anna: 'green' },
        tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }, { x: 1, y: 0, tile: 'U', rot: 1 }],
        meeples: [{ player: 'red', x: 1, y: 0, at: 'E' }],
      };
      // Two meeples on one tile: the checker scores it, the playground would not take it.
      await openChecker(page, `#${encodeLink({ ...small, meeples: [...small.meeples!, { player: 'Anna', x: 1, y: 0, at: 'SE' }] })}`);
      await expect(page.getByTestId('check-solve-refused')).toContainText('meeple 1 is already on that tile');
      await expect(page.getByTestId('check-to-playground')).toHaveCount(0);

      await openChecker(page, `#${encodeLink(small)}`);
      await expect(page.getByTestId('check-solve-refused')).toHaveCount(0);
      const go = page.getByTestId('check-to-playground');
      await expect(go).toHaveText('Find the best move on this board in the playground');
      await go.click();
      await expect(page).toHaveURL(/\/playground\/$/);
      await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('.board__tiles [data-cell]')).toHaveCount(small.tiles.length);
      await expect(page.locator('[data-player="Anna"]').first()).toBeVisible();
      // A chosen tile's moves, ranked: E closes the start tile's city, 4 points now.
      await pickTile(page, 'E');
      await page.getByTestId('solver-measure').selectOption('points');
      await page.getByTestId('solver-run').click();
      await expect(page.getByTestId('solver')).toHaveAttribute('data-state', 'done');
      const best = page.getByTestId('solver-move').first();
      await expect(best).toHaveAttribute('data-value', '4');
      await expect(best).toHaveAttribute('data-cell', '0,-1');
    });

    test('a corrupted or hostile link shows why and never loses the board that was there', async ({ page }) => {
      await openChecker(page, `#${encodeLink(example)}`);
      await expect(total(page, 'green')).toHaveAttribute('data-total', '18');
      for (const code of ['c2/green~black/D00.0_Q2', 'c2/green/D00.0_E00.-1//0/0////', `c2/${'x'.repeat(9000)}`]) {
        await page.goto(`/check/#${code}`);
        await expect(page.getByTestId('check')).toHaveAttribute('data-ready', 'true');
        await expect(page.getByTestId('check-notice')).toContainText('The link could not be opened');
        await expect(page.getByTestId('check-notice')).toContainText('Your board is unchanged');
        await expect(tilesOnBoard(page)).toHaveCount(FINAL_TILES.length);
        await expect(total(page, 'green')).toHaveAttribute('data-total', '18');
      }
    });

    test('a scored board with a flag, a lit feature and a what-if has no accessibility violations', async ({ page }) => {
      const pos: Position = { ...example, meeples: [...FINAL_MEEPLES, { player: 'red', x: 0, y: 1, at: 'C' }] };
      await openChecker(page, `#${encodeLink(pos)}`);
      await expect(page.getByTestId('check-warnings')).toBeVisible();
      await page.locator('[data-card="green"] .ck-rowbtn').first().click();
      await page.locator('[data-rule="farmers"]').click();
      await expect(page.getByTestId('check-whatif')).toBeVisible();
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        expect(await axeViolations(page), `axe at ${viewport.width}px`).toEqual([]);
      }
    });

    test('a finished city still holding a meeple is flagged, with an offer to add its points', async ({ page }) => {
      const pos: Position = {
        format: 'carcassonne-position/1',
        players: ['red', 'blue'],
        tiles: FARM_TILES,
        meeples: [{ player: 'red', x: 0, y: 0, at: 'N' }],
      };
      await openChecker(page, `#${encodeLink(pos)}`);
      await expect(page.getByTestId('check-warnings')).toContainText('should have scored 4 points for red during play');
      await expect(total(page, 'red')).toHaveAttribute('data-total', '0');
      await page.locator('[data-fix="score"]').click();
      await expect(total(page, 'red')).toHaveAttribute('data-total', '4');
      await expect(page.getByTestId('check-warnings')).toHaveCount(0);
      await expect(meeplesOnBoard(page)).toHaveCount(0);
    });
  });

  test.describe('how many taps a real board takes', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test('a 30-tile board with 8 meeples, entered on a phone', async ({ page }) => {
      test.setTimeout(240_000);
      const game = JSON.parse(readFileSync('docs/examples/finished-game.json', 'utf8')) as Position;
      const first30 = game.tiles.slice(0, 30);
      // Each tile touching one laid before it; the same tile as the last one first when it can go (it stays chosen).
      const order: TileIn[] = [first30[0]];
      const left = first30.slice(1);
      const touches = (t: TileIn) => order.some((o) => Math.abs(o.x - t.x) + Math.abs(o.y - t.y) === 1);
      while (left.length) {
        const last = order[order.length - 1].tile;
        const same = left.findIndex((t) => touches(t) && t.tile === last);
        order.push(left.splice(same >= 0 ? same : left.findIndex(touches), 1)[0]);
      }
      // Eight meeples of the game on these tiles, one colour after another (blue's are yellow here: seats start yellow, red, green).
      const colour = (p: string) => (p === 'blue' ? 'yellow' : p);
      const meeples = (game.meeples ?? [])
        .filter((m) => first30.some((t) => t.x === m.x && t.y === m.y))
        .slice(0, 8)
        .map((m) => ({ ...m, player: colour(m.player), at: m.at as Spot }))
        .sort((a, b) => a.player.localeCompare(b.player));
      expect(meeples).toHaveLength(8);

      await openChecker(page);
      const hands = new Hands(page, true);
      await hands.press(page.locator('[data-count="3"]'));
      await enterTiles(page, hands, order);
      await enterMeeples(page, hands, meeples);
      const board = await kept(page);
      expect(board.tiles).toHaveLength(30);
      for (const t of first30) expect(board.tiles).toContainEqual({ x: t.x, y: t.y, tile: t.tile, rot: t.rot });
      expect(board.meeples).toHaveLength(8);
      const expected = checkPosition(board);
      if (!expected.ok) throw new Error('the entered board must be scorable');
      for (const [player, points] of Object.entries(expected.value.total)) await expect(total(page, player)).toHaveAttribute('data-total', String(points));
      const parts = Object.entries(hands.by).map(([k, n]) => `${k} ${n}`).join(', ');
      const line = `Score checker: a 30-tile board with 8 meeples took ${hands.taps} taps on a phone (${parts}), and ${hands.scrolls} scroll of the page.`;
      console.log(line);
      mkdirSync('test-results', { recursive: true });
      writeFileSync('test-results/check-taps.txt', `${line}\n`);
      expect(hands.taps).toBeLessThan(70);
      // The board step, once scrolled to, holds everything it needs: one scroll from the players to the board.
      expect(hands.scrolls).toBeLessThanOrEqual(1);
    });
  });

  test('names, scores and rules entered before the page’s script has run are kept once it runs, over the board kept from before', async ({ page }) => {
    // A board kept from an earlier visit, with five players: the page is drawn with fewer, the kept board comes back when it wakes.
    await openChecker(page);
    await page.locator('[data-count="5"]').click();
    await expect.poll(async () => (await kept(page)).players?.length).toBe(5);

    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    const seat = page.locator('.ck-seat[data-seat="0"]');
    await seat.locator('.ck-name').fill('Anna');
    await seat.locator('.ck-name').press('Tab');
    await seat.getByTestId('score-before').fill('23');
    await seat.getByTestId('score-before').press('Tab');
    const smallCity = page.locator('input[data-rule="smallCity"]');
    await expect(smallCity).not.toBeChecked();
    await smallCity.check();
    // Nothing has run yet: the sum beside the score is the one drawn at build time.
    await expect(seat.locator('.ck-before')).toHaveText('= 0');
    release();
    await expect(page.getByTestId('check')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('.ck-seat')).toHaveCount(5);
    // The island's own state has them: the sum is worked out, the name is in the lap menu's label, the rule stays ticked.
    await expect(seat.locator('.ck-before')).toHaveText('= 23');
    await expect(seat.locator('select').nth(1)).toHaveAttribute('aria-label', /Anna/);
    await expect(smallCity).toBeChecked();
    // And they are kept with the board: a reload brings them back.
    await page.unroute(/\/_astro\/.*\.js$/);
    await expect.poll(async () => (await kept(page)).rules?.smallCity).toBe(true);
    await page.reload();
    await expect(page.getByTestId('check')).toHaveAttribute('data-ready', 'true');
    await expect(seat.locator('.ck-name')).toHaveValue('Anna');
    await expect(seat.locator('.ck-before')).toHaveText('= 23');
    await expect(smallCity).toBeChecked();
    await expect(page.locator('.ck-seat')).toHaveCount(5);
  });
});
