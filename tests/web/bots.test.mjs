// The bots on the site: the Bots page (#bots) lists a bot account on the bot leaderboard and,
// while its event stream is open, among the bots online; a person challenges the bot from its
// page, the bot (driven here through the HTTP bot API) accepts, and the game shows with the BOT
// mark on the bot's seat; the game is in the live lists with the mark. The page has named
// controls and fits a phone's width.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { start_server, launch_browser, open_page, screenshot } from './harness.mjs';
import { unnamed_controls } from './a11y.mjs';

let server;
let browser;
before(async () => {
  // Every RD settles, so one rated game puts the bot on the bot leaderboard.
  server = await start_server({ '--leaderboard-max-rd': 350 });
  browser = await launch_browser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const PHONE = { width: 390, height: 844 };

/** {status, body} of one JSON request to the server. */
function call(method, path, token = null, body = undefined) {
  return new Promise((resolve, reject) => {
    const headers = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    const data = body === undefined ? null : JSON.stringify(body);
    if (data) headers['Content-Type'] = 'application/json';
    const req = http.request(`${server.url}${path.replace(/^\//, '')}`, { method, headers }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    req.end(data ?? undefined);
  });
}

/** The bot's event stream, open until close(): its lines, and a wait for the next of a type. */
function event_stream(token) {
  const lines = [];
  const waiting = [];
  const req = http.request(`${server.url}api/stream/event`, { headers: { Authorization: `Bearer ${token}` } });
  req.on('response', (res) => {
    let rest = '';
    res.on('data', (d) => {
      rest += d;
      let at;
      while ((at = rest.indexOf('\n')) >= 0) {
        const line = rest.slice(0, at).trim();
        rest = rest.slice(at + 1);
        if (!line) continue;
        lines.push(JSON.parse(line));
        for (const w of waiting.splice(0)) w();
      }
    });
  });
  req.on('error', () => {});
  req.end();
  return {
    /** The first line of `type` not taken yet. */
    async next(type) {
      for (;;) {
        const i = lines.findIndex((l) => l.type === type);
        if (i >= 0) return lines.splice(i, 1)[0];
        await new Promise((r) => waiting.push(r));
      }
    },
    close: () => req.destroy(),
  };
}

/** A bot account: {token, id}. */
async function bot_account(username) {
  const res = await call('POST', '/api/accounts', null, { username, password: 'a long password', bot: true });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { token: res.body.token, id: res.body.player.id };
}

/** Waits until /api/bots/online lists (or no longer lists) `id`: the lobby greets a stream on its own strand. */
async function until_online(id, online = true) {
  await until(async () => (await call('GET', '/api/bots/online')).body.bots.some((b) => b.id === id) === online,
    `/api/bots/online still ${online ? 'lacks' : 'lists'} ${id}`);
}

/** Asks `check` every 20 ms until it resolves true; fails with `why` after 500 tries (10 s and more). */
async function until(check, why) {
  for (let tries = 0; tries < 500; tries++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  assert.fail(why);
}

/** Waits until the blitz bot leaderboard (settled or provisional) lists `id`: the rating is stored after the game, on its own strand. */
async function until_rated(id) {
  const listed = async (provisional) => {
    const res = await call('GET', `/api/leaderboard?bots=1&speed=blitz&provisional=${provisional}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.players.some((p) => p.id === id);
  };
  await until(async () => (await listed(0)) || (await listed(1)), `the blitz bot leaderboard never listed ${id}`);
}

/** The person challenges the bot from its page (a clock and rated as given); the bot accepts. Resolves to the game's id. */
async function challenge_from_page(page, bot, events, { clock = 'none', rated = false } = {}) {
  await page.evaluate((id) => (location.hash = `player=${id}`), bot.id);
  await page.waitForSelector('#player[data-state="ready"]');
  await page.waitForSelector('#p-challenge:not([disabled])');
  assert.equal(await page.textContent('#p-challenge'), 'Challenge this bot');
  await page.click('#p-challenge');
  await page.waitForSelector('#dlg-challenge[open]');
  await page.selectOption('#challenge-clock', clock);
  if (rated) await page.check('#challenge-rated');
  else await page.uncheck('#challenge-rated');
  await page.click('#challenge-send');
  const shown = await events.next('challenge');
  const res = await call('POST', `/api/challenge/${shown.challenge.id}/accept`, bot.token);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const start = await events.next('gameStart');
  await page.waitForSelector('#game:not([hidden])');
  return start.game;
}

test('a bot not online cannot be challenged from its page, and says why', async () => {
  const bot = await bot_account('Sleepy');
  const page = await open_page(browser, `${server.url}#player=${bot.id}`);
  await page.waitForSelector('#player[data-state="ready"]');
  await page.waitForSelector('#p-challenge[disabled]');
  assert.match(await page.textContent('#p-challenge-note'), /not online/);
  assert.equal(await page.getAttribute('#p-challenge', 'aria-describedby'), 'p-challenge-note');
  // The title names the bot with its mark, whose text is not part of the name.
  assert.equal(await page.textContent('#player-title'), 'Sleepy');
  assert.equal(await page.getAttribute('#player-title .bot-mark', 'aria-label'), 'bot');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a person challenges an online bot from its page; the game shows the BOT mark, also in the live lists', async () => {
  const bot = await bot_account('Robo');
  const events = event_stream(bot.token);
  await until_online(bot.id);
  const page = await open_page(browser, server.url);
  const game = await challenge_from_page(page, bot, events);
  // The person's seat is at the bottom: `game.you` is the bot's.
  const bot_row = '#name-top';
  const person_row = '#name-bottom';
  await page.waitForSelector(`${bot_row} .bot-mark`);
  assert.equal(await page.$(`${person_row} .bot-mark`), null);
  assert.equal(await page.getAttribute(`${bot_row} .bot-mark`, 'aria-label'), 'bot');
  await screenshot(page, 'bot-game-1280x800.png');
  // Another browser finds the game on the start screen's Now playing and on the Bots page.
  const other = await open_page(browser, server.url);
  await other.waitForSelector(`#live-list a[data-game="${game.id}"] .bot-mark`);
  await other.evaluate(() => (location.hash = 'bots'));
  await other.waitForSelector(`#bots-games-list a[data-game="${game.id}"] .bot-mark`);
  await other.click(`#bots-games-list a[data-game="${game.id}"]`);
  await other.waitForSelector('#watch:not([hidden])');
  assert.equal(new URL(other.url()).hash, `#watch=${game.id}`);
  const res = await call('POST', `/api/bot/game/${game.id}/resign`, bot.token);
  assert.equal(res.status, 200);
  await page.waitForSelector('#dlg-result[open]');
  events.close();
  assert.deepEqual([...page.problems, ...other.problems], []);
  await page.context().close();
  await other.context().close();
});

test('the Bots page lists a rated bot on the bot leaderboard and an online bot, and fits a phone', async () => {
  const bot = await bot_account('Ranker');
  const events = event_stream(bot.token);
  await until_online(bot.id);
  const page = await open_page(browser, server.url);
  // A rated blitz game in which both sides ply, then the bot resigns.
  const game = await challenge_from_page(page, bot, events, { clock: '5+3', rated: true });
  // Pit 0 holds 4 seeds on either side: its ply ends in pit 4, with no extra turn.
  const person_ply = async () => {
    await page.waitForSelector('#board button.pit[data-pit="0"]:enabled');
    await page.click('#board button.pit[data-pit="0"]:enabled');
  };
  // Retried while the person's ply is on its way: its answer is the sign that the ply landed.
  const bot_ply = async (pit) => {
    for (;;) {
      const res = await call('POST', `/api/bot/game/${game.id}/move/${pit}`, bot.token);
      if (res.status === 200) return;
      assert.equal(res.body.error, 'not_your_turn', JSON.stringify(res.body));
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  // The side was drawn: South plies first. The bot plies last either way, so the person's ply has
  // landed before the bot resigns; else the resignation could overtake it and leave the game unrated.
  // After its pit 0, the bot's pit 5 holds 4 seeds: the store, then three of the person's pits.
  const person_seat = game.you === 'south' ? 'north' : 'south';
  if (person_seat === 'south') {
    await person_ply();
    await bot_ply(0);
  } else {
    await bot_ply(0);
    await person_ply();
    await bot_ply(5);
  }
  assert.equal((await call('POST', `/api/bot/game/${game.id}/resign`, bot.token)).status, 200);
  await page.waitForSelector('#dlg-result[open]');
  // The dialog's rating line gives the change, not a reason the game went unrated.
  assert.match(await page.textContent('#result-rating'), /[+−-]\d/);
  await page.context().close();
  await until_rated(bot.id);

  const phone = await open_page(browser, `${server.url}#bots`, PHONE);
  await phone.waitForSelector('#bots:not([hidden])');
  await phone.waitForSelector(`#bots-board-rows tr[data-player="${bot.id}"] .bot-mark`);
  await phone.waitForSelector(`#bots-online-list li[data-player="${bot.id}"] .bot-challenge:not([disabled])`);
  assert.equal(await phone.textContent('#bots-title'), 'Bots');
  assert.equal(await phone.textContent('#bots-board-title'), 'Blitz bot leaderboard');
  assert.ok(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no horizontal scroll at 390 px');
  assert.deepEqual(await unnamed_controls(phone), []);
  await screenshot(phone, 'bots-390x844.png');
  // Another speed has no bots: the empty line says so.
  await phone.selectOption('#bots-speed', 'bullet');
  await phone.waitForSelector('#bots-board-empty:not([hidden])');
  assert.match(await phone.textContent('#bots-board-empty'), /No rated bullet bots/);
  // The online list's button opens the challenge form at that bot.
  await phone.click(`#bots-online-list li[data-player="${bot.id}"] .bot-challenge`);
  await phone.waitForSelector('#dlg-challenge[open]');
  assert.equal(await phone.textContent('#challenge-title'), 'Challenge Ranker');
  events.close();
  await until_online(bot.id, false);
  assert.deepEqual(phone.problems, []);
  await phone.context().close();
});
