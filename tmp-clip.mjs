import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4449';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-XA' });
for (const p of process.argv.slice(2)) {
  const page = await ctx.newPage();
  await page.goto(base + p);
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  const found = await page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const cs = getComputedStyle(el);
      if (cs.display === 'none' || cs.visibility === 'hidden') continue;
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      const clipsX = el.scrollWidth > el.clientWidth + 1 && (cs.overflowX !== 'visible' || cs.textOverflow === 'ellipsis');
      const clipsY = el.scrollHeight > el.clientHeight + 1 && cs.overflowY !== 'visible' && cs.overflowY !== 'auto' && cs.overflowY !== 'scroll';
      const outside = r.right > innerWidth + 1 || r.left < -1;
      const spills = ['BUTTON','A','LABEL','SUMMARY','TH','TD','SPAN','P','H1','H2','H3','LI','STRONG'].includes(el.tagName) && r.width > 2 && el.scrollWidth > el.clientWidth + 1 && cs.display !== 'inline';
      if ((hasText || el.tagName === 'BUTTON') && (clipsX || clipsY || outside || spills)) out.push(`${el.tagName}.${el.className} "${el.textContent.trim().slice(0, 40)}" ${clipsX ? 'clipX' : ''}${clipsY ? 'clipY' : ''}${outside ? 'outside' : ''}${spills ? 'spills' : ''} ${Math.round(r.width)}`);
    }
    return out;
  });
  console.log(p, found.length ? '\n  ' + found.join('\n  ') : 'ok');
  await page.close();
}
await browser.close();
