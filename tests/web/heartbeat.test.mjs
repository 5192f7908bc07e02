// A link that goes silent without closing: the page's heartbeat notices it, shows that the
// server stopped answering, and reconnects once it answers again; a ply played meanwhile is not
// sent and says so, and a ply sent into the silence is told as lost and can be played again. A
// quiet link is pinged and the server answers `pong`.

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

const SILENCE_TIMEOUT = { timeout: 40000 }; // two heartbeats unanswered, and a third to see it
const link = (page) => page.evaluate(() => document.body.dataset.link);

/** A game against the computer, South to play its first ply. */
async function my_turn(page, name) {
  await start_game(page, 'btn-bot', { name, level: 'easy', side: 'south' });
  await page.waitForSelector('#game:not([hidden])');
  assert.equal(await wait_turn_or_end(page), 'turn');
}

test('a server that stops answering is noticed and the page reconnects once it answers again', async () => {
  const page = await open_page(browser, server.url);
  await my_turn(page, 'Sil');
  const counts = await board_counts(page);
  process.kill(server.pid, 'SIGSTOP');
  try {
    await page.waitForFunction(() => document.body.dataset.link === 'offline', null, SILENCE_TIMEOUT);
    assert.match(await page.textContent('#banner'), /^The server stopped answering\. Reconnecting in 0:0\d…$/);
    assert.notEqual(await link(page), 'online');
    await page.click('#board .pit[data-side="0"][data-pit="0"]');
    assert.equal(await page.textContent('#notice'), 'You are offline: your ply was not sent. Play it once the connection is back.');
    assert.deepEqual(await board_counts(page), counts);
    assert.equal(await page.isEnabled('#board .pit[data-side="0"][data-pit="0"]'), true, 'the ply can be played later');
  } finally {
    process.kill(server.pid, 'SIGCONT');
  }
  await page.waitForFunction(() => document.body.dataset.link === 'online', null, SILENCE_TIMEOUT);
  await page.waitForSelector('#banner', { state: 'hidden' });
  assert.deepEqual(await board_counts(page), counts, 'the ply played offline was never sent');
  assert.equal(await wait_turn_or_end(page), 'turn');
  await page.click('#board .pit[data-side="0"][data-pit="0"]');
  await page.waitForFunction(() => document.querySelector('#board .pit[data-side="0"][data-pit="0"]').dataset.count === '0');
  assert.deepEqual(page.problems.filter((p) => !/WebSocket/.test(p)), []);
  await page.context().close();
});

test('a ply sent into a silent link is told as lost, and can be played again after the reconnect', async () => {
  // The test's proxy swallows every frame of a link it silenced, both ways; new links pass.
  let current = null;
  const heard = []; // the types of the frames the proxy passed, each way
  const page = await open_page(browser, server.url, undefined, async (p) => {
    await p.routeWebSocket(/\/ws$/, (ws) => {
      const srv = ws.connectToServer();
      const me = { silent: false };
      const pass = (to, m, way) => {
        if (me.silent) return;
        heard.push(`${way}${JSON.parse(m).type}`);
        to.send(m);
      };
      ws.onMessage((m) => pass(srv, m, '>'));
      srv.onMessage((m) => pass(ws, m, '<'));
      current = me;
    });
  });
  await my_turn(page, 'Los');
  // A quiet link is pinged, and the server answers. The answer to the live.unwatch the page sent
  // as the game began can still be on its way when the quiet starts; nothing else may pass.
  const late_answers = new Set(['<live.unwatched']);
  const quiet_from = heard.length;
  const deadline = Date.now() + 20000;
  while (!heard.slice(quiet_from).includes('<pong') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  assert.deepEqual(heard.slice(quiet_from).filter((t) => !late_answers.has(t)), ['>ping', '<pong']);
  const counts = await board_counts(page);
  await page.evaluate(() => {
    const el = document.querySelector('#notice');
    window.notices = [];
    new MutationObserver(() => window.notices.push(el.textContent)).observe(el, { childList: true, characterData: true, subtree: true });
  });
  current.silent = true;
  await page.click('#board .pit[data-side="0"][data-pit="0"]');
  await page.waitForFunction(() => window.notices.includes('Your ply did not reach the server: play it again.'), null, SILENCE_TIMEOUT);
  assert.deepEqual(await page.evaluate(() => window.notices), [
    'The connection was lost before the server confirmed your ply.',
    'Your ply did not reach the server: play it again.',
  ]);
  assert.equal(await link(page), 'online');
  assert.deepEqual(await board_counts(page), counts);
  assert.equal(await wait_turn_or_end(page), 'turn');
  await page.click('#board .pit[data-side="0"][data-pit="0"]');
  await page.waitForFunction(() => document.querySelector('#board .pit[data-side="0"][data-pit="0"]').dataset.count === '0');
  assert.deepEqual(page.problems.filter((p) => !/WebSocket/.test(p)), []);
  await page.context().close();
});
