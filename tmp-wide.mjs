import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:4449' + process.argv[2]);
await page.waitForLoadState('load');
await page.waitForTimeout(2000);
console.log(await page.evaluate(() => {
  const out = [document.documentElement.scrollWidth];
  for (const el of document.querySelectorAll('body *')) { const r = el.getBoundingClientRect(); if (r.right > innerWidth + 1 && r.width) out.push(`${el.tagName}.${el.className} ${Math.round(r.left)}-${Math.round(r.right)} "${el.textContent.trim().slice(0,30)}"`); }
  return out.slice(0, 12).join('\n');
}));
await page.screenshot({ path: '/tmp/i18n-shots/pg-desktop.png' });
await browser.close();
