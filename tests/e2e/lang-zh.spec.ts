/**
 * The site in simplified Chinese (/zh/, lang zh-Hans) on a phone (390 × 844, touch): a lesson played through, a puzzle
 * solved and the checker's board entered and scored, each checking that what the person reads is in Chinese — the
 * lesson's and the puzzle's own texts from their Chinese files (src/content/translations/zh/, puzzles/translations/zh/),
 * the page's words from the dictionary, players named 红方, 黄方… — with no English words of those screens left, and
 * numbers written as Chinese writes them (digits, a space between a number and its measure word: "7 分").
 *
 * Runs on a build with Chinese in it: SHIPPED, or `CARC_LOCALES=zh` (docs/i18n.md); a build without /zh/ skips it, saying so.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { canonicalMove } from '../../src/engine/moves';
import { DISTINCT_ROTATIONS, tileTypeIndex } from '../../src/engine/tiles';
import { anchorOfSpot } from '../../src/components/board/model';
import type { Lesson, Ref, Step } from '../../src/components/learn/schema';
import type { Position } from '../../src/engine/api';
import type { Puzzle } from '../../src/engine/puzzle';
import { builtPages, PHONE, shot, watchProblems } from './helpers';

const ROOT = process.cwd();
const json = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;

/** How the board says a tile in hand is turned (board.turns.* in src/i18n/board.zh.ts). */
const TURNS = ['不旋转', '向右转 90°', '转 180°', '向左转 90°'];
/** English words of these screens that a Chinese page must not show (checked as whole words). */
const ENGLISH = /\b(Next|Back|Step|Lesson|Right|Not quite|Check|Scores?|points?|tiles?|meeples?|Red|Blue|Yellow|red|blue|yellow|Solved|Hint|Retry|puzzle|wins|Final|scoring|Farm|City|Road|Cloister|Players?|Undo|Share)\b/;

/** The text a person reads in a part of the page, without the tile letters and key names the Chinese keeps. */
async function shown(loc: Locator): Promise<string> {
  return (await loc.innerText()).replace(/\b(Alt|Enter|Tab|Shift|Ctrl|Esc|Home|R|M|F|U|[A-X])\b/g, '');
}

test.describe('简体中文 on a phone', { tag: '@site' }, () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'zh-CN' });
  // Chinese is published (SHIPPED), so every build has its pages: a build without them is a failure, not a reason to skip.
  test.beforeAll(() => expect(builtPages().includes('/zh/'), 'Chinese pages are missing from dist/').toBe(true));

  test('a lesson played through: the steps, the feedback and the score line in Chinese', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const watch = watchProblems(page, new URL(baseURL!).origin, { ignoreAborted: true });
    const lesson = json<Lesson>('src/content/lessons/at-a-glance.json');
    const zh = json<Record<string, string>>('src/content/translations/zh/lessons/at-a-glance.json');
    const root = page.getByTestId('lesson');
    const boardOf = (s: Step) => {
      const { madeUp: _madeUp, ...position } = s.position ?? lesson.boards![s.board!];
      return position as Position;
    };

    async function pointOf(x: number, y: number, at = { x: 50, y: 50 }) {
      const vp = page.getByTestId('board-viewport');
      await vp.scrollIntoViewIfNeeded();
      const box = (await vp.boundingBox())!;
      const [tx, ty, scale] = ((await vp.getAttribute('data-view')) ?? '').split(' ').map(Number);
      return { px: box.x + tx + (x * 100 + at.x) * scale, py: box.y + ty + (y * 100 + at.y) * scale };
    }
    async function tap(x: number, y: number, at?: { x: number; y: number }) {
      const { px, py } = await pointOf(x, y, at);
      await page.touchscreen.tap(px, py);
    }
    async function tapSpot(pos: Position, r: Ref) {
      const tile = pos.tiles.find((t) => t.x === r.x && t.y === r.y)!;
      await tap(r.x, r.y, anchorOfSpot(tile.tile, tile.rot, r.spot)!);
    }
    const handRotation = async () => {
      const text = (await page.getByTestId('board-hand').locator('.visually-hidden').textContent()) ?? '';
      return TURNS.findIndex((t) => text.endsWith(t));
    };
    async function layTile(tile: string, x: number, y: number, rot: number) {
      const n = DISTINCT_ROTATIONS[tileTypeIndex(tile)].length;
      for (let i = 0; i < 4 && (await handRotation()) % n !== rot % n; i++) await page.getByTestId('board-rotate').tap();
      expect((await handRotation()) % n, `the hand says how ${tile} is turned, in Chinese`).toBe(rot % n);
      // A first tap shows the tile on the cell, a second lays it.
      await tap(x, y);
      await expect(page.getByTestId('board-ghost')).toHaveAttribute('data-cell', `${x},${y}`);
      await tap(x, y);
    }

    await page.goto('/zh/learn/at-a-glance/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(root).toHaveAttribute('data-ready', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh.title);

    for (const [list, steps] of [['steps', lesson.steps], ['check', lesson.check]] as const) {
      for (const s of steps) {
        await expect(root).toHaveAttribute('data-step', s.id);
        await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
        await expect(page.getByTestId('lesson-text')).toContainText(zh[`${list}.${s.id}.text`].split('\n')[0].slice(0, 20));
        const pos = boardOf(s);
        if (s.kind === 'place') {
          const a = canonicalMove(s.answers[0]);
          await expect(page.getByTestId('lesson-task')).toContainText('轮到你：放下手中的板块');
          await layTile(s.tile, a.x, a.y, a.rot);
          await expect(page.getByTestId('board')).toHaveAttribute('data-pending', 'true');
          if (s.meeple === 'same' && a.meeple) await page.locator(`.board__target[data-spot="${a.meeple}"]`).tap();
          else await page.getByTestId('board-no-meeple').tap();
        } else if (s.kind === 'point') {
          await expect(page.getByTestId('lesson-task')).toContainText('轻点');
          if (s.target === 'meeple') {
            const m = (pos.meeples ?? []).find((x) => x.x === s.answers[0].x && x.y === s.answers[0].y)!;
            await tapSpot(pos, { x: m.x, y: m.y, spot: m.at });
          } else await tapSpot(pos, s.answers[0]);
        } else if (s.kind === 'number') {
          // A wrong number first: refused in Chinese.
          await page.getByTestId('lesson-number').fill(String(s.answer.value + 1));
          await page.getByTestId('lesson-check').tap();
          await expect(page.getByTestId('lesson-feedback')).toHaveAttribute('data-tone', 'bad');
          await expect(page.getByTestId('lesson-feedback')).toContainText('不太对。');
          await page.getByTestId('lesson-number').fill(String(s.answer.value));
          await page.getByTestId('lesson-check').tap();
        }
        if (s.kind !== 'explain') {
          await expect(root).toHaveAttribute('data-solved', 'true');
          await expect(page.getByTestId('lesson-feedback')).toHaveAttribute('data-tone', 'good');
          await expect(page.getByTestId('lesson-feedback')).toContainText(zh[`${list}.${s.id}.success`]);
        }
        // The score line: players by their Chinese names, a full-width colon, a number after each name.
        await expect(page.getByTestId('lesson-scores')).toHaveText(/^分数：\s*(回答后显示|红方 \d+，蓝方 \d+)/);
        const words = await shown(root);
        expect(words, `English left on step ${s.id}`).not.toMatch(ENGLISH);
        await page.getByTestId('lesson-next').tap();
      }
    }
    await expect(page.getByTestId('lesson-done')).toBeVisible();
    await expect(page.getByTestId('lesson-done')).toContainText(`你完成了“${zh.title}”`);
    await shot(page, 'test-results/lang-zh-lesson-done.png');
    expect(watch.problems).toEqual([]);
  });

  test('a puzzle solved: its title, objective, verdict and explanation in Chinese', async ({ page, baseURL }) => {
    const watch = watchProblems(page, new URL(baseURL!).origin);
    const puzzle = json<Puzzle>('puzzles/road-four-close.json');
    const zh = json<{ title: string; explanation: string }>('puzzles/translations/zh/road-four-close.json');
    const best = puzzle.best[0];
    const tile = puzzle.position.inHand!;
    await page.goto(`/zh/puzzles/${puzzle.id}/`);
    const root = page.getByTestId('puzzle');
    await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
    await expect(root).toHaveAttribute('data-solver', 'done');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh.title);
    await expect(page.getByTestId('puzzle-objective')).toHaveText('在本回合得到最多的分数。');
    // Players by their Chinese names, each with the score as digits.
    await expect(page.getByTestId('puzzle-scores')).toHaveText(/红方\s*\d+\s*蓝方\s*\d+/);

    const hand = page.getByTestId('board-hand');
    for (let i = 0; i < 4 && !(await hand.textContent())?.includes(`板块 ${tile}，${TURNS[best.rot]}`); i++) await page.getByTestId('board-rotate').tap();
    await expect(hand).toContainText(`板块 ${tile}，${TURNS[best.rot]}`);
    const vp = page.getByTestId('board-viewport');
    await vp.scrollIntoViewIfNeeded();
    const box = (await vp.boundingBox())!;
    const [tx, ty, scale] = ((await vp.getAttribute('data-view')) ?? '').split(' ').map(Number);
    const at = { x: box.x + tx + (best.x + 0.5) * 100 * scale, y: box.y + ty + (best.y + 0.5) * 100 * scale };
    await page.touchscreen.tap(at.x, at.y);
    await expect(page.getByTestId('board-ghost')).toHaveAttribute('data-cell', `${best.x},${best.y}`);
    await page.touchscreen.tap(at.x, at.y);
    await expect(page.getByTestId('board')).toHaveAttribute('data-pending', 'true');
    await page.locator(`.board__target[data-spot="${best.meeple}"]`).tap();

    const verdict = page.getByTestId('puzzle-verdict');
    await expect(verdict).toHaveAttribute('data-tone', 'success');
    await expect(verdict).toContainText(`这就是最佳走法：本回合 ${puzzle.value} 分。`);
    await expect(root).toHaveAttribute('data-solved', 'true');
    await expect(page.getByTestId('puzzle-explanation')).toContainText(zh.explanation);
    expect(await shown(root), 'English left on the puzzle').not.toMatch(ENGLISH);
    await shot(page, 'test-results/lang-zh-puzzle.png', { fullPage: true });
    expect(watch.problems).toEqual([]);
  });

  test('the checker: a board entered by taps and scored, the result and its reasons in Chinese', async ({ page, baseURL }) => {
    const watch = watchProblems(page, new URL(baseURL!).origin);
    // Two rows of city caps: cities (0,0)+(0,-1) and (1,0)+(1,-1) complete; a farmer of red's south of them supplies both.
    const tiles = [
      { tile: 'E', x: 0, y: 0, rot: 0 }, { tile: 'E', x: 1, y: 0, rot: 0 }, { tile: 'E', x: 2, y: 0, rot: 0 },
      { tile: 'E', x: 0, y: -1, rot: 2 }, { tile: 'E', x: 1, y: -1, rot: 2 },
    ];
    const kept = async () =>
      (JSON.parse((await page.evaluate(() => localStorage.getItem('carc:check'))) ?? 'null') as { data: { position: Position } }).data.position;
    async function tapCell(x: number, y: number, fx = 0.5, fy = 0.5) {
      const vp = page.getByTestId('board-viewport');
      await vp.scrollIntoViewIfNeeded();
      const box = (await vp.boundingBox())!;
      const [tx, ty, scale] = ((await vp.getAttribute('data-view')) ?? '').split(' ').map(Number);
      await page.touchscreen.tap(box.x + tx + (x + fx) * 100 * scale, box.y + ty + (y + fy) * 100 * scale);
    }

    await page.goto('/zh/check/');
    await expect(page.getByTestId('check')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('board')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('check-palette').locator('[data-letter="E"]').tap();
    for (const [i, t] of tiles.entries()) {
      await tapCell(t.x, t.y);
      await expect(page.locator('.board__tiles [data-cell]')).toHaveCount(i + 1);
      for (let turn = 0; ; turn++) {
        await expect.poll(async () => (await kept()).tiles.length).toBe(i + 1);
        const laid = (await kept()).tiles.find((k) => k.x === t.x && k.y === t.y)!;
        if (laid.rot === t.rot) break;
        expect(turn).toBeLessThan(3);
        await tapCell(t.x, t.y);
        await expect.poll(async () => (await kept()).tiles.find((k) => k.x === t.x && k.y === t.y)!.rot).not.toBe(laid.rot);
      }
    }
    await page.locator('[data-meeple-color="red"]').tap();
    await tapCell(0, 0, 0.25, 0.9);
    await expect(page.locator('.board__meeples [data-meeple-at]')).toHaveCount(1);

    await expect(page.locator('[data-player="red"][data-total]')).toHaveAttribute('data-total', '6');
    await expect(page.getByTestId('check-winners')).toContainText('红方以 6 分获胜。');
    await expect(page.getByTestId('check-summary')).toHaveText(/^终局计分：黄方 0和红方 6。\s*红方获胜。/);
    await page.locator('[data-card="red"] [data-kind="farm"] .ck-rowbtn').tap();
    await expect(page.getByTestId('board-highlight')).toHaveCount(3);
    await expect(page.getByTestId('check-why')).toContainText('农场每与一座完成的城市相邻就得 3 分：2 座城市 = 6 分');
    await expect(page.getByTestId('check-why')).toContainText('米宝：红方 1；红方最多，得分。');
    expect(await shown(page.getByTestId('check-result')), 'English left in the result').not.toMatch(ENGLISH);
    expect(await shown(page.getByTestId('check-summary')), 'English left in the summary').not.toMatch(ENGLISH);
    await shot(page, 'test-results/lang-zh-check.png', { fullPage: true });
    expect(watch.problems).toEqual([]);
  });
});
