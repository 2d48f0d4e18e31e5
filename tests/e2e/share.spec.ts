/**
 * Share links and position files on the playground (issue 6), in Chromium:
 * a link opens the same board elsewhere, a file exports and imports, and
 * hostile input — damaged or huge links, broken, oversized or binary files,
 * player names that look like HTML — gets a clear message while the board
 * on the table (and the one saved in the browser) stays as it was.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { encodeLink } from '../../src/engine/link';
import type { Position } from '../../src/engine/notation';
import { DESKTOP, PHONE, watchProblems } from './helpers';
import { STORAGE_KEY, board, clickCell, openPanel, openPlayground, pickTile, tilesOnBoard } from './playground';

test.describe('playground', { tag: '@playground' }, () => {
  const KEY = STORAGE_KEY;
  const SMALL = readFileSync(join(process.cwd(), 'docs/examples/small.json'), 'utf8');

  const notice = (page: Page) => page.getByTestId('playground-notice');
  const shareStatus = (page: Page) => page.getByTestId('share-status');
  const tiles = tilesOnBoard;

  async function ready(page: Page): Promise<void> {
    await expect(board(page)).toHaveAttribute('data-ready', 'true');
  }

  /**
   * Two turns with the mouse: Red closes the start tile's city with E and scores 4;
   * Blue lays a road east of it with a meeple on the road.
   */
  async function buildBoard(page: Page): Promise<void> {
    await pickTile(page, 'E');
    await page.getByTestId('board-rotate').click();
    await page.getByTestId('board-rotate').click();
    await expect(page.getByTestId('board-hand').locator('svg[data-tile="E"]')).toHaveAttribute('data-rot', '2');
    await clickCell(page, 0, -1);
    await expect(board(page)).toHaveAttribute('data-pending', 'true');
    await page.locator('.board__target[data-spot="S"]').click();
    await expect(page.getByTestId('score-Red')).toHaveText('4');

    await pickTile(page, 'U');
    await page.getByTestId('board-rotate').click();
    await expect(page.getByTestId('board-hand').locator('svg[data-tile="U"]')).toHaveAttribute('data-rot', '1');
    await clickCell(page, 1, 0);
    await expect(board(page)).toHaveAttribute('data-pending', 'true');
    await clickCell(page, 1, 0);
    await expect(page.locator('[data-meeple-at="1,0,E"]')).toHaveAttribute('data-player', 'Blue');
    await expect(tiles(page)).toHaveCount(3);
  }

  /** What the scores table shows, row by row: name, score, final score, meeples left. */
  /** The score table's rows for the board buildBoard makes (each player's name and figures). */
  const BUILT_ROWS = [
    ['Red', '4', '4', '7'],
    ['Blue', '0', '2', '6'],
  ];

  async function scoreRows(page: Page): Promise<string[][]> {
    await expect(page.getByTestId('scores').locator('td', { hasText: '…' })).toHaveCount(0);
    return page
      .getByTestId('scores')
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) => Array.from(r.querySelectorAll('th, td')).map((c) => (c.textContent ?? '').replace(/to play$/, '').trim())),
      );
  }

  const savedPosition = (page: Page) =>
    page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null')?.data?.position ?? null, KEY) as Promise<Position | null>;

  async function importFile(page: Page, name: string, content: string | Buffer, mimeType = 'application/json'): Promise<void> {
    await page.getByTestId('share-import').setInputFiles({ name, mimeType, buffer: typeof content === 'string' ? Buffer.from(content) : content });
  }

  const position = (extra: Partial<Position> & Pick<Position, 'tiles'>): string =>
    JSON.stringify({ format: 'carcassonne-position/1', players: ['Red', 'Blue'], ...extra }, null, 2);

  test.describe('share links', () => {
    test('a shared link opens the same board, with the same scores, in another browser', async ({ page, browser, baseURL, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const watch = watchProblems(page, new URL(baseURL!).origin);
      await openPlayground(page);
      await buildBoard(page);
      // The columns worked out by the engine follow the last move a moment later: wait for the board's figures.
      await expect.poll(() => scoreRows(page)).toEqual(BUILT_ROWS);
      const rows = BUILT_ROWS;

      await page.getByTestId('share-link').click();
      await expect(shareStatus(page)).toHaveText('Link copied. Anyone who opens it gets this board.');
      const link = await page.getByTestId('share-url').inputValue();
      expect(link).toMatch(new RegExp(`^${baseURL}/playground/#c2/`));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await expect(page.getByTestId('share-url')).toHaveAttribute('readonly', '');

      // Nothing is saved in a fresh browser context: the link's board is simply there.
      const other = await browser.newContext({ viewport: PHONE });
      const friend = await other.newPage();
      const friendWatch = watchProblems(friend, new URL(baseURL!).origin);
      await friend.goto(link);
      await ready(friend);
      await expect(notice(friend)).toHaveText(/^The board from the link is on the table\./);
      await expect(notice(friend)).not.toContainText('previous board');
      await expect(tiles(friend)).toHaveCount(3);
      await expect(friend.locator('[data-meeple-at="1,0,E"]')).toHaveAttribute('data-player', 'Blue');
      await expect.poll(() => scoreRows(friend)).toEqual(rows);
      // On the friend's phone the scores are a sheet over the board, opened from the bar under it.
      await openPanel(friend, 'scores');
      await expect(friend.locator('[data-player="Red"]').getByText('to play')).toBeVisible();
      // The code leaves the address once read, and the board is saved there: a reload keeps it.
      expect(new URL(friend.url()).hash).toBe('');
      await friend.reload();
      await ready(friend);
      await expect(tiles(friend)).toHaveCount(3);
      await expect.poll(() => scoreRows(friend)).toEqual(rows);
      await other.close();

      expect(watch.problems).toEqual([]);
      expect(friendWatch.problems).toEqual([]);
    });

    test('a link never silently replaces the saved board: it can be brought back', async ({ page }) => {
      await openPlayground(page);
      await buildBoard(page);
      const mine = await savedPosition(page);
      expect(mine?.tiles).toHaveLength(3);

      const theirs: Position = {
        format: 'carcassonne-position/1',
        players: ['Ann', 'Bob', 'Cy'],
        tiles: [
          { x: 0, y: 0, tile: 'D', rot: 0 },
          { x: -1, y: 0, tile: 'U', rot: 1 },
        ],
        meeples: [],
        scores: { Ann: 0, Bob: 7, Cy: 0 },
        toPlay: 'Bob',
      };
      await page.goto(`/playground/#${encodeLink(theirs)}`);
      await ready(page);
      await expect(notice(page)).toContainText('The board from the link is on the table.');
      await expect(notice(page)).toContainText('Your previous board was kept');
      await expect(page.getByTestId('scores').locator('tbody tr')).toHaveCount(3);
      await expect(page.getByTestId('score-Bob')).toHaveText('7');
      await expect(tiles(page)).toHaveCount(2);

      // The notice's button brings the previous board back …
      await page.getByTestId('playground-restore').click();
      await expect(notice(page)).toContainText('Your previous board is back');
      await expect(tiles(page)).toHaveCount(3);
      await expect(page.getByTestId('score-Red')).toHaveText('4');
      expect((await savedPosition(page))?.tiles).toEqual(mine?.tiles);
      // … and Undo goes back to the shared one, then to the previous one again.
      await page.getByTestId('board-undo').click();
      await expect(page.getByTestId('score-Bob')).toHaveText('7');
      await page.getByTestId('board-undo').click();
      await expect(page.getByTestId('score-Red')).toHaveText('4');
      await expect(tiles(page)).toHaveCount(3);
    });

    test('a damaged link says what is wrong and keeps the board', async ({ page, baseURL }) => {
      // Reloading quickly cancels requests of the page being left: those are not problems.
      const watch = watchProblems(page, new URL(baseURL!).origin, { ignoreAborted: true });
      await openPlayground(page);
      await buildBoard(page);
      await page.getByTestId('share-link').click();
      const good = await page.getByTestId('share-url').inputValue();
      const code = good.slice(good.indexOf('#') + 1);
      const mine = await savedPosition(page);

      const cases: [string, string][] = [
        ['hello%20there', 'should start with "c2/"'],
        [code.slice(0, code.lastIndexOf('/')), 'has 9 parts separated by "/"; a "c2/" code has 10'],
        [code.slice(0, code.indexOf('_') + 3), 'has 3 parts separated by "/"; a "c2/" code has 10'],
        [code.replace('E2', 'Q7'), 'is not a tile code'],
        [code.replace('1E1.0', '5E1.0'), 'belongs to player 6, but there are only 2 players'],
        // Decodes, but the engine refuses it: E upright shows a field to the start tile's city.
        ['c1/Red~Blue/D00.0_E00.-1//0~0/0/', 'Tile 2 (E at (0, -1)): its south side is a field, but the north side of tile 1 (D at (0, 0)) is a city.'],
        ['c1/Red~Red/D00.0//0~0/0/', 'the name "Red" is used twice'],
      ];
      for (const [hash, message] of cases) {
        // A fresh load, and the same link pasted into the address bar of the open page.
        for (const how of ['load', 'paste'] as const) {
          if (how === 'load') await openPlayground(page, `#${hash}`);
          else await page.evaluate((h) => (window.location.hash = h), hash);
          await expect(notice(page), `${how} #${hash}`).toContainText('This link’s board could not be opened:');
          await expect(notice(page), `${how} #${hash}`).toContainText(message);
          await expect(notice(page)).toContainText('Your own board was kept as it was.');
          await expect(notice(page)).toHaveAttribute('role', 'alert');
          await expect(tiles(page)).toHaveCount(3);
          await expect(page.getByTestId('score-Red')).toHaveText('4');
          expect(await savedPosition(page)).toEqual(mine);
          // Dismissed, so the next case shows its own message.
          await notice(page).getByRole('button', { name: 'Dismiss' }).click();
        }
      }
      // The skip link's anchor is not a board code: it stays in the address and the saved board comes back.
      await page.goto('/');
      await openPlayground(page, '#main');
      await expect(notice(page)).toHaveText(/Your board from last time is back/);
      expect(new URL(page.url()).hash).toBe('#main');
      await expect(tiles(page)).toHaveCount(3);
      expect(watch.problems).toEqual([]);
    });

    test('a 1 MB hash is refused by its length with a message', async ({ page }) => {
      // Two page loads with a megabyte in the address, each checked in full: slow on a busy machine.
      test.slow();
      await openPlayground(page);
      await buildBoard(page);
      const mine = await savedPosition(page);
      const huge = `c1/${'A'.repeat(1024 * 1024)}`;
      // Opened from another page, then pasted into the address bar of the open playground.
      await page.goto('/');
      for (const how of ['load', 'paste'] as const) {
        if (how === 'load') await openPlayground(page, `#${huge}`);
        else await page.evaluate((h) => (window.location.hash = h), huge);
        await expect(notice(page), how).toContainText(`The board code in this link is ${huge.length} characters long; the longest a board needs is 8192.`);
        await expect(notice(page)).toContainText('Your own board was kept as it was.');
        await expect(tiles(page)).toHaveCount(3);
        expect(await savedPosition(page)).toEqual(mine);
        // The message names the length, not the code itself.
        expect((await notice(page).textContent())!.length).toBeLessThan(400);
        expect(new URL(page.url()).hash).toBe('');
        await notice(page).getByRole('button', { name: 'Dismiss' }).click();
      }
    });
  });

  test.describe('position files', () => {
    test('export downloads the board as a position file; importing it back gives the same board', async ({ page, baseURL }) => {
      const watch = watchProblems(page, new URL(baseURL!).origin);
      await openPlayground(page);
      await buildBoard(page);
      await expect.poll(() => scoreRows(page)).toEqual(BUILT_ROWS);
      const rows = BUILT_ROWS;

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('share-export').click()]);
      expect(download.suggestedFilename()).toBe('carcassonne-board.json');
      const text = readFileSync((await download.path())!, 'utf8');
      expect(text.startsWith('{\n  "format": "carcassonne-position/1",\n  "players": [\n    "Red",\n')).toBe(true);
      const exported = JSON.parse(text) as Position;
      expect(exported.tiles).toHaveLength(3);
      expect(exported.meeples).toEqual([{ player: 'Blue', x: 1, y: 0, at: 'E' }]);
      expect(exported.scores).toEqual({ Red: 4, Blue: 0 });
      expect(exported.toPlay).toBe('Red');
      await expect(shareStatus(page)).toHaveText('The board was saved as “carcassonne-board.json”.');

      // A new board, then the exported file brings the game back; the new board can be restored.
      await page.getByTestId('playground-reset').click();
      await expect(tiles(page)).toHaveCount(1);
      await importFile(page, 'carcassonne-board.json', text);
      await expect(notice(page)).toContainText('The board from “carcassonne-board.json” is on the table.');
      await expect(tiles(page)).toHaveCount(3);
      await expect.poll(() => scoreRows(page)).toEqual(rows);
      expect(watch.problems).toEqual([]);
    });

    test('a valid file is loaded; so is one dropped on the board', async ({ page }) => {
      await openPlayground(page);
      await importFile(page, 'small.json', SMALL);
      // Nothing had been played: the untouched board is not offered back.
      await expect(notice(page)).toHaveText(/^The board from “small\.json” is on the table\./);
      await expect(page.getByTestId('playground-restore')).toHaveCount(0);
      await expect(tiles(page)).toHaveCount(4);
      await expect(page.locator('[data-meeple-at]')).toHaveCount(3);
      await expect(page.getByTestId('score-red')).toHaveText('4');
      await expect(page.locator('[data-player="blue"]').getByText('to play')).toBeVisible();

      // Dropped on the board area.
      const other = position({
        tiles: [
          { x: 0, y: 0, tile: 'D', rot: 0 },
          { x: 0, y: 1, tile: 'B', rot: 0 },
        ],
        meeples: [{ player: 'Blue', x: 0, y: 1, at: 'C' }],
      });
      const zone = page.locator('.pg__main');
      const drag = (type: string) =>
        zone.evaluate(
          (el, [text, t]) => {
            const data = new DataTransfer();
            data.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
            el.dispatchEvent(new DragEvent(t, { bubbles: true, cancelable: true, dataTransfer: data }));
          },
          [other, type] as const,
        );
      await drag('dragenter');
      await drag('dragover');
      await expect(zone).toHaveClass(/share-drop-target/);
      await drag('drop');
      await expect(notice(page)).toContainText('The board from “dropped.json” is on the table.');
      await expect(notice(page)).toContainText('Your previous board was kept');
      await expect(page.locator('.pg__main')).not.toHaveClass(/share-drop-target/);
      await expect(tiles(page)).toHaveCount(2);
      await expect(page.locator('[data-meeple-at="0,1,C"]')).toHaveAttribute('data-player', 'Blue');
      await page.getByTestId('playground-restore').click();
      await expect(tiles(page)).toHaveCount(4);
    });

    test('broken, mismatched, unknown, huge and binary files are refused with the reason; the board stays', async ({ page, baseURL }) => {
      // A dozen files read and refused one after another, one of them huge: slow on a busy machine.
      test.slow();
      const watch = watchProblems(page, new URL(baseURL!).origin);
      await openPlayground(page);
      await buildBoard(page);
      const mine = await savedPosition(page);

      const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), Buffer.alloc(2000, 7)]);
      const cases: [string, string | Buffer, string][] = [
        ['broken.json', '{"format": "carcassonne-position/1", "players": ["Red",', 'This is not valid JSON'],
        [
          'edges.json',
          position({
            tiles: [
              { x: 0, y: 0, tile: 'D', rot: 0 },
              { x: 1, y: 0, tile: 'E', rot: 0 },
            ],
          }),
          'Tile 1 (D at (0, 0)): its east side is a road, but the west side of tile 2 (E at (1, 0)) is a field.',
        ],
        [
          'unknown.json',
          position({
            tiles: [
              { x: 0, y: 0, tile: 'D', rot: 0 },
              { x: 3, y: -1, tile: 'Z', rot: 0 },
            ],
          }),
          'Tile 2 at (3, -1): "Z" is not a tile of the base game',
        ],
        ['format.json', JSON.stringify({ format: 'chess/1', players: ['Red'], tiles: [] }), 'In format: expected "carcassonne-position/1" but found "chess/1".'],
        ['huge.json', `{"format": "carcassonne-position/1", "pad": "${'x'.repeat(10 * 1024 * 1024)}"}`, 'The file is 10.0 MB; a position file can be at most 256 KB'],
        ['picture.png', png, 'This is not valid JSON'],
        ['empty.json', '', 'The file is empty.'],
        ['deep.json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'This file nests lists and objects 100000 levels deep; a position needs no more than 3.'],
      ];
      for (const [name, content, message] of cases) {
        await importFile(page, name, content, name.endsWith('.png') ? 'image/png' : 'application/json');
        const alert = shareStatus(page).getByRole('alert');
        await expect(alert, name).toContainText(`“${name}” could not be opened`);
        await expect(alert, name).toContainText(message);
        await expect(alert).toContainText('Your board was kept as it was.');
        await expect(tiles(page)).toHaveCount(3);
        await expect(page.getByTestId('score-Red')).toHaveText('4');
        expect(await savedPosition(page), name).toEqual(mine);
      }
      // No control characters from the binary file reach the page.
      await importFile(page, 'picture.png', png, 'image/png');
      const shown = (await shareStatus(page).getByRole('alert').textContent()) ?? '';
      // eslint-disable-next-line no-control-regex
      expect(shown).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
      expect(watch.problems).toEqual([]);
    });

    test('player names that look like HTML are shown as text, in the page and through a link', async ({ page, browser, baseURL }) => {
      const IMG = '<img src=x onerror=alert(1)>';
      const SCRIPT = '<script>alert(1)</script>';
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      const watch = watchProblems(page, new URL(baseURL!).origin);
      await openPlayground(page);
      await importFile(
        page,
        `${IMG}.json`,
        JSON.stringify({
          format: 'carcassonne-position/1',
          players: [IMG, SCRIPT],
          tiles: [
            { x: 0, y: 0, tile: 'D', rot: 0 },
            { x: 1, y: 0, tile: 'U', rot: 1 },
          ],
          meeples: [{ player: SCRIPT, x: 1, y: 0, at: 'E' }],
          scores: { [IMG]: 3, [SCRIPT]: 5 },
          toPlay: SCRIPT,
        }),
      );
      await expect(notice(page)).toContainText(`The board from “${IMG}.json” is on the table.`);
      const table = page.getByTestId('scores');
      // Row headers: the name, then the "to play" badge for the player to play.
      await expect(table.locator('tbody th')).toHaveText([IMG, `${SCRIPT}to play`]);
      await expect(table.getByText(IMG, { exact: true })).toBeVisible();
      await expect(table.getByText(SCRIPT)).toBeVisible();
      await expect(page.getByTestId(`score-${SCRIPT}`)).toHaveText('5');
      await expect(page.getByTestId('feature-list')).toContainText(`held by ${SCRIPT}`);

      const injected = async (p: Page) =>
        p.evaluate(() => ({
          imgs: document.querySelectorAll('img[src="x"], img[onerror]').length,
          scripts: Array.from(document.scripts).filter((s) => s.textContent?.includes('alert(1)')).length,
        }));
      expect(await injected(page)).toEqual({ imgs: 0, scripts: 0 });

      // The same names through a share link, opened elsewhere.
      await page.getByTestId('share-link').click();
      const link = await page.getByTestId('share-url').inputValue();
      const other = await browser.newContext();
      const friend = await other.newPage();
      friend.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await friend.goto(link);
      await ready(friend);
      await expect(friend.getByTestId('scores').locator('tbody th')).toHaveText([IMG, `${SCRIPT}to play`]);
      await expect(friend.getByTestId('scores').getByText(IMG, { exact: true })).toBeVisible();
      await expect(friend.getByTestId(`score-${IMG}`)).toHaveText('3');
      expect(await injected(friend)).toEqual({ imgs: 0, scripts: 0 });
      await other.close();

      expect(dialogs).toEqual([]);
      expect(watch.problems).toEqual([]);
    });
  });

  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`the share panel fits the page (${label})`, async ({ page }) => {
      await page.setViewportSize(size);
      await openPlayground(page);
      await openPanel(page, 'share');
      await page.getByTestId('share-link').click();
      await expect(page.getByTestId('share-url')).toBeVisible();
      for (const id of ['share-link', 'share-export']) await expect(page.getByTestId(id)).toBeVisible();
      await expect(page.getByText('Import file', { exact: true })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
