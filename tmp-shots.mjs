import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4449';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1, locale: 'en-US' });
for (const p of pages) {
  const page = await ctx.newPage();
  await page.goto(base + p);
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  const name = p.replace(/\//g, '_') || 'root';
  await page.screenshot({ path: `/tmp/i18n-shots/${name}.png`, fullPage: true });
  // overflow check: elements wider than viewport or clipped text
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(p, 'scrollWidth', wide);
  await page.close();
}
await browser.close();
