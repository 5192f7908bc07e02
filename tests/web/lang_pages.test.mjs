// Languages on the tournaments' and bots' screens and on the text pages: in the test-only
// pseudo-language (web/js/texts/pseudo.js, every catalog entry marked ⟦…⟧) the tournaments list,
// the Create a tournament form, a tournament's page with its standings and chat, a running arena's
// game (its note and Berserk) and its results in the standings, the Bots page, a bot's page and
// the four text pages show no visible word outside a mark (names, numbers and seed counts
// excepted). The How to play page in French and in Turkish reads in that language, with
// <html lang> and the title set.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { start_server, launch_browser, open_page } from './harness.mjs';
import { pseudo, unmarked, unmarked_attrs } from './lang_support.mjs';

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

const PASSWORD = 'correct horse 7';

/** A page in the pseudo-language whose browser plays as a new account `username`. */
async function account_page(username, bot = false) {
  const page = await open_page(browser, server.url, undefined, pseudo);
  const made = await page.evaluate(
    async ([username, password, bot]) => {
      const r = await fetch('api/accounts', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password, bot }) });
      return r.json();
    },
    [username, PASSWORD, bot],
  );
  await page.evaluate((m) => {
    localStorage.setItem('mancala.token', m.token);
    localStorage.setItem('mancala.player', m.player.id);
    localStorage.setItem('mancala.name', m.player.name);
  }, made);
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  return { page, id: made.player.id, token: made.token };
}

test('the text pages show only words from the catalog', { timeout: 60000 }, async () => {
  const page = await open_page(browser, server.url, undefined, pseudo);
  for (const file of ['how-to-play.html', 'about.html', 'privacy.html', 'oware.html']) {
    await page.goto(server.url + file);
    await page.waitForSelector('#lang .lang-menu summary');
    assert.match(await page.textContent('h1'), /^⟦.*⟧$/, file);
    assert.match(await page.title(), /^⟦.*⟧$/, file);
    assert.deepEqual(await unmarked(page), [], file);
    assert.deepEqual(await unmarked_attrs(page), [], file);
  }
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('How to play reads in French and in Turkish', { timeout: 60000 }, async () => {
  for (const [lang, heading, words] of [
    ['fr', /^Comment jouer au Kalah/, /Semer|semez/],
    ['tr', /^Mangala nasıl oynanır/, /taş/],
  ]) {
    const page = await open_page(browser, server.url, undefined, (p) => p.addInitScript((l) => localStorage.setItem('mancala.lang', l), lang));
    await page.goto(`${server.url}how-to-play.html`);
    await page.waitForSelector('#lang .lang-menu summary');
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    assert.match(await page.textContent('h1'), heading, lang);
    assert.match(await page.title(), heading, lang);
    const text = await page.evaluate(() => document.querySelector('main').innerText);
    assert.match(text, words, lang);
    // No English sentence of the page is left.
    assert.doesNotMatch(text, /\b(the|your|seeds|store|turn)\b/, lang);
    // Every picture's caption is there, in the language.
    const caps = await page.$$eval('.mini', (els) => els.map((e) => document.getElementById(e.getAttribute('aria-describedby'))?.textContent.trim()));
    assert.equal(caps.length, 6);
    assert.ok(caps.every((c) => c && c.length > 20), `${lang}: each picture has a caption`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test('every text page fits a phone in every language (a long word breaks, the page never scrolls sideways)', { timeout: 120000 }, async () => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.goto(`${server.url}about.html`);
  for (const lang of ['en', 'fr', 'de', 'es', 'pt', 'tr', 'sw', 'id']) {
    await page.evaluate((l) => localStorage.setItem('mancala.lang', l), lang);
    for (const file of ['how-to-play.html', 'oware.html', 'about.html', 'privacy.html']) {
      await page.goto(`${server.url}${file}`);
      await page.waitForSelector('#lang .lang-menu summary');
      assert.equal(await page.getAttribute('html', 'lang'), lang);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `${lang} ${file}: ${width} px wide`);
    }
  }
  await ctx.close();
});

test('the start page fits a 320-px phone in every language, the site’s name clear of the screen’s edge', { timeout: 120000 }, async () => {
  const ctx = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await ctx.newPage();
  await page.goto(server.url);
  for (const lang of ['en', 'fr', 'de', 'es', 'pt', 'tr', 'sw', 'id']) {
    await page.evaluate((l) => localStorage.setItem('mancala.lang', l), lang);
    await page.goto(server.url);
    await page.waitForFunction(() => document.body.dataset.link === 'online');
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    const { width, name_left } = await page.evaluate(() => {
      const words = document.createRange();
      words.selectNodeContents(document.querySelector('.brand'));
      return { width: document.documentElement.scrollWidth, name_left: words.getBoundingClientRect().left };
    });
    assert.ok(width <= 320, `${lang}: the start page is ${width} px wide`);
    assert.ok(name_left >= 8, `${lang}: the site's name starts ${name_left} px from the edge`);
  }
  await ctx.close();
});

test('the tournaments list, the create form and a tournament with standings show only words from the catalog', { timeout: 90000 }, async () => {
  const { page } = await account_page('Tilda');
  await page.waitForSelector('#tour-form-fields:not([hidden])');
  const made = await page.evaluate(async () => {
    const r = await fetch('api/tournaments', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('mancala.token')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'swiss', name: 'Pseudo Swiss', clock: { limit_s: 180, inc_s: 2 }, rounds: 3 }),
    });
    return { status: r.status, body: await r.json() };
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const id = made.body.tournament;
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  await page.waitForSelector(`#tournaments-created a[data-tournament="${id}"]`);
  assert.deepEqual(await unmarked(page, ['Tilda']), []);
  // A refusal under a field is the catalog's words too.
  await page.fill('#tour-name', 'X');
  await page.click('#tour-create');
  await page.waitForFunction(() => document.querySelector('#tour-name-error').textContent !== '');
  assert.match(await page.textContent('#tour-name-error'), /^⟦.*⟧$/);
  assert.deepEqual(await unmarked(page, ['Tilda']), []);

  await page.evaluate((t) => (location.hash = `tournament=${t}`), id);
  await page.waitForSelector('#tournament[data-state="ready"]');
  assert.deepEqual(await unmarked(page, ['Tilda', 'Pseudo Swiss']), []);
  await page.click('#tour-join');
  await page.waitForFunction(() => document.querySelectorAll('#tour-standings-body tr').length === 1);
  await page.waitForSelector('#tour-withdraw:not([hidden])');
  assert.match(await page.textContent('#tour-you-text'), /^⟦.*⟧$/);
  assert.match(await page.textContent('#chat-tournament-title'), /^⟦.*⟧$/);
  assert.deepEqual(await unmarked(page, ['Tilda', 'Pseudo Swiss']), []);
  assert.deepEqual(await unmarked_attrs(page), []);
  await page.click('#tour-withdraw');
  await page.waitForSelector('#tour-join:not([hidden])');
  assert.deepEqual(await unmarked(page, ['Tilda', 'Pseudo Swiss']), []);
  assert.deepEqual(page.problems.filter((p) => !p.includes('status of 400')), []);
  await page.context().close();
});

test('the Bots page and a bot’s page show only words from the catalog', { timeout: 60000 }, async () => {
  const { page, id, token } = await account_page('Robo', true);
  // The bot's event stream, open while the page is looked at: the bot is online.
  const stream = http.request(`${server.url}api/stream/event`, { headers: { Authorization: `Bearer ${token}` } });
  stream.on('error', () => {});
  stream.end();
  const guest = await open_page(browser, `${server.url}#bots`, undefined, pseudo);
  await guest.waitForSelector('#bots:not([hidden])');
  const challenge = `#bots-online-list li[data-player="${id}"] .bot-challenge`;
  await guest.waitForSelector(challenge);
  assert.match(await guest.textContent('#bots-title'), /^⟦.*⟧$/);
  assert.match(await guest.getAttribute(challenge, 'aria-label'), /^⟦.*Robo⟧$/);
  assert.deepEqual(await unmarked(guest, ['Robo']), []);
  assert.deepEqual(await unmarked_attrs(guest), []);
  await guest.evaluate((p) => (location.hash = `player=${p}`), id);
  await guest.waitForSelector('#player[data-state="ready"]');
  assert.match(await guest.textContent('#p-challenge'), /^⟦.*⟧$/);
  assert.match(await guest.getAttribute('#player .bot-mark', 'aria-label'), /^⟦.*⟧$/);
  const bot_words = (p) => unmarked(p, ['Robo']);
  assert.deepEqual(await bot_words(guest), []);
  // The bot's owner sees its own page.
  await page.evaluate((p) => (location.hash = `player=${p}`), id);
  await page.waitForSelector('#player[data-state="ready"]');
  assert.deepEqual(await bot_words(page), []);
  stream.destroy();
  assert.deepEqual(guest.problems, []);
  assert.deepEqual(page.problems, []);
  await guest.context().close();
  await page.context().close();
});

test('a running arena: the paired game, its berserk, and the standings with results show only words from the catalog', { timeout: 120000 }, async () => {
  const ann = await account_page('Anya');
  const bob = await account_page('Boris');
  const a = ann.page;
  const b = bob.page;
  const names = ['Anya', 'Boris', 'Pseudo Arena'];
  const made = await a.evaluate(async (starts_at) => {
    const r = await fetch('api/tournaments', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('mancala.token')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'arena', name: 'Pseudo Arena', clock: { limit_s: 60, inc_s: 1 }, minutes: 10, starts_at }),
    });
    return { status: r.status, body: await r.json() };
  }, new Date(Date.now() + 8000).toISOString());
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const id = made.body.tournament;
  for (const p of [a, b]) {
    await p.evaluate((t) => (location.hash = `tournament=${t}`), id);
    await p.waitForSelector('#tournament[data-state="ready"]');
    await p.click('#tour-join');
  }
  await a.waitForFunction(() => document.querySelectorAll('#tour-standings-body tr').length === 2);
  assert.match(await a.textContent('#tour-time'), /^⟦.*⟧$/);
  assert.deepEqual(await unmarked(a, names), []);
  assert.deepEqual(await unmarked_attrs(a), []);

  // The start pairs them: the game screen with its tournament note and Berserk.
  for (const p of [a, b]) await p.waitForSelector('#game:not([hidden])', { timeout: 30000 });
  await b.waitForSelector('#btn-berserk:not([hidden])');
  assert.match(await b.textContent('#tgame-note'), /^⟦.*⟧$/);
  assert.deepEqual(await unmarked(b, names), []);
  await b.click('#btn-berserk');
  await a.waitForFunction(() => /Boris/.test(document.querySelector('#tgame-note').textContent));
  assert.deepEqual(await unmarked(a, names), []);
  await a.click('#btn-resign');
  await a.click('#btn-resign-confirm');
  await a.waitForSelector('#dlg-result[open]');
  assert.deepEqual(await unmarked(a, names), []);

  // Back on the tournament page: the result marks and their labels.
  await a.click('#btn-result-tournament');
  await a.waitForFunction(() => document.querySelector('#tour-standings-body tr .tour-mark:not(.playing)'));
  assert.match(await a.getAttribute('#tour-standings-body .tour-mark', 'aria-label'), /^⟦.*⟧$/);
  assert.deepEqual(await unmarked(a, names), []);
  assert.deepEqual(await unmarked_attrs(a), []);
  await a.context().close();
  await b.context().close();
});
