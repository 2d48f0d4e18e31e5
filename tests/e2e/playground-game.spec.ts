/**
 * A real game in the playground: a shuffled bag (seeded with ?test-hooks&seed=N),
 * a tile drawn for each turn, a tile that fits nowhere set aside, the game
 * played to its end with final scoring and the winner, kept over a reload,
 * and carried by a share link (c2: the tile in hand and the bag).
 */
import { expect, test, type Page } from '@playwright/test';
import { encodeLink } from '../../src/engine/link';
import type { Position } from '../../src/engine/notation';
import { DESKTOP, PHONE, shot } from './helpers';
import { board, clickCell, openPlayground, playFirstMove, tilesOnBoard } from './playground';

test.describe('playground', { tag: '@playground' }, () => {
  const panel = (page: Page) => page.getByTestId('game-panel');
  // The bag's count is shown once, in the board's toolbar.
  const bag = (page: Page) => page.getByTestId('bag-count');

  async function newGame(page: Page, players: number): Promise<void> {
    await page.getByTestId('game-players').selectOption(String(players));
    await page.getByTestId('game-new').click();
    await expect(panel(page)).toHaveAttribute('data-state', 'playing');
  }

  /** Play the first legal move of the tile in hand through the page's own path (test hook), and wait for the board to show it. */
  async function playOne(page: Page): Promise<void> {
    const before = await tilesOnBoard(page).count();
    const said = await playFirstMove(page);
    if (said === 'played') await expect(tilesOnBoard(page)).toHaveCount(before + 1);
  }

  test('a game from the bag: one tile drawn per turn, no picker, the bag counts down', async ({ page }) => {
    await openPlayground(page, '?test-hooks&seed=11');
    await newGame(page, 3);
    await expect(bag(page)).toHaveText('70 tiles left in the bag');
    await expect(page.getByTestId('bag-count')).toHaveText('70 tiles left in the bag');
    await expect(page.getByTestId('tile-picker')).toHaveCount(0);
    // The game's players are fixed while it is played: the count cannot change under it.
    await expect(page.getByTestId('player-count')).toBeDisabled();
    await expect(page.getByTestId('player-count')).toHaveValue('3');
    await expect(page.getByTestId('game-hand')).toHaveText(/^Red holds tile [A-X]\.$/);
    await playOne(page);
    await expect(bag(page)).toHaveText('69 tiles left in the bag');
    await expect(page.getByTestId('game-hand')).toHaveText(/^Blue holds tile [A-X]\.$/);
    await expect(page.getByTestId('playground-notice')).toContainText(/Blue draws [A-X]\./);

    // Undo takes the turn back and the tile drawn goes back into the hand; redo plays it again.
    const handAfter = await page.getByTestId('game-hand').textContent();
    await page.getByTestId('board-undo').click();
    await expect(tilesOnBoard(page)).toHaveCount(1);
    await expect(bag(page)).toHaveText('70 tiles left in the bag');
    await expect(page.getByTestId('game-hand')).toHaveText(/^Red holds tile [A-X]\.$/);
    await page.getByTestId('board-redo').click();
    await expect(tilesOnBoard(page)).toHaveCount(2);
    await expect(page.getByTestId('game-hand')).toHaveText(handAfter!);
  });

  test('the game, its bag and the tile in hand survive a reload', async ({ page }) => {
    await openPlayground(page, '?test-hooks&seed=3');
    await newGame(page, 2);
    for (let i = 0; i < 3; i++) await playOne(page);
    const hand = await page.getByTestId('game-hand').textContent();
    const left = await bag(page).textContent();
    await page.reload();
    await expect(board(page)).toHaveAttribute('data-ready', 'true');
    await expect(panel(page)).toHaveAttribute('data-state', 'playing');
    await expect(tilesOnBoard(page)).toHaveCount(4);
    await expect(page.getByTestId('game-hand')).toHaveText(hand!);
    await expect(bag(page)).toHaveText(left!);
    // …and the game goes on from there.
    await playOne(page);
    await expect(tilesOnBoard(page)).toHaveCount(5);
  });

  test('a drawn tile that fits nowhere is set aside and the same player draws the next (from a c2 link)', async ({ page }) => {
    // The start tile's city is closed by E: no open city edge is left, so C (all city) fits nowhere.
    const pos: Position = {
      format: 'carcassonne-position/1',
      players: ['Red', 'Blue'],
      tiles: [
        { x: 0, y: 0, tile: 'D', rot: 0 },
        { x: 0, y: -1, tile: 'E', rot: 2 },
      ],
      meeples: [],
      toPlay: 'Blue',
      inHand: 'C',
      remaining: ['A', 'B'],
    };
    await openPlayground(page, `#${encodeLink(pos)}`);
    await expect(page.getByTestId('playground-notice')).toContainText('Tile C fits nowhere and is set aside; Blue draws again.');
    await expect(panel(page)).toHaveAttribute('data-state', 'playing');
    await expect(page.getByTestId('game-hand')).toHaveText('Blue holds tile A.');
    await expect(page.getByTestId('game-set-aside')).toContainText('C');
    await expect(bag(page)).toHaveText('1 tile left in the bag');
  });

  test('a whole game from the bag to its end: final scoring, the winner, placing stops, a new game offered', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await openPlayground(page, '?test-hooks&seed=7');
    await newGame(page, 2);
    for (let turn = 0; turn < 80; turn++) {
      if ((await panel(page).getAttribute('data-state')) === 'over') break;
      await playOne(page);
    }
    await expect(panel(page)).toHaveAttribute('data-state', 'over');
    const setAside = (await page.getByTestId('game-set-aside').count()) ? ((await page.getByTestId('game-set-aside').textContent()) ?? '').replace(/^Set aside: /, '').split(', ').length : 0;
    await expect(tilesOnBoard(page)).toHaveCount(72 - setAside);
    await expect(page.getByTestId('playground-notice')).toContainText('the game is over');

    // Final scoring feature by feature, the totals and the winner(s).
    const final = page.getByTestId('game-final');
    await expect(final).toContainText('Final scoring:');
    await expect(final).toContainText('Total:');
    await expect(final.locator('.pg__final-lines li').first()).toContainText(/(city|road|cloister|farm)/i);
    await expect(page.getByTestId('game-winner')).toHaveText(/^Winners?\b/);
    // The scores panel shows the final totals.
    const red = Number(await page.getByTestId('final-Red').textContent());
    const blue = Number(await page.getByTestId('final-Blue').textContent());
    expect(red + blue).toBeGreaterThan(0);
    await expect(page.getByTestId('game-winner')).toContainText(red >= blue ? 'Red' : 'Blue');

    // Placing and solving stop: the board is for viewing, nothing is in hand, the hook has nothing to play.
    await expect(board(page)).toHaveClass(/board--view/);
    await expect(page.getByTestId('bag-count')).toHaveCount(0);
    expect(await playFirstMove(page)).toBe('nothing to play');
    await clickCell(page, 5, 5);
    await expect(tilesOnBoard(page)).toHaveCount(72 - setAside);
    await shot(page, 'test-results/game-over-1280.png');
    await page.setViewportSize(PHONE);
    await panel(page).scrollIntoViewIfNeeded();
    await shot(page, 'test-results/game-over-390.png', { fullPage: false });

    // A new game is offered and starts afresh.
    await page.getByTestId('game-new').click();
    await expect(panel(page)).toHaveAttribute('data-state', 'playing');
    await expect(tilesOnBoard(page)).toHaveCount(1);
    await expect(bag(page)).toHaveText('70 tiles left in the bag');
  });

  // A game in progress on a phone's first screen, its player count kept over a reload: first-screen.spec.ts.

  test('a seat played by the computer: it thinks in the worker, plays its move, waits after an undo, and is kept over a reload', async ({ page }) => {
    await openPlayground(page, '?test-hooks&seed=11');
    await newGame(page, 2);
    await page.getByTestId('computer-Blue').check();
    // Note what the page shows while the computer thinks (it may be quick): the indicator, and the board only for viewing.
    await page.evaluate(() => {
      const w = window as unknown as { __seen: string[] };
      w.__seen = [];
      new MutationObserver(() => {
        const line = document.querySelector('[data-testid="computer-thinking"]');
        const viewOnly = document.querySelector('[data-testid="board"]')?.classList.contains('board--view');
        if (line) w.__seen.push(`${line.textContent} ${viewOnly ? 'view' : 'play'}`);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    // Red's move (not playOne: the computer may answer before the board could be seen with Red's tile alone).
    expect(await tilesOnBoard(page).count()).toBe(1);
    expect(await playFirstMove(page)).toBe('played');
    // Blue's turn: the computer thinks and then plays.
    await expect(tilesOnBoard(page)).toHaveCount(3);
    expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toContain('Blue (the computer) is thinking… view');
    await expect(page.getByTestId('game-hand')).toHaveText(/^Red holds tile [A-X]\.$/);
    await expect(page.getByTestId('computer-thinking')).toHaveCount(0);

    // Undo takes the computer's move back, and the computer waits rather than play it again: the render that shows it
    // paused is the one that decides not to think, and it never starts thinking after that (the observer above notes
    // every state the page shows).
    const before = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen.length);
    await page.getByTestId('board-undo').click();
    await expect(tilesOnBoard(page)).toHaveCount(2);
    await expect(page.getByTestId('computer-paused')).toBeVisible();
    await expect(page.getByTestId('computer-thinking')).toHaveCount(0);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate((n) => (window as unknown as { __seen: string[] }).__seen.slice(n).filter((s) => s.includes('thinking')), before)).toEqual([]);
    await expect(tilesOnBoard(page)).toHaveCount(2);
    await page.getByTestId('computer-resume').click();
    await expect(tilesOnBoard(page)).toHaveCount(3);

    // The seats are part of the saved game.
    await page.reload();
    await expect(board(page)).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('computer-Blue')).toBeChecked();
    await expect(page.getByTestId('computer-Red')).not.toBeChecked();
  });
});
