// The lobby (web/js/seeks/): A creates a seek on the start screen (3+2, rated); B sees it in the
// lobby with A's name and the clock and accepts; both boards show the same game with clocks.
// One's own seek shows Cancel, and cancelling it takes it off the other's list; a seek whose
// rating range excludes B shows the server's refusal to B; the seek's clock offers its own board's
// presets; a sixth open seek is refused.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, screenshot } from './harness.mjs';
import { unnamed_controls, low_contrast } from './a11y.mjs';

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

/** A page whose player says hello as `name` (the name the start screen remembers). */
async function player(name, viewport) {
  const page = await open_page(browser, server.url, viewport);
  await page.evaluate((n) => localStorage.setItem('mancala.name', n), name);
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  return page;
}

/** `page` creates a seek with `clock` (a preset key) and waits for it in its own list. */
async function create_seek(page, clock, range = null) {
  await page.selectOption('#tc-seek', clock);
  if (range) {
    await page.selectOption('#seek-range', 'custom');
    await page.fill('#seek-range-min', String(range[0]));
    await page.fill('#seek-range-max', String(range[1]));
  }
  const before = await page.locator('#seek-list .seek-row.mine').count();
  await page.click('#seek-create');
  await page.waitForFunction((n) => document.querySelectorAll('#seek-list .seek-row.mine').length > n, before);
}

const close = async (...pages) => {
  for (const p of pages) await p.context().close();
};

test('a seek created on the page is accepted from the other lobby into one game with clocks', async () => {
  const a = await player('Ann');
  const b = await player('Bob');
  assert.equal(await b.isVisible('#seek-empty'), true);
  assert.match(await b.textContent('#seek-empty'), /^Nobody is waiting right now/);
  await create_seek(a, '3+2');
  assert.match(await a.textContent('#seek-status'), /^Your seek is in the lobby/);
  const row = b.locator('#seek-list .seek-row');
  await row.waitFor();
  assert.equal(await row.count(), 1);
  assert.equal(await row.locator('.seek-who').textContent(), 'Ann (?)');
  assert.equal(await row.locator('.seek-terms').textContent(), 'Kalah 6 × 4 · 3+2 (blitz) · rated · any rating · random sides');
  assert.equal(await row.locator('button').textContent(), 'Accept');
  assert.equal(await b.isHidden('#seek-empty'), true);
  assert.deepEqual(await unnamed_controls(b), [], 'start screen with the lobby');
  assert.deepEqual(await low_contrast(b), [], 'start screen with the lobby');
  await screenshot(b, 'seeks-lobby-1280x800.png');
  // The keyboard reaches Accept: focus it and press Enter.
  await row.locator('button.seek-accept').focus();
  await b.keyboard.press('Enter');
  for (const page of [a, b]) {
    await page.waitForSelector('#game:not([hidden])');
    await page.waitForSelector('#clock-top:not([hidden])');
    await page.waitForSelector('#clock-bottom:not([hidden])');
    assert.equal(await page.textContent('#clock-top .time'), '3:00');
    assert.equal(await page.textContent('#clock-bottom .time'), '3:00');
  }
  assert.equal(await a.getAttribute('#game', 'data-game'), await b.getAttribute('#game', 'data-game'));
  assert.notEqual(await a.getAttribute('#game', 'data-you'), await b.getAttribute('#game', 'data-you'));
  assert.match(await a.textContent('#game-rated'), /rated/i);
  // The accepted seek is no longer open: the server's list is empty, and A's status line cleared.
  const res = await a.evaluate(() => fetch('api/seeks').then((r) => r.json()));
  assert.deepEqual(res.seeks, []);
  assert.equal(await a.textContent('#seek-status'), '');
  assert.deepEqual([...a.problems, ...b.problems], []);
  await close(a, b);
});

test('one’s own seek shows Cancel, and cancelling it takes it off the other player’s list', async () => {
  const a = await player('Ann');
  const b = await player('Bob', { width: 390, height: 844 });
  await create_seek(a, 'd3'); // correspondence: 3 days a move
  const mine = a.locator('#seek-list .seek-row.mine');
  assert.match(await mine.locator('.seek-who').textContent(), /^Ann \(\?\) Your seek$/);
  assert.equal(await mine.locator('button').textContent(), 'Cancel');
  assert.equal(await a.locator('#seek-list .seek-accept').count(), 0);
  assert.deepEqual(await unnamed_controls(a), [], 'the lobby with one’s own seek');
  assert.deepEqual(await low_contrast(a), [], 'the lobby with one’s own seek');
  await b.waitForSelector('#seek-list .seek-row');
  assert.match(await b.textContent('#seek-list .seek-terms'), /3 days \(correspondence\)/);
  // At phone size the lobby fits the width and keeps its names and contrast.
  assert.ok(await b.evaluate(() => document.documentElement.scrollWidth <= 390), 'no sideways scroll at 390 px');
  assert.deepEqual(await unnamed_controls(b), [], 'the lobby at 390×844');
  assert.deepEqual(await low_contrast(b), [], 'the lobby at 390×844');
  await screenshot(b, 'seeks-lobby-390x844.png');
  assert.equal(await b.locator('#seek-list .seek-row.mine').count(), 0);
  await mine.locator('button').click();
  await a.waitForFunction(() => document.querySelectorAll('#seek-list .seek-row').length === 0);
  await b.waitForFunction(() => document.querySelectorAll('#seek-list .seek-row').length === 0);
  assert.equal(await b.isVisible('#seek-empty'), true);
  assert.deepEqual([...a.problems, ...b.problems], []);
  await close(a, b);
});

test('a seek whose rating range excludes the other player shows the server’s refusal', async () => {
  const a = await player('Ann');
  const b = await player('Bob');
  // ± 200 around a newcomer's 1500, said beside the choice.
  await a.selectOption('#seek-range', '200');
  assert.equal(await a.textContent('#seek-range-hint'), 'Your rating here is 1500: ratings 1300–1700 may accept.');
  await create_seek(a, '5+3', [1600, 2200]);
  await b.waitForSelector('#seek-list .seek-row');
  assert.match(await b.textContent('#seek-list .seek-terms'), /ratings 1600–2200/);
  await b.click('#seek-list .seek-accept');
  await b.waitForFunction(() => document.querySelector('#seek-error').textContent !== '');
  assert.equal(await b.getAttribute('#seek-error', 'role'), 'alert');
  assert.match(await b.textContent('#seek-error'), /^Not possible: your rating 1500 is outside this seek's range 1600-2200$/);
  assert.equal(await b.isVisible('#start'), true);
  assert.equal(await b.locator('#seek-list .seek-row').count(), 1, 'the refused seek stays open');
  // Bounds that cannot be sent are said on the page, and nothing is sent.
  await a.selectOption('#seek-range', 'custom');
  await a.fill('#seek-range-min', '1800');
  await a.fill('#seek-range-max', '1700');
  await a.click('#seek-create');
  assert.match(await a.textContent('#seek-error'), /^Give a lowest and a highest rating between 0 and 4000/);
  assert.deepEqual([...a.problems, ...b.problems], []);
  await close(a, b);
});

test('the seek’s clock offers the presets of the seek’s own board, not the Board box’s', async () => {
  const a = await player('Ann');
  const b = await player('Bob');
  const options = (id) => a.$$eval(`#${id} option`, (os) => os.map((o) => o.value));
  const board = (text) => a.$$eval('#seek-variant option', (os, t) => os.find((o) => o.textContent === t).value, text);
  const kalah = ['1+1', '3+2', '5+3', '10+5', '20+10', 'd1', 'd3', 'd7', 'none'];
  const oware = ['1+1', '3+2', '5+3', '7+3', '20+10', 'd1', 'd3', 'd7', 'none'];
  assert.deepEqual(await options('tc-seek'), kalah);
  // Oware in the seek form, Kalah in the Board box: the seek offers Oware's 7+3, Play online not.
  await a.selectOption('#seek-variant', await board('Oware'));
  assert.deepEqual(await options('tc-seek'), oware);
  assert.deepEqual(await options('tc-online'), kalah);
  assert.equal(await a.textContent('#tc-seek-help'), '5 minutes each, + 3 seconds added per move.');
  await create_seek(a, '7+3');
  const terms = b.locator('#seek-list .seek-terms', { hasText: 'Oware' });
  await terms.waitFor();
  assert.equal(await terms.textContent(), 'Oware · 7+3 (rapid) · rated · any rating · random sides');
  // And the other way round: Oware in the Board box, a Kalah board in the seek form.
  await a.selectOption('#v-game', 'oware');
  assert.deepEqual(await options('tc-online'), oware);
  assert.equal(await a.textContent('#seek-variant option:first-child'), 'Oware (as chosen above)');
  await a.selectOption('#seek-variant', await board('Kalah 6 × 4'));
  assert.deepEqual(await options('tc-seek'), kalah);
  // The Board box's choice, first in the list, brings its own presets back.
  await a.selectOption('#seek-variant', '0');
  assert.deepEqual(await options('tc-seek'), oware);
  assert.deepEqual([...a.problems, ...b.problems], []);
  await close(a, b);
});

test('a sixth open seek is refused with the server’s limit', async () => {
  const a = await player('Ann');
  for (let i = 0; i < 5; i++) await create_seek(a, '1+1');
  await a.click('#seek-create');
  await a.waitForFunction(() => document.querySelector('#seek-error').textContent !== '');
  assert.match(await a.textContent('#seek-error'), /^The seek could not be created: at most 5 open seeks/);
  assert.equal(await a.locator('#seek-list .seek-row.mine').count(), 5);
  assert.deepEqual(a.problems, []);
  await close(a);
});
