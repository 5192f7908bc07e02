// A player with more games than a page holds: "Your games" on the start screen and the player's
// page each show the 10 newest, and "More games" appends the rest, newest first, each once,
// then goes away; a failed page says so and the button stays to try again.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page } from './harness.mjs';

const GAMES = 13;
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

/** Plays `n` local games (each resigned at once) on a second connection of this page's player; their ids, newest first. */
function local_games(page, n) {
  return page.evaluate(async (n) => {
    const url = new URL('ws', location.href);
    url.protocol = 'ws:';
    const ws = new WebSocket(url);
    const inbox = [];
    let wake = null;
    ws.onmessage = (ev) => {
      inbox.push(JSON.parse(ev.data));
      wake?.();
    };
    const expect = async (type) => {
      for (;;) {
        const at = inbox.findIndex((m) => m.type === type || m.type === 'error');
        if (at >= 0) {
          const [m] = inbox.splice(at, 1);
          if (m.type === 'error') throw new Error(JSON.stringify(m));
          return m;
        }
        await new Promise((r) => (wake = r));
      }
    };
    await new Promise((r) => (ws.onopen = r));
    ws.send(JSON.stringify({ type: 'hello', protocol: 1, token: localStorage.getItem('mancala.token') }));
    await expect('welcome');
    const ids = [];
    for (let i = 0; i < n; i++) {
      ws.send(JSON.stringify({ type: 'local.play', id: `l${i}` }));
      const g = await expect('game');
      ws.send(JSON.stringify({ type: 'resign', game: g.game }));
      await expect('game.over');
      ids.unshift(g.game);
    }
    ws.close();
    return ids;
  }, n);
}

const listed = (page, list) => page.$$eval(`#${list} a`, (as) => as.map((a) => a.dataset.game));

test('"More games" pages through all of a player\'s games on the start screen and the player page', async () => {
  const page = await open_page(browser, server.url);
  await page.waitForFunction(() => localStorage.getItem('mancala.player') !== null);
  const id = await page.evaluate(() => localStorage.getItem('mancala.player'));
  const games = await local_games(page, GAMES);
  assert.equal(games.length, GAMES);

  await page.reload();
  await page.waitForSelector('#my-games:not([hidden])');
  await page.waitForFunction(() => document.querySelectorAll('#my-games-list a').length > 0);
  assert.deepEqual(await listed(page, 'my-games-list'), games.slice(0, 10));
  assert.equal(await page.textContent('#my-games-more'), 'More games');
  assert.equal(await page.isVisible('#my-games-more'), true);
  await page.click('#my-games-more');
  await page.waitForSelector('#my-games-more', { state: 'hidden' });
  assert.deepEqual(await listed(page, 'my-games-list'), games);

  await page.evaluate((p) => (location.hash = `player=${encodeURIComponent(p)}`), id);
  await page.waitForSelector('#player[data-state="ready"]');
  assert.deepEqual(await listed(page, 'player-games'), games.slice(0, 10));
  assert.equal(await page.isVisible('#player-games-more'), true);
  // A page that fails says so, and the button stays for another try.
  await page.route('**/api/players/*/games?*offset=10*', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.click('#player-games-more');
  await page.waitForFunction(() => document.querySelector('#player-games-note').textContent !== '');
  assert.equal(await page.textContent('#player-games-note'), 'The next games could not be loaded. Try again.');
  assert.equal(await page.isVisible('#player-games-more'), true);
  assert.equal((await listed(page, 'player-games')).length, 10);
  await page.unroute('**/api/players/*/games?*offset=10*');
  await page.click('#player-games-more');
  await page.waitForSelector('#player-games-more', { state: 'hidden' });
  assert.deepEqual(await listed(page, 'player-games'), games);
  assert.equal(await page.textContent('#player-games-note'), '');
  assert.deepEqual(page.problems.filter((p) => !/Failed to load resource.*503/.test(p)), []);
  await page.context().close();
});

test('a player with 10 games or fewer gets no "More games" button', async () => {
  const page = await open_page(browser, server.url);
  await page.waitForFunction(() => localStorage.getItem('mancala.player') !== null);
  const games = await local_games(page, 10);
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll('#my-games-list a').length === 10);
  assert.deepEqual(await listed(page, 'my-games-list'), games);
  assert.equal(await page.isVisible('#my-games-more'), false);
  await page.context().close();
});
