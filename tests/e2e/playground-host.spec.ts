/**
 * The playground as the board's first host: undo and redo, moves from the
 * best-moves list previewed in view and played, the number of players
 * changed without losing the board, touch wording, the phone's first screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { PHONE, shot } from './helpers';
import { board, cellPoint as cellPointOf, clickCell, openPlayground, pickTile, tilesOnBoard, viewport } from './playground';

test.describe('playground', { tag: '@playground' }, () => {
  const status = (page: Page) => page.getByTestId('board-status');

  /** Red lays U east of the start tile (turned once so the road goes on) with no meeple. */
  async function playRoad(page: Page): Promise<void> {
    await pickTile(page, 'U');
    await page.getByTestId('board-rotate').click();
    await clickCell(page, 1, 0);
    await expect(board(page)).toHaveAttribute('data-pending', 'true');
    await page.getByTestId('board-no-meeple').click();
    await expect(tilesOnBoard(page)).toHaveCount(2);
  }

  test('undo and redo: Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y and the buttons; a new move clears what could be redone', async ({ page }) => {
    await openPlayground(page);
    const undo = page.getByTestId('board-undo');
    const redo = page.getByTestId('board-redo');
    await expect(redo).toBeDisabled();
    await playRoad(page);
    await expect(page.locator('[data-mark="last"]')).toHaveAttribute('data-cell', '1,0');

    await viewport(page).focus();
    await page.keyboard.press('Control+z');
    await expect(tilesOnBoard(page)).toHaveCount(1);
    await expect(status(page)).toHaveText('The last move was taken back.');
    await expect(redo).toBeEnabled();
    await page.keyboard.press('Control+Shift+Z');
    await expect(tilesOnBoard(page)).toHaveCount(2);
    await expect(status(page)).toHaveText('The move was played again.');
    await page.keyboard.press('Control+z');
    await expect(tilesOnBoard(page)).toHaveCount(1);
    await page.keyboard.press('Control+y');
    await expect(tilesOnBoard(page)).toHaveCount(2);
    await expect(page.locator('[data-player="Blue"]').getByText('to play')).toBeVisible();

    await undo.click();
    await expect(tilesOnBoard(page)).toHaveCount(1);
    await redo.click();
    await expect(tilesOnBoard(page)).toHaveCount(2);
    await expect(redo).toBeDisabled();
    await page.keyboard.press('Control+y');
    await expect(tilesOnBoard(page)).toHaveCount(2);

    // Back one move, then a different move: nothing is left to redo.
    await undo.click();
    await expect(tilesOnBoard(page)).toHaveCount(1);
    await pickTile(page, 'U');
    await clickCell(page, 0, 1);
    await expect(board(page)).toHaveAttribute('data-pending', 'true');
    await page.getByTestId('board-no-meeple').click();
    await expect(tilesOnBoard(page)).toHaveCount(2);
    await expect(redo).toBeDisabled();
  });

  test('a move from the best-moves list is brought into view on the board and can be played from the list', async ({ page }) => {
    await openPlayground(page);
    await pickTile(page, 'U');
    // Zoom in and pan far away, so the move will be off screen at first.
    const vp = viewport(page);
    const box = (await vp.boundingBox())!;
    for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 10, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();

    await page.getByTestId('solver-run').click();
    await expect(page.getByTestId('solver')).toHaveAttribute('data-state', 'done');
    const first = page.getByTestId('solver-move').first();
    const cell = (await first.getAttribute('data-cell'))!;
    await first.click();
    const preview = page.getByTestId('board-preview');
    await expect(preview).toHaveAttribute('data-cell', cell);
    // In view: the previewed tile lies inside the board's box.
    await expect(async () => {
      const b = (await preview.boundingBox())!;
      const v = (await vp.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(v.x - 1);
      expect(b.y).toBeGreaterThanOrEqual(v.y - 1);
      expect(b.x + b.width).toBeLessThanOrEqual(v.x + v.width + 1);
      expect(b.y + b.height).toBeLessThanOrEqual(v.y + v.height + 1);
    }).toPass();

    await page.getByTestId('solver-play').click();
    await expect(tilesOnBoard(page)).toHaveCount(2);
    await expect(page.locator(`.board__tiles [data-cell="${cell}"]`)).toHaveCount(1);
    await expect(page.getByTestId('board-preview')).toHaveCount(0);
    await expect(page.locator('[data-player="Blue"]').getByText('to play')).toBeVisible();
  });

  test('solve my own: the moves of the tile in hand valued under the solver’s objectives', async ({ page }) => {
    await openPlayground(page);
    await pickTile(page, 'E');
    const measure = page.getByTestId('solver-measure');
    await expect(measure).toHaveValue('rank');
    // Free play has no tiles to come, so the endgame objective has nothing to look at.
    await expect(measure.locator('option[value="endgame"]')).toBeDisabled();

    // Points this turn: E's city side against the start tile's closes a city of 2 tiles, 4 points with a knight.
    await measure.selectOption('points');
    await page.getByTestId('solver-run').click();
    await expect(page.getByTestId('solver')).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('solver-status')).toContainText('Values are the points scored this turn.');
    const best = page.getByTestId('solver-move').first();
    await expect(best).toHaveAttribute('data-value', '4');
    await expect(best).toHaveAttribute('data-cell', '0,-1');
    await expect(best).not.toHaveAttribute('data-meeple', '');

    // The lead if the game ended now: the same closed city puts Red 4 ahead.
    await measure.selectOption('final');
    await expect(page.getByTestId('solver')).toHaveAttribute('data-state', 'idle');
    await page.getByTestId('solver-run').click();
    await expect(page.getByTestId('solver-status')).toContainText('Values are the lead over the best rival if the game ended now.');
    await expect(page.getByTestId('solver-move').first()).toHaveAttribute('data-value', '4');
  });

  test('"Best 10" lists ten moves, or says why there are fewer', async ({ page }) => {
    await openPlayground(page);
    await pickTile(page, 'U');
    await page.getByTestId('solver-run').click();
    await expect(page.getByTestId('solver')).toHaveAttribute('data-state', 'done');
    const more = page.getByTestId('solver-more');
    const total = Number((await page.getByTestId('solver-status').textContent())?.match(/(\d+) moves/)?.[1]);
    expect(total).toBeGreaterThan(5);
    await more.click();
    const moves = page.getByTestId('solver-move');
    if (total >= 10) {
      await expect(moves).toHaveCount(10);
      await expect(page.getByTestId('solver-fewer')).toHaveCount(0);
    } else {
      await expect(moves).toHaveCount(total);
      await expect(page.getByTestId('solver-fewer')).toContainText(`only ${total} ways`);
    }
  });

  test('changing the number of players keeps the tiles, and Undo brings the old players back', async ({ page }) => {
    await openPlayground(page);
    await playRoad(page);
    await page.getByTestId('player-count').selectOption('4');
    await expect(page.getByTestId('scores').locator('tbody tr')).toHaveCount(4);
    await expect(tilesOnBoard(page)).toHaveCount(2);
    await expect(page.getByTestId('playground-notice')).toContainText('Now 4 players, on the same tiles');
    await page.getByTestId('board-undo').click();
    await expect(page.getByTestId('scores').locator('tbody tr')).toHaveCount(2);
    await expect(tilesOnBoard(page)).toHaveCount(2);
  });

  test('a quick second click on a cell never brings a false refusal', async ({ page }) => {
    await openPlayground(page);
    await pickTile(page, 'U');
    await page.getByTestId('board-rotate').click();
    const p = await cellPointOf(page, 1, 0);
    await page.mouse.dblclick(p.x, p.y);
    await expect(board(page)).toHaveAttribute('data-pending', 'true');
    await expect(status(page)).not.toHaveClass(/is-error/);
    await page.getByTestId('board-no-meeple').click();
    await expect(tilesOnBoard(page)).toHaveCount(2);
    // At once, the next player's tile on the next cell: answered about the new board, not the old one.
    const q = await cellPointOf(page, 2, 0);
    await page.mouse.click(q.x, q.y);
    await page.mouse.click(q.x, q.y);
    await expect(board(page)).toHaveAttribute('data-pending', 'true');
    await expect(status(page)).not.toHaveClass(/is-error/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test('the board, the tile in hand and the status line are on the first screen; hints speak of taps, never right-clicks', async ({ page }) => {
      await openPlayground(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const id of ['board-viewport', 'board-hand', 'board-status']) {
        const b = (await page.getByTestId(id).boundingBox())!;
        expect(b.y, id).toBeGreaterThanOrEqual(0);
        expect(b.y + Math.min(b.height, 80), id).toBeLessThanOrEqual(PHONE.height);
      }
      await expect(status(page)).toContainText('tap');
      await expect(page.locator('body')).not.toContainText(/right-click/i);
      await shot(page, 'test-results/playground-phone.png');

      // The tile picker is a sheet over the board: closed at first, opened from the board's toolbar, closed by a choice.
      const sheet = page.locator('#pg-tiles-sheet');
      await expect(sheet).not.toBeInViewport();
      await page.getByTestId('open-tiles').tap();
      await expect(sheet).toBeInViewport();
      // The sheet slides up (a CSS transition): its top, once settled, is over the board.
      const v = (await viewport(page).boundingBox())!;
      await expect.poll(async () => (await sheet.boundingBox())!.y).toBeLessThan(v.y + v.height);
      await shot(page, 'test-results/playground-phone-sheet.png');
      await sheet.locator('[data-letter="U"]').tap();
      await expect(sheet).not.toBeInViewport();
      await expect(page.getByTestId('board-hand').locator('svg')).toHaveAttribute('data-tile', 'U');
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    // Chromium run by Playwright without JavaScript still parses <noscript> as if scripts ran and
    // matches (scripting: enabled), so the page's HTML and CSS are checked as a browser without scripts reads them.
    test('the playground says it needs JavaScript and hides its controls when scripts cannot run', async ({ page, request }) => {
      const html = await (await request.get('/playground/')).text();
      expect(html).toMatch(/<noscript>[^]*The board needs JavaScript[^]*<\/noscript>/);
      // …and shows the start board, drawn in the HTML: the start tile (D) as a still picture.
      const noscript = html.match(/<noscript>([^]*?)<\/noscript>/)![1];
      expect(noscript).toMatch(/<svg[^>]*class="board-picture[^"]*"[^>]*role="img"/);
      expect(noscript).toContain('data-cell="0,0"');
      expect(noscript).toContain('data-tile="D"');
      expect(noscript).toMatch(/<path [^>]*d="M/);
      const sheets = [...html.matchAll(/href="(\/_astro\/[^"]+\.css)"/g)].map((m) => m[1]);
      let css = [...html.matchAll(/<style[^>]*>([^]*?)<\/style>/g)].map((m) => m[1]).join('');
      for (const href of sheets) css += await (await request.get(href)).text();
      expect(css.replace(/\s+/g, '')).toContain('@media(scripting:none){.pg{display:none}}');
      await page.goto('/playground/');
      await expect(page.locator('h1')).toHaveText('Board playground');
    });
  });
});
