// A server restart in the middle of a game: the page hears `server.draining`, says the server
// is restarting, reconnects by itself to the new server (same address, same database), and the
// same game goes on.

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game, wait_turn_or_end, board_counts, problems_beside_outage } from './harness.mjs';

let server;
let browser;
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('after a server restart the page reconnects into the same game', async () => {
  server = await start_server();
  browser = await launch_browser();
  const page = await open_page(browser, server.url);
  await start_game(page, 'btn-bot', { name: 'Phoenix', level: 'easy' });
  await page.waitForSelector('#game:not([hidden])');
  await page.click('#board .pit[data-side="0"][data-pit="0"]');
  await page.waitForFunction(() => document.querySelector('#game').dataset.toMove === 'south' &&
    document.querySelector('#board button.pit:enabled'));
  const id = await page.getAttribute('#game', 'data-game');
  const counts = await board_counts(page);

  // Every text the banner shows from now on (it changes as the retries go).
  await page.evaluate(() => {
    window.banners = [];
    const b = document.getElementById('banner');
    new MutationObserver(() => window.banners.push(b.textContent)).observe(b, { childList: true, subtree: true, characterData: true });
  });
  const { port, dir } = server;
  await server.stop({ keep: true }); // SIGTERM: the server drains, then exits
  server = null;
  await page.waitForFunction(() => document.body.dataset.link !== 'online');
  server = await start_server({ '--port': port }, dir);

  await page.waitForFunction(() => document.body.dataset.link === 'online', null, { timeout: 20000 });
  await page.waitForSelector('#game:not([hidden])');
  assert.ok((await page.evaluate(() => window.banners)).some((t) => /The server is restarting; your game is kept/.test(t)));
  assert.equal(await page.getAttribute('#game', 'data-game'), id);
  assert.deepEqual(await board_counts(page), counts);
  assert.equal(await wait_turn_or_end(page), 'turn');
  await page.click('#board .pit[data-side="0"][data-pit="5"]');
  await page.waitForFunction(() => document.querySelector('#board .pit[data-side="0"][data-pit="5"] .count').textContent === '0');
  assert.deepEqual(problems_beside_outage(page), []);
  await page.context().close();
});
