/**
 * A game against the computer can be followed (issue 22, defect 4): the computer's move is said on the board's
 * status line (or, when no turn of the person's is answered, in a live region) without coordinates, framed on the
 * board; whose turn it is and the scores sit by the board; after an undo the computer's tile is offered to nobody and
 * "Let Blue play" is on the first screen. Also: the phone's one-line intro, the bag's count shown once, the best
 * moves hidden while the computer plays a seat unless asked for. On a touch phone and on a desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from './helpers';
import { board, cellPoint, openPlayground, tilesOnBoard } from './playground';

const PHONE_TOUCH = { viewport: PHONE, hasTouch: true, isMobile: true };

const status = (page: Page) => page.getByTestId('board-status');
const cells = async (page: Page): Promise<string[]> => tilesOnBoard(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-cell') ?? ''));

/** A new game for two, Blue played by the computer. */
async function gameAgainstBlue(page: Page, seed = 11): Promise<void> {
  await openPlayground(page, `?test-hooks&seed=${seed}`);
  await page.getByTestId('game-players').selectOption('2');
  await page.getByTestId('game-new').click();
  await expect(page.getByTestId('game-panel')).toHaveAttribute('data-state', 'playing');
  // Red (the person) plays first; Blue is the computer.
  await page.getByTestId('computer-Blue').check();
}

/** The person lays the tile in hand on the board as a person does (a tap on a phone, a click elsewhere), with no meeple. */
async function layByHand(page: Page, touch: boolean): Promise<string> {
  const legal = page.locator('.board__legal-cell.is-now').first();
  await expect(legal).toBeAttached();
  const cell = (await legal.getAttribute('data-cell'))!;
  const [x, y] = cell.split(',').map(Number);
  const p = await cellPoint(page, x, y);
  if (touch) {
    // A first tap shows the tile there, a second lays it.
    await page.touchscreen.tap(p.x, p.y);
    await expect(page.getByTestId('board-ghost')).toHaveAttribute('data-cell', cell);
    await page.touchscreen.tap(p.x, p.y);
  } else await page.mouse.click(p.x, p.y);
  await expect(board(page)).toHaveAttribute('data-pending', 'true');
  const none = page.getByTestId('board-no-meeple');
  if (touch) await none.tap();
  else await none.click();
  return cell;
}

for (const [name, use] of [
  ['on a touch phone', PHONE_TOUCH],
  ['on a desktop', { viewport: DESKTOP }],
] as const) {
  test.describe(`a game against the computer, ${name}`, { tag: '@playground' }, () => {
    test.use(use);
    // The computer thinks in a worker for up to a few seconds a move; a busy machine makes that longer (the suite's limit
    // of 120 s a test covers it).
    const touch = name === 'on a touch phone';

    test('the computer’s reply is said on the status line, framed on the board, with the scores and whose turn by the board', async ({ page }) => {
      await gameAgainstBlue(page);
      const mine = await layByHand(page, touch);
      await expect(tilesOnBoard(page)).toHaveCount(3);
      const theirs = (await cells(page)).find((c) => c !== '0,0' && c !== mine)!;

      // Red's move, then Blue's, then the next tile: who laid which tile, pointed at on the board, never as coordinates.
      await expect(status(page)).toContainText(/^Red laid tile [A-X]\. /);
      await expect(status(page)).toContainText(/Blue \(the computer\) laid tile [A-X], framed on the board/);
      await expect(status(page)).toContainText(/Red draws [A-X]\.$/);
      await expect(status(page)).not.toContainText(/column|row/);
      await expect(status(page)).toHaveAttribute('aria-live', 'polite');
      await expect(page.locator('[data-mark="last"]')).toHaveAttribute('data-cell', theirs);

      // The bar by the board: the scores and whose turn, on the first screen; the last move in words.
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const p of ['Red', 'Blue']) {
        await expect(page.getByTestId(`bar-score-${p}`)).toBeInViewport();
        await expect(page.getByTestId(`bar-score-${p}`)).toHaveText(/^\d+$/);
      }
      await expect(page.getByTestId('bar-Red')).toHaveAttribute('aria-current', 'true');
      await expect(page.getByTestId('bar-Red')).toContainText('to play');
      await expect(page.getByTestId('bar-Blue')).toContainText('computer');
      await expect(page.getByTestId('game-to-play')).toHaveText(/^Red to play, with tile [A-X]\.$/);
      await expect(page.getByTestId('last-move')).toContainText(/^Last move: Blue \(the computer\) laid tile [A-X], framed on the board/);
      // On a phone the status line is on the first screen too.
      if (touch) await expect(status(page)).toBeInViewport();
    });

    test('after an undo the computer’s tile is offered to nobody, and “Let Blue play” is by the board on the first screen', async ({ page }) => {
      await gameAgainstBlue(page);
      const mine = await layByHand(page, touch);
      await expect(tilesOnBoard(page)).toHaveCount(3);

      const undo = page.getByTestId('board-undo');
      if (touch) await undo.tap();
      else await undo.click();
      await expect(tilesOnBoard(page)).toHaveCount(2);
      // Blue's turn again, and Blue is the computer: no cell offered, no tile in hand on the board, the board only for viewing.
      await expect(board(page)).toHaveClass(/board--view/);
      await expect(page.locator('.board__legal-cell')).toHaveCount(0);
      await expect(page.getByTestId('board-hand')).toHaveCount(0);
      // The last move still framed: Red's, now the last on the board.
      await expect(page.locator('[data-mark="last"]')).toHaveAttribute('data-cell', mine);
      await expect(page.getByTestId('last-move')).toContainText(/^Last move: Red laid tile [A-X], framed on the board\./);

      await page.evaluate(() => window.scrollTo(0, 0));
      const resume = page.getByTestId('computer-resume');
      await expect(page.getByTestId('computer-paused')).toHaveText(/^Blue \(the computer\) waits with tile [A-X]\./);
      await expect(resume).toHaveText('Let Blue play');
      await expect(resume).toBeInViewport();
      const box = (await resume.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(tilesOnBoard(page)).toHaveCount(2);

      // Asked, the computer plays; no turn of the person's is answered, so the live region says its move.
      if (touch) await resume.tap();
      else await resume.click();
      await expect(tilesOnBoard(page)).toHaveCount(3);
      const spoken = page.getByTestId('game-spoken');
      await expect(spoken).toHaveAttribute('aria-live', 'polite');
      await expect(spoken).toContainText(/^Blue \(the computer\) laid tile [A-X], framed on the board/);
      await expect(spoken).toContainText(/Red draws [A-X]\.$/);
      await expect(spoken).not.toContainText(/column|row/);
      await expect(page.getByTestId('computer-paused')).toHaveCount(0);
      await expect(board(page)).toHaveClass(/board--play/);
    });

    test('the best moves stay hidden against the computer until asked for; the bag’s count is shown once', async ({ page }) => {
      await gameAgainstBlue(page);
      // One count of the tiles left, by the board.
      await expect(page.getByText(/tiles? left in the bag/).filter({ visible: true })).toHaveCount(1);
      await expect(page.getByTestId('bag-count')).toHaveText('70 tiles left in the bag');
      await expect(page.getByTestId('solver')).toHaveCount(0);
      if (touch) {
        // On a phone, opening the sheet is asking.
        await page.getByTestId('open-solver').tap();
        await expect(page.getByTestId('solver')).toBeInViewport();
      } else {
        await expect(page.getByTestId('solver-hidden')).toContainText('hidden while you play against the computer');
        await page.getByTestId('solver-show').click();
        await expect(page.getByTestId('solver')).toBeVisible();
      }
      // A game with no seat for the computer shows them as before.
      await page.getByTestId('computer-Blue').uncheck();
      await page.getByTestId('game-new').click();
      await expect(page.getByTestId('solver')).toBeAttached();
    });

    test('the page says in one line what it is for, on a phone too', async ({ page }) => {
      await openPlayground(page);
      const short = page.locator('.pg-lead-short');
      const long = page.locator('.pg-lead');
      if (touch) {
        await expect(short).toBeInViewport();
        await expect(long).toBeHidden();
        const lines = await short.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
        expect(lines).toBe(1);
      } else {
        await expect(long).toBeVisible();
        await expect(short).toBeHidden();
      }
    });
  });
}
