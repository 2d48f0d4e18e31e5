import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, watchProblems } from './helpers';

test.describe('site', { tag: '@site' }, () => {
  const SECTIONS = [
    { name: 'Learn', path: '/learn/' },
    { name: 'Puzzles', path: '/puzzles/' },
    { name: 'Check a score', path: '/check/' },
    { name: 'Playground', path: '/playground/' },
  ];

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`the main navigation reaches every section and comes home (${label})`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      const watch = watchProblems(page, new URL(baseURL!).origin, { ignoreAborted: true });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText(SECTIONS.map((s) => s.name));

      for (const section of SECTIONS) {
        await nav.getByRole('link', { name: section.name, exact: true }).click();
        await expect(page).toHaveURL(section.path);
        await expect(page.locator('h1')).toBeVisible();
        // The current section is marked, and only that one.
        await expect(nav.getByRole('link', { name: section.name, exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
      }

      await page.getByRole('banner').getByRole('link', { name: /Carcassonne Tutor/ }).click();
      await expect(page).toHaveURL('/');
      await expect(nav.locator('a[aria-current="page"]')).toHaveCount(0);
      expect(watch.problems).toEqual([]);
    });
  }

  test('the home page offers the four sections as cards that link to them', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'What you can do here' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    for (const [i, section] of SECTIONS.entries()) {
      await page.goto('/');
      const link = cards.nth(i).getByRole('link');
      await expect(link).toHaveAttribute('href', section.path);
      await link.click();
      await expect(page).toHaveURL(section.path);
    }
  });

  test('the home page says what the site offers', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main).toContainText('Learn the rules');
    await expect(main).toContainText('Solve puzzles');
    await expect(main).toContainText('Check a final score');
  });

  test('on a phone, the first screen of the home page shows a board and a button that starts lesson 1', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/');
    const start = page.getByTestId('home-start');
    const art = page.locator('.hero__art');
    for (const el of [start, art]) {
      await expect(el).toBeVisible();
      const box = (await el.boundingBox())!;
      expect(box.y + box.height, 'within the first screen').toBeLessThanOrEqual(PHONE.height);
    }
    expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The engine's figures are a note for the curious, after the sections.
    const sections = (await page.locator('.cards').boundingBox())!;
    expect((await page.getByTestId('engine-line').boundingBox())!.y).toBeGreaterThan(sections.y);
    await start.tap();
    await expect(page).toHaveURL(/\/learn\/at-a-glance\/$/);
    await context.close();
  });

  test('the footer links to every section', async ({ page }) => {
    await page.goto('/learn/');
    const footer = page.getByRole('contentinfo');
    for (const section of SECTIONS) {
      await expect(footer.getByRole('link', { name: section.name, exact: true })).toHaveAttribute('href', section.path);
    }
  });

  test('the skip link is the first stop for the keyboard and moves focus to the content', async ({ page }) => {
    await page.goto('/puzzles/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab continues inside the content, not back in the header.
    await page.keyboard.press('Tab');
    const insideMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false);
    const inFooter = await page.evaluate(() => document.querySelector('footer')?.contains(document.activeElement) ?? false);
    expect(insideMain || inFooter).toBe(true);
  });

  test('keyboard focus is visible on navigation links', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn', exact: true });
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const outline = await link.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });

  test('the language switcher shows English and lists it as the current language', async ({ page }) => {
    // With one language the site hides the menu (site.spec.ts); the test page shows it on its own.
    await page.goto('/dev/language-menu/');
    const switcher = page.getByTestId('language-switcher');
    await expect(switcher).toHaveText('English');
    await expect(switcher).toHaveAccessibleName('Language: English');
    await switcher.click();
    const current = page.locator('.lang__panel a[aria-current="true"]');
    await expect(current).toBeVisible();
    await expect(current).toHaveText('English');
    await expect(current).toHaveAttribute('lang', 'en');
  });

  test('the language menu closes on Escape (focus back on its button) and on a click or focus elsewhere', async ({ page }) => {
    await page.goto('/dev/language-menu/');
    const switcher = page.getByTestId('language-switcher');
    const menu = page.locator('details.lang');
    const panel = page.locator('.lang__panel');

    await switcher.click();
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'English' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(panel).toBeHidden();
    await expect(switcher).toBeFocused();

    await switcher.click();
    await expect(panel).toBeVisible();
    await panel.click({ position: { x: 3, y: 3 } }); // inside (its padding, not a link): stays open
    await expect(menu).toHaveAttribute('open');
    await page.getByTestId('elsewhere').click();
    await expect(menu).not.toHaveAttribute('open');

    await switcher.click();
    await expect(panel).toBeVisible();
    await page.getByRole('link', { name: 'A link after the menu' }).focus();
    await expect(menu).not.toHaveAttribute('open');
  });
});
