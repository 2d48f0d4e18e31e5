/**
 * The puzzle trainer (/puzzles/ and /puzzles/<id>/), at desktop and phone
 * width: solve a puzzle, miss one and retry, judge an endgame puzzle (with its
 * tiles to come), take the hints, look at the
 * solution (and preview a move), and see the marks and the streak survive a
 * reload. The puzzles come from puzzles/*.json; the moves to play are worked
 * out here with the engine (the best from the file, a worse one from the solver).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { distinctRotations, legalMoves, placeTile, solvePosition } from '../../src/engine/api';
import type { Puzzle } from '../../src/engine/puzzle';
import { dailyPuzzle, localDate } from '../../src/components/puzzles/sets';
import { hasMeepleLeft, hintArea } from '../../src/components/puzzles/hints';
import { hintOf, whyText, type MoveLike } from '../../src/components/puzzles/words';
import { groupMoves } from '../../src/components/puzzles/groups';
import { SHOW_STEP_MS } from '../../src/components/puzzles/line';
import { sameMove } from '../../src/engine/moves';
import { DESKTOP, PHONE, watchProblems, holdScripts } from './helpers';
import { board, clickCell } from './playground';

test.describe('puzzles', { tag: '@puzzles' }, () => {
  const DIR = join(process.cwd(), 'puzzles');
  const all: Puzzle[] = readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Puzzle);

  type Move = { x: number; y: number; rot: number; meeple: string | null };

  /** A puzzle of an objective (endgames with the fewest tiles to come first), and a legal move without a meeple that is worse than the best. */
  function pick(objective: 'points' | 'final' | 'endgame'): { puzzle: Puzzle; best: Move; worse: Move & { value: number } } {
    const toCome = (p: Puzzle) => p.position.remaining?.length ?? 0;
    for (const puzzle of all.filter((p) => p.objective === objective).sort((a, b) => toCome(a) - toCome(b) || a.id.localeCompare(b.id))) {
      const r = solvePosition(puzzle.position, { objective, top: 0 });
      if (!r.ok || r.value.value === null) continue;
      const worse = r.value.moves.find((m) => m.value < r.value.value! && !m.meeple);
      if (worse) return { puzzle, best: puzzle.best[0], worse };
    }
    throw new Error(`No ${objective} puzzle with a worse move without a meeple in puzzles/`);
  }

  const points = pick('points');
  const final = pick('final');
  const endgame = pick('endgame');
  /** A value as the page writes it: +3, −2, 0. */
  const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

  async function openPuzzle(page: Page, id: string, query = ''): Promise<void> {
    await page.goto(`/puzzles/${id}/${query}`);
    await expect(board(page)).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solver', 'done');
  }

  const TURNS = ['upright', 'a quarter turn right', 'upside down', 'a quarter turn left'];

  /** Lay the tile in hand as `move` says: turn it (the hand says how it is turned), put it on its cell, then the meeple (or none). */
  async function play(page: Page, tile: string, move: Move): Promise<void> {
    expect(distinctRotations(tile), `rotation ${move.rot} of ${tile}`).toContain(move.rot);
    const hand = page.getByTestId('board-hand');
    for (let i = 0; i < 4 && !(await hand.textContent())?.includes(`turned ${TURNS[move.rot]}`); i++) {
      await page.getByTestId('board-rotate').click();
    }
    await expect(hand).toContainText(`tile ${tile}, turned ${TURNS[move.rot]}`);
    await clickCell(page, move.x, move.y);
    await expect(board(page)).toHaveAttribute('data-pending', 'true');
    if (move.meeple) await page.locator(`.board__target[data-spot="${move.meeple}"]`).click();
    else await page.getByTestId('board-no-meeple').click();
  }

  const tiles = (page: Page) => page.locator('.board__tiles [data-cell]');

  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test.describe(`puzzles, ${name}`, () => {
      test.use({ viewport: size, hasTouch: name === 'phone' });

      test('solve a puzzle: the move stays, with its value on the board, and the explanation opens', async ({ page, baseURL }) => {
        const watch = watchProblems(page, new URL(baseURL!).origin);
        const { puzzle, best } = points;
        await openPuzzle(page, puzzle.id);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(puzzle.title);
        await expect(page.getByTestId('puzzle-objective')).toHaveText('Score the most points this turn.');
        const explanation = page.getByTestId('puzzle-explanation');
        await expect(explanation).toBeHidden();
        const before = await tiles(page).count();

        await play(page, puzzle.position.inHand!, best);
        const verdict = page.getByTestId('puzzle-verdict');
        await expect(verdict).toHaveAttribute('data-tone', 'success');
        await expect(verdict).toContainText(`${puzzle.value} points this turn`);
        await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'true');
        await expect(tiles(page)).toHaveCount(before + 1);
        await expect(page.locator(`.board__tiles [data-cell="${best.x},${best.y}"]`)).toHaveCount(1);
        await expect(page.locator('[data-mark="label"]')).toHaveText(puzzle.value > 0 ? `+${puzzle.value}` : '0');
        await expect(explanation).toBeVisible();
        await expect(explanation).toContainText(puzzle.explanation);
        if (puzzle.learn) await expect(page.getByTestId('puzzle-lesson')).toHaveAttribute('href', `/learn/${puzzle.learn}/`);
        expect(watch.problems).toEqual([]);
      });

      test('a worse move is taken back with both values; the best move then counts as missed; retry sets the puzzle up again', async ({ page }) => {
        const { puzzle, best, worse } = final;
        await openPuzzle(page, puzzle.id);
        const before = await tiles(page).count();
        await play(page, puzzle.position.inHand!, worse);
        const verdict = page.getByTestId('puzzle-verdict');
        await expect(verdict).toHaveAttribute('data-tone', 'error');
        await expect(verdict).toContainText(`That gives a final margin of ${signed(worse.value)}, but the best move gives a final margin of ${signed(puzzle.value)}`);
        // Taken back: the board is as it was, the tile is in hand again.
        await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'false');
        await expect(board(page)).toHaveAttribute('data-pending', 'false');
        await expect(page.locator('.board__tiles [data-cell]')).toHaveCount(before);

        // Try again at once: the best move now solves it, but not at the first go.
        await play(page, puzzle.position.inHand!, best);
        await expect(verdict).toHaveAttribute('data-tone', 'success');
        await expect(verdict).toContainText('counts as solved after a miss');
        await expect(tiles(page)).toHaveCount(before + 1);

        // Retry: the puzzle as it was, the tile in hand again.
        await page.getByTestId('puzzle-retry').click();
        await expect(verdict).toContainText('The puzzle is back as it was');
        await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'false');
        await expect(tiles(page)).toHaveCount(before);
        await expect(page.getByTestId('board-hand')).toContainText(`tile ${puzzle.position.inHand}`);
      });

      test('an endgame puzzle: a worse move is judged with the tiles to come and taken back, then the best move solves it', async ({ page }) => {
        const { puzzle, best, worse } = endgame;
        expect(puzzle.position.remaining?.length, 'an endgame puzzle has tiles to come').toBeGreaterThan(0);
        expect(worse.value).toBeLessThan(puzzle.value);
        await openPuzzle(page, puzzle.id);
        await expect(page.getByTestId('puzzle-objective')).toContainText('Get the best result with these tiles to come');
        const before = await tiles(page).count();
        await play(page, puzzle.position.inHand!, worse);
        const verdict = page.getByTestId('puzzle-verdict');
        await expect(verdict).toHaveAttribute('data-tone', 'error');
        await expect(verdict).toContainText(
          `With the tiles to come, that ends with a margin of ${signed(worse.value)}, but the best move gives a margin of ${signed(puzzle.value)} at the end`,
        );
        await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'false');
        await expect(board(page)).toHaveAttribute('data-pending', 'false');
        await expect(tiles(page)).toHaveCount(before);
        await expect(page.getByTestId('board-hand')).toContainText(`tile ${puzzle.position.inHand}`);

        await play(page, puzzle.position.inHand!, best);
        await expect(verdict).toHaveAttribute('data-tone', 'success');
        await expect(verdict).toContainText(`a margin of ${signed(puzzle.value)} at the end`);
        await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'true');
        await expect(tiles(page)).toHaveCount(before + 1);
        await expect(page.locator(`.board__tiles [data-cell="${best.x},${best.y}"]`)).toHaveCount(1);
      });

      test('an illegal placement is refused with the engine’s reason', async ({ page }) => {
        const { puzzle } = points;
        const tile = puzzle.position.inHand!;
        const rot = distinctRotations(tile)[0];
        const legal = legalMoves(puzzle.position, tile);
        if (!legal.ok) throw new Error('the puzzle position is refused');
        // An empty cell next to the board where the tile, as it comes (not turned), does not fit.
        const taken = new Set(puzzle.position.tiles.map((t) => `${t.x},${t.y}`));
        const cells = puzzle.position.tiles.flatMap((t) => [[t.x + 1, t.y], [t.x - 1, t.y], [t.x, t.y + 1], [t.x, t.y - 1]]);
        const cell = cells.find(([x, y]) => !taken.has(`${x},${y}`) && !legal.value.some((p) => p.x === x && p.y === y && p.rot === rot));
        expect(cell, 'a cell where the tile does not fit unturned').toBeDefined();
        await openPuzzle(page, puzzle.id);
        await clickCell(page, cell![0], cell![1]);
        const status = page.getByTestId('board-status');
        await expect(status).toHaveClass(/is-error/);
        await expect(status).not.toHaveText('');
        await expect(board(page)).toHaveAttribute('data-pending', 'false');
        await expect(page.getByTestId('puzzle-verdict')).not.toHaveAttribute('data-tone', 'error');
      });

      test('hints go from general to exact: what the move is about, then the area, then the cell', async ({ page }) => {
        test.slow(); // many steps, each waiting for the page; the machine running the suite may be busy
        const { puzzle } = points;
        const best = puzzle.best[0];
        const tile = puzzle.position.inHand!;
        // What the page should say and mark, worked out here with the engine.
        const solved = solvePosition(puzzle.position, { objective: 'points', top: 5 });
        if (!solved.ok) throw new Error('the puzzle does not solve');
        const breakdown = solved.value.moves.find((m) => m.x === best.x && m.y === best.y && m.rot === best.rot && m.meeple === best.meeple)!.breakdown!;
        const fits = legalMoves(puzzle.position, tile);
        if (!fits.ok) throw new Error('no legal moves');
        const player = puzzle.position.toPlay!;
        const input = { id: puzzle.id, hand: tile, player, best: { ...best, meeple: (best.meeple ?? null) as MoveLike['meeple'] }, breakdown, supply: hasMeepleLeft(puzzle.position, player), fits: fits.value };
        const area = hintArea(best, fits.value, puzzle.id).map((c) => `${c.x},${c.y}`);
        expect(area.length, 'the area holds more than the best cell').toBeGreaterThan(1);

        await openPuzzle(page, puzzle.id);
        const verdict = page.getByTestId('puzzle-verdict');
        const hint = page.getByTestId('puzzle-hint');
        const marked = page.locator('[data-mark="cell"]');

        // 1. What the move is about, in words only: nothing marked on the board yet.
        await hint.click();
        await expect(hint).toHaveAttribute('data-level', '1');
        await expect(verdict).toContainText(hintOf(1, input).text);
        await expect(verdict).not.toContainText('column');
        await expect(marked).toHaveCount(0);

        // 2. The area: a few cells where the tile fits, the best among them.
        await hint.click();
        await expect(hint).toHaveAttribute('data-level', '2');
        await expect(verdict).toContainText(`one of the ${area.length} marked cells`);
        expect(hintOf(2, input).cells.map((c) => `${c.x},${c.y}`)).toEqual(area);
        await expect(marked).toHaveCount(area.length);
        expect((await marked.evaluateAll((els) => els.map((e) => e.getAttribute('data-cell')))).sort()).toEqual([...area].sort());

        // 3. The cell, with the turn and the meeple; no more hints after it.
        await hint.click();
        await expect(hint).toHaveAttribute('data-level', '3');
        await expect(marked).toHaveCount(1);
        await expect(page.locator(`[data-mark="cell"][data-cell="${best.x},${best.y}"]`)).toHaveCount(1);
        await expect(verdict).toContainText(`on the marked cell, ${TURNS[best.rot]}`);
        await expect(verdict).toContainText(best.meeple ? 'with your meeple on' : 'keep your meeple in your supply');
        await expect(verdict).toContainText(hintOf(3, input).text);
        await expect(hint).toBeDisabled();
      });

      test('the solution is played out on the board: the tile and the meeple set, then the points counted', async ({ page }) => {
        test.slow(); // several steps, each waiting for the page; the machine running the suite may be busy
        const { puzzle } = points;
        const best = puzzle.best[0];
        const tile = puzzle.position.inHand!;
        const player = puzzle.position.toPlay!;
        const before = puzzle.position.scores?.[player] ?? 0;
        const played = placeTile(puzzle.position, { tile, ...best });
        if (!played.ok) throw new Error('the best move does not play');
        // The page shows the tile a moment before it counts the points: the test moves the page's clock on instead.
        await page.clock.install();
        await openPuzzle(page, puzzle.id);
        const count = await tiles(page).count();
        // Whether the meeple stands on its spot while the tile is shown before the points are counted (a
        // completed feature sends it home after): read in the same moment the page says which step it is at.
        const meepleWhilePlaced = page.evaluate(
          (at) =>
            new Promise<boolean>((resolve) => {
              const el = document.querySelector('[data-testid="puzzle"]')!;
              new MutationObserver(() => {
                if (el.getAttribute('data-step') === 'placed') resolve(document.querySelector(`[data-meeple-at="${at}"]`) !== null);
              }).observe(el, { attributes: true, attributeFilter: ['data-step'] });
            }),
          `${best.x},${best.y},${best.meeple}`,
        );
        await page.getByTestId('puzzle-solution').click();
        const root = page.getByTestId('puzzle');
        expect(await meepleWhilePlaced).toBe(best.meeple !== null);
        // First the tile on its cell with the meeple on its spot.
        await expect(root).toHaveAttribute('data-phase', 'shown');
        await expect(page.locator(`.board__tiles [data-cell="${best.x},${best.y}"]`)).toHaveCount(1);
        await expect(tiles(page)).toHaveCount(count + 1);
        // Then, a moment later (the page's clock moved on, rather than waited for), the points counted: the
        // score, the value on the board, the features it scored. (That the 'placed' step came first is read above,
        // the moment it happened: a busy machine may have passed it by now.)
        await page.clock.fastForward(SHOW_STEP_MS);
        await expect(root).toHaveAttribute('data-step', 'scored');
        const verdict = page.getByTestId('puzzle-verdict');
        await expect(verdict).toContainText(`The best move, played out: ${puzzle.value} points this turn.`);
        await expect(page.locator('[data-mark="label"]')).toHaveText(`+${puzzle.value}`);
        const after = played.value.position.scores?.[player] ?? 0;
        expect(after - before).toBe(puzzle.value);
        await expect(page.getByTestId('puzzle-scores')).toContainText(`${after} +${puzzle.value}`);
        // A meeple on a feature the move completed goes back to its owner, as the engine has it.
        await expect(page.locator('[data-meeple-at]')).toHaveCount(played.value.position.meeples?.length ?? 0);
        // The board is for looking now; Retry sets the puzzle up again.
        await expect(page.getByTestId('board-hand')).toHaveCount(0);
        await page.getByTestId('puzzle-retry').click();
        await expect(root).toHaveAttribute('data-phase', 'playing');
        await expect(tiles(page)).toHaveCount(count);
        await expect(page.getByTestId('puzzle-scores')).not.toContainText('+');
      });

      test('the solution lists every best move and the others, each shown on the board on request', async ({ page }) => {
        const { puzzle } = points;
        await openPuzzle(page, puzzle.id);
        await page.getByTestId('puzzle-solution').click();
        const panel = page.getByTestId('puzzle-solution-panel');
        await expect(panel.getByTestId('solution-best').locator('li')).toHaveCount(puzzle.best.length);
        await expect(panel.getByTestId('solution-others').locator('li').first()).toBeVisible();
        await expect(page.getByTestId('puzzle-explanation')).toBeVisible();

        const show = panel.getByTestId('solution-best').getByTestId('solution-show').first();
        await show.click();
        await expect(show).toHaveAttribute('aria-pressed', 'true');
        await expect(page.locator('[data-mark="preview"]')).toHaveCount(1);
        // A row of equal moves opens into its moves first.
        const firstRow = panel.getByTestId('solution-others').locator(':scope > li').first();
        if ((await firstRow.getAttribute('data-testid')) === 'solution-group') await firstRow.getByTestId('solution-expand').click();
        const other = panel.getByTestId('solution-others').getByTestId('solution-show').first();
        await other.click();
        await expect(show).toHaveAttribute('aria-pressed', 'false');
        await expect(page.locator('[data-mark="preview"]')).toHaveCount(1);
        await other.click();
        await expect(page.locator('[data-mark="preview"]')).toHaveCount(0);
      });

      test('equal moves are grouped in the list of values: one row says how many, and opens into them', async ({ page }) => {
        test.slow(); // several steps, each waiting for the page; the machine running the suite may be busy
        const { puzzle } = points;
        const r = solvePosition(puzzle.position, { objective: 'points', top: 12 });
        if (!r.ok) throw new Error('the puzzle does not solve');
        const tile = puzzle.position.inHand!;
        const best = r.value.best;
        const others = r.value.moves.filter((m) => !best.some((b) => sameMove({ tile, ...b }, { tile, ...m })));
        const groups = groupMoves(others, (m) => (m.breakdown ? whyText(m.breakdown.why) : null));
        const nothing = groups.find((g) => g.value === 0 && g.moves.length > 1);
        expect(nothing, 'several moves of this puzzle score nothing').toBeDefined();
        await openPuzzle(page, puzzle.id);
        await page.getByTestId('puzzle-solution').click();
        const panel = page.getByTestId('puzzle-solution-panel');
        await expect(panel.getByTestId('solution-others')).toBeVisible();
        if ((await panel.getByTestId('solution-all').count()) > 0) await panel.getByTestId('solution-all').click();
        const rows = panel.getByTestId('solution-others').locator(':scope > li');
        await expect(rows).toHaveCount(groups.length);
        const row = panel.getByTestId('solution-group').filter({ hasText: `${nothing!.moves.length} moves score nothing` });
        await expect(row).toHaveCount(1);
        await expect(row).toHaveAttribute('data-count', String(nothing!.moves.length));
        await expect(row.getByTestId('solution-show')).toHaveCount(0);
        await row.getByTestId('solution-expand').click();
        await expect(row.getByTestId('solution-expand')).toHaveAttribute('aria-expanded', 'true');
        await expect(row.getByTestId('solution-show')).toHaveCount(nothing!.moves.length);
        // Each move of the group still shows on the board.
        await row.getByTestId('solution-show').first().click();
        await expect(page.locator('[data-mark="preview"]')).toHaveCount(1);
      });

      test('one clear outcome per try: solved at the first go, solved after a miss, failed when the solution is viewed; the list shows each', async ({ page }) => {
        test.slow(); // three puzzles and the list, each waiting for the page; the machine running the suite may be busy
        const root = page.getByTestId('puzzle');
        const line = page.getByTestId('puzzle-line');
        // Solved at the first go.
        await openPuzzle(page, points.puzzle.id);
        await play(page, points.puzzle.position.inHand!, points.best);
        await expect(root).toHaveAttribute('data-outcome', 'solved');
        await expect(line).toHaveText('Solved at the first go.');

        // A miss, then the best move: solved after a miss.
        await openPuzzle(page, final.puzzle.id);
        await play(page, final.puzzle.position.inHand!, final.worse);
        await expect(page.getByTestId('puzzle-verdict')).toHaveAttribute('data-tone', 'error');
        await expect(root).not.toHaveAttribute('data-outcome', /./);
        await play(page, final.puzzle.position.inHand!, final.best);
        await expect(root).toHaveAttribute('data-outcome', 'helped');
        await expect(line).toHaveText('Solved, after a miss or a hint.');

        // The solution viewed: failed, and the page is done with this try (no hint, no tile in hand).
        const other = all.find((p) => p.objective === 'points' && p.id !== points.puzzle.id)!;
        await openPuzzle(page, other.id);
        await page.getByTestId('puzzle-solution').click();
        await expect(root).toHaveAttribute('data-outcome', 'failed');
        await expect(line).toHaveText('Failed: the solution was shown before you found it.');
        await expect(page.getByTestId('puzzle-hint')).toHaveCount(0);
        await expect(page.getByTestId('board-hand')).toHaveCount(0);
        // Playing it out after a retry does not change it.
        await page.getByTestId('puzzle-retry').click();
        await play(page, other.position.inHand!, other.best[0]);
        await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'true');
        await expect(root).toHaveAttribute('data-outcome', 'failed');

        await page.goto('/puzzles/');
        const mark = (id: string) => page.locator(`.pz-item[data-id="${id}"]`).getByTestId('puzzle-mark');
        await expect(mark(points.puzzle.id)).toHaveAttribute('data-result', 'solved');
        await expect(mark(final.puzzle.id)).toHaveAttribute('data-result', 'helped');
        await expect(mark(final.puzzle.id)).toContainText('Solved after a miss');
        await expect(mark(other.id)).toHaveAttribute('data-result', 'failed');
        await expect(page.getByTestId('puzzle-stats')).toHaveText('Solved 1, after a miss 1, missed 1, streak 0 (best 1).');
      });

      test('an endgame puzzle goes on after the move: the opponent’s reply and each tile to come, to the final count', async ({ page }) => {
        test.slow(); // the line is worked out a tile at a time; the machine running the suite may be busy
        const { puzzle, best } = endgame;
        const remaining = puzzle.position.remaining!;
        await page.clock.install();
        await openPuzzle(page, puzzle.id);
        const before = await tiles(page).count();
        await play(page, puzzle.position.inHand!, best);
        await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'true');
        const out = page.getByTestId('puzzle-line-out');
        // Each tile to come is shown a moment apart: the page's clock is moved on a moment at a time until the end.
        await expect
          .poll(async () => {
            await page.clock.fastForward(SHOW_STEP_MS);
            return out.getAttribute('data-done');
          })
          .toBe('true');
        const steps = out.getByTestId('puzzle-line-step');
        await expect(steps).toHaveCount(remaining.length);
        // The opponent replies first, with the first tile to come.
        const { players, toPlay } = puzzle.position;
        const opponent = players[(players.indexOf(toPlay!) + 1) % players.length];
        await expect(steps.first()).toContainText(`${opponent} lays tile ${remaining[0]}`);
        for (let i = 0; i < remaining.length; i++) await expect(steps.nth(i)).toContainText(`tile ${remaining[i]}`);
        // Each tile that fits is on the board; the count ends at the puzzle's value.
        const laid = await steps.filter({ hasNotText: 'fits nowhere' }).count();
        await expect(tiles(page)).toHaveCount(before + 1 + laid);
        await expect(page.getByTestId('puzzle-line-end')).toContainText(`That is a margin of ${signed(puzzle.value)} at the end.`);
        // The players are named as names are written: "The game is counted: Red 37, Blue 50."
        await expect(page.getByTestId('puzzle-line-end')).toContainText(/The game is counted: Red -?\d+, Blue -?\d+\./);
        await expect(steps.first()).toContainText(/^(Red|Blue) lays tile /);
        // Retry takes it all back.
        await page.getByTestId('puzzle-retry').click();
        await expect(out).toHaveCount(0);
        await expect(tiles(page)).toHaveCount(before);
      });

      test('a local rating, shown only when asked for, and a missed puzzle back another day', async ({ page }) => {
        test.slow(); // two puzzles and the list, each waiting for the page; the machine running the suite may be busy
        // The day is the page's clock's: a fixed noon, so "the next day" is known whatever the hour the suite runs.
        const today = new Date(2026, 2, 10, 12, 0, 0);
        await page.clock.install({ time: today });
        // Nothing about a rating until the person asks.
        await page.goto('/puzzles/');
        const toggle = page.getByTestId('rating-toggle');
        await expect(toggle).not.toBeChecked();
        await expect(page.getByTestId('puzzle-rating')).toHaveCount(0);
        await toggle.check();
        await expect(page.getByTestId('puzzle-rating')).toHaveText('No puzzle rated yet: the first try of each puzzle counts.');

        // A first try rates: solved at the first go, a medium or easy puzzle gains.
        await openPuzzle(page, points.puzzle.id);
        await play(page, points.puzzle.position.inHand!, points.best);
        await expect(page.getByTestId('puzzle-line')).toContainText(/Rating 15\d\d \(\+\d+\)\./);
        // The solution viewed: failed, and the puzzle is due again the next day.
        await openPuzzle(page, final.puzzle.id);
        await page.getByTestId('puzzle-solution').click();
        await expect(page.getByTestId('puzzle')).toHaveAttribute('data-outcome', 'failed');
        const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('carc:puzzles') ?? 'null'));
        expect(kept.data.results[final.puzzle.id].again).toEqual({ due: '2026-03-11', step: 0 });
        expect(kept.data.rating.games).toBe(2);

        await page.goto('/puzzles/');
        await expect(toggle).toBeChecked();
        await expect(page.getByTestId('puzzle-rating')).toContainText('from 2 puzzles');
        // Not due today; the next day it is listed to come back.
        await expect(page.getByTestId('puzzle-due')).toHaveCount(0);
        await page.clock.setSystemTime(new Date(2026, 2, 11, 9, 0, 0));
        await page.reload();
        const due = page.getByTestId('puzzle-due');
        await expect(due).toContainText('A puzzle you did not solve at the first go is back today.');
        await expect(due.locator(`li[data-id="${final.puzzle.id}"] a`)).toHaveAttribute('href', `/puzzles/${final.puzzle.id}/`);
      });
    });
  }

  test('the board of the largest puzzle is told in words for screen readers, a line per tile (filled a dozen lines at a time)', async ({ page }) => {
    const largest = all.reduce((a, b) => (b.position.tiles!.length > a.position.tiles!.length ? b : a));
    expect(largest.position.tiles!.length).toBeGreaterThan(24);
    await openPuzzle(page, largest.id);
    const lines = page.getByTestId('board-description').locator('li');
    await expect(lines).toHaveCount(largest.position.tiles!.length);
    // Every tile once: the lines name each tile's cell by its letter and place, all different.
    expect(new Set(await lines.allTextContents()).size).toBe(largest.position.tiles!.length);
  });

  test('progress survives a reload: marks on the list, the streak, and the note on the puzzle', async ({ page }) => {
    await openPuzzle(page, points.puzzle.id);
    await play(page, points.puzzle.position.inHand!, points.best);
    await expect(page.getByTestId('puzzle-verdict')).toHaveAttribute('data-tone', 'success');

    await openPuzzle(page, final.puzzle.id);
    await page.getByTestId('puzzle-solution').click();

    await page.goto('/puzzles/');
    const item = (id: string) => page.locator(`.pz-item[data-id="${id}"]`).getByTestId('puzzle-mark');
    await expect(item(points.puzzle.id)).toHaveAttribute('data-result', 'solved');
    await expect(item(final.puzzle.id)).toHaveAttribute('data-result', 'failed');
    await expect(page.getByTestId('puzzle-stats')).toHaveText('Solved 1, after a miss 0, missed 1, streak 0 (best 1).');

    await page.reload();
    await expect(item(points.puzzle.id)).toHaveAttribute('data-result', 'solved');
    await expect(item(final.puzzle.id)).toHaveAttribute('data-result', 'failed');
    await openPuzzle(page, points.puzzle.id);
    await expect(page.getByTestId('puzzle-line')).toContainText('You solved this one on');
  });

  test('a filter chip tapped before the page’s script has run is kept once it runs', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/puzzles/', { waitUntil: 'commit' });
    const order = [...all].sort((a, b) => a.difficulty - b.difficulty || a.id.localeCompare(b.id));
    const theme = order[0].themes[0];
    const inTheme = order.filter((p) => p.themes.includes(theme));
    const chip = page.getByTestId('filter-theme').locator(`input[value="${theme}"]`);
    await chip.check({ force: true });
    // Nothing has run yet: the list is the one drawn at build time.
    await expect(page.locator('.pz-item:visible')).toHaveCount(all.length);
    release();
    await expect(page.locator('.pz-item:visible')).toHaveCount(inTheme.length);
    await expect(page).toHaveURL(new RegExp(`\\?theme=${theme}$`));
    await expect(chip).toBeChecked();
    await expect(page.getByTestId('puzzle-start')).toHaveAttribute('href', `/puzzles/${inTheme[0].id}/?theme=${theme}`);
  });

  test('the rating’s box ticked before the page’s script has run is kept once it runs, and saved', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/puzzles/', { waitUntil: 'commit' });
    const toggle = page.getByTestId('rating-toggle');
    await toggle.check({ force: true });
    // Nothing has run yet: no rating line.
    await expect(page.getByTestId('puzzle-rating')).toHaveCount(0);
    release();
    await expect(page.getByTestId('puzzle-rating')).toHaveText('No puzzle rated yet: the first try of each puzzle counts.');
    await expect(toggle).toBeChecked();
    await page.unroute(/\/_astro\/.*\.js$/);
    await page.reload();
    await expect(page.getByTestId('puzzle-rating')).toHaveText('No puzzle rated yet: the first try of each puzzle counts.');
    await expect(page.getByTestId('rating-toggle')).toBeChecked();
  });

  test('the list: the daily puzzle from the date, filters, and “start” through the chosen set', async ({ page }) => {
    // The page's date is fixed by its clock, so the test and the page agree on the day even at midnight.
    const day = new Date(2026, 10, 26, 12, 0, 0);
    await page.clock.install({ time: day });
    await page.goto('/puzzles/');
    const ids = all.map((p) => p.id);
    const order = [...all].sort((a, b) => a.difficulty - b.difficulty || a.id.localeCompare(b.id));
    await expect(page.getByTestId('puzzle-daily')).toHaveAttribute('data-id', dailyPuzzle(order, localDate(day))!.id);
    // The next day brings another puzzle of the day (these two days' puzzles differ).
    const next = new Date(2026, 10, 27, 12, 0, 0);
    expect(dailyPuzzle(order, localDate(next))!.id).not.toBe(dailyPuzzle(order, localDate(day))!.id);
    await page.clock.setSystemTime(next);
    await page.reload();
    await expect(page.getByTestId('puzzle-daily')).toHaveAttribute('data-id', dailyPuzzle(order, localDate(next))!.id);
    await expect(page.locator('.pz-item:visible')).toHaveCount(ids.length);

    const theme = order[0].themes[0];
    const inTheme = order.filter((p) => p.themes.includes(theme));
    await page.getByTestId('filter-theme').locator(`input[value="${theme}"]`).check({ force: true });
    await expect(page.locator('.pz-item:visible')).toHaveCount(inTheme.length);
    await expect(page).toHaveURL(new RegExp(`\\?theme=${theme}$`));
    const start = page.getByTestId('puzzle-start');
    await expect(start).toHaveAttribute('href', `/puzzles/${inTheme[0].id}/?theme=${theme}`);

    await start.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(inTheme[0].title);
    if (inTheme.length > 1) {
      await expect(page.getByTestId('puzzle-place')).toContainText(`Puzzle 1 of ${inTheme.length}`);
      await expect(page.getByTestId('puzzle-next')).toHaveAttribute('href', `/puzzles/${inTheme[1].id}/?theme=${theme}`);
    } else {
      await expect(page.getByTestId('puzzle-list')).toHaveAttribute('href', `/puzzles/?theme=${theme}`);
    }
  });
});
