// Same-device games: both sides played on one page to the end, by keyboard and by click; the
// hint marks a pit; a reload in the middle of a game brings the same game back.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game, wait_turn_or_end, board_counts } from './harness.mjs';

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

const to_move = (page) => page.getAttribute('#game', 'data-to-move');
const enabled_pits = (page) =>
  page.$$eval('#board button.pit:enabled', (els) => els.map((e) => [Number(e.dataset.side), Number(e.dataset.pit)]));

test('keyboard: digits sow the pit of the side to move, arrows and Enter too', async () => {
  const page = await open_page(browser, server.url);
  await start_game(page, 'btn-local', { name: 'Kim' });
  await page.waitForSelector('#game:not([hidden])');
  assert.equal(await page.getAttribute('#game', 'data-you'), 'both');
  assert.match(await page.textContent('#status'), /^Player 1 to move \(South\)\.$/);

  // "1": South sows its first pit (4 seeds into S1..S4); North is to move.
  await page.keyboard.press('1');
  await page.waitForFunction(() => document.querySelector('#game').dataset.toMove === 'north');
  await wait_turn_or_end(page);
  assert.deepEqual((await board_counts(page)).pits[0], [0, 5, 5, 5, 5, 4]);
  assert.match(await page.textContent('#status'), /^Player 2 to move \(North\)\.$/);
  // North's pits are now the playable ones; the ArrowRight key focuses the leftmost on screen:
  // North's pit 6 (North's pits run right to left along the top row).
  assert.ok((await enabled_pits(page)).every(([s]) => s === 1));
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'North pit 6: 4 seeds');
  await page.keyboard.press('ArrowLeft'); // wraps to the rightmost: North's pit 1
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'North pit 1: 4 seeds');
  await page.keyboard.press('Enter'); // N0's 4 seeds: N1..N4; South to move
  await page.waitForFunction(() => document.querySelector('#game').dataset.toMove === 'south');
  await wait_turn_or_end(page);
  assert.deepEqual((await board_counts(page)).pits[1], [0, 5, 5, 5, 5, 4]);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a same-device game is played to the end, with a hint on the way', async () => {
  const hints = []; // the server's `hint` answers, read off the wire
  const page = await open_page(browser, server.url, undefined, async (p) => {
    await p.routeWebSocket(/\/ws$/, (ws) => {
      const srv = ws.connectToServer();
      ws.onMessage((text) => srv.send(text));
      srv.onMessage((text) => {
        const m = JSON.parse(text);
        if (m.type === 'hint') hints.push(m.pit);
        ws.send(text);
      });
    });
  });
  await start_game(page, 'btn-local', { name: 'Kim' });
  await page.waitForSelector('#game:not([hidden])');
  assert.equal(await page.isVisible('#btn-hint'), true);
  await page.click('#btn-hint');
  await page.waitForSelector('#board .pit.hint');
  const hinted = await page.$$eval('#board .pit.hint', (els) => els.map((e) => [Number(e.dataset.side), Number(e.dataset.pit)]));
  assert.equal(hinted.length, 1);
  assert.deepEqual(hinted[0], [0, hints[0]], 'the pit the server named, on South’s side');
  assert.ok(await page.locator('#board .pit.hint').isEnabled(), 'the hinted pit is playable');

  let plies = 0;
  let sides = new Set();
  while ((await wait_turn_or_end(page)) === 'turn') {
    sides.add(await to_move(page));
    await page.locator('#board button.pit:enabled').last().click({ timeout: 2000 }).catch(() => {});
    plies++;
    assert.ok(plies < 400, 'the game ends');
  }
  assert.deepEqual([...sides].sort(), ['north', 'south'], 'both sides were played from this page');
  const end = await board_counts(page);
  assert.equal(end.stores[0] + end.stores[1], 48);
  const title = await page.textContent('#result-title');
  const winner = end.stores[0] > end.stores[1] ? 'Player 1' : 'Player 2';
  assert.equal(title, end.stores[0] === end.stores[1] ? 'A draw' : `${winner} won`);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('reloading in the middle of a game restores it', async () => {
  const page = await open_page(browser, server.url);
  await start_game(page, 'btn-bot', { name: 'Rae', level: 'easy', side: 'south' });
  await page.waitForSelector('#game:not([hidden])');
  await page.click('#board .pit[data-side="0"][data-pit="0"]'); // no extra turn: the computer answers
  await page.waitForFunction(() => document.querySelector('#game').dataset.toMove === 'south' &&
    document.querySelector('#board button.pit:enabled'));
  const id = await page.getAttribute('#game', 'data-game');
  const before_reload = await board_counts(page);

  await page.reload();
  await page.waitForSelector('#game:not([hidden])');
  assert.equal(await page.getAttribute('#game', 'data-game'), id);
  assert.deepEqual(await board_counts(page), before_reload);
  assert.equal(await page.textContent('#name-top'), 'Computer (easy)');
  assert.equal(await page.textContent('#name-bottom'), 'Rae (you)');
  assert.equal(await wait_turn_or_end(page), 'turn');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
