// A whole game against the easy computer, played by clicking, up to the result dialog; the
// screenshots of both screen sizes are kept under test-artifacts/.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  start_server, launch_browser, open_page, start_game, play_to_end, board_counts, screenshot,
  wait_turn_or_end,
} from './harness.mjs';

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

test('a game against the easy computer is played by clicking to the result dialog', async () => {
  const page = await open_page(browser, server.url);
  await start_game(page, 'btn-bot', { name: 'Ada', level: 'easy', side: 'south' });
  await page.waitForSelector('#game:not([hidden])');
  assert.equal(await page.getAttribute('#game', 'data-you'), 'south');
  assert.equal(await page.textContent('#name-top'), 'Computer (easy)');
  assert.equal(await page.textContent('#name-bottom'), 'Ada (you)');

  // The opening position: 4 seeds in each of the 12 pits, both stores empty, South to move.
  const start = await board_counts(page);
  assert.deepEqual(start, { pits: [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]], stores: [0, 0] });
  assert.equal(await page.locator('#board button.pit:enabled').count(), 6);
  assert.match(await page.textContent('#status'), /Your turn/);
  assert.equal(await page.getAttribute('#board .pit[data-side="0"][data-pit="2"]', 'aria-label'), 'Your pit 3: 4 seeds');

  // S2 (the third pit) ends in the store: the page says "extra turn" and it is still our turn.
  await page.click('#board .pit[data-side="0"][data-pit="2"]');
  await page.waitForFunction(() => document.querySelector('#board .store[data-side="0"] .count').textContent === '1');
  await page.waitForFunction(() => document.querySelector('#board .store.last'));
  assert.equal(await page.textContent('#notice'), 'Extra turn: sow again.');
  assert.equal(await wait_turn_or_end(page), 'turn');
  assert.equal(await page.locator('#board .pit.path').count(), 3); // S3 S4 S5 (+ the store)
  await screenshot(page, 'game-1280x800.png');

  await play_to_end(page);
  const title = await page.textContent('#result-title');
  assert.match(title, /^(You won!|You lost|A draw)$/);
  const end = await board_counts(page);
  assert.equal(end.stores[0] + end.stores[1], 48, 'every seed ends in a store');
  assert.deepEqual(end.pits, [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]]);
  const score = await page.textContent('#result-score');
  assert.equal(score, `Ada (you) ${end.stores[0]} – ${end.stores[1]} Computer (easy)`);
  const expected = end.stores[0] > end.stores[1] ? 'You won!' : end.stores[0] < end.stores[1] ? 'You lost' : 'A draw';
  assert.equal(title, expected);
  assert.match(await page.textContent('#result-match'), /^Match: You [01] – [01] Computer \(easy\)/);
  await screenshot(page, 'result-1280x800.png');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('on a phone-sized screen the board fits and North sees their own side at the bottom', async () => {
  const page = await open_page(browser, server.url, { width: 390, height: 844 });
  await screenshot(page, 'start-390x844.png');
  await start_game(page, 'btn-bot', { name: 'Bea', level: 'easy', side: 'north' });
  await page.waitForSelector('#game:not([hidden])');
  assert.equal(await page.getAttribute('#game', 'data-you'), 'north');
  // North's pits are the bottom row, pit 1 at the bottom left; South's pit 1 sits top right.
  const bottom_first = await page.locator('#board .pit[data-side="1"][data-pit="0"]').boundingBox();
  const bottom_last = await page.locator('#board .pit[data-side="1"][data-pit="5"]').boundingBox();
  const top_first = await page.locator('#board .pit[data-side="0"][data-pit="0"]').boundingBox();
  assert.ok(bottom_first.y > top_first.y, 'own row below');
  assert.ok(bottom_first.x < bottom_last.x, 'own pit 1 on the left');
  assert.ok(top_first.x > bottom_first.x + bottom_first.width * 3, "opponent's pit 1 on the right");
  // Nothing overflows the phone's width.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `page is ${width}px wide`);
  assert.equal(await wait_turn_or_end(page), 'turn'); // the computer opened; now it is North's turn
  assert.match(await page.textContent('#name-top'), /^Computer \(easy\)$/);
  await screenshot(page, 'game-390x844.png');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('rematch swaps the seats and the match score counts game wins; names are text', async () => {
  const name = '<svg onload=pwned=1><b>'; // 24 chars: would run if shown as HTML
  const page = await open_page(browser, server.url);
  await start_game(page, 'btn-bot', { name, level: 'easy', side: 'south' });
  await page.waitForSelector('#game:not([hidden])');
  assert.equal(await page.textContent('#name-bottom'), `${name} (you)`);
  assert.equal(await page.locator('#game svg, #game b, #dlg-result b').count(), 0);
  const first = await page.getAttribute('#game', 'data-game');

  await page.click('#btn-resign');
  await page.waitForSelector('#dlg-resign[open]');
  await page.click('#dlg-resign button[value="cancel"]'); // changed our mind: nothing happens
  assert.equal(await page.isHidden('#btn-resign'), false);
  assert.equal(await page.getAttribute('#game', 'data-over'), 'false');
  await page.click('#btn-resign');
  await page.click('#btn-resign-confirm');
  await page.waitForSelector('#dlg-result[open]');
  assert.equal(await page.textContent('#result-title'), 'You lost');
  assert.equal(await page.textContent('#result-match'), 'Match: You 0 – 1 Computer (easy)');

  // The computer accepts at once; we are North now and the computer opens.
  await page.click('#btn-rematch');
  await page.waitForFunction((id) => document.querySelector('#game').dataset.game !== id, first);
  await page.waitForSelector('#dlg-result', { state: 'hidden' });
  assert.equal(await page.getAttribute('#game', 'data-you'), 'north');
  assert.equal(await page.textContent('#match-score'), 'Match: You 0 – 1 Computer (easy)');
  assert.equal(await wait_turn_or_end(page), 'turn');
  await page.click('#btn-resign');
  await page.click('#btn-resign-confirm');
  await page.waitForSelector('#dlg-result[open]');
  assert.equal(await page.textContent('#result-match'), 'Match: You 0 – 2 Computer (easy)');

  // A new game from the start screen starts a new match.
  await page.click('#btn-new');
  await page.waitForSelector('#start:not([hidden])');
  assert.equal(await page.inputValue('#name'), name, 'the name is remembered');
  await start_game(page, 'btn-bot', { level: 'easy', side: 'south' });
  await page.waitForFunction(() => document.querySelector('#game').dataset.over === 'false' && !document.querySelector('#game').hidden);
  assert.equal(await page.isHidden('#match-score'), true);
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
