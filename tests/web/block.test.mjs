// Blocking on a player's page: B blocks A (the button turns to Unblock, a reload keeps it), A's
// challenge to B is refused with a sentence, B unblocks and A's challenge reaches B. One's own
// page has no Block button; a failed request disables it with a message.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, screenshot } from './harness.mjs';
import { unnamed_controls, low_contrast } from './a11y.mjs';

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

const player_id = (page) => page.evaluate(() => localStorage.getItem('mancala.player'));

/** Opens `id`'s page on `page` and waits until the Block button has the server's answer. */
async function open_player(page, id) {
  await page.evaluate((p) => (location.hash = `player=${p}`), id);
  await page.waitForSelector(`#player[data-state="ready"][data-player="${id}"]`);
  await page.waitForSelector('#p-block:not([disabled])');
}

async function send_challenge(page) {
  await page.click('#p-challenge');
  await page.waitForSelector('#dlg-challenge[open]');
  await page.uncheck('#challenge-rated');
  await page.click('#challenge-send');
}

test('a block refuses the challenge with a sentence; after unblocking it reaches the player', async () => {
  const a = await open_page(browser, server.url);
  const b = await open_page(browser, server.url);
  await a.evaluate(() => localStorage.setItem('mancala.name', 'Ann'));
  await a.reload();
  await a.waitForFunction(() => document.body.dataset.link === 'online');
  const [a_id, b_id] = [await player_id(a), await player_id(b)];
  // The welcome does not wait for the new name's write: the player's page shows it once stored.
  await b.waitForFunction(
    async (id) => (await (await fetch(`/api/players/${id}`)).json()).name === 'Ann',
    a_id,
    { polling: 100 },
  );

  await open_player(b, a_id);
  assert.equal(await b.textContent('#p-block'), 'Block');
  assert.match(await b.textContent('#p-block-note'), /they cannot challenge you, nor you them/);
  assert.equal(await b.textContent('#p-block-status'), '');
  await b.click('#p-block');
  await b.waitForFunction(() => document.querySelector('#p-block').textContent === 'Unblock');
  assert.equal(await b.textContent('#p-block-status'), 'You blocked Ann.');
  assert.equal(await b.getAttribute('#p-block-status', 'role'), 'status');
  assert.deepEqual(await unnamed_controls(b), []);
  assert.deepEqual(await low_contrast(b), []);
  await screenshot(b, 'block-player-page-1280x800.png');
  await b.reload();
  await b.waitForFunction(() => document.body.dataset.link === 'online');
  await open_player(b, a_id);
  assert.equal(await b.textContent('#p-block'), 'Unblock');
  assert.equal(await b.textContent('#p-block-status'), 'You have blocked Ann.');

  // A has not blocked B, so A's page of B offers Block; B's block refuses A's challenge.
  await open_player(a, b_id);
  assert.equal(await a.textContent('#p-block'), 'Block');
  await send_challenge(a);
  await a.waitForFunction(() => document.querySelector('#dlg-challenge .challenge-error').textContent !== '');
  assert.equal(await a.textContent('#dlg-challenge .challenge-error'), 'This player does not take challenges from you.');
  assert.ok(await a.isHidden('#challenges .challenge-row.outgoing'));
  await a.click('#dlg-challenge .actions button:not(#challenge-send)');

  await b.click('#p-block');
  await b.waitForFunction(() => document.querySelector('#p-block').textContent === 'Block');
  assert.equal(await b.textContent('#p-block-status'), 'You unblocked Ann.');
  await send_challenge(a);
  await a.waitForSelector('#challenges .challenge-row.outgoing');
  await b.waitForSelector('#challenges .challenge-row.incoming');
  assert.match(await b.textContent('#challenges .incoming span'), /^Ann challenges you: /);
  assert.deepEqual([...a.problems, ...b.problems], []);
  await a.context().close();
  await b.context().close();
});

test('the challenger who blocked is told to unblock first', async () => {
  const a = await open_page(browser, server.url);
  const b = await open_page(browser, server.url);
  await open_player(a, await player_id(b));
  await a.click('#p-block');
  await a.waitForFunction(() => document.querySelector('#p-block').textContent === 'Unblock');
  await send_challenge(a);
  await a.waitForFunction(() => document.querySelector('#dlg-challenge .challenge-error').textContent !== '');
  assert.equal(await a.textContent('#dlg-challenge .challenge-error'), 'You have blocked this player: unblock them to challenge them.');
  assert.deepEqual([...a.problems, ...b.problems], []);
  await a.context().close();
  await b.context().close();
});

test('no Block button on one’s own page; a failed request disables it with a message', async () => {
  const a = await open_page(browser, server.url);
  const b = await open_page(browser, server.url);
  await a.evaluate((p) => (location.hash = `player=${p}`), await player_id(a));
  await a.waitForSelector('#player[data-state="ready"]');
  assert.ok(await a.isHidden('#p-block'));
  assert.ok(await a.isHidden('#p-block-box'));
  assert.ok(await a.isHidden('#p-challenge'));

  await a.route('**/api/players/*/block', (route) => route.abort());
  await a.evaluate((p) => (location.hash = `player=${p}`), await player_id(b));
  await a.waitForFunction(() => document.querySelector('#p-block-status').textContent !== '');
  assert.ok(await a.isDisabled('#p-block'));
  assert.match(await a.textContent('#p-block-status'), /^Blocking is not available: the server could not be reached\./);
  // Aborted requests are logged by Chromium as console errors: only those are expected here.
  assert.deepEqual(a.problems.filter((p) => !/net::ERR_FAILED/.test(p)), []);
  await a.context().close();
  await b.context().close();
});
