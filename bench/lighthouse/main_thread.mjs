#!/usr/bin/env node
// The page's main-thread work while it starts, for two servers side by side (docs/PERFORMANCE.md
// §Lighthouse). Lighthouse's blocking time swings 5–10× between runs of the same page on this
// shared machine; the sum of the page's tasks moves less, and loading two builds in turn puts both
// under the same noise. Not part of `make test`.
//
//   node bench/lighthouse/main_thread.mjs URL_A URL_B [--runs 10]
//
// Each run opens the URL in a fresh context of Debian's headless Chromium (412 × 823, no
// throttling), records a trace from the navigation to 2.5 s after the load, and sums the
// renderer main thread's tasks: `busy` (ms) and `over` (each task's 4 × duration − 50 ms, when
// positive: a task's share of Lighthouse's blocking time with its mobile preset's 4× slower CPU, before
// its simulation reorders the tasks). The URLs are loaded in turn, A then B, `--runs` times; prints
// each URL's medians and every run's `busy`.

import { chromium } from 'playwright-core';

function args() {
  const argv = process.argv.slice(2);
  const out = { urls: [], runs: 10 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') out.runs = Number(argv[++i]);
    else out.urls.push(argv[i]);
  }
  if (out.urls.length !== 2 || !Number.isInteger(out.runs) || out.runs < 1)
    throw new Error('usage: bench/lighthouse/main_thread.mjs URL_A URL_B [--runs N]');
  return out;
}

/** {busy, over} in ms for one load of `url` (above). */
async function one_load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const complete = new Promise((resolve) => cdp.on('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  // The renderer's main thread: of the threads named CrRendererMain, the one with the most task time.
  const key = (e) => `${e.pid}:${e.tid}`;
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(key));
  const tasks = new Map();
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X' && mains.has(key(e))) tasks.set(key(e), [...(tasks.get(key(e)) ?? []), e.dur / 1000]);
  const [durations] = [...tasks.values()].sort((a, b) => b.reduce((x, y) => x + y, 0) - a.reduce((x, y) => x + y, 0));
  return {
    busy: durations.reduce((a, d) => a + d, 0),
    over: durations.reduce((a, d) => a + Math.max(0, 4 * d - 50), 0),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { urls, runs } = args();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const results = urls.map(() => []);
  for (let r = 0; r < runs; r++) for (const [i, url] of urls.entries()) results[i].push(await one_load(browser, url));
  for (const [i, url] of urls.entries()) {
    const busy = results[i].map((x) => x.busy);
    console.log(`${url}  busy ms median ${median(busy).toFixed(0)}  over ms median ${median(results[i].map((x) => x.over)).toFixed(0)}  busy: ${busy.map(Math.round).join(' ')}`);
  }
} finally {
  await browser.close();
}
