// Quality checks of the game page: every control has an accessible name, each pit announces
// its count, and text keeps WCAG AA contrast (4.5:1) against what is behind it, at phone size.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game, screenshot } from './harness.mjs';
import { unnamed_controls, low_contrast } from './a11y.mjs';

let server;
let browser;
before(async () => {
  // Two strangers must meet in the queue before the computer steps in (the move clock test).
  server = await start_server({ '--bot-after-ms': 8000 });
  browser = await launch_browser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('every control has an accessible name and each pit announces its count', async () => {
  const page = await open_page(browser, server.url, { width: 390, height: 844 });
  assert.deepEqual(await unnamed_controls(page), [], 'start screen');
  await start_game(page, 'btn-local', { name: 'Ana' });
  await page.waitForSelector('#game:not([hidden])');
  assert.deepEqual(await unnamed_controls(page), [], 'game screen');
  const labels = await page.$$eval('#board .pit, #board .store', (els) => els.map((e) => e.getAttribute('aria-label')));
  assert.equal(labels.length, 14);
  assert.ok(labels.includes('South pit 1: 4 seeds'));
  assert.ok(labels.includes('North store: 0 seeds'));
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('text keeps at least 4.5:1 contrast on the start and game screens', async () => {
  const page = await open_page(browser, server.url, { width: 390, height: 844 });
  assert.deepEqual(await low_contrast(page), [], 'start screen');
  await start_game(page, 'btn-bot', { name: 'Cy', level: 'easy' });
  await page.waitForSelector('#game:not([hidden])');
  await page.click('#board .pit[data-side="0"][data-pit="0"]');
  await page.waitForFunction(() => document.querySelector('#notice').textContent !== '');
  assert.deepEqual(await low_contrast(page), [], 'game screen');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the move clock shows a drawn icon, not a missing-glyph box, at phone size', async () => {
  const a = await open_page(browser, server.url, { width: 390, height: 844 });
  const b = await open_page(browser, server.url, { width: 390, height: 844 });
  for (const p of [a, b]) await p.selectOption('#tc-online', 'none'); // untimed: the move clock
  await start_game(a, 'btn-online', { name: 'Clockwise' });
  await a.waitForSelector('#queue:not([hidden])');
  await start_game(b, 'btn-online', { name: 'Anti' });
  await Promise.all([a.waitForSelector('#game:not([hidden])'), b.waitForSelector('#game:not([hidden])')]);
  const south = (await a.getAttribute('#game', 'data-you')) === 'south' ? a : b;
  const icon = south.locator('#info-bottom .clock svg.clock-icon');
  await icon.waitFor();
  const box = await icon.boundingBox();
  assert.ok(box.width >= 10 && box.height >= 10, `icon is ${box.width}×${box.height}`);
  // The icon is shapes, and the clock's text is the time alone: no emoji to fall back on.
  assert.ok((await icon.locator('circle, path').count()) >= 2);
  assert.match(await south.textContent('#info-bottom .clock'), /^[0-9]:[0-5][0-9]$/);
  assert.deepEqual(await unnamed_controls(south), [], 'game screen with the clock');
  assert.deepEqual(await low_contrast(south), [], 'game screen with the clock');
  await screenshot(south, 'clock-390x844.png');
  await south.locator('#player-bottom').screenshot({ path: `${process.env.MANCALA_ARTIFACTS || 'test-artifacts'}/clock-row.png` });
  assert.deepEqual(a.problems, []);
  assert.deepEqual(b.problems, []);
  await a.context().close();
  await b.context().close();
});

test('the friend, watch and replay screens: named controls and 4.5:1 contrast at phone size', async () => {
  const phone = { width: 390, height: 844 };
  const a = await open_page(browser, server.url, phone);
  await a.fill('#name', 'Host');
  await a.click('#btn-friend');
  await a.waitForSelector('#friend-wait:not([hidden])');
  assert.deepEqual(await unnamed_controls(a), [], 'waiting screen');
  assert.deepEqual(await low_contrast(a), [], 'waiting screen');

  const b = await open_page(browser, await a.inputValue('#fw-link'), phone);
  await b.waitForSelector('#invite[data-state="open"]');
  assert.deepEqual(await unnamed_controls(b), [], 'invitation');
  assert.deepEqual(await low_contrast(b), [], 'invitation');
  await b.click('#btn-invite-join');
  await a.waitForSelector('#game:not([hidden])');
  const id = await a.getAttribute('#game', 'data-game');

  const c = await open_page(browser, `${server.url}#watch=${id}`, phone);
  await c.waitForSelector('#watch[data-state="live"]');
  await a.waitForFunction(() => !document.querySelector('#game-watchers').hidden);
  assert.deepEqual(await unnamed_controls(c), [], 'watch view');
  assert.deepEqual(await low_contrast(c), [], 'watch view');
  assert.deepEqual(await low_contrast(a), [], 'game screen with "1 watching"');

  await a.click('#btn-resign');
  await a.click('#btn-resign-confirm');
  await c.waitForSelector('#w-replay:not([hidden])');
  await c.click('#w-replay');
  await c.waitForSelector('#replay[data-state="ready"]');
  assert.deepEqual(await unnamed_controls(c), [], 'replay');
  assert.deepEqual(await low_contrast(c), [], 'replay');
  for (const p of [a, b, c]) assert.deepEqual(p.problems, []);
  for (const p of [a, b, c]) await p.context().close();
});
