// The public queue: two strangers are matched, both play, one resigns and both see the result;
// a player alone gets the computer after the (shortened) queue delay and is told so.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game, wait_turn_or_end, board_counts } from './harness.mjs';

// Long enough that the second player always joins in time on a busy machine, short enough to wait.
const BOT_AFTER_MS = 4000;
let server;
let browser;
before(async () => {
  server = await start_server({ '--bot-after-ms': BOT_AFTER_MS });
  browser = await launch_browser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('two players in the queue are matched, each plays, one resigns, both see the result', async () => {
  const a = await open_page(browser, server.url);
  const b = await open_page(browser, server.url);
  await start_game(a, 'btn-online', { name: 'Alice' });
  await a.waitForSelector('#queue:not([hidden])');
  assert.match(await a.textContent('#queue-countdown'), /computer in \d s/);
  await start_game(b, 'btn-online', { name: 'Bob' });
  await Promise.all([a.waitForSelector('#game:not([hidden])'), b.waitForSelector('#game:not([hidden])')]);

  const you_a = await a.getAttribute('#game', 'data-you');
  const you_b = await b.getAttribute('#game', 'data-you');
  assert.deepEqual([you_a, you_b].sort(), ['north', 'south']);
  // A queue game between two people is rated: two newcomers' provisional ratings by the names.
  assert.equal(await a.textContent('#name-top'), 'Bob 1500?');
  assert.equal(await b.textContent('#name-top'), 'Alice 1500?');
  assert.equal(await a.textContent('#name-bottom'), 'Alice (you) 1500?');
  const [south, north] = you_a === 'south' ? [a, b] : [b, a];

  // South opens with its first pit (4 seeds: S1..S4, no extra turn); North then answers.
  assert.equal(await north.locator('#board button.pit:enabled').count(), 0);
  assert.match(await north.textContent('#status'), /^Waiting for /);
  await south.click('#board .pit[data-side="0"][data-pit="0"]');
  await north.waitForFunction(() => document.querySelector('#board button.pit:enabled'));
  const seen = await board_counts(north);
  assert.deepEqual(seen.pits[0], [0, 5, 5, 5, 5, 4]);
  assert.equal(await south.locator('#board button.pit:enabled').count(), 0);
  await north.click('#board .pit[data-side="1"][data-pit="5"]'); // 4 seeds: store, S0, S1, S2
  await south.waitForFunction(() => document.querySelector('#board button.pit:enabled'));
  assert.deepEqual((await board_counts(south)).stores, [0, 1]);

  // South resigns (after confirming); North wins and both pages say so.
  await south.click('#btn-resign');
  await south.click('#btn-resign-confirm');
  await Promise.all([south.waitForSelector('#dlg-result[open]'), north.waitForSelector('#dlg-result[open]')]);
  assert.equal(await south.textContent('#result-title'), 'You lost');
  assert.equal(await north.textContent('#result-title'), 'You won!');
  assert.equal(await north.textContent('#result-reason'), `${you_a === 'south' ? 'Alice' : 'Bob'} resigned.`);
  assert.equal(await south.textContent('#result-reason'), 'You resigned.');
  assert.deepEqual(a.problems, []);
  assert.deepEqual(b.problems, []);
  await a.context().close();
  await b.context().close();
});

test('a player alone in the queue gets the computer after the delay, and the page says so', async () => {
  const page = await open_page(browser, server.url);
  // Timed from before the click that sends the join: the server's delay starts once it has the
  // join, and the board shows after the delay ends, so a test process scheduled late can only
  // see a longer wait, never a shorter one.
  const before_join = performance.now();
  await start_game(page, 'btn-online', { name: 'Solo' });
  await page.waitForSelector('#queue:not([hidden])');
  await page.waitForSelector('#game:not([hidden])', { timeout: BOT_AFTER_MS + 10000 });
  const waited = performance.now() - before_join;
  assert.ok(waited >= BOT_AFTER_MS, `the computer came ${Math.round(waited)} ms after the click, not before the delay`);
  assert.match(await page.textContent('#notice'), /playing the computer \((easy|medium|hard)\)/);
  assert.match(await page.textContent('#name-top'), /^Computer \((easy|medium|hard)\)$/);
  assert.equal(await wait_turn_or_end(page), 'turn');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('leaving the queue returns to the start screen and no game starts', async () => {
  const page = await open_page(browser, server.url);
  await start_game(page, 'btn-online', { name: 'Shy' });
  await page.waitForSelector('#queue:not([hidden])');
  await page.click('#btn-queue-cancel');
  await page.waitForSelector('#start:not([hidden])');
  await page.waitForTimeout(BOT_AFTER_MS + 500);
  assert.equal(await page.isHidden('#game'), true);
  // A computer game chosen afterwards is not presented as a queue fallback.
  await start_game(page, 'btn-bot', { level: 'hard' });
  await page.waitForSelector('#game:not([hidden])');
  assert.equal(await page.textContent('#notice'), 'Kalah 6 × 4');
  assert.equal(await page.textContent('#name-top'), 'Computer (hard)');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('two humans without a clock: the move clock, a rematch both ask for, and the opponent dropping out', async () => {
  const a = await open_page(browser, server.url);
  const b = await open_page(browser, server.url);
  // "No clock": the game has only the per-ply move clock (clock.test.mjs has the real clocks).
  for (const p of [a, b]) await p.selectOption('#tc-online', 'none');
  await start_game(a, 'btn-online', { name: 'Cleo' });
  await a.waitForSelector('#queue:not([hidden])');
  await start_game(b, 'btn-online', { name: 'Dan' });
  await Promise.all([a.waitForSelector('#game:not([hidden])'), b.waitForSelector('#game:not([hidden])')]);
  const a_south = (await a.getAttribute('#game', 'data-you')) === 'south';
  const [south, north] = a_south ? [a, b] : [b, a];

  // South is to move: its own row shows the clock, and North sees it on the top row.
  // The clock is an SVG icon (no emoji font needed) beside the time left.
  const clock_shown = (where) => {
    const c = document.querySelector(`#info-${where} .clock`);
    return Boolean(c?.querySelector('svg[aria-label="Time left"]')) && /^[0-9]:[0-5][0-9]$/.test(c.textContent);
  };
  await south.waitForFunction(clock_shown, 'bottom');
  await north.waitForFunction(clock_shown, 'top');
  assert.equal(await north.textContent('#info-bottom'), '');
  assert.equal(await north.isHidden('#clock-bottom'), true, 'an untimed game shows no chess clocks');

  await south.click('#btn-resign');
  await south.click('#btn-resign-confirm');
  await Promise.all([south.waitForSelector('#dlg-result[open]'), north.waitForSelector('#dlg-result[open]')]);
  const first = await a.getAttribute('#game', 'data-game');

  // North asks for a rematch; South is told and accepts; the seats swap.
  await north.click('#btn-rematch');
  await south.waitForFunction(() => /would like a rematch/.test(document.querySelector('#result-rematch').textContent));
  assert.equal(await south.textContent('#btn-rematch'), 'Accept rematch');
  assert.match(await north.textContent('#result-rematch'), /Waiting/);
  await south.click('#btn-rematch');
  await Promise.all([a, b].map((p) => p.waitForFunction((id) => document.querySelector('#game').dataset.game !== id, first)));
  assert.equal(await a.getAttribute('#game', 'data-you'), a_south ? 'north' : 'south');
  assert.equal(await b.getAttribute('#game', 'data-you'), a_south ? 'south' : 'north');
  // South resigned game 1, so North won it; match scores are per player across the swap.
  const a_won = !a_south;
  assert.equal(await a.textContent('#match-score'), `Match: You ${a_won ? 1 : 0} – ${a_won ? 0 : 1} Dan`);
  assert.equal(await b.textContent('#match-score'), `Match: You ${a_won ? 0 : 1} – ${a_won ? 1 : 0} Cleo`);

  // Dan closes his page: Cleo sees that he is gone and how long the game waits for him.
  await b.context().close();
  await a.waitForFunction(() => /disconnected — the game ends in [0-9]:[0-5][0-9] unless they return/.test(document.querySelector('#info-top').textContent));
  assert.deepEqual(a.problems, []);
  await a.context().close();
});
