// Languages on the screens about people: the account screen (guest forms, their errors, the
// logged-in view with the data box and the delete dialog), a player's page with Block and the
// report dialog, the leaderboard, a friend's invitation from both sides, the lobby with a seek,
// a challenge from both sides, a game between two people with its offers and chat, and the
// moderation pages. Each runs in the test-only pseudo-language (web/js/texts/pseudo.js: every
// catalog entry marked ⟦…⟧) and any visible text outside a mark fails, as tests/web/lang.test.mjs
// does for the other screens. Then a real language: an account's language is kept on the server
// (PUT /api/account/language) and a login on another device shows the page in it.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { start_server, launch_browser, open_page, until } from './harness.mjs';
import { pseudo, unmarked as unmarked_words, unmarked_attrs } from './lang_support.mjs';

const PASSWORD = 'correct horse 7';
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

/** The words, aria-labels, titles and placeholders shown outside the catalog's marks (lang_support.mjs). */
const unmarked = async (page, names = []) => [...(await unmarked_words(page, names)), ...(await unmarked_attrs(page, names))];
// Chromium reports each 4xx answer as a failed load: `provoked` lists the statuses a test causes on purpose.
const failed_load = (status) => `Failed to load resource: the server responded with a status of ${status} `;
const real_problems = (page, provoked = []) => page.problems.filter((p) => !provoked.some((s) => p.includes(failed_load(s))));
const player_id = (page) => page.evaluate(() => localStorage.getItem('mancala.player'));

/** A page in the pseudo-language whose browser plays as the guest `name`, online. */
async function guest(name, url = server.url) {
  const page = await open_page(browser, url, undefined, pseudo);
  await page.evaluate((n) => localStorage.setItem('mancala.name', n), name);
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  return page;
}

/** Registers `username` for the player of `page` through the API and reloads: it plays as the account. */
async function register(page, username) {
  const made = await page.evaluate(
    async ([username, password]) => {
      const r = await fetch('api/accounts', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });
      return r.json();
    },
    [username, PASSWORD],
  );
  await page.evaluate((m) => {
    localStorage.setItem('mancala.token', m.token);
    localStorage.setItem('mancala.player', m.player.id);
    localStorage.setItem('mancala.name', m.player.name);
  }, made);
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  return made.player.id;
}

/** Waits until the server knows `id` by `name` (a hello's name is stored a moment later). */
const named = (page, id, name) =>
  until(() => page.evaluate(async ([id, name]) => (await (await fetch(`/api/players/${id}`)).json()).name === name, [id, name]), `${id} to be named ${name}`);

test('the account screen, its errors, the data box and the delete dialog show only catalog words', { timeout: 120000 }, async () => {
  const page = await guest('Quinn');
  await page.evaluate(() => (location.hash = 'account'));
  await page.waitForSelector('#account:not([hidden])');
  assert.deepEqual(await unmarked(page, ['Quinn']), []);
  // A username the rules refuse, a password too short, an empty login, a wrong login.
  await page.fill('#reg-username', 'no');
  await page.click('#btn-register');
  assert.match(await page.textContent('#reg-error'), /^⟦.*⟧$/);
  await page.fill('#reg-username', 'Quinn_q');
  await page.fill('#reg-password', 'short');
  await page.click('#btn-register');
  assert.match(await page.textContent('#reg-error'), /^⟦.*⟧$/);
  await page.click('#btn-login');
  assert.match(await page.textContent('#login-error'), /^⟦.*⟧$/);
  await page.fill('#login-username', 'nobody_here');
  await page.fill('#login-password', 'wrong password 1');
  await page.click('#btn-login');
  await page.waitForFunction(() => document.querySelector('#login-error').textContent !== '');
  assert.match(await page.textContent('#login-error'), /^⟦.*⟧$/);
  assert.deepEqual(await unmarked(page, ['Quinn', 'Quinn_q']), []);
  // Registered: the logged-in view, the data box, the delete dialog and its mismatch.
  await page.fill('#reg-password', PASSWORD);
  await page.click('#btn-register');
  await page.waitForSelector('#account[data-state="account"]');
  assert.match(await page.textContent('#account-done'), /^⟦.*⟧$/);
  assert.deepEqual(await unmarked(page, ['Quinn_q']), []);
  await page.click('#btn-delete');
  await page.waitForSelector('#dlg-delete[open]');
  await page.fill('#delete-confirm', 'someone else');
  await page.click('#delete-go');
  assert.match(await page.textContent('#delete-error'), /^⟦.*⟧$/);
  assert.deepEqual(await unmarked(page, ['Quinn_q']), []);
  await page.keyboard.press('Escape');
  await page.click('#btn-logout');
  assert.match(await page.textContent('#account-done'), /^⟦.*⟧$/);
  assert.deepEqual(await unmarked(page, ['Quinn', 'Quinn_q']), []);
  assert.deepEqual(real_problems(page, [401]), []);
  await page.context().close();
});

test('a player page with Block and the report dialog, the leaderboard and an unknown player show only catalog words', { timeout: 120000 }, async () => {
  const a = await guest('Ann');
  const b = await guest('Bob');
  const bob = await player_id(b);
  await named(a, bob, 'Bob');
  await a.evaluate((p) => (location.hash = `player=${p}`), bob);
  await a.waitForSelector(`#player[data-state="ready"][data-player="${bob}"]`);
  await a.waitForSelector('#p-block:not([hidden])');
  assert.deepEqual(await unmarked(a, ['Bob']), []);
  await a.click('#p-block');
  await a.waitForFunction(() => document.querySelector('#p-block-status').textContent !== '');
  assert.deepEqual(await unmarked(a, ['Bob']), []);
  await a.click('#p-block'); // unblocked again, for the report
  await a.waitForFunction(() => document.querySelector('#p-block-status').textContent.includes('⟦') && !document.querySelector('#p-block').disabled);
  await a.click('#p-report');
  await a.waitForSelector('#dlg-report[open]');
  assert.deepEqual(await unmarked(a, ['Bob']), []);
  await a.click('#report-send');
  await a.waitForSelector('#dlg-report:not([open])', { state: 'attached' });
  await a.waitForFunction(() => document.querySelector('#p-report-status').textContent !== '');
  assert.deepEqual(await unmarked(a, ['Bob']), []);
  await a.evaluate(() => (location.hash = 'leaderboard'));
  await a.waitForSelector('#leaderboard:not([hidden])');
  await a.waitForFunction(() => !document.querySelector('#lb-empty').hidden || !document.querySelector('#lb-table').hidden);
  assert.deepEqual(await unmarked(a), []);
  await a.evaluate(() => (location.hash = 'player=nosuchplayer'));
  await a.waitForSelector('#player[data-state="missing"]');
  assert.deepEqual(await unmarked(a), []);
  assert.deepEqual(real_problems(a, [404]), []);
  assert.deepEqual(real_problems(b), []);
  await a.context().close();
  await b.context().close();
});

test('a friend invitation, the lobby with a seek and a challenge show only catalog words on both sides', { timeout: 120000 }, async () => {
  const a = await guest('Ann');
  await a.click('#btn-friend');
  await a.waitForSelector('#friend-wait:not([hidden])');
  await a.waitForFunction(() => document.querySelector('#fw-expiry').textContent !== '');
  assert.deepEqual(await unmarked(a, ['Ann']), []);
  const link = await a.inputValue('#fw-link');
  const b = await guest('Bob', link);
  await b.waitForSelector('#invite[data-state="open"]');
  assert.deepEqual(await unmarked(b, ['Ann', 'Bob']), []);
  await a.click('#btn-fw-cancel');
  await b.reload();
  await b.waitForSelector('#invite[data-state="gone"]');
  assert.deepEqual(await unmarked(b, ['Bob']), []);
  await b.evaluate(() => (location.hash = ''));
  // The lobby: Ann's seek in her own list and in Bob's.
  await a.waitForSelector('#start:not([hidden])');
  await a.selectOption('#tc-seek', '3+2');
  await a.click('#seek-create');
  await a.waitForSelector('#seek-list .seek-row.mine');
  await b.waitForSelector('#start:not([hidden])');
  await b.waitForSelector('#seek-list .seek-row');
  assert.deepEqual(await unmarked(a, ['Ann']), []);
  assert.deepEqual(await unmarked(b, ['Ann', 'Bob']), []);
  await a.click('#seek-list .seek-row.mine button');
  await b.waitForSelector('#seek-list .seek-row', { state: 'detached' });
  // A challenge: the dialog, the challenger's row, the incoming row with its reasons.
  const bob = await player_id(b);
  await named(a, bob, 'Bob');
  await a.evaluate((p) => (location.hash = `player=${p}`), bob);
  await a.waitForSelector('#player[data-state="ready"]');
  await a.click('#p-challenge');
  await a.waitForSelector('#dlg-challenge[open]');
  assert.deepEqual(await unmarked(a, ['Bob']), []);
  await a.selectOption('#challenge-clock', '3+2');
  await a.click('#challenge-send');
  await a.waitForSelector('#challenges .challenge-row.outgoing');
  await b.waitForSelector('#challenges .challenge-row.incoming');
  assert.deepEqual(await unmarked(a, ['Bob']), []);
  assert.deepEqual(await unmarked(b, ['Ann', 'Bob']), []);
  await b.selectOption('#challenges .challenge-reason', 'later');
  await b.click('#challenges .challenge-decline');
  await a.waitForSelector('#challenges .challenge-row.notice');
  assert.deepEqual(await unmarked(a, ['Bob']), []);
  assert.deepEqual(real_problems(a), []);
  assert.deepEqual(real_problems(b, [404]), []);
  await a.context().close();
  await b.context().close();
});

test('a game between two people with its offers and chat shows only catalog words', { timeout: 120000 }, async () => {
  const a = await guest('Ann');
  await a.selectOption('#friend-side', 'south');
  await a.click('#btn-friend');
  await a.waitForSelector('#friend-wait:not([hidden])');
  const b = await guest('Bob', await a.inputValue('#fw-link'));
  await b.waitForSelector('#invite[data-state="open"]');
  await b.click('#btn-invite-join');
  await Promise.all([a.waitForSelector('#chat-game:not([hidden])'), b.waitForSelector('#chat-game:not([hidden])')]);
  await a.click('#board .pit[data-side="0"][data-pit="0"]');
  await b.waitForSelector('#board .pit[data-side="1"][data-pit="5"]:not([disabled])');
  await b.click('#board .pit[data-side="1"][data-pit="5"]');
  await a.waitForSelector('#btn-draw:not([hidden])');
  await a.click('#btn-draw');
  await b.waitForSelector('#offer-incoming:not([hidden]) .offer-row[data-kind="draw"]');
  await b.click('#chat-game .chat-preset[data-preset="good_luck"]');
  await a.waitForSelector('#chat-game-log > li[data-preset="good_luck"]');
  await a.click('#chat-game-log > li[data-preset="good_luck"] .chat-line-menu');
  await a.waitForSelector('#chat-game .chat-menu:not([hidden])');
  assert.deepEqual(await unmarked(a, ['Ann', 'Bob']), []);
  assert.deepEqual(await unmarked(b, ['Ann', 'Bob']), []);
  await a.click('#chat-game .chat-menu .chat-mute');
  await a.waitForSelector('#chat-game .chat-muted');
  assert.deepEqual(await unmarked(a, ['Ann', 'Bob']), []);
  // Bob resigns: the result, then Ann's page lists the game with its outcome and date.
  await b.click('#btn-resign');
  await b.click('#btn-resign-confirm');
  await a.waitForSelector('#dlg-result[open]');
  assert.deepEqual(await unmarked(a, ['Ann', 'Bob']), []);
  await a.click('#btn-see-board');
  const ann = await player_id(a);
  await a.evaluate((p) => (location.hash = `player=${p}`), ann);
  await a.waitForSelector(`#player[data-state="ready"][data-player="${ann}"]`);
  await a.waitForSelector('#player-games .game-row');
  assert.match(await a.textContent('#player-games .game-row .result'), /^⟦.*⟧$/);
  assert.deepEqual(await unmarked(a, ['Ann', 'Bob']), []);
  assert.deepEqual(real_problems(a), []);
  assert.deepEqual(real_problems(b), []);
  await a.context().close();
  await b.context().close();
});

test('the moderation pages show only catalog words', { timeout: 120000 }, async () => {
  const m = await guest('Mia');
  await register(m, 'Mia_mod');
  const r = spawnSync(process.env.MANCALA_SERVER, ['--grant-moderator', 'Mia_mod', '--db', path.join(server.dir, 't.db'), '--log-level', 'warn'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  const p = await guest('Pat');
  const pat = await player_id(p);
  await named(m, pat, 'Pat');
  const rex = await guest('Rex');
  await rex.evaluate((id) => (location.hash = `player=${id}`), pat);
  await rex.waitForSelector('#player[data-state="ready"]');
  await rex.click('#p-report');
  await rex.waitForSelector('#dlg-report[open]');
  await rex.fill('#report-text', 'said rude things');
  await rex.click('#report-send');
  await rex.waitForFunction(() => document.querySelector('#p-report-status').textContent !== '');
  await m.evaluate(() => (location.hash = 'mod'));
  await m.waitForFunction(() => document.querySelector('#moderation')?.dataset.state === 'ready');
  assert.deepEqual(await unmarked(m, ['Pat', 'Rex', 'Mia_mod', 'said rude things', 'Ann', 'Bob']), []);
  await m.evaluate((id) => (location.hash = `mod=${id}`), pat);
  await m.waitForFunction((id) => {
    const root = document.querySelector('#moderation');
    return root?.dataset.state === 'ready' && root.dataset.player === id;
  }, pat);
  assert.deepEqual(await unmarked(m, ['Pat', 'Rex', 'Mia_mod', 'said rude things', 'Ann', 'Bob']), []);
  // A player who is no moderator at #mod.
  await rex.evaluate(() => (location.hash = 'mod'));
  await rex.waitForFunction(() => document.querySelector('#moderation')?.dataset.state === 'forbidden');
  assert.deepEqual(await unmarked(rex, ['Rex']), []);
  assert.deepEqual(real_problems(m), []);
  assert.deepEqual(real_problems(rex, [403]), []);
  for (const page of [m, p, rex]) await page.context().close();
});

test('an account keeps its language: chosen on one device, a login on another shows the page in it', { timeout: 120000 }, async () => {
  // Device one: an English page registers, then picks Français in the Language menu.
  const one = await open_page(browser, server.url);
  await one.evaluate(() => localStorage.setItem('mancala.name', 'Lena'));
  await one.reload();
  await one.waitForFunction(() => document.body.dataset.link === 'online');
  await one.evaluate(() => (location.hash = 'account'));
  await one.fill('#reg-username', 'Lena_fr');
  await one.fill('#reg-password', PASSWORD);
  await one.click('#btn-register');
  await one.waitForSelector('#account[data-state="account"]');
  const token = await one.evaluate(() => localStorage.getItem('mancala.token'));
  const kept = async () =>
    one.evaluate(async (t) => (await (await fetch('/api/account', { headers: { Authorization: `Bearer ${t}` } })).json()).language, token);
  assert.equal(await kept(), 'en', 'registering keeps the language in use');
  await one.click('#lang summary');
  await Promise.all([one.waitForEvent('load'), one.click('#lang .lang-choice[data-lang="fr"]')]);
  await one.waitForFunction(() => document.documentElement.lang === 'fr');
  assert.equal(await kept(), 'fr');
  // Device two: a new browser in English logs in, and the page comes back in French.
  const two = await open_page(browser, server.url);
  assert.equal(await two.getAttribute('html', 'lang'), 'en');
  await two.evaluate(() => (location.hash = 'account'));
  await two.waitForSelector('#account:not([hidden])');
  await two.fill('#login-username', 'lena_FR');
  await two.fill('#login-password', PASSWORD);
  await Promise.all([two.waitForEvent('load'), two.click('#btn-login')]);
  await two.waitForFunction(() => document.documentElement.lang === 'fr' && document.body.dataset.link === 'online');
  assert.equal(await two.evaluate(() => localStorage.getItem('mancala.lang')), 'fr');
  await two.waitForSelector('#account[data-state="account"]');
  assert.equal((await two.textContent('#btn-logout')).trim(), 'Se déconnecter');
  assert.equal((await two.textContent('#account-title')).trim(), 'Votre nom');
  // A choice on a text page is kept with the account too.
  await one.goto(`${server.url}how-to-play.html`);
  await one.waitForFunction(() => document.documentElement.lang === 'fr');
  await one.click('#lang summary');
  await Promise.all([one.waitForEvent('load'), one.click('#lang .lang-choice[data-lang="de"]')]);
  await one.waitForFunction(() => document.documentElement.lang === 'de');
  assert.equal(await kept(), 'de');
  assert.deepEqual([...one.problems, ...two.problems], []);
  await one.context().close();
  await two.context().close();
});
