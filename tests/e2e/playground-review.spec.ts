/**
 * A computer that plays well and a coach that reviews your game (issue 25), on a touch phone and a desktop, in one
 * flow each (few page loads): a late position opened from a link; the aids at the table off between people, on
 * against the computer, and off again; a game against Strong (its time per move shortened by the solver's test
 * hook) played to its end; the game exported as a game file (desktop); its review (cancelled once, then run to its
 * end, and kept with the game); a tap on a
 * mistake shows the board as it was with the better move drawn; "Try it again" makes it a puzzle of your own,
 * judged as the review judged it. Every number the page states is worked out here with the engine.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { encodeLink } from '../../src/engine/link';
import { readGame } from '../../src/engine/record';
import { reviewGame } from '../../src/engine/review';
import { distinctRotations } from '../../src/engine/api';
import { createEngineApi, type GameFile } from '../../src/worker/api';
import { oneMoveGame } from '../../src/components/puzzles/own';
import { DESKTOP, PHONE, axeViolations, watchProblems } from './helpers';
import { board, clickCell, openPlayground, playFirstMove, tilesOnBoard } from './playground';
import { hookMove, latePosition } from './late-game';

const PHONE_TOUCH = { viewport: PHONE, hasTouch: true, isMobile: true };

const late = latePosition();
const poor = hookMove(late);
/** The engine's word on the poor move (the review of it alone: the same as its review as the first move of the game). */
const judged = (() => {
  const read = readGame(oneMoveGame(late, poor));
  if (!read.ok) throw new Error('the one-move game does not read');
  return reviewGame(read.value, { seats: [0] }).moves[0];
})();
const aids = (() => {
  const r = createEngineApi().tableAids(late);
  if (!r.ok) throw new Error('tableAids');
  return r.value;
})();
/** A number as the review writes it (one decimal at most), and signed as the puzzles write it. */
const pts = (n: number) => String(Math.round(n * 10) / 10);
const signed = (n: number) => {
  const r = Math.round(n * 100) / 100;
  return r > 0 ? `+${r}` : r < 0 ? `−${-r}` : '0';
};

type Hooks = { __carcSlowSolver(ms: number, limitMs?: number, holdMs?: number): void };

/** A tap on a phone, a click elsewhere. */
const press = async (page: Page, testId: string, touch: boolean, nth = 0) => {
  const el = page.getByTestId(testId).nth(nth);
  await el.scrollIntoViewIfNeeded();
  if (touch) await el.tap();
  else await el.click();
};

const TURNS = ['upright', 'a quarter turn right', 'upside down', 'a quarter turn left'];

/** Lay the tile in hand on the puzzle's board as `move` says: turned, on its cell, with its meeple (or none). */
async function layOnPuzzle(page: Page, move: { tile: string; x: number; y: number; rot: number; meeple: string | null }): Promise<void> {
  expect(distinctRotations(move.tile)).toContain(move.rot);
  const hand = page.getByTestId('board-hand');
  for (let i = 0; i < 4 && !(await hand.textContent())?.includes(`turned ${TURNS[move.rot]}`); i++) await page.getByTestId('board-rotate').click();
  await expect(hand).toContainText(`tile ${move.tile}, turned ${TURNS[move.rot]}`);
  await clickCell(page, move.x, move.y);
  await expect(board(page)).toHaveAttribute('data-pending', 'true');
  if (move.meeple) await page.locator(`.board__target[data-spot="${move.meeple}"]`).click();
  else await page.getByTestId('board-no-meeple').click();
}

for (const [name, use] of [
  ['on a touch phone', PHONE_TOUCH],
  ['on a desktop', { viewport: DESKTOP }],
] as const) {
  test.describe(`the coach, ${name}`, { tag: '@playground' }, () => {
    test.use(use);
    // A game of five moves against Strong (a fifth of a second a move here), its review and a puzzle's judging.
    const touch = name === 'on a touch phone';

    test('a game against Strong from a late position, its review, “Try it again” on a mistake; the aids at the table on and off', async ({ page, baseURL }) => {
      const watch = watchProblems(page, new URL(baseURL!).origin, { ignoreAborted: true });
      const hooks = (f: (h: Hooks) => unknown) => page.evaluate(f as (h: unknown) => unknown, undefined as unknown);
      await openPlayground(page, `?test-hooks#${encodeLink(late)}`);
      const panel = page.getByTestId('game-panel');
      await expect(panel).toHaveAttribute('data-state', 'playing');

      await test.step('the aids at the table: off between people, on against the computer, and off again', async () => {
        await expect(page.getByTestId('game-aids')).not.toBeChecked();
        await expect(page.getByTestId('aids-panel')).toHaveCount(0);
        await expect(page.locator('[data-mark="cell"]')).toHaveCount(0);
        await press(page, 'computer-Blue', touch);
        await expect(page.getByTestId('computer-Blue')).toBeChecked();
        // The level is chosen with the game: Strong, one second a move unless set otherwise (the test shortens it).
        await expect(page.getByTestId('game-level')).toHaveValue('strong-1000');
        await expect(page.getByTestId('game-level').locator('option')).toHaveText(['Beginner: sensible, with slips', 'Club: the best move for now', 'Strong, 1 s a move', 'Strong, 2 s a move', 'Strong, 5 s a move', 'Strong, 10 s a move']);
        await hooks(() => (window as unknown as Hooks).__carcSlowSolver(0, 200));
        await expect(page.getByTestId('game-aids')).toBeChecked();
        if (touch) {
          await press(page, 'open-aids', touch);
          await expect(page.getByTestId('aids-panel')).toBeInViewport();
        }
        const bag = page.getByTestId('aids-bag').locator('li');
        const inBag = aids.bag.filter((b) => b.count > 0);
        await expect(bag).toHaveCount(inBag.length);
        for (const b of inBag) await expect(page.getByTestId('aids-bag').locator(`li[data-tile="${b.tile}"]`)).toHaveAttribute('data-count', String(b.count));
        await expect(page.getByTestId('aids-dead')).toHaveAttribute('data-count', String(aids.dead.length));
        expect(aids.dead.length).toBeGreaterThan(0);
        await expect(page.locator('[data-mark="cell"]')).toHaveCount(aids.dead.length);
        expect(await axeViolations(page)).toEqual([]);
        for (const c of aids.dead) await expect(page.locator(`[data-mark="cell"][data-cell="${c.x},${c.y}"]`)).toHaveCount(1);
        // The likeliest open feature to be closed next, with its odds.
        const likeliest = [...aids.features].sort((a, b) => b.chance - a.chance)[0];
        await expect(page.getByTestId('aids-features')).toContainText(`${Math.round(likeliest.chance * 100)}% that the next one does`);
        if (touch) await page.locator('#pg-aids-sheet .pg__sheet-close').tap();
        await press(page, 'game-aids', touch);
        await expect(page.getByTestId('game-aids')).not.toBeChecked();
        await expect(page.getByTestId('aids-panel')).toHaveCount(0);
        await expect(page.locator('[data-mark="cell"]')).toHaveCount(0);
      });

      await test.step('Red plays by the test hook, Blue is Strong, to the end of the bag', async () => {
        for (let turn = 0; turn < 8; turn++) {
          await expect
            .poll(async () => (await panel.getAttribute('data-state')) === 'over' || ((await page.getByTestId('game-to-play').textContent()) ?? '').startsWith('Red to play'), { timeout: 30_000 })
            .toBe(true);
          if ((await panel.getAttribute('data-state')) === 'over') break;
          expect(await playFirstMove(page)).toBe('played');
        }
        await expect(panel).toHaveAttribute('data-state', 'over');
        await expect(tilesOnBoard(page)).toHaveCount(late.tiles.length + 1 + late.remaining!.length);
      });

      await test.step('the review runs in the background, can be cancelled, and is kept with the game', async () => {
        // Held back by the test hook, the review is still running when Cancel is pressed.
        await hooks(() => (window as unknown as Hooks).__carcSlowSolver(0, 200, 30_000));
        await press(page, 'game-review', touch);
        await expect(page.getByTestId('review-panel')).toHaveAttribute('data-state', 'running');
        await expect(page.getByTestId('review-progress')).toBeVisible();
        await press(page, 'review-cancel', touch);
        await expect(page.getByTestId('review-panel')).toHaveAttribute('data-state', 'cancelled');
        await hooks(() => (window as unknown as Hooks).__carcSlowSolver(0, 200, 0));
        await press(page, 'review-start', touch);
        await expect(page.getByTestId('review-panel')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
        const moves = page.getByTestId('review-move');
        await expect(moves).toHaveCount(5);
        // Against the computer the person's moves are reviewed: Red's first was the poor move, a mistake beyond its noise.
        await expect(moves.nth(0)).toHaveAttribute('data-mistake', 'true');
        await expect(moves.nth(0)).toContainText(`Red, tile ${poor.tile}−${pts(judged.loss!)} ± ${pts(judged.noise!)}`);
        await expect(moves.nth(1)).toContainText('not reviewed');
        await expect(page.getByTestId('review-summary-Red')).toContainText(/^Red: \d+ mistakes? \(moves reviewed: 3; points given away: [\d.]+\)\.$/);
        await expect(page.getByTestId('review-summary-Blue')).toHaveCount(0);
        await expect(page.getByTestId('review-worst-Red').locator('[data-move="1"]')).toHaveCount(1);
        const chart = page.getByTestId('review-chart');
        await expect(chart.locator('svg[role="img"]')).toHaveAttribute('aria-label', /above the middle line Red leads, below it Blue/);
        await expect(chart.locator('.pg-review__dot')).toHaveCount(await page.locator('[data-testid="review-move"][data-mistake="true"]').count());
        const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('carc:playground') ?? 'null')?.data?.coach?.review?.review?.moves?.length);
        expect(kept).toBe(5);
        expect(await axeViolations(page)).toEqual([]);
        if (touch) {
          // The review is a sheet over the board; scrolled to its first line (as a link or a screen reader does), that
          // line rests under the sheet's header row, and nothing of it is under the Close button.
          const sheet = page.getByTestId('pg-review-sheet');
          const close = sheet.locator('.pg__sheet-close');
          const first = page.getByTestId('review-summary-Red');
          await expect(close).toBeInViewport();
          await first.evaluate((el) => el.scrollIntoView({ block: 'start' }));
          await expect.poll(() => sheet.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
          const line = (await first.boundingBox())!;
          const button = (await close.boundingBox())!;
          expect(line.y).toBeGreaterThanOrEqual(button.y + button.height);
          // The end of the line (where the Close button was) is the line's own, at its top and its middle.
          for (const y of [line.y + 2, line.y + line.height / 2]) {
            const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid="review-summary-Red"]') !== null, [line.x + line.width - 2, y]);
            expect(hit).toBe(true);
          }
        }
      });

      if (!touch) {
        await test.step('the game is exported as a carcassonne-game/1 file that the engine reads back', async () => {
          const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('share-export-game').click()]);
          expect(download.suggestedFilename()).toBe('carcassonne-game.json');
          const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as GameFile;
          expect(file).toMatchObject({ format: 'carcassonne-game/1', players: ['Red', 'Blue'], computer: { Blue: 'strong' } });
          expect(file.moves).toHaveLength(5);
          expect(file.moves[0]).toEqual({ tile: poor.tile, x: poor.x, y: poor.y, rot: poor.rot, ...(poor.meeple ? { meeple: poor.meeple } : {}) });
          const read = readGame(file);
          expect(read.ok).toBe(true);
        });
      }

      await test.step('a tap on the mistake shows the board as it was, with the better move drawn', async () => {
        await press(page, 'review-move', touch, 0);
        const banner = page.getByTestId('review-banner');
        await expect(banner).toHaveAttribute('data-move', '1');
        await expect(banner).toContainText(`Move 1 of 5: Red drew tile ${poor.tile}. A mistake: it gave away ${pts(judged.loss!)} points (± ${pts(judged.noise!)}) against the better move`);
        await expect(banner).toBeInViewport();
        await expect(tilesOnBoard(page)).toHaveCount(late.tiles.length);
        await expect(board(page)).toHaveClass(/board--view/);
        const previews = page.locator('[data-mark="preview"]');
        await expect(previews).toHaveCount(2);
        await expect(page.locator(`[data-mark="preview"][data-cell="${poor.x},${poor.y}"]`)).toHaveCount(1);
        await expect(page.locator(`[data-mark="preview"][data-cell="${judged.best!.x},${judged.best!.y}"]`)).toHaveAttribute('data-rot', String(judged.best!.rot));
        await expect(page.locator(`[data-mark="label"][data-cell="${judged.best!.x},${judged.best!.y}"]`)).toHaveText('best');
        // The next move, and back: the buttons step through the game.
        await press(page, 'review-next', touch);
        await expect(banner).toHaveAttribute('data-move', '2');
        await expect(banner).toContainText('The computer’s move, not reviewed.');
        await press(page, 'review-prev', touch);
        await expect(banner).toHaveAttribute('data-move', '1');
      });

      await test.step('“Try it again” makes it a puzzle of your own, judged by Strong as the review judged it', async () => {
        await press(page, 'review-banner-try', touch);
        await expect(page).toHaveURL(/\/puzzles\/yours\/\?id=own-[a-z0-9]+$/);
        const own = page.getByTestId('own-puzzle');
        await expect(own).toHaveAttribute('data-judge', 'strong');
        await expect(board(page)).toHaveAttribute('data-ready', 'true');
        await expect(page.getByTestId('own-lead')).toHaveText(`Move 1 of your game (5 in all): Red to play tile ${poor.tile}. In the game it gave away ${pts(judged.loss!)} points.`);
        // The page's heading comes first, above the board and every button of the puzzle, as on any puzzle page.
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText('Your own puzzle');
        const under = (await heading.boundingBox())!;
        const below = [page.getByTestId('board-viewport'), ...(await page.getByTestId('puzzle').getByRole('button').all())];
        expect(below.length).toBeGreaterThan(4);
        for (const el of below) {
          if (!(await el.isVisible())) continue;
          expect((await el.boundingBox())!.y, await el.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(under.y + under.height);
        }
        const verdict = page.getByTestId('puzzle-verdict');
        await layOnPuzzle(page, poor);
        await expect(verdict).toHaveAttribute('data-tone', 'error', { timeout: 30_000 });
        await expect(verdict).toContainText(`That gives an expected final margin of ${signed(judged.value!)}, but the best move Strong finds gives ${signed(judged.bestValue!)}`);
        await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'false');
        await layOnPuzzle(page, { tile: poor.tile, ...judged.best! });
        await expect(verdict).toHaveAttribute('data-tone', 'success', { timeout: 30_000 });
        await expect(verdict).toContainText('Right: within 1 point of the best move Strong finds');
        await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'true');
      });

      if (!touch) {
        await test.step('the puzzle is listed with your own on /puzzles/, marked solved after a miss', async () => {
          await page.goto('/puzzles/');
          const mine = page.getByTestId('puzzle-own');
          await expect(mine).toContainText(`Move 1 of 5: tile ${poor.tile}`);
          await expect(mine.getByTestId('puzzle-mark')).toHaveAttribute('data-result', 'helped');
        });
      }
      expect(watch.problems).toEqual([]);
    });
  });
}
