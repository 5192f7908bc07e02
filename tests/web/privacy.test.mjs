// Your data on the account screen (docs/protocol.md §Privacy): a guest plays a computer game and
// keeps their name; "Download my data" saves mancala-<id>.json, which holds the player, the
// account and the game; "Delete my account" asks for the username (a wrong one deletes nothing),
// then the server forgets the player (the old token names nobody: 401), the page plays as a new
// guest, and the game's record shows the seat as "deleted player". The box and the dialog are
// checked for names and contrast at phone size. The Privacy page's table lists every entry the
// page's code keeps in local storage, and no other.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { start_server, launch_browser, open_page, start_game, screenshot, REPO } from './harness.mjs';
import { unnamed_controls, low_contrast } from './a11y.mjs';

const PHONE = { width: 390, height: 844 };
const USER = 'Priv_Ann';
const PASSWORD = 'correct horse 8';
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

const text = (page, sel) => page.textContent(sel).then((t) => t.trim());
const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

/** `method` on the server's `path` with `token` as a bearer token → {status, body}. */
async function as_player(path, method, token) {
  const res = await fetch(new URL(path, server.url), { method, headers: { Authorization: `Bearer ${token}` } });
  const body = await res.text();
  return { status: res.status, body: body ? JSON.parse(body) : null };
}

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

test('a player downloads their data, then deletes their account and plays on as a new guest', async () => {
  const page = await open_page(browser, server.url, PHONE);
  const game = await short_bot_game(page, 'Ann');
  const id = await stored(page, 'mancala.player');
  await open_account(page);
  // A guest has the box too, named for a player rather than an account.
  assert.equal(await page.isVisible('#privacy-box'), true);
  assert.equal(await text(page, '#btn-delete'), 'Delete my player');
  await page.fill('#reg-username', USER);
  await page.fill('#reg-password', PASSWORD);
  await page.click('#btn-register');
  await page.waitForSelector('#account[data-state="account"]');
  assert.equal(await text(page, '#btn-delete'), 'Delete my account');
  assert.equal(await page.getAttribute('#privacy-box a', 'href'), 'privacy.html');
  await screenshot(page, 'privacy-box-390x844.png');
  assert.deepEqual(await unnamed_controls(page), [], 'account screen with the privacy box');
  assert.deepEqual(await low_contrast(page), [], 'account screen with the privacy box');

  // Download my data: one JSON file named after the player, with the account and the game.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#btn-export')]);
  assert.equal(download.suggestedFilename(), `mancala-${id}.json`);
  const doc = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  assert.equal(doc.player.id, id);
  assert.equal(doc.account.username, USER);
  assert.deepEqual(doc.games.map((g) => g.game), [game]);
  assert.equal(doc.games[0].you, 'south');
  assert.ok(Array.isArray(doc.chat) && Array.isArray(doc.reports_filed) && Array.isArray(doc.blocks));
  assert.equal(await text(page, '#privacy-status'), `Your data was saved as mancala-${id}.json.`);
  assert.ok(!JSON.stringify(doc).includes(PASSWORD), 'the export holds no password');

  // Delete: a wrong name deletes nothing; the username does.
  const token = await stored(page, 'mancala.token');
  await page.click('#btn-delete');
  await page.waitForSelector('#dlg-delete[open]');
  assert.equal(await text(page, '#delete-title'), 'Delete your account?');
  assert.equal(await page.getByLabel(`To confirm, type your username, ${USER}:`).count(), 1);
  await screenshot(page, 'privacy-delete-390x844.png');
  assert.deepEqual(await unnamed_controls(page), [], 'the delete dialog');
  assert.deepEqual(await low_contrast(page), [], 'the delete dialog');
  await page.fill('#delete-confirm', 'someone else');
  await page.click('#delete-go');
  assert.equal(await text(page, '#delete-error'), 'That is not your name as shown: type it exactly to delete.');
  assert.equal(await page.getAttribute('#delete-confirm', 'aria-invalid'), 'true');
  assert.equal((await as_player('api/account', 'GET', token)).status, 200, 'nothing deleted yet');
  await page.fill('#delete-confirm', USER);
  await page.click('#delete-go');
  await page.waitForSelector('#dlg-delete:not([open])', { state: 'attached' });
  await page.waitForFunction((old) => {
    const p = localStorage.getItem('mancala.player');
    return p && p !== old;
  }, id);
  await page.waitForSelector('#account[data-state="guest"]');
  assert.equal(await text(page, '#account-done'), 'Your player and their data are deleted. This browser now plays as a new guest.');
  assert.notEqual(await stored(page, 'mancala.token'), token);
  assert.equal(await text(page, '#account-box-text'), 'You play as a guest.');

  // The server forgets the player: the old token names nobody; the game stays, its seat renamed.
  assert.equal((await as_player('api/account', 'GET', token)).status, 401);
  assert.equal((await as_player('api/account/export', 'GET', token)).status, 401);
  const record = await (await fetch(new URL(`api/games/${game}`, server.url))).json();
  assert.equal(record.players.south.name, 'deleted player');
  assert.equal(record.players.south.account, false);
  // The login is gone with the account.
  const login = await fetch(new URL('api/sessions', server.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: USER, password: PASSWORD }),
  });
  assert.equal(login.status, 401);
  assert.ok(!server.log().includes(token), 'the server log holds no token');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('every entry the page keeps in local storage is listed on the Privacy page', () => {
  const web = path.join(REPO, 'web');
  const code = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.js')) code.push(fs.readFileSync(p, 'utf8'));
    }
  };
  walk(path.join(web, 'js'));
  const named = new Set(code.join('\n').match(/(?<=['`])mancala\.[a-z_]+(?=['`])/g));
  // The friend invitation a tab waits on is in session storage: the page says so in its prose.
  named.delete('mancala.invite');
  const listed = new Set(
    [...fs.readFileSync(path.join(web, 'privacy.html'), 'utf8').matchAll(/<tr><td><code>([^<]*(?:<wbr>[^<]*)*)<\/code>/g)].map((m) => m[1].replaceAll('<wbr>', '')),
  );
  assert.ok(named.size >= 10, [...named].join(' '));
  assert.deepEqual([...named].filter((k) => !listed.has(k)).sort(), []);
  assert.deepEqual([...listed].filter((k) => !named.has(k)).sort(), []);
});
