// The text pages: How to play (with its four diagrams), About and Privacy load from our own
// server without errors, at phone and desktop sizes, and link back to the game.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, screenshot } from './harness.mjs';

let server;
let browser;
before(async () => {
  server = await start_server();
  browser = await launch_browser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`the text pages load cleanly at ${viewport.width}×${viewport.height}`, async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const problems = [];
    const foreign = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (r) => !r.url().startsWith(server.url) && foreign.push(r.url()));
    for (const [file, heading] of [
      ['how-to-play.html', 'How to play Kalah'],
      ['about.html', 'About this site'],
      ['privacy.html', 'Privacy'],
    ]) {
      const res = await page.goto(server.url + file);
      assert.equal(res.status(), 200, file);
      assert.equal(await page.textContent('h1'), heading);
      assert.equal(await page.getAttribute('nav a[aria-current="page"]', 'href'), file);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= viewport.width, `${file} is ${width}px wide`);
      if (file === 'how-to-play.html') {
        // Six pictures: extra turn, capture before/after, empty opposite, sweep before/after.
        await page.waitForFunction(() => document.querySelectorAll('.mini svg').length === 6);
        const caps = await page.$$eval('.mini', (els) => els.map((e) => document.getElementById(e.getAttribute('aria-describedby'))?.textContent.trim()));
        assert.ok(caps.every((c) => c && c.length > 20), 'each picture has a caption');
        await screenshot(page, `how-to-play-${viewport.width}x${viewport.height}.png`);
      }
    }
    await page.click('text=Back to the game');
    await page.waitForSelector('#start:not([hidden])');
    assert.deepEqual(problems, []);
    assert.deepEqual(foreign, [], 'nothing is loaded from another site');
    await context.close();
  });
}
