/**
 * On a phone the board is the screen (issue 22): the first screen of a lesson step, a puzzle, a game in the
 * playground and the checker's board step shows the whole board's box, what to do and the tile in hand, with nothing
 * laid over the board — held upright at 390 × 844, 360 × 740 and 320 × 640, and sideways at 844 × 390.
 * "First screen": what the page shows without the person scrolling — as the page opens (a puzzle, the playground),
 * as a lesson's step comes up after Next, and once the checker's board step is scrolled to the top of the screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { board, openPlayground, playFirstMove, tilesOnBoard } from './playground';
import { shot } from './helpers';

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
  { width: 320, height: 640 },
  { width: 844, height: 390 },
];

/** Where each element is (a test id, or a CSS selector), and whether it lies wholly inside the screen as it is now (no scrolling). */
async function onScreen(page: Page, testIds: string[]): Promise<Record<string, string>> {
  return page.evaluate((ids) => {
    const out: Record<string, string> = {};
    for (const id of ids) {
      const e = document.querySelector(/^[\w-]+$/.test(id) ? `[data-testid="${id}"]` : id);
      if (!e) {
        out[id] = 'missing';
        continue;
      }
      const r = e.getBoundingClientRect();
      const inside = r.width > 0 && r.height > 0 && r.top >= -0.5 && r.left >= -0.5 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
      out[id] = inside ? 'in' : `out (${Math.round(r.left)}, ${Math.round(r.top)}) to (${Math.round(r.right)}, ${Math.round(r.bottom)}) on ${innerWidth} × ${innerHeight}`;
    }
    return out;
  }, testIds);
}

/** The board's box is on the first screen, wholly, and big enough to play on; nothing (a control, a notice) is drawn over its middle or its corners. */
async function expectFirstScreen(page: Page, testIds: string[]): Promise<void> {
  const ids = ['board-viewport', 'board-hand', ...testIds];
  await expect.poll(async () => JSON.stringify(await onScreen(page, ids))).toBe(JSON.stringify(Object.fromEntries(ids.map((id) => [id, 'in']))));
  const clear = await page.evaluate(() => {
    const box = document.querySelector('[data-testid=board-viewport]')!;
    const r = box.getBoundingClientRect();
    const points = [
      [0.5, 0.5],
      [0.1, 0.1],
      [0.9, 0.1],
      [0.1, 0.9],
      [0.9, 0.9],
    ].map(([fx, fy]) => [r.left + fx * r.width, r.top + fy * r.height]);
    return { height: r.height, width: r.width, covered: points.filter(([x, y]) => !box.contains(document.elementFromPoint(x, y))).length };
  });
  expect(clear.covered, 'something drawn over the board').toBe(0);
  const { height } = page.viewportSize()!;
  // Upright, the box is a quarter of the screen's height or more (160 px at least); held sideways, two thirds or more.
  expect(clear.height).toBeGreaterThanOrEqual(height > 500 ? Math.max(160, height / 4) : (height * 2) / 3);
}

for (const size of SIZES) {
  const name = `${size.width} × ${size.height}`;
  test.describe(`the first screen on a phone, ${name}`, () => {
    test.use({ viewport: size, hasTouch: true, isMobile: true });

    test('a lesson step that asks for a move: the task, the tile in hand and the board', { tag: '@learn' }, async ({ page }) => {
      await page.goto('/learn/at-a-glance/');
      const lesson = page.getByTestId('lesson');
      await expect(lesson).toHaveAttribute('data-ready', 'true');
      // On through the steps with Next, as a person would, to the first that asks for a tile to be laid.
      for (let i = 0; i < 8 && (await lesson.getAttribute('data-kind')) !== 'place'; i++) await page.getByTestId('lesson-next').tap();
      await expect(lesson).toHaveAttribute('data-kind', 'place');
      await expect(page.locator('.board__legal-cell').first()).toBeAttached();
      await expectFirstScreen(page, ['lesson-task', 'board-status']);
      await shot(page, `test-results/first-screen-lesson-${size.width}x${size.height}.png`);
    });

    for (const id of ['road-five-tiles', 'endgame-close-for-the-farmer']) {
      test(`a puzzle (${id}): what to do, the tile in hand and the board`, { tag: '@puzzles' }, async ({ page }) => {
        await page.goto(`/puzzles/${id}/`);
        await expect(board(page)).toHaveAttribute('data-ready', 'true');
        await expect(page.locator('.board__legal-cell').first()).toBeAttached();
        await expectFirstScreen(page, ['puzzle-objective-short', 'board-status']);
        await shot(page, `test-results/first-screen-puzzle-${id}-${size.width}x${size.height}.png`);
      });
    }

    test('the playground, free and in a game: the tile in hand, the board and its status line', { tag: '@playground' }, async ({ page }) => {
      await openPlayground(page);
      await expect(page.locator('.board__legal-cell').first()).toBeAttached();
      await expectFirstScreen(page, ['board-status']);

      // A four-player game a few turns in, opened again: the players, the bag count, the board.
      await openPlayground(page, '?test-hooks&seed=21');
      await page.getByTestId('game-players').selectOption('4');
      await page.getByTestId('game-new').tap();
      await expect(page.getByTestId('game-panel')).toHaveAttribute('data-state', 'playing');
      for (let i = 0; i < 5; i++) {
        const before = await tilesOnBoard(page).count();
        const said = await playFirstMove(page);
        if (said === 'played') await expect(tilesOnBoard(page)).toHaveCount(before + 1);
      }
      await openPlayground(page);
      await expect(page.getByTestId('game-panel')).toHaveAttribute('data-state', 'playing');
      // The game came back from the save, with the player count it was started with.
      await expect(page.getByTestId('game-players')).toHaveValue('4');
      await expect(page.locator('.board__legal-cell').first()).toBeAttached();
      await expectFirstScreen(page, ['game-bar', 'bag-count', 'board-status']);
      await shot(page, `test-results/first-screen-game-${size.width}x${size.height}.png`);
    });

    test('the checker’s board step, scrolled to: the tile in hand, the board, what to do and the palette’s first row', { tag: '@check' }, async ({ page }) => {
      await page.goto('/check/');
      await expect(page.getByTestId('check')).toHaveAttribute('data-ready', 'true');
      await expect(board(page)).toHaveAttribute('data-ready', 'true');
      await page.locator('#ck-board').evaluate((h) => h.scrollIntoView({ block: 'start' }));
      const palette = page.getByTestId('check-palette');
      const perRow = await palette.evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
      await expectFirstScreen(page, ['board-status', `[data-testid=check-palette] > li:nth-child(${perRow})`]);
      await shot(page, `test-results/first-screen-check-${size.width}x${size.height}.png`);
    });
  });
}
