/**
 * The playground keeps working when the rules engine's worker dies, and the
 * best-moves panel ranks, previews and cancels without freezing the page.
 *
 * Uses the client's test hooks, present only with `?test-hooks` in the URL
 * (src/worker/client.ts): __carcTerminateEngine() ends the engine worker
 * silently, as a crash would; __carcSlowSolver(ms) makes the solver pause at
 * each progress step, standing in for a slow device; __carcEngineInfo()
 * counts workers started and restarts.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchProblems } from './helpers';
import { LEGACY_KEY, STORAGE_KEY, board, storedSave, cellPoint, clickCell, openPlayground as openPage, pickTile, tilesOnBoard } from './playground';

test.describe('playground', { tag: '@playground' }, () => {
  /** The playground with the client's test hooks. */
  const openPlayground = (page: Page) => openPage(page, '?test-hooks');

  const KEY = STORAGE_KEY;

  interface Hooks {
    __carcTerminateEngine(): boolean;
    __carcSlowSolver(ms: number, limitMs?: number, holdMs?: number): void;
    __carcReleaseSolver(): Promise<number>;
    __carcEngineInfo(): { started: number; restarts: number; solverStarted: number };
  }

  const tiles = tilesOnBoard;
  const solver = (page: Page) => page.getByTestId('solver');

  const info = (page: Page) => page.evaluate(() => (window as unknown as Hooks).__carcEngineInfo());

  /** Lay the tile in hand on the first cell where it fits as turned now, without a meeple. */
  async function playAnywhere(page: Page): Promise<void> {
    const cell = page.locator('.board__legal-cell.is-now').first();
    await expect(cell).toBeAttached();
    const [x, y] = (await cell.getAttribute('data-cell'))!.split(',').map(Number);
    const before = await tiles(page).count();
    await clickCell(page, x, y);
    await expect(board(page)).toHaveAttribute('data-pending', 'true');
    await page.getByTestId('board-no-meeple').click();
    await expect(tiles(page)).toHaveCount(before + 1);
  }

  test.describe('when the engine worker dies', () => {
    test('the page restarts it, says so politely, keeps the board, and the next move works', async ({ page, baseURL }) => {
      const watch = watchProblems(page, new URL(baseURL!).origin);
      await openPlayground(page);

      // A board worth keeping: E closes the start tile's city from the north.
      await pickTile(page, 'E');
      await page.getByTestId('board-rotate').click();
      await page.getByTestId('board-rotate').click();
      await clickCell(page, 0, -1);
      await page.getByTestId('board-no-meeple').click();
      await expect(tiles(page)).toHaveCount(2);
      await expect(page.getByTestId('score-Red')).toHaveText('0');
      const cells = await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-cell')).sort());
      const saved = await page.evaluate((key) => localStorage.getItem(key), KEY);
      expect(saved).toContain('"tile":"E"');
      expect((await info(page)).restarts).toBe(0);

      // The worker dies without a word, as when the browser kills it.
      expect(await page.evaluate(() => (window as unknown as Hooks).__carcTerminateEngine())).toBe(true);

      // The next question to the engine (the legal cells of a new tile) goes unanswered, so the
      // client replaces the worker and asks again: the cells come, and the page says what happened.
      await pickTile(page, 'U');
      const notice = page.getByTestId('playground-notice');
      await expect(notice).toHaveText(/The rules engine stopped and was restarted; your board is intact\./);
      await expect(notice).toHaveAttribute('role', 'status');
      await expect(page.locator('.board__legal-cell').first()).toBeAttached();
      expect((await info(page)).restarts).toBe(1);
      expect((await info(page)).started).toBe(2);

      // The board is exactly as it was, on screen and in storage.
      expect(await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-cell')).sort())).toEqual(cells);
      const now = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY))!);
      const then = JSON.parse(saved!);
      expect([now.data.position, now.data.history]).toEqual([then.data.position, then.data.history]);

      // And the game goes on.
      await playAnywhere(page);
      await expect(tiles(page)).toHaveCount(3);
      expect(watch.problems).toEqual([]);
    });

    test('without ?test-hooks the page offers no way to kill its worker', async ({ page }) => {
      await page.goto('/playground/');
      await expect(board(page)).toHaveAttribute('data-ready', 'true');
      const hooks = await page.evaluate(() =>
        ['__carcTerminateEngine', '__carcSlowSolver', '__carcReleaseSolver', '__carcEngineInfo'].filter((k) => k in window),
      );
      expect(hooks).toEqual([]);
    });
  });

  test.describe('the best-moves panel', () => {
    test('ranks the moves of the tile in hand, explains them, and shows one on the board', async ({ page, baseURL }) => {
      const watch = watchProblems(page, new URL(baseURL!).origin);
      // Red holds the start tile's city; E in hand can close it.
      await page.addInitScript((key) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        const position = {
          format: 'carcassonne-position/1',
          players: ['Red', 'Blue'],
          tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }],
          meeples: [{ player: 'Red', x: 0, y: 0, at: 'N' }],
          scores: { Red: 0, Blue: 0 },
          toPlay: 'Red',
        };
        localStorage.setItem(key, JSON.stringify({ version: 1, position, history: [], hand: 'E' }));
      }, LEGACY_KEY);
      await openPlayground(page);
      await expect(page.getByTestId('board-hand').locator('svg[data-tile="E"]')).toBeVisible();

      await expect(solver(page)).toContainText('ranked by what it gains Red');
      await page.getByTestId('solver-run').click();
      const moves = page.getByTestId('solver-move');
      await expect(moves.first()).toBeVisible();
      await expect(solver(page)).toHaveAttribute('data-state', 'done');
      await expect(page.getByTestId('solver-status')).toHaveText(/^(Best \d+ of \d+|All \d+) moves for tile E, Red to play\.$/);

      // The best move closes the city from the north, with a farmer beside it: 4 now, +2 net at the end.
      const best = moves.first();
      await expect(best).toHaveAttribute('data-cell', '0,-1');
      await expect(best).toHaveAttribute('data-rot', '2');
      await expect(best).toHaveAttribute('data-value', '6');
      await expect(best).toContainText('Column 0, row -1, upside down');
      await expect(best).toContainText('Scores 4 now for a city of 2 tiles; −1 at the end from the city; +3 at the end from the farm.');
      await expect(best).toContainText('+6');
      const values = await moves.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-value'))));
      expect(values).toEqual([...values].sort((a, b) => b - a));

      // Choosing it shows it on the board, with Red's meeple; choosing again hides it.
      await best.click();
      await expect(best).toHaveAttribute('aria-pressed', 'true');
      const preview = page.getByTestId('board-preview');
      await expect(preview).toHaveAttribute('data-cell', '0,-1');
      await expect(preview).toHaveAttribute('data-rot', '2');
      await expect(preview.locator('[data-meeple="red"]')).toHaveCount(1);
      await expect(tiles(page)).toHaveCount(1); // only shown, not played
      await best.click();
      await expect(preview).toHaveCount(0);

      // Another tile in hand: the old list is gone.
      await best.click();
      await pickTile(page, 'U');
      await expect(moves).toHaveCount(0);
      await expect(page.getByTestId('board-preview')).toHaveCount(0);
      await expect(solver(page)).toHaveAttribute('data-state', 'idle');
      expect(watch.problems).toEqual([]);
    });

    test('Cancel stops a long run at once, and the next run works', async ({ page, baseURL }) => {
      const watch = watchProblems(page, new URL(baseURL!).origin);
      await openPlayground(page);
      await page.evaluate(() => (window as unknown as Hooks).__carcSlowSolver(2000));

      await page.getByTestId('solver-run').click();
      // The worker is now pausing at its first progress step.
      await expect(page.getByTestId('solver-status')).toHaveText(/Ranking the moves… \d+ of \d+ tried/);
      await expect(page.getByTestId('solver-progress')).toBeVisible();
      await page.getByTestId('solver-cancel').click();
      await expect(solver(page)).toHaveAttribute('data-state', 'cancelled');
      await expect(page.getByTestId('solver-status')).toHaveText('Ranking cancelled.');
      await expect(page.getByTestId('solver-progress')).toHaveCount(0);
      await expect(page.getByTestId('solver-move')).toHaveCount(0);

      // The busy solver worker could not hear the cancel, so it was ended; the next run gets a new one.
      await page.evaluate(() => (window as unknown as Hooks).__carcSlowSolver(0));
      await page.getByTestId('solver-run').click();
      await expect(page.getByTestId('solver-move').first()).toBeVisible();
      expect((await info(page)).solverStarted).toBe(2);
      // Ending the solver is no crash of the engine: no notice.
      await expect(page.getByTestId('playground-notice')).toHaveCount(0);
      expect((await info(page)).restarts).toBe(0);
      expect(watch.problems).toEqual([]);
    });

    test('the page and the board keep answering while the solver is busy', async ({ page, baseURL }) => {
      const watch = watchProblems(page, new URL(baseURL!).origin);
      await openPlayground(page);
      // The solver keeps its worker busy 2 s at each step, may run 30 s in all (rather than its usual 5 s),
      // and then holds its answer until the test lets it go (at most 30 s): a board this small has few steps,
      // and the checks below must find it still at work even on a machine slowed down by other work.
      await page.evaluate(() => (window as unknown as Hooks).__carcSlowSolver(2000, 30_000, 30_000));
      await page.getByTestId('solver-run').click();
      await expect(page.getByTestId('solver-status')).toHaveText(/Ranking the moves… \d+ of \d+ tried/);

      // A click on the board's own button is handled at once…
      const hand = page.getByTestId('board-hand').locator('svg[data-tile="V"]');
      const rot = await hand.getAttribute('data-rot');
      await page.getByTestId('board-rotate').click();
      await expect(hand).not.toHaveAttribute('data-rot', rot!);
      // …and the rules engine (a worker of its own) still answers: the feature under the pointer is described.
      const city = await cellPoint(page, 0, 0, 0.5, 0.12);
      await page.mouse.move(city.x, city.y);
      await expect(page.getByTestId('board-info')).toContainText('City');
      // All of that while the ranking was still going.
      await expect(solver(page)).toHaveAttribute('data-state', 'running');

      // The ranking, let go, then finishes as usual.
      expect(await page.evaluate(() => (window as unknown as Hooks).__carcReleaseSolver())).toBe(1);
      await expect(page.getByTestId('solver-move').first()).toBeVisible({ timeout: 30_000 });
      await expect(solver(page)).toHaveAttribute('data-state', 'done');
      expect(watch.problems).toEqual([]);
    });
  });

  test.describe('when drawing the playground fails', () => {
    test('the page says so instead of going blank; drawing again brings the same board back', async ({ page, baseURL }) => {
      const watch = watchProblems(page, new URL(baseURL!).origin);
      await openPlayground(page);
      await pickTile(page, 'V');
      await playAnywhere(page);
      const cells = await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-cell')).sort());

      await page.evaluate(() => (window as unknown as { __carcBreakDrawing(): void }).__carcBreakDrawing());
      const crashed = page.getByTestId('island-crashed');
      await expect(crashed).toBeVisible();
      await expect(crashed).toContainText('Something went wrong while drawing this part of the page');
      await expect(crashed).toContainText('Your board is saved in this browser.');
      await expect(board(page)).toHaveCount(0);
      // The text of the page is still there.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Board playground');

      await crashed.getByRole('button', { name: 'Draw it again' }).click();
      await expect(board(page)).toHaveAttribute('data-ready', 'true');
      await expect(tiles(page)).toHaveCount(2);
      expect(await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-cell')).sort())).toEqual(cells);
      expect(watch.problems).toEqual([]);
    });

    test('the saved board can be set aside (kept, not deleted) to start afresh', async ({ page }) => {
      await openPlayground(page);
      await pickTile(page, 'V');
      await playAnywhere(page);
      // The move is kept once the page has written it (a moment after the board shows it).
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEY)).toContain('"tile":"V"');
      const before = await page.evaluate((key) => localStorage.getItem(key), KEY);

      await page.evaluate(() => (window as unknown as { __carcBreakDrawing(): void }).__carcBreakDrawing());
      await page.getByTestId('island-set-aside').click();
      await expect(page.getByRole('status').filter({ hasText: 'The saved board was kept aside under “carc:playground.corrupt”.' })).toBeVisible();
      await expect(board(page)).toHaveAttribute('data-ready', 'true');
      await expect(tiles(page)).toHaveCount(1);
      expect(await page.evaluate(() => localStorage.getItem('carc:playground.corrupt'))).toBe(before);
    });

    test('a saved tile in hand that is not a tile is dropped with a word; the board comes back', async ({ page }) => {
      await openPlayground(page);
      const save = JSON.stringify({
        version: 1,
        position: {
          format: 'carcassonne-position/1',
          players: ['Red', 'Blue'],
          tiles: [
            { x: 0, y: 0, tile: 'D', rot: 0 },
            { x: 1, y: 0, tile: 'U', rot: 1 },
          ],
        },
        history: [],
        hand: 'Z',
      });
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, storedSave(JSON.parse(save))]);
      await page.reload();
      await expect(board(page)).toHaveAttribute('data-ready', 'true');
      await expect(tiles(page)).toHaveCount(2);
      await expect(page.getByTestId('playground-notice')).toContainText('The tile in hand (“Z”) could not be read, so your hand is empty');
      await expect(page.getByTestId('island-crashed')).toHaveCount(0);
    });
  });
});
