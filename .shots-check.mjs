import { chromium } from '@playwright/test';
const base = process.argv[2] ?? 'http://localhost:4349';
const out = '/work/plan/shots/checker';
const example = {
  format: 'carcassonne-position/1',
  players: ['green', 'black', 'yellow', 'blue', 'red'],
  tiles: [
    { tile: 'D', x: 0, y: 0, rot: 0 }, { tile: 'Q', x: 0, y: -1, rot: 2 }, { tile: 'F', x: -1, y: -1, rot: 0 }, { tile: 'E', x: -2, y: -1, rot: 1 },
    { tile: 'M', x: 1, y: -1, rot: 3 }, { tile: 'U', x: -1, y: 0, rot: 1 }, { tile: 'W', x: 1, y: 0, rot: 0 }, { tile: 'B', x: 0, y: 1, rot: 0 },
    { tile: 'O', x: 2, y: 0, rot: 1 }, { tile: 'E', x: 3, y: 0, rot: 3 }],
  meeples: [
    { player: 'green', x: -2, y: -1, at: 'E' }, { player: 'green', x: 1, y: -1, at: 'N' }, { player: 'black', x: 0, y: 0, at: 'N' },
    { player: 'yellow', x: 0, y: 1, at: 'C' }, { player: 'blue', x: 2, y: 0, at: 'N' }, { player: 'red', x: -1, y: 0, at: 'W' }],
  scores: { green: 10, black: 4, yellow: 7, blue: 0, red: 15 },
};
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, opts] of [['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }], ['desktop', { viewport: { width: 1280, height: 800 } }]]) {
  const ctx = await b.newContext(opts);
  const page = await ctx.newPage();
  await page.goto(`${base}/check/`);
  await page.waitForSelector('[data-testid=check][data-ready=true]');
  await page.screenshot({ path: `${out}/${name}-empty.png`, fullPage: true });
  await page.getByTestId('check-import').setInputFiles({ name: 'example.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(example)) });
  await page.waitForSelector('[data-testid=check-result]');
  await page.screenshot({ path: `${out}/${name}-result.png`, fullPage: true });
  // A score that cannot be read, and a name another player has.
  const seat = (i) => page.locator(`.ck-seat[data-seat="${i}"]`);
  await seat(1).getByTestId('score-before').fill('4x');
  await seat(0).locator('.ck-name').fill('red');
  await seat(0).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/${name}-field-errors.png` });
  await seat(1).getByTestId('score-before').fill('4');
  await seat(0).locator('.ck-name').fill('');
  // A cell tapped where the chosen tile does not fit: the tiles that do come first.
  await page.getByTestId('check-palette').locator('[data-letter="V"]').click();
  const vp = page.getByTestId('board-viewport');
  await vp.scrollIntoViewIfNeeded();
  const box = await vp.boundingBox();
  const [tx, ty, scale] = (await vp.getAttribute('data-view')).split(' ').map(Number);
  const px = box.x + tx + (0 + 0.5) * 100 * scale, py = box.y + ty + (2 + 0.5) * 100 * scale;
  if (name === 'phone') await page.touchscreen.tap(px, py); else await page.mouse.click(px, py);
  await page.waitForSelector('[data-fits="true"]');
  await page.getByTestId('board').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/${name}-fits-first.png` });
  await page.locator('.ck-rules').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/${name}-rules.png` });
  await ctx.close();
}
await b.close();
