// Coming back after time away: after a long outage in which the game ended, the page shows
// how it ended (the server sends no snapshot; the stored record says why).

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game } from './harness.mjs';

let server;
let browser;
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('a player whose link stays down past the grace time comes back to the result', async () => {
  const grace = await start_server({ '--disconnect-grace-ms': 1500, '--bot-after-ms': 8000 });
  browser ??= await launch_browser();
  let network_down = false;
  const links = [];
  const a = await open_page(browser, grace.url);
  const b = await open_page(browser, grace.url, undefined, async (p) => {
    await p.routeWebSocket(/\/ws$/, (ws) => {
      if (network_down) {
        ws.close({ code: 4000, reason: 'test: network down' }); // the retry fails
        return;
      }
      ws.connectToServer();
      links.push(ws);
    });
  });
  try {
    await start_game(a, 'btn-online', { name: 'Stay' });
    await a.waitForSelector('#queue:not([hidden])');
    await start_game(b, 'btn-online', { name: 'Gone' });
    await Promise.all([a.waitForSelector('#game:not([hidden])'), b.waitForSelector('#game:not([hidden])')]);

    network_down = true;
    await links.at(-1).close({ code: 4000, reason: 'test: network down' });
    await a.waitForSelector('#dlg-result[open]', { timeout: 15000 });
    assert.equal(await a.textContent('#result-title'), 'You won!');
    assert.equal(await a.textContent('#result-reason'), 'Gone left the game and did not come back in time.');

    network_down = false; // B's next retry gets through; its game is over by now
    await b.waitForSelector('#dlg-result[open]', { timeout: 20000 });
    assert.equal(await b.textContent('#result-title'), 'You lost');
    assert.equal(await b.textContent('#result-reason'), 'You left the game and did not come back in time.');
    assert.deepEqual(a.problems, []);
    assert.deepEqual(b.problems.filter((p) => !/WebSocket/.test(p)), []);
  } finally {
    await a.context().close();
    await b.context().close();
    await grace.stop();
  }
});
