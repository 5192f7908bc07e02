// The chat (docs/web.md, js/chat/): two players of a friend game chat both ways (a typed line and
// a preset), an HTML-looking line shows as text, links are built only for an established sender,
// chat off and mute hide lines; one blocks the other from a chat line's menu and no longer sees
// their lines; a moderator (granted with `mancala-server --grant-moderator`) times one out and
// that player's next line shows the timeout; the replay shows the lines as it steps.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { start_server, launch_browser, open_page, start_game, screenshot } from './harness.mjs';
import { unnamed_controls, low_contrast } from './a11y.mjs';

const PHONE = { width: 390, height: 844 };
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
/** The texts of the chat lines `page` shows (visible ones only), as "name: text". */
const lines = (page, log = '#chat-game-log') =>
  page.$$eval(`${log} > li.chat-line:not([hidden])`, (lis) => lis.map((li) => `${li.querySelector('.chat-name').textContent}: ${li.querySelector('.chat-text').textContent}`));
const wait_line = (page, line, log = '#chat-game-log') =>
  page.waitForFunction(
    ([l, sel]) => [...document.querySelectorAll(`${sel} > li.chat-line:not([hidden])`)].some((li) => `${li.querySelector('.chat-name').textContent}: ${li.querySelector('.chat-text').textContent}` === l),
    [line, log],
  );

/** Types `text` into the page's chat and presses Enter. */
async function say(page, text) {
  await page.fill('#chat-game-input', text);
  await page.press('#chat-game-input', 'Enter');
}

/** A (named `a_name`) invites, B (`b_name`) joins: both on the game screen with the players' chat. */
async function friend_game(a_name, b_name, viewport) {
  const a = await open_page(browser, server.url, viewport);
  await a.fill('#name', a_name);
  await a.selectOption('#friend-side', 'south');
  await a.click('#btn-friend');
  await a.waitForSelector('#friend-wait:not([hidden])');
  const link = await a.inputValue('#fw-link');
  const b = await open_page(browser, link, viewport);
  await b.waitForSelector('#invite[data-state="open"]');
  await b.fill('#name-invite', b_name);
  await b.click('#btn-invite-join');
  await Promise.all([a.waitForSelector('#chat-game:not([hidden])'), b.waitForSelector('#chat-game:not([hidden])')]);
  return { a, b, game: await a.getAttribute('#game', 'data-game') };
}

test('two players chat both ways: a typed line, a preset, an HTML-looking line as text; chat off and mute', async () => {
  const { a, b } = await friend_game('Ann', 'Bob');
  // The panel: a region named by its heading, the log a polite live list, named controls.
  assert.equal(await a.textContent('#chat-game-title'), 'Chat with your opponent');
  assert.equal(await a.getAttribute('#chat-game', 'aria-labelledby'), 'chat-game-title');
  assert.equal(await a.getAttribute('#chat-game-log', 'aria-live'), 'polite');
  assert.equal(await a.textContent('#chat-game .chat-empty'), 'No messages yet.');
  const presets = await a.$$eval('#chat-game .chat-preset', (bs) => bs.map((x) => x.textContent));
  assert.deepEqual(presets, ['Hello', 'Good luck', 'Have fun', 'Good game', 'Well played', 'Thank you']);

  await say(a, 'Hi Bob, ready?');
  await wait_line(b, 'Ann: Hi Bob, ready?');
  await wait_line(a, 'You: Hi Bob, ready?');
  assert.equal(await a.inputValue('#chat-game-input'), '', 'the sent line leaves the input');
  await b.click('#chat-game .chat-preset[data-preset="good_luck"]');
  await wait_line(a, 'Bob: Good luck');
  await wait_line(b, 'You: Good luck');
  assert.equal(await a.getAttribute('#chat-game-log > li:last-child', 'data-preset'), 'good_luck');

  // Shown as text: no element is made of it and nothing runs.
  const html = '<img src=x onerror="window.pwned=1"><b>bold</b> https://example.com/x';
  await say(a, html);
  await wait_line(b, `Ann: ${html}`);
  assert.equal(await b.$$eval('#chat-game-log img, #chat-game-log b', (els) => els.length), 0);
  // Ann is a guest (`from.new`): her link is plain text.
  assert.equal(await b.$$eval('#chat-game-log a', (els) => els.length), 0);
  assert.equal(await b.evaluate(() => window.pwned), undefined);
  assert.deepEqual(await lines(b), ['Ann: Hi Bob, ready?', 'You: Good luck', `Ann: ${html}`]);

  assert.deepEqual(await unnamed_controls(a), []);
  assert.deepEqual(await low_contrast(a), []);
  await screenshot(a, 'chat-game-1280x800.png');

  // 140 code points at most, counted as code points: 140 emoji fit, the 141st does not.
  await a.fill('#chat-game-input', '😀'.repeat(141));
  await a.dispatchEvent('#chat-game-input', 'input');
  assert.equal(await a.evaluate(() => [...document.querySelector('#chat-game-input').value].length), 140);

  // Mute from the line's menu hides Bob's lines here; Unmute shows them again.
  await a.click('#chat-game-log > li[data-preset="good_luck"] .chat-line-menu');
  await a.waitForSelector('#chat-game .chat-menu:not([hidden])');
  assert.deepEqual(await a.$$eval('#chat-game .chat-menu [role="menuitem"]', (bs) => bs.map((x) => x.textContent)), ['Mute', 'Block', 'Report']);
  assert.equal(await a.evaluate(() => document.activeElement.textContent), 'Mute');
  await a.click('#chat-game .chat-menu .chat-mute');
  assert.deepEqual(await lines(a), ['You: Hi Bob, ready?', `You: ${html}`]);
  assert.match(await a.textContent('#chat-game .chat-status'), /^You muted Bob/);
  await b.click('#chat-game .chat-preset[data-preset="well_played"]');
  await wait_line(b, 'You: Well played');
  await say(a, 'still here');
  await wait_line(a, 'You: still here');
  assert.ok(!(await lines(a)).includes('Bob: Well played'));
  // A muted player's lines are hidden, with a line saying so and Unmute.
  assert.equal(await a.textContent('#chat-game .chat-muted li'), 'Bob is muted. Unmute');
  await a.click('#chat-game .chat-muted .chat-unmute');
  await wait_line(a, 'Bob: Well played');
  assert.ok(await a.isHidden('#chat-game .chat-muted'));

  // Chat off hides the lines and the controls, and a reload keeps it off.
  await a.uncheck('#chat-game-on');
  assert.ok(await a.isHidden('#chat-game-log'));
  assert.ok(await a.isHidden('#chat-game-input'));
  assert.equal(await a.evaluate(() => localStorage.getItem('mancala.chat_off')), '1');
  await a.reload();
  await a.waitForSelector('#chat-game:not([hidden])');
  assert.equal(await a.isChecked('#chat-game-on'), false);
  assert.ok(await a.isHidden('#chat-game-log'));
  await a.check('#chat-game-on');
  // After the reload the room's history came back.
  await wait_line(a, 'Bob: Well played');
  assert.deepEqual(await lines(a), ['You: Hi Bob, ready?', 'Bob: Good luck', `You: ${html}`, 'Bob: Well played', 'You: still here']);
  assert.deepEqual([...a.problems, ...b.problems], []);
  await a.context().close();
  await b.context().close();
});

test('links: clickable (nofollow, a new tab) for an established sender only, and only http(s); no chat against the computer', async () => {
  const a = await open_page(browser, server.url);
  const out = await a.evaluate(async () => {
    const { line_element } = await import('./js/chat/chat_line.js');
    const text = 'see https://example.com/a?b=1, or javascript:alert(1) and http://x.test/y.';
    const old = line_element(document, { from: { id: 'p1', name: 'Old', new: false }, text, at: '2026-01-01T10:00:00.000Z', ply: 0 });
    const fresh = line_element(document, { from: { id: 'p2', name: 'New', new: true }, text, at: '2026-01-01T10:00:00.000Z', ply: 0 });
    const links = [...old.querySelectorAll('a')].map((x) => ({ href: x.href, rel: x.rel, target: x.target, text: x.textContent }));
    return { links, old_text: old.querySelector('.chat-text').textContent, fresh_links: fresh.querySelectorAll('a').length };
  });
  assert.deepEqual(out.links, [
    { href: 'https://example.com/a?b=1', rel: 'nofollow noopener', target: '_blank', text: 'https://example.com/a?b=1' },
    { href: 'http://x.test/y', rel: 'nofollow noopener', target: '_blank', text: 'http://x.test/y' },
  ]);
  assert.equal(out.old_text, 'see https://example.com/a?b=1, or javascript:alert(1) and http://x.test/y.');
  assert.equal(out.fresh_links, 0);
  // A game against the computer has no chat.
  await start_game(a, 'btn-bot', { level: 'easy' });
  await a.waitForSelector('#game:not([hidden])');
  assert.ok(await a.isHidden('#chat-game'));
  assert.deepEqual(a.problems, []);
  await a.context().close();
});

test('one reports, then blocks the other from a chat line and no longer sees their lines', async () => {
  const { a, b, game } = await friend_game('Cleo', 'Dan', PHONE);
  await say(a, 'hello there');
  await wait_line(b, 'Cleo: hello there');
  const cleo = await player_id(a);

  // Report opens the page's report dialog about Cleo, with the game filled in.
  await b.click('#chat-game-log > li:last-child .chat-line-menu');
  await b.click('#chat-game .chat-menu .chat-report');
  await b.waitForSelector('#dlg-report[open]');
  assert.equal(await b.textContent('#report-title'), 'Report Cleo');
  await b.selectOption('#report-reason', 'spam');
  const [sent] = await Promise.all([
    b.waitForResponse((r) => r.url().endsWith('/api/reports') && r.request().method() === 'POST'),
    b.click('#report-send'),
  ]);
  assert.equal(sent.status(), 201);
  assert.deepEqual(sent.request().postDataJSON(), { player: cleo, game, reason: 'spam' });
  await b.waitForFunction(() => document.querySelector('#chat-game .chat-status').textContent !== '');
  assert.equal(await b.textContent('#chat-game .chat-status'), 'Report sent: the moderators will read it.');
  assert.equal(await b.evaluate(() => document.activeElement.classList.contains('chat-line-menu')), true);

  await b.click('#chat-game-log > li:last-child .chat-line-menu');
  await b.waitForSelector('#chat-game .chat-menu:not([hidden])');
  await screenshot(b, 'chat-menu-390x844.png');
  assert.deepEqual(await unnamed_controls(b), []);
  assert.deepEqual(await low_contrast(b), []);
  const [res] = await Promise.all([
    b.waitForResponse((r) => /\/api\/players\/[^/]+\/block$/.test(r.url()) && r.request().method() === 'POST'),
    b.click('#chat-game .chat-menu .chat-block'),
  ]);
  assert.equal(res.status(), 200);
  assert.match(res.request().headers().authorization, /^Bearer \S+$/);
  await b.waitForFunction(() => /^You blocked Cleo/.test(document.querySelector('#chat-game .chat-status').textContent));
  assert.deepEqual(await lines(b), []);

  // Cleo's next line reaches her own page only; Dan's own line after it shows that his page is up to date.
  await say(a, 'can you hear me?');
  await wait_line(a, 'You: can you hear me?');
  await b.click('#chat-game .chat-preset[data-preset="thank_you"]');
  await wait_line(b, 'You: Thank you');
  assert.deepEqual(await lines(b), ['You: Thank you']);
  // The block is the server's too: Dan's page of Cleo says so.
  const blocked = await b.evaluate(async (id) => {
    const r = await fetch(`api/players/${id}/block`, { headers: { Authorization: `Bearer ${localStorage.getItem('mancala.token')}` } });
    return (await r.json()).blocked;
  }, cleo);
  assert.equal(blocked, true);
  assert.deepEqual([...a.problems, ...b.problems], []);
  await a.context().close();
  await b.context().close();
});

test('a moderator times a player out: their next line shows until when they cannot chat', async () => {
  const { a, b } = await friend_game('Eve', 'Finn');
  await say(a, 'first line');
  await wait_line(b, 'Eve: first line');

  // A moderator: a registered player granted by the operator's command on the server's database.
  const m = await open_page(browser, server.url);
  const mod = 'chatmod';
  await register(m, mod);
  const { stdout } = await promisify(execFile)(process.env.MANCALA_SERVER, ['--db', path.join(server.dir, 't.db'), '--grant-moderator', mod]);
  assert.match(stdout, new RegExp(mod));
  const eve = await player_id(a);
  const action = await m.evaluate(
    async ([id]) => {
      const r = await fetch(`api/mod/players/${id}/actions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('mancala.token')}` },
        body: JSON.stringify({ action: 'chat_timeout', reason: 'insults in the chat' }),
      });
      return r.status;
    },
    [eve],
  );
  assert.equal(action, 201);

  await say(a, 'second line');
  await a.waitForFunction(() => document.querySelector('#chat-game .chat-error').textContent !== '');
  assert.match(await a.textContent('#chat-game .chat-error'), /^You cannot chat until \d\d:\d\d\.$/);
  assert.equal(await a.getAttribute('#chat-game .chat-error', 'role'), 'alert');
  assert.equal(await a.inputValue('#chat-game-input'), 'second line', 'a refused line stays in the input');
  // Finn still chats, and never got Eve's refused line.
  await b.click('#chat-game .chat-preset[data-preset="have_fun"]');
  await wait_line(a, 'Finn: Have fun');
  assert.deepEqual(await lines(b), ['Eve: first line', 'You: Have fun']);
  assert.deepEqual([...a.problems, ...b.problems, ...m.problems], []);
  for (const p of [a, b, m]) await p.context().close();
});

/** Registers `page`'s guest as `username` (the same player) and says hello again as the account. */
async function register(page, username) {
  const status = await page.evaluate(async (u) => {
    const r = await fetch('api/accounts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: u, password: 'correct horse battery', token: localStorage.getItem('mancala.token') }),
    });
    return r.status;
  }, username);
  assert.equal(status, 201);
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.link === 'online');
}

test('a spectator with an account has the spectators’ room; a guest spectator has no chat', async () => {
  const { a, b, game } = await friend_game('Ivy', 'Jon');
  const s = await open_page(browser, server.url);
  await register(s, 'watcher1');
  await s.evaluate((id) => (location.hash = `watch=${id}`), game);
  await s.waitForSelector('#chat-watch:not([hidden])');
  assert.equal(await s.textContent('#chat-watch-title'), 'Spectators’ chat');
  await s.fill('#chat-watch-input', 'go Ivy!');
  await s.press('#chat-watch-input', 'Enter');
  await wait_line(s, 'You: go Ivy!', '#chat-watch-log');
  assert.deepEqual(await unnamed_controls(s), []);
  assert.deepEqual(await low_contrast(s), []);
  await screenshot(s, 'chat-watch-1280x800.png');
  // The seats do not read the spectators' room: their own next line is all they see.
  await say(a, 'players only');
  await wait_line(b, 'Ivy: players only');
  assert.deepEqual(await lines(b), ['Ivy: players only']);

  const g = await open_page(browser, `${server.url}#watch=${game}`);
  await g.waitForSelector('#watch[data-state="live"]');
  assert.ok(await g.isHidden('#chat-watch'));
  assert.deepEqual([...a.problems, ...b.problems, ...s.problems, ...g.problems], []);
  for (const p of [a, b, s, g]) await p.context().close();
});

test('the replay shows each chat line once it reaches the ply it followed', async () => {
  const { a, b, game } = await friend_game('Gus', 'Hana');
  await b.click('#chat-game .chat-preset[data-preset="hello"]');
  await wait_line(a, 'Hana: Hello');
  // Gus sows pit 1 (four seeds, no extra turn), then both speak after that ply.
  await a.click('#board .pit[data-side="0"][data-pit="0"]');
  await b.waitForFunction(() => document.querySelector('#board button.pit:enabled'));
  await say(a, 'my move is made');
  await wait_line(b, 'Gus: my move is made');
  await b.click('#btn-resign');
  await b.click('#btn-resign-confirm');
  await a.waitForSelector('#dlg-result[open]');
  await a.click('#btn-replay');
  await a.waitForSelector('#replay[data-state="ready"]');
  await a.waitForSelector('#chat-replay:not([hidden])');
  assert.equal(await a.getAttribute('#replay', 'data-game'), game);
  assert.deepEqual(await lines(a, '#chat-replay-log'), ['Hana: Hello']);
  assert.match(await a.textContent('#chat-replay-log > li .chat-ply'), /before the first move/);
  await a.click('#r-next');
  await wait_line(a, 'Gus: my move is made', '#chat-replay-log');
  assert.deepEqual(await lines(a, '#chat-replay-log'), ['Hana: Hello', 'Gus: my move is made']);
  await a.click('#r-first');
  assert.deepEqual(await lines(a, '#chat-replay-log'), ['Hana: Hello']);
  assert.deepEqual([...a.problems, ...b.problems], []);
  await a.context().close();
  await b.context().close();
});
