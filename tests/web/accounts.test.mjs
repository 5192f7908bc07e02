// Optional accounts on the page: a guest with a computer game keeps their name (the same player
// id, the account mark by their name), a second browser logs in with the username and password
// and is the same player (Your games lists the game, the same id in localStorage), a watcher and
// Now playing show the mark, the player page too; logging out makes a new guest. A wrong
// password and an unknown name get the one message, a taken name its own, a bad username the
// rules; too many failed logins say how long to wait (Retry-After). The password is never kept
// in storage or shown; the account screen is checked at phone size for names and contrast.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game, screenshot } from './harness.mjs';
import { unnamed_controls, low_contrast } from './a11y.mjs';

const PHONE = { width: 390, height: 844 };
const USER = 'Ann_24';
const PASSWORD = 'correct horse 7';
const WRONG = 'Wrong username or password.';
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

// Console problems other than the refusals a test provokes on purpose: Chromium reports each 4xx
// answer as a failed load, so `provoked` lists the statuses to drop (401 a refused login, 409 a
// taken username, 429 too many failed logins). Any other failed load (a 5xx, a missing script) stays.
const failed_load = (status) => `Failed to load resource: the server responded with a status of ${status} `;
const real_problems = (page, provoked = []) =>
  page.problems.filter((p) => !provoked.some((s) => p.includes(failed_load(s))));
const text = (page, sel) => page.textContent(sel).then((t) => t.trim());
const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);
const fits = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const all_storage = (page) => page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));

/** A computer game with one ply, resigned; back on the start screen. Returns the game id. */
async function short_bot_game(page, name) {
  await start_game(page, 'btn-bot', { name, level: 'easy', side: 'south' });
  await page.waitForSelector('#game:not([hidden])');
  const id = await page.getAttribute('#game', 'data-game');
  await page.click('#board .pit[data-side="0"][data-pit="0"]');
  await page.waitForFunction(() => document.querySelector('#board button.pit:enabled'));
  await page.click('#btn-resign');
  await page.click('#btn-resign-confirm');
  await page.waitForSelector('#dlg-result[open]');
  await page.click('#btn-new');
  await page.waitForSelector('#start:not([hidden])');
  return id;
}

async function open_account(page) {
  await page.click('#account-link');
  await page.waitForSelector('#account:not([hidden])');
  await page.waitForSelector('#account:not([data-state="connecting"])');
}

async function log_in(page, username, password) {
  await page.fill('#login-username', username);
  await page.fill('#login-password', password);
  await page.click('#btn-login');
}

test('a guest keeps their name; another browser logs in as the same player; log out makes a new guest', async () => {
  const a = await open_page(browser, server.url);
  const first = await short_bot_game(a, 'Ann guest');
  await a.waitForSelector(`#my-games-list .game-row[data-game="${first}"]`);
  const id = await stored(a, 'mancala.player');
  assert.ok(id);
  assert.equal(await text(a, '#account-box-text'), 'You play as a guest.');

  // Keep your name: the same player, now registered, marked, the name field locked to it.
  await open_account(a);
  assert.equal(await a.getAttribute('#account', 'data-state'), 'guest');
  assert.match(await text(a, '#account-status'), /^You play as a guest, named “Ann guest” for now\./);
  assert.equal(await a.getAttribute('#reg-password', 'type'), 'password');
  assert.equal(await a.getAttribute('#reg-password', 'autocomplete'), 'new-password');
  assert.equal(await a.getAttribute('#reg-username', 'autocomplete'), 'username');
  await a.fill('#reg-username', USER);
  await a.fill('#reg-password', PASSWORD);
  await a.click('#btn-register');
  await a.waitForSelector('#account[data-state="account"]');
  assert.equal(await text(a, '#account-done'), `Your name ${USER} is registered. Log in with it on any other device.`);
  assert.equal(await text(a, '#account-status'), `You are logged in as ${USER}.`);
  assert.equal(await a.getAttribute('#account-status .account-mark', 'aria-label'), 'registered player');
  assert.equal(await a.inputValue('#reg-password'), '', 'the password is not kept in the form');
  assert.equal(await stored(a, 'mancala.player'), id, 'the same player');
  assert.ok(!(await all_storage(a)).includes(PASSWORD), 'the password is never stored');
  assert.equal(await a.isVisible('#register-form'), false);
  assert.equal(await a.isVisible('#btn-logout'), true);
  await a.click('#account-leave');
  await a.waitForSelector('#start:not([hidden])');
  assert.equal(await a.inputValue('#name'), USER);
  assert.equal(await a.$eval('#name', (e) => e.readOnly), true);
  assert.equal(await text(a, '#account-box-text'), `Registered as ${USER}.`);
  assert.equal(await a.locator('#account-box-text .account-mark').count(), 1);
  await screenshot(a, 'account-start-1280x800.png');

  // The next game shows the mark by the player's own name, not by the computer's.
  await start_game(a, 'btn-bot', { level: 'easy', side: 'south' });
  await a.waitForSelector('#game:not([hidden])');
  assert.equal(await a.textContent('#name-bottom'), `${USER} (you)`, 'the mark adds no text');
  assert.equal(await a.getAttribute('#name-bottom .account-mark', 'aria-label'), 'registered player');
  assert.equal(await a.locator('#name-top .account-mark').count(), 0);
  await screenshot(a, 'account-mark-game-1280x800.png');
  await a.click('#btn-resign');
  await a.click('#btn-resign-confirm');
  await a.waitForSelector('#dlg-result[open]');
  await a.click('#btn-new');
  await a.goto(`${server.url}#player=${id}`);
  await a.waitForSelector('#player[data-state="ready"]');
  assert.equal(await a.textContent('#player-title'), USER);
  assert.equal(await a.locator('#player-title .account-mark').count(), 1);

  // Another browser logs in: the same player id, its games in Your games, its name.
  const b = await open_page(browser, server.url);
  const guest_b = await stored(b, 'mancala.player');
  await open_account(b);
  assert.equal(await b.getAttribute('#login-password', 'autocomplete'), 'current-password');
  await log_in(b, USER, PASSWORD);
  await b.waitForSelector('#account[data-state="account"]');
  assert.equal(await text(b, '#account-done'), `Logged in as ${USER}.`);
  assert.equal(await stored(b, 'mancala.player'), id);
  assert.notEqual(await stored(b, 'mancala.player'), guest_b);
  assert.notEqual(await stored(b, 'mancala.token'), await stored(a, 'mancala.token'), 'a token of its own');
  assert.equal(await b.inputValue('#login-password'), '');
  assert.ok(!(await all_storage(b)).includes(PASSWORD));
  await b.click('#account-leave');
  await b.waitForSelector(`#my-games-list .game-row[data-game="${first}"]`);
  assert.equal(await b.locator('#my-games-list .game-row').count(), 2);
  assert.equal(await b.inputValue('#name'), USER);

  // A watcher and Now playing see the mark by the registered player only.
  await start_game(b, 'btn-bot', { level: 'easy', side: 'south' });
  await b.waitForSelector('#game:not([hidden])');
  const live = await b.getAttribute('#game', 'data-game');
  const c = await open_page(browser, server.url);
  await c.waitForSelector(`#live-list .game-row[data-game="${live}"]`);
  assert.equal(await c.locator(`#live-list .game-row[data-game="${live}"] .account-mark`).count(), 1);
  assert.equal(await c.textContent(`#live-list .game-row[data-game="${live}"] .vs`), `${USER} vs Computer (easy)`);
  await c.click(`#live-list .game-row[data-game="${live}"]`);
  await c.waitForSelector('#watch[data-state="live"]');
  assert.equal(await c.textContent('#w-name-bottom'), USER);
  assert.equal(await c.locator('#w-name-bottom .account-mark').count(), 1);
  assert.equal(await c.locator('#w-name-top .account-mark').count(), 0);
  assert.deepEqual(await unnamed_controls(c), [], 'watch view with the mark');
  await b.click('#btn-resign');
  await b.click('#btn-resign-confirm');
  await b.waitForSelector('#dlg-result[open]');
  await b.click('#btn-new');
  await b.waitForSelector('#start:not([hidden])');
  // The replay of that game marks the seat stored under the username.
  await c.goto(`${server.url}#game=${live}`);
  await c.waitForSelector('#replay[data-state="ready"]');
  assert.equal(await c.locator('#r-name-bottom .account-mark').count(), 1);
  await c.context().close();

  // Log out: this browser forgets the player; the next hello makes a new guest.
  await open_account(b);
  await b.click('#btn-logout');
  await b.waitForSelector('#account[data-state="guest"]');
  assert.equal(
    await text(b, '#account-done'),
    `Logged out. This browser now plays as a new guest; log in to play as ${USER} again.`,
  );
  const new_guest = await stored(b, 'mancala.player');
  assert.ok(new_guest && new_guest !== id, 'a new player');
  assert.notEqual(new_guest, guest_b);
  await b.click('#account-leave');
  await b.waitForSelector('#start:not([hidden])');
  assert.equal(await b.inputValue('#name'), '');
  assert.equal(await b.$eval('#name', (e) => e.readOnly), false);
  assert.equal(await text(b, '#account-box-text'), 'You play as a guest.');
  assert.equal(await b.isVisible('#my-games'), false, 'the new guest has no games');

  assert.ok(!server.log().includes(PASSWORD), 'the server log holds no password');
  for (const p of [a, b]) assert.deepEqual(real_problems(p), []);
  await a.context().close();
  await b.context().close();
});

test('a wrong password, an unknown name, a taken name and a bad username each say so (phone)', async () => {
  const page = await open_page(browser, server.url, PHONE);
  await open_account(page);
  await screenshot(page, 'account-390x844.png');
  assert.deepEqual(await unnamed_controls(page), [], 'account screen');
  assert.deepEqual(await low_contrast(page), [], 'account screen');
  assert.ok(await fits(page), 'the account screen fits the width');
  // Each field is named by its label, and the rules are its description.
  assert.equal(await page.getByLabel('Username').count(), 2);
  assert.equal(await page.getByLabel('Password').count(), 2);
  // The rules, and the note that says which name the username replaces (a guest named "Guest …" here).
  assert.equal(await page.getAttribute('#reg-username', 'aria-describedby'), 'reg-username-rules reg-name-note');
  assert.match(await text(page, '#reg-name-note'), /^Other players will see your username instead of “Guest [0-9a-z]{4}”/);

  await log_in(page, USER, 'not the password');
  await page.waitForFunction(() => document.querySelector('#login-error').textContent !== '');
  assert.equal(await text(page, '#login-error'), WRONG);
  assert.equal(await page.getAttribute('#login-password', 'aria-invalid'), 'true');
  await log_in(page, 'nobody_here', PASSWORD);
  await page.waitForFunction((w) => document.querySelector('#login-error').textContent === w, WRONG);
  assert.equal(await page.getAttribute('#account', 'data-state'), 'guest');

  // The username is free of any other case: "ann_24" is taken too.
  await page.fill('#reg-username', USER.toLowerCase());
  await page.fill('#reg-password', 'another long one');
  await page.click('#btn-register');
  await page.waitForFunction(() => document.querySelector('#reg-error').textContent !== '');
  assert.equal(await text(page, '#reg-error'), 'That username is taken. Choose another one.');
  // Bad input is caught before it is sent, with the rules.
  await page.fill('#reg-username', 'a b');
  await page.click('#btn-register');
  await page.waitForFunction(() => /^A username is 3 to 20/.test(document.querySelector('#reg-error').textContent));
  await page.fill('#reg-username', 'Bea');
  await page.fill('#reg-password', 'short');
  await page.click('#btn-register');
  assert.equal(await text(page, '#reg-error'), 'A password needs 10 to 128 characters.');
  assert.equal(await page.getAttribute('#account', 'data-state'), 'guest');
  await screenshot(page, 'account-errors-390x844.png');
  assert.deepEqual(await low_contrast(page), [], 'account screen with its errors');
  assert.ok(!(await page.textContent('body')).includes('not the password'), 'no password shown');
  assert.deepEqual(real_problems(page, [401, 409]), []);
  await page.context().close();
});

test('a rated game played as a registered player: its rating shows after logging in elsewhere', async () => {
  // Its own server: the two players must meet each other, and every rated player is listed.
  const own = await start_server({ '--bot-after-ms': 20000, '--leaderboard-max-rd': 350 });
  try {
    const a = await open_page(browser, own.url);
    await open_account(a);
    await a.fill('#reg-username', 'Rae');
    await a.fill('#reg-password', PASSWORD);
    await a.click('#btn-register');
    await a.waitForSelector('#account[data-state="account"]');
    const id = await stored(a, 'mancala.player');
    await a.click('#account-leave');
    const b = await open_page(browser, own.url);
    await start_game(a, 'btn-online');
    await a.waitForSelector('#queue:not([hidden])');
    await start_game(b, 'btn-online', { name: 'Bob' });
    await Promise.all([a.waitForSelector('#game:not([hidden])'), b.waitForSelector('#game:not([hidden])')]);
    // The opponent sees the registered player's mark; the guest has none.
    assert.equal(await b.locator('#name-top .account-mark').count(), 1);
    assert.equal(await b.locator('#name-bottom .account-mark').count(), 0);
    assert.equal(await text(b, '#name-top .rating'), '1500?');
    const a_south = (await a.getAttribute('#game', 'data-you')) === 'south';
    const [south, north] = a_south ? [a, b] : [b, a];
    await south.click('#board .pit[data-side="0"][data-pit="0"]');
    await north.waitForFunction(() => document.querySelector('#board button.pit:enabled'));
    await north.click('#board .pit[data-side="1"][data-pit="5"]');
    await south.waitForFunction(() => document.querySelector('#board button.pit:enabled'));
    await south.click('#btn-resign');
    await south.click('#btn-resign-confirm');
    await Promise.all([a.waitForSelector('#dlg-result[open]'), b.waitForSelector('#dlg-result[open]')]);
    const rating = Math.round(Number(/Your rating: (\d+)/.exec(await text(a, '#result-rating'))[1]));
    assert.ok(rating !== 1500);

    // Elsewhere, log in: the same player's page shows that rating, the leaderboard the mark's name.
    const c = await open_page(browser, own.url);
    await open_account(c);
    await log_in(c, 'rae', PASSWORD); // the username in any case
    await c.waitForSelector('#account[data-state="account"]');
    assert.equal(await stored(c, 'mancala.player'), id);
    await c.click('#account-leave');
    await c.waitForSelector('#my-page-link:not([hidden])');
    await c.click('#my-page-link');
    await c.waitForSelector('#player[data-state="ready"]');
    assert.equal(await c.textContent('#player-title'), 'Rae');
    assert.equal(await c.locator('#player-title .account-mark').count(), 1);
    const cells = await c.$$eval('#player-ratings-body tr', (trs) => trs.map((tr) => [...tr.children].map((x) => x.textContent)));
    assert.deepEqual(cells, [['Kalah 6 × 4', 'Blitz', String(rating), 'provisional', '1']]);
    await c.click('#player .button-link[href="#leaderboard"]');
    await c.waitForSelector('#leaderboard[data-state="ready"]');
    assert.ok((await c.$$eval('#lb-rows tr', (trs) => trs.map((tr) => tr.dataset.player))).includes(id));
    for (const p of [a, b, c]) {
      assert.deepEqual(real_problems(p), []);
      await p.context().close();
    }
  } finally {
    await own.stop();
  }
});

test('too many failed logins: the page says how long to wait (Retry-After)', async () => {
  // Its own server: the limit counts per address, and every test here comes from 127.0.0.1.
  const own = await start_server();
  try {
    const page = await open_page(browser, own.url);
    await open_account(page);
    let said = '';
    for (let i = 0; i < 8 && !said.startsWith('Too many'); i++) {
      await page.evaluate(() => (document.querySelector('#login-error').textContent = ''));
      await log_in(page, 'someone', `wrong password ${i}`);
      await page.waitForFunction(() => document.querySelector('#login-error').textContent !== '');
      said = await text(page, '#login-error');
      if (!said.startsWith('Too many')) assert.equal(said, WRONG);
    }
    assert.match(said, /^Too many tries\. Try again in \d+ seconds\.$/);
    const secs = Number(/in (\d+) seconds/.exec(said)[1]);
    assert.ok(secs > 0 && secs <= 60, `${secs} s`);
    assert.deepEqual(real_problems(page, [401, 429]), []);
    await page.context().close();
  } finally {
    await own.stop();
  }
});
