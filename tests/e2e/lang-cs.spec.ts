/**
 * The site in Czech (/cs/), on a phone with a finger, as a Czech player meets it: a lesson played through, a puzzle
 * solved and a final score checked. Each screen is read for what the player reads: the Czech words of the
 * dictionary (src/i18n/*.cs.ts) and of the content's translations (src/content/translations/cs/,
 * puzzles/translations/cs/), no English left over, players named by colour in Czech (Červený, not Red), and
 * numbers grouped as Czech writes them (1 201, not 1,201). Three page loads.
 *
 * Czech pages are built once Czech is published (SHIPPED) or previewed: CARC_LOCALES=cs CARC_DEV_PAGES=1 npx astro build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { featureAt, type Position } from '../../src/engine/api';
import { canonicalMove } from '../../src/engine/moves';
import { DISTINCT_ROTATIONS, tileTypeIndex } from '../../src/engine/tiles';
import { anchorOfSpot } from '../../src/components/board/model';
import type { Lesson, Ref, Step } from '../../src/components/learn/schema';
import type { Puzzle } from '../../src/engine/puzzle';
import boardCs from '../../src/i18n/board.cs';
import checkCs from '../../src/i18n/check.cs';
import learnCs from '../../src/i18n/learn.cs';
import puzzlesCs from '../../src/i18n/puzzles.cs';
import { PHONE, shot, watchProblems } from './helpers';

const ROOT = process.cwd();
const json = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;

/** English a Czech screen must not show: words of the English dictionary and the English player names. */
const ENGLISH = /\b(the|tile|tiles|meeple|meeples|points?|Next|Back|Step|Lesson|Check|Right|Score|Scores|Red|Blue|Yellow|to play|Your turn|wins|Final scoring|Solved)\b/;
async function expectCzech(where: Locator, what: string): Promise<void> {
  const text = (await where.innerText()).replace(/\s+/g, ' ');
  expect(text.length, `${what}: has text`).toBeGreaterThan(0);
  expect(text, `${what}: English left in "${text}"`).not.toMatch(ENGLISH);
}

/** The Czech of a turn of the tile in hand, as the board's hand label ends ('board.turns.*'). */
const TURNS = [boardCs['board.turns.0'], boardCs['board.turns.1'], boardCs['board.turns.2'], boardCs['board.turns.3']];

test.describe('the site in Czech, on a phone', { tag: '@site' }, () => {
  // Czech is published (SHIPPED), so every build has its pages: a build without them is a failure, not a reason to skip.
  test.beforeAll(() => expect(existsSync(join(ROOT, 'dist/cs/index.html')), 'Czech pages are missing from dist/').toBe(true));
  // A Czech player's phone: the browser's language is Czech, so no page offers another.
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'cs-CZ' });

  /** The screen point of a spot of cell (x, y) of the board: `at` in the cell's own units, 0..100. */
  async function pointOf(page: Page, x: number, y: number, at = { x: 50, y: 50 }) {
    const vp = page.getByTestId('board-viewport');
    await vp.scrollIntoViewIfNeeded();
    const box = (await vp.boundingBox())!;
    const [tx, ty, scale] = ((await vp.getAttribute('data-view')) ?? '').split(' ').map(Number);
    return { px: box.x + tx + (x * 100 + at.x) * scale, py: box.y + ty + (y * 100 + at.y) * scale };
  }

  async function tapAt(page: Page, x: number, y: number, at?: { x: number; y: number }) {
    const { px, py } = await pointOf(page, x, y, at);
    await page.touchscreen.tap(px, py);
  }

  /** A finger lays the tile in hand: a first tap shows it on the cell, a second lays it. */
  async function layAt(page: Page, x: number, y: number) {
    await tapAt(page, x, y);
    await expect(page.getByTestId('board-ghost')).toHaveAttribute('data-cell', `${x},${y}`);
    await tapAt(page, x, y);
  }

  /** Turn the tile in hand with the button until the hand's label says the turn wanted, in Czech, then lay it. */
  async function layTurned(page: Page, tile: string, x: number, y: number, rot: number) {
    const n = DISTINCT_ROTATIONS[tileTypeIndex(tile)].length;
    const label = page.getByTestId('board-hand').locator('.visually-hidden');
    const turn = async () => {
      const text = (await label.textContent()) ?? '';
      return TURNS.findIndex((w) => text.endsWith(w));
    };
    for (let i = 0; i < 4 && (await turn()) % n !== rot % n; i++) await page.getByTestId('board-rotate').tap();
    const now = await turn();
    expect(now % n, 'the tile turned as the move says').toBe(rot % n);
    await expect(label).toHaveText(`kartička ${tile}, otočení: ${TURNS[now]}`);
    await layAt(page, x, y);
  }

  test('a lesson played through: steps done, the feedback in Czech', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const watch = watchProblems(page, new URL(baseURL!).origin, { ignoreAborted: true });
    const lesson = json<Lesson>('src/content/lessons/at-a-glance.json');
    const cs = json<Record<string, string>>('src/content/translations/cs/lessons/at-a-glance.json');
    const steps = [...lesson.steps, ...lesson.check] as Step[];
    const keyOf = (s: Step, field: string) => `${lesson.check.some((c) => c.id === s.id) ? 'check' : 'steps'}.${s.id}.${field}`;
    const boardOf = (s: Step) => {
      const { madeUp: _madeUp, ...position } = s.position ?? lesson.boards![s.board!];
      return position as Position;
    };

    await page.goto(`/cs/learn/${lesson.slug}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    const root = page.getByTestId('lesson');
    await expect(root).toHaveAttribute('data-ready', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cs.title);
    let wrongTried = false;
    for (const s of steps) {
      await expect(root).toHaveAttribute('data-step', s.id);
      await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByTestId('lesson-text')).toContainText(cs[keyOf(s, 'text')].split('\n')[0].slice(0, 40));
      await expectCzech(page.getByTestId('lesson-scores'), `${s.id}: the score line`);
      const pos = boardOf(s);
      if (s.kind === 'place') {
        await expect(page.getByTestId('lesson-task')).toContainText(learnCs['lesson.yourTurn'].replace(': {task}', ''));
        await expectCzech(page.getByTestId('lesson-task'), `${s.id}: the task`);
        const a = canonicalMove(s.answers[0]);
        await layTurned(page, s.tile, a.x, a.y, a.rot);
        await expect(page.getByTestId('board')).toHaveAttribute('data-pending', 'true');
        await expectCzech(page.getByTestId('board-status'), `${s.id}: the board's line`);
        if (s.meeple === 'same' && a.meeple) await page.locator(`.board__target[data-spot="${a.meeple}"]`).tap();
        else await page.getByTestId('board-no-meeple').tap();
      } else if (s.kind === 'point') {
        const r: Ref = s.target === 'meeple' ? (({ x, y, at }) => ({ x, y, spot: at }))((pos.meeples ?? []).find((m) => m.x === s.answers[0].x && m.y === s.answers[0].y)!) : s.answers[0];
        expect(featureAt(pos, r.x, r.y, r.spot).ok, `${s.id}: a feature to point at`).toBe(true);
        const t = pos.tiles.find((k) => k.x === r.x && k.y === r.y)!;
        await tapAt(page, r.x, r.y, anchorOfSpot(t.tile, t.rot, r.spot)!);
      } else if (s.kind === 'number') {
        if (!wrongTried && s.wrong?.length) {
          // A wrong count first: refused with the step's own reason, in Czech.
          wrongTried = true;
          await page.getByTestId('lesson-number').fill(String(s.wrong[0].value));
          await page.getByTestId('lesson-check').tap();
          const feedback = page.getByTestId('lesson-feedback');
          await expect(feedback).toHaveAttribute('data-tone', 'bad');
          await expect(feedback).toContainText(cs[keyOf(s, 'wrong.0.reason')]);
          await expectCzech(feedback, `${s.id}: the refusal`);
        }
        await page.getByTestId('lesson-number').fill(String(s.answer.value));
        await page.getByTestId('lesson-check').tap();
      }
      if (s.kind !== 'explain') {
        await expect(root).toHaveAttribute('data-solved', 'true');
        const feedback = page.getByTestId('lesson-feedback');
        await expect(feedback).toHaveAttribute('data-tone', 'good');
        await expect(feedback).toContainText(cs[keyOf(s, 'success')]);
        await expectCzech(feedback, `${s.id}: the feedback`);
      }
      await expect(page.getByTestId('lesson-next')).toContainText(s === steps.at(-1) ? learnCs['lesson.finish'] : learnCs['lesson.next']);
      await page.getByTestId('lesson-next').tap();
    }
    const done = page.getByTestId('lesson-done');
    await expect(done).toBeVisible();
    await expect(done).toHaveAttribute('data-state', 'done');
    await expect(done).toContainText(learnCs['lesson.doneHeading']);
    await expectCzech(done, 'the end of the lesson');
    await shot(page, 'test-results/lang-cs-lesson-done.png');
    expect(watch.problems).toEqual([]);
  });

  test('a puzzle solved: its title, objective, verdict and explanation in Czech', async ({ page, baseURL }) => {
    const watch = watchProblems(page, new URL(baseURL!).origin);
    const puzzle = json<Puzzle>('puzzles/road-four-close.json');
    const cs = json<{ title: string; explanation: string }>('puzzles/translations/cs/road-four-close.json');
    const best = puzzle.best[0];
    await page.goto(`/cs/puzzles/${puzzle.id}/`);
    await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solver', 'done');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cs.title);
    await expect(page.getByTestId('puzzle-objective')).toHaveText(puzzlesCs['puzzles.objective.points']);
    // The scores name the players by their colours in Czech.
    const scores = page.getByTestId('puzzle-scores');
    await expect(scores).toContainText('Červený');
    await expect(scores).toContainText('Modrý');
    await expectCzech(scores, 'the scores');

    await layTurned(page, puzzle.position.inHand!, best.x, best.y, best.rot);
    await expect(page.getByTestId('board')).toHaveAttribute('data-pending', 'true');
    await page.locator(`.board__target[data-spot="${best.meeple}"]`).tap();
    const verdict = page.getByTestId('puzzle-verdict');
    await expect(verdict).toHaveAttribute('data-tone', 'success');
    await expect(verdict).toContainText(`To je nejlepší tah: ${puzzle.value} b. v tomto tahu.`);
    await expectCzech(verdict, 'the verdict');
    await expect(page.getByTestId('puzzle')).toHaveAttribute('data-solved', 'true');
    const explanation = page.getByTestId('puzzle-explanation');
    await expect(explanation).toBeVisible();
    await expect(explanation).toContainText(cs.explanation);
    await expectCzech(page.getByTestId('puzzle'), 'the puzzle');
    await shot(page, 'test-results/lang-cs-puzzle.png', { fullPage: true });
    expect(watch.problems).toEqual([]);
  });

  test('the checker: a board entered and scored, the result in Czech with Czech numbers', async ({ page, baseURL }) => {
    const watch = watchProblems(page, new URL(baseURL!).origin);
    await page.goto('/cs/check/');
    await expect(page.getByTestId('check')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
    // Yellow's score before the final scoring: past a thousand, so that Czech grouping shows.
    const before = page.locator('.ck-seat[data-seat="0"]').getByTestId('score-before');
    await before.tap();
    await page.keyboard.type('1200');
    // The start tile and a straight road beside it (turned to fit by itself), then a yellow knight in the start
    // tile's city and a red highwayman on the road.
    for (const [tile, x] of [['D', 0], ['U', 1]] as const) {
      await page.getByTestId('check-palette').locator(`[data-letter="${tile}"]`).tap();
      await tapAt(page, x, 0);
      await expect(page.locator(`.board__tiles [data-cell="${x},0"]`)).toHaveCount(1);
      await expect(page.getByTestId('board-status')).toContainText(`Kartička ${tile} přiložena`);
    }
    for (const [color, x, at] of [['yellow', 0, { x: 50, y: 12 }], ['red', 1, { x: 50, y: 50 }]] as const) {
      await page.locator(`[data-meeple-color="${color}"]`).tap();
      await tapAt(page, x, 0, at);
    }
    await expect(page.locator('.board__meeples [data-meeple-at]')).toHaveCount(2);

    const total = (player: string) => page.locator(`[data-player="${player}"][data-total]`);
    await expect(total('yellow')).toHaveAttribute('data-total', '1201');
    await expect(total('red')).toHaveAttribute('data-total', '2');
    const cz = (n: number) => new Intl.NumberFormat('cs').format(n);
    expect(cz(1201)).toMatch(/^1\s201$/u);
    const summary = page.getByTestId('check-summary');
    await expect(summary).toContainText(`${checkCs['check.summary.line'].replace(' {totals}.', '')} Žlutý ${cz(1201)}`);
    await expect(summary).toContainText('Červený 2.');
    await expect(summary).toContainText('Vítězí Žlutý.');
    await expect(summary).not.toContainText('1,201');
    const result = page.getByTestId('check-result');
    await expect(page.getByTestId('check-winners')).toHaveText(`Vítězí Žlutý s počtem bodů ${cz(1201)}.`);
    await expect(result.locator('[data-card="yellow"]')).toContainText('Město o 1 kartičce');
    await expect(result.locator('[data-card="red"]')).toContainText('Cesta o 2 kartičkách');
    await expectCzech(result, 'the result');
    await expectCzech(summary, 'the summary');
    // A row says why its feature scores what it does.
    await result.locator('[data-card="yellow"] .ck-rowbtn').first().tap();
    await expect(page.getByTestId('check-why')).toContainText('Neuzavřené město dává 1 bod za každou kartičku a 1 za každý erb');
    await expectCzech(page.getByTestId('check-why'), 'the reason');
    await shot(page, 'test-results/lang-cs-check.png', { fullPage: true });
    expect(watch.problems).toEqual([]);
  });
});
