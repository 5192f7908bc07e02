import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, locale: 'en' });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.argv[3] || 4) });
await page.addInitScript(() => {
  window.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration), e.attribution?.[0]?.containerSrc || '']); }).observe({ type: 'longtask', buffered: true });
});
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.waitForFunction(() => document.body.dataset.link === 'online');
await page.waitForTimeout(3000);
const r = await page.evaluate(() => ({ lt: window.__lt, fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime), res: performance.getEntriesByType('resource').length }));
const tbt = r.lt.filter(([s]) => s > r.fcp).reduce((a, [, d]) => a + Math.max(0, d - 50), 0);
console.log(JSON.stringify(r), 'TBT after FCP', tbt);
await browser.close();
