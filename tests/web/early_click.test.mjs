// A button pressed while the page is drawn but its app still on the way (a slow network: the
// bundle's chunks held back here) is pressed again once the app has wired it, instead of being
// lost, with the name, level and board chosen meanwhile (over those the player used last time);
// neither a form's submit button nor Enter in a field then reloads the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server_and_browser_per_file } from './harness.mjs';

const shared = server_and_browser_per_file();
const HOLD_MS = 2000;

/**
 * A new page at the server's start page with every chunk of the bundle held back HOLD_MS, and
 * `prefs` as the start form's stored choices; `page.held` counts the chunks held.
 */
async function slow_page(prefs = null) {
  const context = await shared.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.problems = [];
  page.held = 0;
  page.on('console', (m) => m.type() === 'error' && page.problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => page.problems.push(`pageerror: ${e.message}`));
  if (prefs) await page.addInitScript((p) => localStorage.setItem('mancala.prefs', p), JSON.stringify(prefs));
  await page.route(/\/pages\/chunk-\w+\.js$/, async (route) => {
    page.held++;
    await new Promise((r) => setTimeout(r, HOLD_MS));
    await route.continue();
  });
  await page.goto(shared.server.url, { waitUntil: 'domcontentloaded' });
  return page;
}

/** Whether the app has not started yet: only it fills the clock choices (`select`'s options). */
const app_not_started = (page, select) => page.evaluate((id) => document.getElementById(id).options.length === 0, select);

test('"Play the computer" pressed before the app has arrived starts the game once it has, with the name, level and board chosen then', async () => {
  const page = await slow_page({ variant: { game: 'kalah', pits: 6, seeds: 4 }, level: 'hard' });
  await page.fill('#name', 'Ines');
  await page.selectOption('#bot-level', 'easy');
  await page.selectOption('#v-seeds', '3');
  await page.click('#btn-bot');
  assert.equal(await app_not_started(page, 'tc-bot'), true, 'pressed before the app was wired');
  await page.waitForSelector('#game:not([hidden])', { timeout: 30000 });
  await page.waitForFunction(() => document.querySelector('#game').dataset.game);
  assert.ok(page.held > 0, 'the chunks were held back');
  assert.equal(await page.evaluate(() => document.body.dataset.link), 'online');
  assert.equal(await page.isHidden('#offline'), true, 'the server’s game, not the offline one');
  const text = await page.textContent('#game');
  assert.match(text, /Ines \(you\) vs Computer \(easy\)/);
  assert.match(text, /Kalah 6 × 3/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a seek’s submit button, or Enter in the name, before the app has arrived reloads nothing; the seek is created once it has', async () => {
  const page = await slow_page();
  const address = page.url();
  await page.evaluate(() => (window.same_document = true));
  await page.fill('#name', 'Jo');
  await page.press('#name', 'Enter');
  await page.click('#seek-create');
  assert.equal(await app_not_started(page, 'tc-seek'), true, 'pressed before the app was wired');
  await page.waitForFunction(() => document.querySelector('#seek-status').dataset.seek, null, { timeout: 30000 });
  assert.ok(page.held > 0, 'the chunks were held back');
  assert.equal(page.url(), address);
  assert.equal(await page.evaluate(() => window.same_document), true, 'the page was not reloaded');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
