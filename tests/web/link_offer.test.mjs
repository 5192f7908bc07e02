// A link opened during a game in progress (an invitation, a player page, a replay) is offered
// with Open and Stay: the game keeps the screen until the player chooses to leave it, whether the
// link comes in the same tab or in a new tab that the game's snapshot then takes over.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game, wait_turn_or_end } from './harness.mjs';

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

/** A game against the computer on `page`, South's first ply played: the game is under way. */
async function game_under_way(page, name) {
  await start_game(page, 'btn-bot', { name, level: 'easy', side: 'south' });
  await page.waitForSelector('#game:not([hidden])');
  await page.click('#board .pit[data-side="0"][data-pit="0"]');
  assert.equal(await wait_turn_or_end(page), 'turn');
  return page.getAttribute('#game', 'data-game');
}

test('an invitation opened during a game is offered: Stay keeps the game, Open shows the invitation', async () => {
  const friend = await open_page(browser, server.url);
  await friend.fill('#name', 'Fay');
  await friend.click('#btn-friend');
  await friend.waitForSelector('#friend-wait:not([hidden])');
  const link = await friend.inputValue('#fw-link');

  const page = await open_page(browser, server.url);
  const id = await game_under_way(page, 'Gus');
  await page.evaluate((hash) => (location.hash = hash), new URL(link).hash);
  await page.waitForSelector('#link-offer:not([hidden])');
  assert.equal(await page.textContent('#link-offer-text'), 'You are in a game, and it goes on without you if you leave. Open the invitation?');
  assert.equal(await page.isVisible('#game'), true, 'the game keeps the screen while asked');
  assert.equal(new URL(page.url()).hash, '');

  await page.click('#link-offer-stay');
  assert.equal(await page.isHidden('#link-offer'), true);
  assert.equal(await page.getAttribute('#game', 'data-game'), id);
  assert.equal(await page.isHidden('#invite'), true);

  await page.evaluate((hash) => (location.hash = hash), new URL(link).hash);
  await page.waitForSelector('#link-offer:not([hidden])');
  await page.click('#link-offer-open');
  await page.waitForSelector('#invite[data-state="open"]');
  assert.equal(await page.textContent('#invite-title'), 'Fay invited you to play');
  assert.equal(await page.isHidden('#game'), true);
  assert.deepEqual(page.problems, []);
  await page.context().close();
  await friend.context().close();
});

test('a player page opened in a new tab during a game is offered once the game takes that tab', async () => {
  const page = await open_page(browser, server.url);
  const id = await game_under_way(page, 'Hal');
  const me = await page.evaluate(() => localStorage.getItem('mancala.player'));
  assert.ok(me, 'the page knows its player id');

  // Same profile, same token: the new tab gets the game's snapshot after hello.
  const tab = await page.context().newPage();
  tab.problems = [];
  tab.on('pageerror', (e) => tab.problems.push(e.message));
  await tab.goto(`${server.url}#player=${encodeURIComponent(me)}`);
  await tab.waitForSelector('#game:not([hidden])');
  assert.equal(await tab.getAttribute('#game', 'data-game'), id);
  await tab.waitForSelector('#link-offer:not([hidden])');
  assert.match(await tab.textContent('#link-offer-text'), /Open the player’s page\?$/);
  await tab.click('#link-offer-open');
  await tab.waitForSelector('#player:not([hidden])');
  assert.equal(new URL(tab.url()).hash, `#player=${encodeURIComponent(me)}`);
  assert.equal(await tab.isHidden('#link-offer'), true);
  assert.deepEqual(tab.problems, []);
  await page.context().close();
});
