// The text pages: How to play (with its four diagrams), About and Privacy load from our own
// server without errors, at phone and desktop sizes, and link back to the game. The start
// screen's and the leaderboard's words on which games are rated name seeks and challenges too; the
// start page keeps to its Content-Security-Policy, which refuses an injected inline script or style.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, screenshot } from './harness.mjs';

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
      await page.waitForSelector('#lang .lang-menu'); // the page's words are filled in from the catalog
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

test('the pages say that seeks and challenges can be rated, not only Play online', async () => {
  const page = await open_page(browser, server.url);
  // Every word the markup names in texts.js is filled in.
  const empty = await page.$$eval('[data-text]', (els) => els.filter((e) => e.textContent.trim() === '').map((e) => e.dataset.text));
  assert.deepEqual(empty, []);
  const box = await page.textContent('#ratings-box p.quiet');
  assert.match(box, /“Play online”/);
  assert.match(box, /seeks and challenges marked Rated/);
  assert.match(box, /a seek is, unless you untick it/);
  await page.goto(`${server.url}#leaderboard`);
  await page.waitForSelector('#leaderboard:not([hidden])');
  const lead = await page.textContent('#leaderboard p.lead');
  assert.match(lead, /^Rated games are those between two people from “Play online”, and seeks and challenges marked Rated\./);
  // No page says any more that only Play online is rated.
  for (const file of ['', 'how-to-play.html', 'about.html', 'privacy.html', 'oware.html']) {
    await page.goto(server.url + file);
    const text = await page.evaluate(() => document.body.innerText);
    assert.doesNotMatch(text, /rated games are those from “Play online”|from “Play online” between two people are rated/i, file || 'index.html');
  }
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the start page runs under a Content-Security-Policy that refuses inline script and style', async () => {
  const page = await open_page(browser, server.url);
  // The page itself needs nothing the policy refuses: no violation while it loads and connects.
  assert.deepEqual(page.problems, []);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected_ran = true';
    document.body.append(script);
    document.body.insertAdjacentHTML('beforeend', '<p id="injected-style" style="display: none">x</p>');
  });
  assert.equal(await page.evaluate(() => window.injected_ran), undefined);
  assert.notEqual(await page.$eval('#injected-style', (e) => getComputedStyle(e).display), 'none');
  // Each refusal reaches the console as an error (page.problems), a moment after the fact.
  const refusals = () => page.problems.filter((p) => /Content Security Policy/.test(p)).length;
  for (let i = 0; i < 100 && refusals() < 2; ++i) await page.waitForTimeout(20);
  assert.equal(refusals(), 2, page.problems.join('\n'));
  await page.context().close();
});
