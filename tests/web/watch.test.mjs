// Watching: a third person opens #watch=ID of a friend game and sees each ply as it happens,
// the players see "1 watching", Flip turns the board, the end offers the replay, and leaving
// tells the server. Now playing lists a live computer game and opens it; an unknown id and a
// game no longer live say so (the second offers its replay).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game, wait_turn_or_end, screenshot } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
let server;
let browser;
before(async () => {
  // A finished game leaves the live rooms soon, so "no longer live" can be seen quickly.
  server = await start_server({ '--room-linger-ms': 1500 });
  browser = await launch_browser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const real_problems = (page) => page.problems.filter((p) => !/Failed to load resource.*404/.test(p));

/** Counts on a board element as {pits, stores}. */
const counts = (page, sel) =>
  page.evaluate((s) => {
    const pits = [[], []];
    const stores = [0, 0];
    for (const el of document.querySelectorAll(`${s} .pit, ${s} .store`)) {
      const n = Number(el.querySelector('.count').textContent);
      if (el.classList.contains('store')) stores[Number(el.dataset.side)] = n;
      else pits[Number(el.dataset.side)][Number(el.dataset.pit)] = n;
    }
    return { pits, stores };
  }, sel);

/** Alice (South) invites Bob to an untimed game; resolves to {a, b, id} once both see the game. */
async function friend_game() {
  const a = await open_page(browser, server.url);
  await a.fill('#name', 'Alice');
  await a.selectOption('#friend-side', 'south');
  await a.selectOption('#tc-friend', 'none');
  await a.click('#btn-friend');
  await a.waitForSelector('#friend-wait:not([hidden])');
  const b = await open_page(browser, await a.inputValue('#fw-link'));
  await b.waitForSelector('#invite[data-state="open"]');
  await b.fill('#name-invite', 'Bob');
  await b.click('#btn-invite-join');
  await Promise.all([a.waitForSelector('#game:not([hidden])'), b.waitForSelector('#game:not([hidden])')]);
  return { a, b, id: await a.getAttribute('#game', 'data-game') };
}

test('a watcher sees each ply live, the players see the count, Flip flips, the end offers Replay', async () => {
  const { a, b, id } = await friend_game();
  const c = await open_page(browser, `${server.url}#watch=${id}`, PHONE);
  await c.waitForSelector('#watch[data-state="live"]');
  assert.equal(await c.textContent('#w-name-bottom'), 'Alice');
  assert.equal(await c.textContent('#w-name-top'), 'Bob');
  assert.equal(await c.textContent('#w-status'), 'Alice to move.');
  assert.equal(await c.locator('#w-board button.pit:enabled').count(), 0, 'a watcher sows nothing');
  assert.equal(await c.isVisible('#btn-resign'), false);
  // The move clock of a game between two people shows for the watcher too.
  await c.waitForSelector('#w-info-bottom .clock svg');

  // The players are told someone watches.
  await a.waitForFunction(() => document.querySelector('#game-watchers').textContent === '1 watching');
  await b.waitForFunction(() => document.querySelector('#game-watchers').textContent === '1 watching');
  assert.match(await c.textContent('#watch-sub'), /1 watching/);

  // Alice sows pit 1: the watcher sees it as it happens.
  await a.click('#board .pit[data-side="0"][data-pit="0"]');
  await c.waitForFunction(() => document.querySelector('#watch').dataset.ply === '1');
  await c.waitForFunction(() => document.querySelector('#w-status').textContent === 'Bob to move.');
  assert.deepEqual((await counts(c, '#w-board')).pits[0], [0, 5, 5, 5, 5, 4]);
  assert.equal(await c.textContent('#w-notice'), 'Alice sowed pit 1.');
  assert.ok((await c.locator('#w-board .pit.path').count()) === 4, 'the path is outlined');
  await b.waitForFunction(() => document.querySelector('#board button.pit:enabled'));
  await b.click('#board .pit[data-side="1"][data-pit="5"]');
  await c.waitForFunction(() => document.querySelector('#watch').dataset.ply === '2');
  await c.waitForFunction(() => document.querySelector('#w-board .store[data-side="1"] .count').textContent === '1');
  await screenshot(c, 'watch-390x844.png');

  // Flip: North's row comes to the bottom, and the names follow.
  const south_y = async () => (await c.locator('#w-board .pit[data-side="0"][data-pit="0"]').boundingBox()).y;
  const before = await south_y();
  await c.click('#w-flip');
  assert.equal(await c.getAttribute('#watch', 'data-bottom'), 'north');
  assert.ok((await south_y()) < before, "South's row moved up");
  assert.equal(await c.textContent('#w-name-bottom'), 'Bob');

  // Bob's connection drops: the watcher sees which seat is gone.
  await b.context().close();
  await c.waitForFunction(() => /disconnected/.test(document.querySelector('#w-info-bottom').textContent));

  // Alice resigns: the watcher sees the result and is offered the replay.
  await a.click('#btn-resign');
  await a.click('#btn-resign-confirm');
  await c.waitForFunction(() => document.querySelector('#watch').dataset.over === 'true');
  assert.equal(await c.textContent('#w-status'), 'Game over: Bob won.');
  await c.click('#w-replay');
  await c.waitForSelector('#replay[data-state="ready"]');
  assert.equal(await c.getAttribute('#replay', 'data-game'), id);
  assert.deepEqual(a.problems, []);
  assert.deepEqual(c.problems, []);
  await a.context().close();
  await c.context().close();
});

test('leaving the watch view tells the server: the players count goes back to none', async () => {
  const { a, b, id } = await friend_game();
  const c = await open_page(browser, `${server.url}#watch=${id}`);
  await c.waitForSelector('#watch[data-state="live"]');
  await a.waitForFunction(() => document.querySelector('#game-watchers').textContent === '1 watching');
  await c.click('#w-leave');
  await c.waitForSelector('#start:not([hidden])');
  await a.waitForFunction(() => document.querySelector('#game-watchers').hidden, null, { timeout: 5000 });
  for (const p of [a, b, c]) assert.deepEqual(p.problems, []);
  for (const p of [a, b, c]) await p.context().close();
});

test('Now playing lists a live computer game and opens its watch view', async () => {
  const d = await open_page(browser, server.url);
  await start_game(d, 'btn-bot', { name: 'Dina', level: 'easy', side: 'south' });
  await d.waitForSelector('#game:not([hidden])');
  const id = await d.getAttribute('#game', 'data-game');

  const c = await open_page(browser, server.url, PHONE);
  const row = c.locator(`#live-list a[data-game="${id}"]`);
  await row.waitFor({ timeout: 15000 }); // the list refreshes every 10 s
  assert.equal(await row.locator('.vs').textContent(), 'Dina vs Computer (easy)');
  assert.equal(await c.isHidden('#live-empty'), true);
  await screenshot(c, 'now-playing-390x844.png');
  await row.click();
  await c.waitForSelector('#watch[data-state="live"]');
  assert.equal(await c.getAttribute('#watch', 'data-game'), id);

  // Dina sows pit 3 (extra turn) then pit 6; the computer answers; the watcher sees them all.
  await wait_turn_or_end(d);
  await d.click('#board .pit[data-side="0"][data-pit="2"]');
  await wait_turn_or_end(d);
  await d.click('#board .pit[data-side="0"][data-pit="5"]');
  await c.waitForFunction(() => Number(document.querySelector('#watch').dataset.ply) >= 3, null, { timeout: 10000 });
  await wait_turn_or_end(d);
  await c.waitForFunction(() => document.querySelector('#w-status').textContent === 'Dina to move.');
  assert.deepEqual(await counts(c, '#w-board'), await counts(d, '#board'));
  assert.deepEqual(d.problems, []);
  assert.deepEqual(c.problems, []);
  await d.context().close();
  await c.context().close();
});

test('an unknown game is not live; a finished one offers its replay', async () => {
  const c = await open_page(browser, `${server.url}#watch=nosuchgame00`);
  await c.waitForSelector('#watch[data-state="missing"]');
  assert.equal(await c.textContent('#watch-missing-text'), 'No such game is being played.');
  assert.equal(await c.isHidden('#w-missing-replay'), true);

  const d = await open_page(browser, server.url);
  await start_game(d, 'btn-bot', { name: 'Ivo', level: 'easy' });
  await d.waitForSelector('#game:not([hidden])');
  const id = await d.getAttribute('#game', 'data-game');
  await d.click('#btn-resign');
  await d.click('#btn-resign-confirm');
  await d.waitForSelector('#dlg-result[open]');
  await d.click('#btn-new'); // leaves the room to linger out its 1.5 s
  await d.waitForTimeout(2500);
  await c.goto(`${server.url}#watch=${id}`);
  await c.waitForFunction((g) => {
    const w = document.querySelector('#watch');
    return w.dataset.game === g && w.dataset.state === 'missing';
  }, id);
  assert.match(await c.textContent('#watch-missing-text'), /isn't being played any more/);
  await c.click('#w-missing-replay');
  await c.waitForSelector('#replay[data-state="ready"]');
  assert.deepEqual(real_problems(c), []);
  assert.deepEqual(d.problems, []);
  await c.context().close();
  await d.context().close();
});
