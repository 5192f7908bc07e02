// Now playing, live: the start screen watches the games in progress over the page's WebSocket
// (`live.watch`), so a game that starts, a ply made meanwhile and a game's end show within a
// couple of seconds, well before the 10 s the list was once polled at; the page stops watching
// (`live.unwatch`) when another view takes it, and watches again back on the start screen.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game, wait_turn_or_end } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
const SOON_MS = 4000; // a push comes within a second of the change; polling took up to 10 s
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

/** Opens the start page recording the types of the messages it sends on its WebSocket, and its GETs of /api/live. */
async function open_recorded(url, viewport) {
  const sent = [];
  const polls = [];
  const page = await open_page(browser, url, viewport, async (p) => {
    p.on('websocket', (ws) =>
      ws.on('framesent', (f) => {
        try {
          sent.push(JSON.parse(f.payload));
        } catch {
          // not one of the page's JSON messages
        }
      }),
    );
    p.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/live') polls.push(Date.now());
    });
  });
  return { page, sent, polls };
}

/** Resolves once `cond()` holds, polled every 20 ms; fails after `ms`. */
async function until(what, cond, ms = SOON_MS) {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`no ${what} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The game's entry in GET /api/live, read by the test itself. */
async function listed(id) {
  const res = await fetch(`${server.url}api/live?limit=100`);
  return (await res.json()).games.find((g) => g.game === id);
}

test('the start screen shows a game that starts, its plies and its end without waiting for a poll', async () => {
  const { page: c, sent, polls } = await open_recorded(server.url, PHONE);
  await until('live.watch sent', () => sent.some((m) => m.type === 'live.watch'));
  await c.waitForFunction(() => !document.querySelector('#live-empty').hidden);
  const polls_at_start = polls.length;

  const d = await open_page(browser, server.url);
  await start_game(d, 'btn-bot', { name: 'Dina', level: 'easy', side: 'south' });
  await d.waitForSelector('#game:not([hidden])');
  const id = await d.getAttribute('#game', 'data-game');
  const row = c.locator(`#live-list a[data-game="${id}"]`);
  const shown = Date.now();
  await row.waitFor({ timeout: SOON_MS });
  assert.ok(Date.now() - shown < SOON_MS);
  assert.equal(await row.locator('.vs').textContent(), 'Dina vs Computer (easy)');
  assert.match(await row.locator('.variant').textContent(), /ply 0/);

  // Dina sows; once the computer has answered, the row shows the game's new ply count.
  await wait_turn_or_end(d);
  await d.click('#board .pit[data-side="0"][data-pit="0"]');
  await wait_turn_or_end(d);
  const { ply } = await listed(id);
  assert.ok(ply >= 2, `the game is at ply ${ply}`);
  await c.waitForFunction(
    ([g, n]) => document.querySelector(`#live-list a[data-game="${g}"] .variant`)?.textContent.includes(`ply ${n}`),
    [id, ply],
    { timeout: SOON_MS },
  );

  // The end takes it off the list.
  await d.click('#btn-resign');
  await d.click('#btn-resign-confirm');
  await d.waitForSelector('#dlg-result[open]');
  await row.waitFor({ state: 'detached', timeout: SOON_MS });
  await c.waitForFunction(() => !document.querySelector('#live-empty').hidden);
  // All of it came over the link: the page asked /api/live no more after the link was up.
  assert.equal(polls.length, polls_at_start, 'the page polled /api/live');
  assert.deepEqual(c.problems, []);
  assert.deepEqual(d.problems, []);
  await c.context().close();
  await d.context().close();
});

test('another view stops the watch, and the start screen watches again', async () => {
  const { page: c, sent } = await open_recorded(server.url);
  const types = () => sent.map((m) => m.type).filter((t) => t.startsWith('live.'));
  await until('live.watch sent', () => types().length > 0);
  assert.deepEqual(types(), ['live.watch']);
  await c.evaluate(() => (location.hash = '#leaderboard'));
  await c.waitForSelector('#leaderboard:not([hidden])');
  await until('live.unwatch sent', () => types().length > 1);
  assert.deepEqual(types(), ['live.watch', 'live.unwatch']);

  // A game starting while the leaderboard shows is on the list when the start screen is back.
  const d = await open_page(browser, server.url);
  await start_game(d, 'btn-bot', { name: 'Emil', level: 'easy', side: 'south' });
  await d.waitForSelector('#game:not([hidden])');
  const id = await d.getAttribute('#game', 'data-game');
  await c.evaluate(() => (location.hash = ''));
  await c.waitForSelector('#start:not([hidden])');
  await c.locator(`#live-list a[data-game="${id}"]`).waitFor({ timeout: SOON_MS });
  await until('live.watch sent again', () => types().length > 2);
  assert.deepEqual(types(), ['live.watch', 'live.unwatch', 'live.watch']);
  assert.deepEqual(c.problems, []);
  await c.context().close();
  await d.context().close();
});
