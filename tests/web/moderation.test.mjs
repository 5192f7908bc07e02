// The moderation page: an account made a moderator with the real `mancala-server
// --grant-moderator NAME` on the test server's database opens #mod, sees Rex's report about Pat
// in the queue, opens Pat's record, is asked for a reason, times Pat out of the chat (the record
// and the log say so, with who and why; the queue is empty), and the page has named controls and
// 4.5:1 contrast. Only the moderator's start screen has the Moderation link; a player who is no
// moderator gets "not a moderator" at #mod.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { start_server, launch_browser, open_page, screenshot } from './harness.mjs';
import { unnamed_controls, low_contrast } from './a11y.mjs';

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

// Chromium reports each 4xx answer as a failed load: `provoked` lists the statuses a test causes on purpose.
const failed_load = (status) => `Failed to load resource: the server responded with a status of ${status} `;
const real_problems = (page, provoked = []) => page.problems.filter((p) => !provoked.some((s) => p.includes(failed_load(s))));
const text = (page, sel) => page.textContent(sel).then((t) => t.trim());

/** A page whose browser plays as a new account `username` (registered through the API, then reloaded). */
async function account_page(username) {
  const page = await open_page(browser, server.url);
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
  return { page, id: made.player.id };
}

function grant(username) {
  const r = spawnSync(process.env.MANCALA_SERVER, ['--grant-moderator', username, '--db', path.join(server.dir, 't.db'), '--log-level', 'warn'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, new RegExp(`^${username} \\(player \\w+\\) is a moderator now\\n$`));
}

async function open_mod(page, id = null) {
  await page.evaluate((p) => (location.hash = p === null ? 'mod' : `mod=${p}`), id);
  await page.waitForFunction(
    (p) => {
      const s = document.querySelector('#moderation');
      return s && !s.hidden && s.dataset.player === (p ?? '') && s.dataset.state !== 'loading';
    },
    id,
  );
}

test('a moderator sees a report and times the player out of the chat', async () => {
  const mod = await account_page('Mona');
  const pat = await account_page('Pat');
  const rex = await account_page('Rex');
  grant('Mona');
  // The link shows after the moderator's next welcome (GET /api/account says moderator: true); never for Pat.
  await mod.page.reload();
  await mod.page.waitForSelector('#mod-link:not([hidden])');
  assert.equal(await text(mod.page, '#mod-link'), 'Moderation');
  await Promise.all([pat.page.waitForResponse((r) => r.url().endsWith('/api/account')), pat.page.reload()]);
  assert.ok(await pat.page.isHidden('#mod-link'));
  const sent = await rex.page.evaluate(async (player) => {
    const r = await fetch('api/reports', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('mancala.token')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ player, reason: 'insult', text: 'Called me <b>names</b>.' }),
    });
    return r.status;
  }, pat.id);
  assert.equal(sent, 201);

  // The queue: Pat, the reason, who reported, the details as text.
  const m = mod.page;
  await m.click('#mod-link');
  await open_mod(m);
  assert.equal(await m.getAttribute('#moderation', 'data-state'), 'ready');
  assert.equal(await text(m, '#mod-title'), 'Moderation');
  const rows = await m.$$eval('#mod-reports tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  assert.equal(rows.length, 1);
  assert.deepEqual(rows[0].slice(1), ['Pat', 'Insults', 'Rex', '', 'Called me <b>names</b>.']);
  assert.equal(await m.$$eval('#mod-reports b', (bs) => bs.length), 0);
  assert.equal(await text(m, '#mod-log'), 'No actions yet.');
  assert.deepEqual(await unnamed_controls(m), []);
  assert.deepEqual(await low_contrast(m), []);

  // Pat's record, by the link in the queue.
  await m.click(`#mod-reports a[data-player="${pat.id}"]`);
  await m.waitForFunction((p) => document.querySelector('#moderation').dataset.player === p && document.querySelector('#moderation').dataset.state === 'ready', pat.id);
  assert.equal(await text(m, '#mod-player-title'), 'Moderation: Pat');
  assert.equal(await text(m, '#mod-standing'), 'No sanction in force.');
  assert.equal(await m.$$eval('#mod-player-reports tbody tr', (trs) => trs.length), 1);
  assert.equal(await text(m, '#mod-player-actions'), 'No actions taken on this player.');
  assert.deepEqual(await unnamed_controls(m), []);
  assert.deepEqual(await low_contrast(m), []);

  // No reason: the page asks for one and sends nothing.
  await m.click('#mod-act-chat_timeout');
  assert.equal(await text(m, '#mod-act-error'), 'Give a reason: the log shows it to the other moderators.');
  assert.equal(await m.evaluate(() => document.activeElement?.id), 'mod-reason');

  await m.fill('#mod-reason', 'Insults after the game');
  await screenshot(m, 'moderation-player-1280x800.png');
  const [res] = await Promise.all([
    m.waitForResponse((r) => r.url().endsWith(`/api/mod/players/${pat.id}/actions`) && r.request().method() === 'POST'),
    m.click('#mod-act-chat_timeout'),
  ]);
  assert.equal(res.status(), 201);
  assert.deepEqual(res.request().postDataJSON(), { action: 'chat_timeout', reason: 'Insults after the game' });
  await m.waitForFunction(() => document.querySelector('#mod-act-status').textContent !== '');
  assert.equal(await text(m, '#mod-act-status'), 'Chat timeout (15 min): done for Pat.');
  await m.waitForFunction(() => document.querySelectorAll('#mod-player-actions tbody tr').length === 1);
  assert.match(await text(m, '#mod-standing'), /^Chat timeout until /);
  const action = await m.$$eval('#mod-player-actions tbody tr td', (tds) => tds.map((c) => c.textContent));
  assert.deepEqual(action.slice(1, 4), ['Mona', 'Chat timeout (15 min)', 'Insults after the game']);

  // The log says who, what, on whom and why; the report was handled.
  await m.click('#mod-back');
  await m.waitForFunction(() => document.querySelector('#moderation').dataset.player === '' && document.querySelector('#moderation').dataset.state === 'ready');
  assert.equal(await text(m, '#mod-reports'), 'No open reports.');
  const log = await m.$$eval('#mod-log tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  assert.equal(log.length, 1);
  assert.deepEqual(log[0].slice(1, 5), ['Mona', 'Chat timeout (15 min)', 'Pat', 'Insults after the game']);
  assert.notEqual(log[0][0], '');
  assert.notEqual(log[0][5], '');

  // Pat is no moderator: the page says so.
  await open_mod(pat.page);
  assert.equal(await pat.page.getAttribute('#moderation', 'data-state'), 'forbidden');
  assert.equal(await text(pat.page, '#mod-status'), 'This page is for moderators, and this browser’s player is not one.');
  assert.ok(await pat.page.isHidden('#mod-lists'));

  assert.deepEqual(real_problems(m), []);
  assert.deepEqual(real_problems(pat.page, [403]), []);
  assert.deepEqual(real_problems(rex.page), []);
  for (const p of [m, pat.page, rex.page]) await p.context().close();
});
