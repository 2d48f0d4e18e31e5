/**
 * Working the playground's board from a test, as a person would: open the
 * page, pick a tile, find a cell on screen, click it. Shared by the specs
 * that drive the board (board, resilience, share).
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Where the playground keeps its board in the browser. */
/** Where the playground's save is: the site store's entry `playground`, as {"version": 1, "data": save}. */
export const STORAGE_KEY = 'carc:playground';
/** Where saves of the older form were (no envelope); the page reads one there and moves it to STORAGE_KEY. */
export const LEGACY_KEY = 'carc.playground.v1';
/** A save as the page stores it under STORAGE_KEY: the saved playground in the store's envelope. */
export const storedSave = (save: unknown): string => JSON.stringify({ version: 1, data: save });

export const board = (page: Page): Locator => page.getByTestId('board');
export const viewport = (page: Page): Locator => page.getByTestId('board-viewport');
/** The tiles drawn on the board, one element each (with data-cell="x,y"). */
export const tilesOnBoard = (page: Page): Locator => page.locator('.board__tiles [data-cell]');

/** Open the playground (with an optional query or hash, e.g. '?test-hooks' or '#c1/…') and wait for the board. */
export async function openPlayground(page: Page, suffix = ''): Promise<void> {
  await page.goto(`/playground/${suffix}`);
  await expect(board(page)).toHaveAttribute('data-ready', 'true');
}

/**
 * Play a move of the tile in hand through the playground's test hook (page opened with ?test-hooks) and answer what
 * happened: 'played', 'nothing to play', or the refusal. The hook answers with a ticket and the outcome is read with
 * synchronous calls until it is there (playHook.ts says why no promise is awaited across the protocol).
 */
export async function playFirstMove(page: Page): Promise<string> {
  type Hook = { __carcPlayFirstMove(): number; __carcMoveOutcome(ticket: number): string | null };
  const ticket = await page.evaluate(() => (window as unknown as Hook).__carcPlayFirstMove());
  let outcome: string | null = null;
  await expect
    .poll(async () => (outcome = await page.evaluate((t) => (window as unknown as Hook).__carcMoveOutcome(t), ticket)), { intervals: [20, 50, 100], timeout: 30_000 })
    .not.toBeNull();
  return outcome!;
}

/** The board's camera as the component reports it: screen = world × scale + (tx, ty); a cell is 100 world units. */
export async function readView(page: Page): Promise<{ tx: number; ty: number; scale: number }> {
  const raw = await viewport(page).getAttribute('data-view');
  const [tx, ty, scale] = (raw ?? '').split(' ').map(Number);
  return { tx, ty, scale };
}

/**
 * Page coordinates of a point of cell (x, y); (fx, fy) is where in the cell, 0..1 (default: the centre). Scrolls the
 * board into view first; a cell the board's view leaves out of its box (it frames the cells in play, not the whole
 * map) is brought in first by dragging the board, as a person would.
 */
export async function cellPoint(page: Page, x: number, y: number, fx = 0.5, fy = 0.5): Promise<{ x: number; y: number }> {
  await viewport(page).scrollIntoViewIfNeeded();
  const box = (await viewport(page).boundingBox())!;
  const at = async () => {
    const v = await readView(page);
    return { x: box.x + v.tx + (x + fx) * 100 * v.scale, y: box.y + v.ty + (y + fy) * 100 * v.scale };
  };
  const p = await at();
  const margin = 8;
  if (p.x >= box.x + margin && p.x <= box.x + box.width - margin && p.y >= box.y + margin && p.y <= box.y + box.height - margin) return p;
  // Drag the point to the middle of the box, by a mouse or a finger, in one move (from the middle, so the press starts on the board).
  const mid = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const to = { x: mid.x + (mid.x - p.x), y: mid.y + (mid.y - p.y) };
  const before = await viewport(page).getAttribute('data-view');
  await page.mouse.move(mid.x, mid.y);
  await page.mouse.down();
  await page.mouse.move((mid.x + to.x) / 2, (mid.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  await expect(viewport(page)).not.toHaveAttribute('data-view', before ?? '');
  const q = await at();
  expect(q.x > box.x && q.x < box.x + box.width && q.y > box.y && q.y < box.y + box.height, `cell (${x}, ${y}) brought into the board's box`).toBe(true);
  return q;
}

/** Move the mouse to a point of cell (x, y) and click there. */
export async function clickCell(page: Page, x: number, y: number, fx = 0.5, fy = 0.5): Promise<void> {
  const p = await cellPoint(page, x, y, fx, fy);
  await page.mouse.move(p.x, p.y);
  await page.mouse.click(p.x, p.y);
}

/** Choose a tile in the picker (opening it first on a phone) and check that it is the one in hand. */
export async function pickTile(page: Page, letter: string): Promise<void> {
  // On a phone the picker is a sheet over the board, opened from the board's toolbar.
  const open = page.getByTestId('open-tiles');
  if (await open.isVisible()) {
    await open.click();
    await expect(page.locator('#pg-tiles-sheet')).toBeInViewport();
  }
  const radio = page.getByTestId('tile-picker').locator(`[data-letter="${letter}"]`);
  await radio.click();
  await expect(radio).toHaveAttribute('aria-checked', 'true');
}

/** Open a side panel: on a phone it is a sheet over the board, opened from the bar under the board; elsewhere it is already shown. */
export async function openPanel(page: Page, name: 'scores' | 'solver' | 'share' | 'features'): Promise<void> {
  const open = page.getByTestId(`open-${name}`);
  if (await open.isVisible()) {
    if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
    await expect(page.getByTestId(`pg-${name}-sheet`)).toBeInViewport();
  }
}
