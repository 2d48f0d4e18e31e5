/**
 * The site's own pages and frame: the 404 page, the about page with its data
 * panel (export, import, reset), the home page that starts no worker, and the
 * language menu, shown once the site is built in a second language.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { CATALOGUE_LINE, PHONE, builtPages, isDevPage, watchProblems } from './helpers';

test.describe('site', { tag: '@site' }, () => {
  const WORKER_SCRIPT = /\/_astro\/engine\.worker[^/]*\.js(\?.*)?$/;

  test.describe('404 page', () => {
    for (const path of ['/no-such-page/', '/learn/lesson-99', '/nothing.html']) {
      test(`an unknown address (${path}) gets the 404 page with status 404`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is not on the table');
        await expect(page.getByRole('main')).toContainText('There is no page at this address');
        await expect(page).toHaveTitle('Page not found · Carcassonne Tutor');
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      });
    }

    test('it links home and to every section', async ({ page }) => {
      await page.goto('/no-such-page/');
      const main = page.getByRole('main');
      for (const [name, href] of [
        ['Learn', '/learn/'],
        ['Puzzles', '/puzzles/'],
        ['Check a score', '/check/'],
        ['Playground', '/playground/'],
      ]) {
        await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      await main.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test.describe('about page', () => {
    test('says what the site is, whose the trademarks are, and credits the rule sources', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'About this site and your data' }).click();
      await expect(page).toHaveURL('/about/');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('About Carcassonne Tutor');
      await expect(main).toContainText('unofficial');
      await expect(main).toContainText('trademarks of Hans im Glück');
      await expect(main).toContainText('Wikicarpedia (wikicarpedia.com)');
      for (const title of ['Základní hra', '基本版(第一版)', 'Jeu de base', 'Ukázková hra – Tiskni a hraj']) {
        await expect(main.locator('cite', { hasText: title })).toHaveCount(1);
      }
      await expect(main.locator('cite[lang="zh"]')).toHaveText('基本版(第一版)');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About this site and your data' })).toHaveAttribute('aria-current', 'page');
    });
  });

  test.describe('your data on this device', () => {
    const SAVE = '{"version":1,"position":{"tiles":[]},"history":[],"hand":null}';

    async function openWithData(page: Page, data: Record<string, string>): Promise<void> {
      await page.goto('/about/');
      await page.evaluate((d) => {
        localStorage.clear();
        for (const [k, v] of Object.entries(d)) localStorage.setItem(k, v);
      }, data);
      await page.reload();
      // The panel is an island (client:idle); bring it into view as a reader would.
      await page.locator('#data').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('data-panel')).toBeVisible();
    }
    const stored = (page: Page) =>
      page.evaluate(() => Object.fromEntries(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])));

    test('lists what is kept, or says nothing is', async ({ page }) => {
      await openWithData(page, {});
      await expect(page.getByTestId('data-empty')).toHaveText('Nothing is kept in this browser yet.');
      await expect(page.getByRole('button', { name: 'Delete all my data' })).toBeDisabled();
      await openWithData(page, { 'carc.playground.v1': SAVE, 'carc.playground.v1.corrupt': 'x', 'not-ours': '1' });
      const items = page.getByTestId('data-items').getByRole('listitem');
      await expect(items).toHaveCount(2);
      await expect(items.nth(0)).toContainText('The playground board');
      await expect(items.nth(1)).toContainText('A damaged copy, kept aside so nothing is lost (carc.playground.v1.corrupt)');
    });

    test('export, delete (after a confirm), then import brings it all back', async ({ page }, testInfo) => {
      await openWithData(page, { 'carc.playground.v1': SAVE, 'carc:learn/progress': '{"version":1,"data":[]}', 'not-ours': 'stays' });
      const before = await stored(page);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export to a file' }).click();
      const file = testInfo.outputPath('data.json');
      await (await download).saveAs(file);
      expect((await download).suggestedFilename()).toBe('carcassonne-tutor-data.json');
      await expect(page.getByTestId('data-note')).toContainText('Saved as carcassonne-tutor-data.json');
      const exported = JSON.parse(readFileSync(file, 'utf8'));
      expect(exported.items.map((i: { key: string }) => i.key)).toEqual(['carc.playground.v1', 'carc:learn/progress']);

      // Delete asks first; "Cancel" keeps everything.
      await page.getByRole('button', { name: 'Delete all my data' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('Delete everything this site keeps');
      await expect(dialog.getByRole('button', { name: 'Yes, delete it' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      expect(await stored(page)).toEqual(before);

      await page.getByRole('button', { name: 'Delete all my data' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete it' }).click();
      await expect(page.getByTestId('data-note')).toHaveText('Everything this site kept in this browser was deleted.');
      await expect(page.getByTestId('data-empty')).toBeVisible();
      expect(await stored(page)).toEqual({ 'not-ours': 'stays' });

      await page.getByTestId('data-import').setInputFiles(file);
      await expect(page.getByRole('alertdialog')).toContainText('data.json holds 2 items');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, replace it' }).click();
      await expect(page.getByTestId('data-note')).toHaveText('data.json was imported: 2 items restored.');
      expect(await stored(page)).toEqual(before);
      await expect(page.getByTestId('data-items').getByRole('listitem')).toHaveCount(2);
    });

    test('a bad file is refused with a clear message and nothing is lost', async ({ page }) => {
      await openWithData(page, { 'carc.playground.v1': SAVE });
      const before = await stored(page);
      for (const [name, text, reason] of [
        ['notes.txt', 'just some notes', 'it is not a JSON file'],
        ['board.json', '{"tiles":[]}', 'it is not a Carcassonne Tutor data file'],
        ['future.json', '{"carcassonne-tutor":7,"items":[]}', 'it was made by a newer version of the site (format 7)'],
        ['other.json', '{"carcassonne-tutor":1,"items":[{"key":"token","text":"x"}]}', 'entry 1 has the key "token"'],
      ]) {
        await page.getByTestId('data-import').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
        const note = page.getByTestId('data-note');
        await expect(note).toContainText(`${name} was not imported, and nothing was changed: ${reason}`);
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        expect(await stored(page)).toEqual(before);
      }
    });
  });

  test.describe('home page', () => {
    test('names the engine’s catalogue without starting the worker', async ({ page, baseURL }) => {
      const watch = watchProblems(page, new URL(baseURL!).origin);
      const workerRequests: string[] = [];
      page.on('request', (r) => {
        if (WORKER_SCRIPT.test(r.url())) workerRequests.push(r.url());
      });
      await page.goto('/');
      // The page's one script (the offline copy's) has run once the page has loaded and the browser has been idle.
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null))));
      await expect(page.getByTestId('engine-line')).toContainText(CATALOGUE_LINE);
      expect(await page.evaluate(() => document.querySelectorAll('astro-island').length), 'islands on the home page').toBe(0);
      expect(workerRequests).toEqual([]);
      expect(watch.problems).toEqual([]);
    });
    // Without JavaScript the line reads the same: engine.spec.ts, 'without JavaScript the home page still reads and links work'.
  });

  test('the language menu appears with a second language built, and fits the header at both widths', async ({ page }) => {
    // The test build has the pseudo-locale (docs/i18n.md); a published build with English alone has no menu
    // (tests/built/pages.test.ts checks each page against the languages of its build).
    const languages = [...new Set(builtPages().filter((p) => !isDevPage(p)).map((p) => /^\/(cs|fr|zh|pseudo)\//.exec(p)?.[1] ?? 'en'))];
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const switcher = page.getByTestId('language-switcher');
      await expect(switcher).toHaveCount(languages.length > 1 ? 1 : 0);
      if (languages.length < 2) continue;
      await expect(switcher).toBeInViewport({ ratio: 1 });
      await switcher.click();
      await expect(page.locator('.lang__panel a')).toHaveCount(languages.length);
      await expect(page.locator('.lang__panel a[aria-current="true"]')).toHaveAttribute('lang', 'en');
      await page.keyboard.press('Escape');
    }
  });

  test('the tab icon (16 and 32 px) and the web app’s SVG icon are served by the site', async ({ request }) => {
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    // An icon file (reserved 0, type 1: icon) whose images include 16 and 32 px squares.
    const bytes = await ico.body();
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const sizes = Array.from({ length: bytes[4] }, (_, i) => `${bytes[6 + 16 * i]}x${bytes[7 + 16 * i]}`);
    expect(sizes).toEqual(expect.arrayContaining(['16x16', '32x32']));
    const svg = await request.get('/favicon.svg');
    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
  });
});
