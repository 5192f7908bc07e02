// The link to the server: a dropped WebSocket shows a banner and the page reconnects by
// itself, back into the same game; a second tab takes over; a pie-rule game offers North
// "Swap sides"; an Oware game (asked for on the wire) draws no stores.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game, wait_turn_or_end, board_counts, until } from './harness.mjs';

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

test('a lost connection shows a banner, then the page reconnects into the same game', async () => {
  const links = []; // the page side of each WebSocket the page opened
  const page = await open_page(browser, server.url, undefined, async (p) => {
    await p.routeWebSocket(/\/ws$/, (ws) => {
      ws.connectToServer(); // a transparent proxy: messages pass both ways unchanged
      links.push(ws);
    });
  });
  await start_game(page, 'btn-bot', { name: 'Net', level: 'easy' });
  await page.waitForSelector('#game:not([hidden])');
  await page.click('#board .pit[data-side="0"][data-pit="1"]');
  await page.waitForFunction(() => document.querySelector('#game').dataset.toMove === 'south' &&
    document.querySelector('#board button.pit:enabled'));
  const id = await page.getAttribute('#game', 'data-game');
  const counts = await board_counts(page);

  // The link drops as a network failure would: an abnormal close with no close frame.
  // (Two links so far: the page said hello again under the name typed on the start screen.)
  const opened = links.length;
  await links.at(-1).close({ code: 4000, reason: 'test drops the link' });
  await page.waitForSelector('#banner:not([hidden])');
  assert.match(await page.textContent('#banner'), /Connection lost\. Reconnecting in 0:0\d/);
  await page.waitForFunction(() => document.body.dataset.link === 'online', null, { timeout: 15000 });
  await page.waitForSelector('#banner', { state: 'hidden' });
  assert.equal(links.length, opened + 1, 'one new connection');
  assert.equal(await page.getAttribute('#game', 'data-game'), id);
  assert.deepEqual(await board_counts(page), counts);
  assert.equal(await wait_turn_or_end(page), 'turn');
  await page.click('#board .pit[data-side="0"][data-pit="5"]');
  await page.waitForFunction((c) => document.querySelector('#board .pit[data-side="0"][data-pit="5"] .count').textContent === '0', counts);
  // The console's "WebSocket is closed" from the dropped link is the expected kind of error.
  assert.deepEqual(page.problems.filter((p) => !/WebSocket/.test(p)), []);
  await page.context().close();
});

test('with the pie rule North may swap sides instead of sowing', async () => {
  const page = await open_page(browser, server.url);
  await page.click('#advanced summary');
  await page.check('#v-pie');
  await start_game(page, 'btn-local', { name: 'Pia' });
  await page.waitForSelector('#game:not([hidden])');
  assert.equal(await page.isHidden('#btn-swap'), true, 'no swap before South has played');
  await page.keyboard.press('1'); // S0: 4 seeds, no extra turn
  await page.waitForFunction(() => document.querySelector('#game').dataset.toMove === 'north');
  await page.waitForSelector('#btn-swap:not([hidden])');
  assert.match(await page.textContent('#status'), /to move \(North\)/);
  const counts = await board_counts(page);
  await page.click('#btn-swap');
  await page.waitForSelector('#btn-swap', { state: 'hidden' });
  await wait_turn_or_end(page);
  assert.deepEqual(await board_counts(page), counts, 'the position stays');
  assert.equal(await page.getAttribute('#game', 'data-to-move'), 'north', 'the opener, now North, moves next');
  assert.match(await page.textContent('#notice'), /swapped sides/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a second tab takes the game over; the first says so and can take it back', async () => {
  const first = await open_page(browser, server.url);
  await start_game(first, 'btn-bot', { name: 'Tab', level: 'easy' });
  await first.waitForSelector('#game:not([hidden])');
  const id = await first.getAttribute('#game', 'data-game');

  // Same browser profile, so the same token: the server closes the first tab's link (4001).
  const second = await first.context().newPage();
  await second.goto(server.url);
  await second.waitForSelector('#game:not([hidden])');
  assert.equal(await second.getAttribute('#game', 'data-game'), id);
  await first.waitForFunction(() => document.body.dataset.link === 'replaced');
  assert.match(await first.textContent('#banner'), /opened in another tab/);

  // No ping-pong: the first tab stays put until asked.
  await first.waitForTimeout(1500);
  assert.equal(await second.evaluate(() => document.body.dataset.link), 'online');
  await first.click('#banner button');
  await first.waitForFunction(() => document.body.dataset.link === 'online');
  await second.waitForFunction(() => document.body.dataset.link === 'replaced');
  assert.equal(await first.getAttribute('#game', 'data-game'), id);
  assert.deepEqual(first.problems, []);
  await first.context().close();
});

test('an Oware game (asked for on the wire) is drawn without stores, captures beside the board', async () => {
  // The start screen does not offer Oware yet: rewrite the page's local.play on its way out.
  const page = await open_page(browser, server.url, undefined, async (p) => {
    await p.routeWebSocket(/\/ws$/, (ws) => {
      const srv = ws.connectToServer();
      ws.onMessage((text) => {
        const m = JSON.parse(text);
        if (m.type === 'local.play') m.variant = { game: 'oware' };
        srv.send(JSON.stringify(m));
      });
      srv.onMessage((text) => ws.send(text));
    });
  });
  await start_game(page, 'btn-local', { name: 'Owa' });
  await page.waitForSelector('#game:not([hidden])');
  assert.equal(await page.locator('#board .store').count(), 0);
  assert.equal(await page.locator('#board .pit').count(), 12);
  assert.match(await page.textContent('#info-bottom'), /captured 0/);
  assert.match(await page.textContent('#info-top'), /captured 0/);
  await page.keyboard.press('6'); // S5's 4 seeds go to N0..N3
  await page.waitForFunction(() => document.querySelector('#game').dataset.toMove === 'north');
  const pits = await page.$$eval('#board .pit', (els) => els.map((e) => [e.dataset.side, e.dataset.pit, e.dataset.count].join(':')));
  assert.ok(pits.includes('1:0:5') && pits.includes('1:3:5') && pits.includes('1:4:4') && pits.includes('0:5:0'));
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('Play the computer pressed while the link is still opening waits for the welcome: the server’s game, not one on the device', async () => {
  const held = []; // the server's frames, held until the page has pressed
  let holding = true;
  let said_hello = false;
  let to_page = null;
  // Not open_page: it waits for the link to be up, which this test holds back.
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const upstream = ws.connectToServer();
    ws.onMessage((m) => {
      if (String(m).includes('"hello"')) said_hello = true;
      upstream.send(m);
    });
    to_page = ws;
    upstream.onMessage((m) => (holding ? held.push(m) : ws.send(m)));
  });
  await page.goto(server.url);
  // The app sends hello once every button is wired: a press now reaches the app, before any welcome.
  await until(() => said_hello, 'the hello');
  await page.click('#btn-bot');
  await page.waitForTimeout(300);
  assert.ok(await page.isHidden('#offline'), 'no game on the device while the server has not answered yet');
  holding = false;
  for (const m of held.splice(0)) to_page.send(m);
  await page.waitForSelector('#game:not([hidden])');
  assert.ok((await page.getAttribute('#game', 'data-game'))?.length > 0, 'the server’s game');
  assert.ok(await page.isHidden('#offline'));
  assert.deepEqual(problems, []);
  await page.context().close();
});
