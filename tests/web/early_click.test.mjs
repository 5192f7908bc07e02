// A button pressed while the page is drawn but its app still on the way (a slow network: the
// bundle's chunks held back here) is pressed again once the app has wired it, instead of being
// lost, with the name typed and the level chosen meanwhile; a form's submit button pressed then
// does not reload the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server_and_browser_per_file } from './harness.mjs';

const shared = server_and_browser_per_file();
const HOLD_MS = 2000;

/** A new page at the server's start page with every chunk of the bundle held back HOLD_MS. */
async function slow_page() {
  const context = await shared.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (m) => m.type() === 'error' && page.problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => page.problems.push(`pageerror: ${e.message}`));
  await page.route(/\/pages\/chunk-\w+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, HOLD_MS));
    await route.continue();
  });
  await page.goto(shared.server.url, { waitUntil: 'domcontentloaded' });
  return page;
}

test('"Play the computer" pressed before the app has arrived starts the game once it has, with the name and level chosen then', async () => {
  const page = await slow_page();
  await page.fill('#name', 'Ines');
  await page.selectOption('#bot-level', 'easy');
  await page.click('#btn-bot');
  // Pressed while the app was still held back: nothing is wired yet.
  assert.notEqual(await page.evaluate(() => document.body.dataset.link), 'online');
  await page.waitForSelector('#game:not([hidden])', { timeout: 20000 });
  await page.waitForFunction(() => document.querySelector('#game').dataset.game);
  assert.equal(await page.evaluate(() => document.body.dataset.link), 'online');
  assert.equal(await page.isHidden('#offline'), true, 'the server’s game, not the offline one');
  assert.match(await page.textContent('#game'), /Ines \(you\) vs Computer \(easy\)/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a seek’s submit button pressed before the app has arrived creates the seek, without a reload', async () => {
  const page = await slow_page();
  const address = page.url();
  await page.evaluate(() => (window.same_document = true));
  await page.click('#seek-create');
  await page.waitForFunction(() => document.querySelector('#seek-status').dataset.seek, null, { timeout: 20000 });
  assert.equal(page.url(), address);
  assert.equal(await page.evaluate(() => window.same_document), true, 'the page was not reloaded');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
