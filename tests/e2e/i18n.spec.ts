/**
 * The site in another language, in Chromium (docs/i18n.md), on the test build's second language, the pseudo-locale
 * (/pseudo/, lang en-XA): the language menu keeps the page, its query and anchor, and remembers the choice; a first
 * visit is offered the browser's language, never redirected; an island is worded in its page's language and loads no
 * other language's words.
 */
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, watchProblems } from './helpers';

const OTHER = '/pseudo';
const OTHER_LANG = 'en-XA';

test.describe('languages', { tag: '@site' }, () => {
  test('the menu keeps the page, its query and anchor, and remembers the choice', async ({ page, baseURL }) => {
    await page.setViewportSize(PHONE);
    const watch = watchProblems(page, new URL(baseURL!).origin, { ignoreAborted: true });
    await page.goto('/learn/glossary/?from=test#farm');
    await page.getByTestId('language-switcher').click();
    await page.locator(`.lang__panel a[lang="${OTHER_LANG}"]`).click();
    await expect(page).toHaveURL(`${OTHER}/learn/glossary/?from=test#farm`);
    await expect(page.locator('html')).toHaveAttribute('lang', OTHER_LANG);
    await expect(page.locator('#farm')).toBeInViewport();
    expect(await page.evaluate(() => localStorage.getItem('carc:language'))).toBe(JSON.stringify({ version: 1, data: 'pseudo' }));
    // Back on an English page (a link from elsewhere): the remembered language is offered, not forced.
    await page.goto('/check/');
    await expect(page).toHaveURL('/check/');
    const offer = page.locator('[data-lang-offer]');
    await expect(offer).toBeVisible();
    await expect(offer.locator('p')).toHaveAttribute('lang', OTHER_LANG);
    await offer.getByRole('link').click();
    await expect(page).toHaveURL(`${OTHER}/check/`);
    // On a page of the chosen language nothing is offered.
    await expect(page.locator('[data-lang-offer]')).toBeHidden();
    expect(watch.problems).toEqual([]);
  });

  test('a first visit is offered the browser’s language when the site has it; staying is remembered', async ({ browser }) => {
    const context = await browser.newContext({ locale: OTHER_LANG, viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL('/');
    const offer = page.locator('[data-lang-offer]');
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link')).toHaveAttribute('href', `${OTHER}/`);
    await offer.getByRole('button').click();
    await expect(offer).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('carc:language'))).toBe(JSON.stringify({ version: 1, data: 'en' }));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-lang-offer-checked', 'none');
    await expect(offer).toBeHidden();
    await context.close();
    // A browser in English is offered nothing.
    const english = await browser.newContext({ locale: 'en-GB', serviceWorkers: 'block' });
    const p2 = await english.newPage();
    await p2.goto('/');
    await expect(p2.locator('html')).toHaveAttribute('data-lang-offer-checked', 'none');
    await expect(p2.locator('[data-lang-offer]')).toBeHidden();
    await english.close();
  });

  for (const [name, viewport] of [
    ['a phone', PHONE],
    ['a phone held sideways', { width: 844, height: 390 }],
    ['a narrow phone', { width: 320, height: 640 }],
    ['a desktop', DESKTOP],
  ] as const) {
    test(`the offer of another language never covers the board or the tile in hand (${name})`, async ({ browser }) => {
      const touch = viewport.width < 1000;
      const context = await browser.newContext({ locale: OTHER_LANG, viewport, isMobile: touch, hasTouch: touch, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto('/puzzles/road-five-tiles/');
      const offer = page.locator('[data-lang-offer]');
      await expect(offer).toBeVisible();
      // The island has woken (the board's camera has taken over).
      await expect(page.locator('.board__svg > g[transform]')).toBeAttached();
      const o = (await offer.boundingBox())!;
      // The board (its toolbar with the tile in hand, its box) starts below the offer's bar.
      for (const part of ['.board__toolbar', '.board__viewport']) {
        const b = (await page.locator(part).first().boundingBox())!;
        expect(o.y + o.height, `${part} starts at ${b.y}`).toBeLessThanOrEqual(b.y);
      }
      // It goes with the page when it scrolls (it never follows the visitor down to the board).
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect.poll(async () => (await offer.boundingBox())!.y).toBeLessThan(0);
      await context.close();
    });
  }

  test('an island is worded in its page’s language and loads no other language’s words', async ({ page, baseURL }) => {
    await page.setViewportSize(PHONE);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const watch = watchProblems(page, new URL(baseURL!).origin);
    await page.goto(`${OTHER}/check/`);
    // The checker's first control, rendered by its island in the page's language (pseudo: accented English).
    const heading = page.getByRole('heading', { level: 2 }).first();
    await expect(heading).toHaveText(/Þļååýééŕš/);
    const words = scripts.filter((s) => /\/(?:[a-z]+\.)?(cs|fr|zh)\.[\w-]+\.js$/.test(s));
    expect(words, 'no Czech, French or Chinese words on a page in another language').toEqual([]);
    expect(scripts.some((s) => /\/pseudo\.[\w-]+\.js$/.test(s))).toBe(true);
    expect(watch.problems).toEqual([]);
  });
});
