import { chromium } from 'playwright-core';
import fs from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.waitForFunction(() => document.body.dataset.link === 'online');
await page.waitForTimeout(1500);
const buf = await browser.stopTracing();
const ev = JSON.parse(buf.toString()).traceEvents;
// main thread: find the renderer main thread = thread with most 'RunTask' in the page's pid
const runs = ev.filter((e) => e.name === 'RunTask' && e.ph === 'X');
const byTid = {};
for (const e of runs) byTid[e.pid + ':' + e.tid] = (byTid[e.pid + ':' + e.tid] || 0) + e.dur;
const names = Object.fromEntries(ev.filter((e) => e.name === 'thread_name').map((e) => [e.pid + ':' + e.tid, e.args.name]));
const main = Object.keys(byTid).filter((k) => names[k] === 'CrRendererMain').sort((a, b) => byTid[b] - byTid[a])[0];
const [pid, tid] = main.split(':').map(Number);
const mine = ev.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
const tasks = mine.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
const t0 = tasks[0].ts;
const long = tasks.filter((t) => t.dur > 12500);
console.log('tasks', tasks.length, 'total ms', Math.round(tasks.reduce((a, t) => a + t.dur, 0) / 1000), 'over 12.5 ms:', long.length);
for (const t of long) {
  const inner = mine.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t);
  const agg = {};
  for (const e of inner) agg[e.name] = (agg[e.name] || 0) + e.dur;
  const top = Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n}:${Math.round(d / 1000)}`);
  console.log(Math.round((t.ts - t0) / 1000), 'ms +', Math.round(t.dur / 1000), top.join(' '));
}
const agg = {};
for (const e of mine) if (e.name !== 'RunTask') agg[e.name] = (agg[e.name] || 0) + e.dur;
console.log(Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 14).map(([n, d]) => `${n}:${Math.round(d / 1000)}`).join(' '));
await browser.close();
