// Back after a lost link: the opponent's ply played meanwhile arrives only inside the game's
// snapshot, and the page marks and tells it as it would a `moved`; the opening "Matched with…"
// line goes with it.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game } from './harness.mjs';

let server;
let browser;
before(async () => {
  server = await start_server({ '--bot-after-ms': 600000 }); // two people, never the computer
  browser = await launch_browser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page whose WebSocket passes through a proxy the test can cut (`link.cut()`) and mend. */
async function proxied_page() {
  const link = { current: null, held: false };
  const page = await open_page(browser, server.url, undefined, async (p) => {
    await p.routeWebSocket(/\/ws$/, (ws) => {
      if (link.held) {
        ws.close({ code: 4000, reason: 'test holds the link down' });
        return;
      }
      ws.connectToServer();
      link.current = ws;
    });
  });
  link.cut = async () => {
    link.held = true;
    await link.current.close({ code: 4000, reason: 'test drops the link' });
  };
  return { page, link };
}

test('the ply an opponent made while the link was down is marked and told, and "Matched with" goes', async () => {
  const one = await proxied_page();
  const two = await proxied_page();
  await start_game(one.page, 'btn-online', { name: 'Ann' });
  await one.page.waitForSelector('#queue:not([hidden])');
  await start_game(two.page, 'btn-online', { name: 'Ben' });
  await Promise.all([one, two].map((x) => x.page.waitForSelector('#game:not([hidden])')));
  const [mover, waiter] = (await one.page.getAttribute('#game', 'data-you')) === 'south' ? [one, two] : [two, one];
  const mover_name = mover === one ? 'Ann' : 'Ben';
  assert.equal(await waiter.page.textContent('#notice'), `Matched with ${mover_name}. Kalah 6 × 4.`);

  await waiter.link.cut();
  await waiter.page.waitForFunction(() => document.body.dataset.link === 'offline');
  // South sows its second pit: 4 seeds into S2..S5, no extra turn.
  await mover.page.click('#board .pit[data-side="0"][data-pit="1"]');
  await mover.page.waitForFunction(() => document.querySelector('#game').dataset.toMove === 'north');
  assert.equal(await waiter.page.getAttribute('#board .pit[data-side="0"][data-pit="1"]', 'data-count'), '4', 'not heard yet');

  waiter.link.held = false;
  await waiter.page.waitForFunction(() => document.body.dataset.link === 'online', null, { timeout: 20000 });
  await waiter.page.waitForFunction(() => document.querySelector('#board .pit[data-side="0"][data-pit="1"]').dataset.count === '0');
  assert.equal(await waiter.page.textContent('#notice'), `${mover_name} sowed pit 2.`);
  const marked = await waiter.page.$$eval('#board .origin', (els) => els.map((e) => `${e.dataset.side}:${e.dataset.pit}`));
  assert.deepEqual(marked, ['0:1']);
  assert.equal(await waiter.page.getAttribute('#game', 'data-to-move'), 'north');
  for (const x of [one, two]) assert.deepEqual(x.page.problems.filter((p) => !/WebSocket/.test(p)), []);
  await one.page.context().close();
  await two.page.context().close();
});
