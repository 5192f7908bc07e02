// Accessibility in Chromium: axe-core (from npm) finds no violation of any impact on any screen
// at phone and desktop sizes, nor on any page as the server sends it in each language; each ply
// is spoken through an aria-live announcer, and only there while watching, replaying and
// reviewing; the board reads as a table; a game, a replay and a review work by keyboard alone;
// touch targets keep 44 px; and reduced motion shows each ply at once.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { start_server, launch_browser, wait_turn_or_end } from './harness.mjs';
import { LANGUAGES } from '../../web/js/texts/languages.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = 'correct horse battery';

let server;
let browser;

before(async () => {
  // No computer joins the queue by itself: the waiting screen stays while it is checked.
  server = await start_server({ '--bot-after-ms': 600000 });
  browser = await launch_browser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page whose context bypasses the site's CSP, so axe's script can be added to it. */
async function open(url, viewport, options = {}) {
  const context = await browser.newContext({ viewport, bypassCSP: true, ...options });
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(`pageerror: ${e.message}`));
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  return page;
}

/** axe-core's violations on the page as it is now: ["rule (impact): selector", ...]. */
async function axe(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
}

/** Goes to `#hash` and waits until `ready` (a selector) matches. */
async function go(page, hash, ready) {
  await page.evaluate((h) => (location.hash = h), hash);
  await page.waitForSelector(ready, { timeout: 10000 }).catch(async (e) => {
    throw new Error(`${hash}: ${await page.evaluate(() => [...document.querySelectorAll('.screen:not([hidden])')].map((s) => `${s.id}=${s.dataset.state}`).join())}: ${e.message}`);
  });
}

/** Registers account `username` in the page's browser and reloads as that player. */
async function sign_up(page, username) {
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
  return made.player;
}

/** Creates an arena starting in an hour, from the page's signed-up player → {tournament}. */
function create_tournament(page) {
  const starts_at = new Date(Date.now() + 3600000).toISOString();
  return page.evaluate(async (starts_at) => {
    const r = await fetch('api/tournaments', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('mancala.token')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'arena', name: 'Axe Arena', clock: { limit_s: 60, inc_s: 1 }, minutes: 10, starts_at }),
    });
    return r.json();
  }, starts_at);
}

const TEXT_PAGES = ['', 'how-to-play.html', 'about.html', 'privacy.html', 'oware.html'];

test('axe-core finds no violation on each page as the server sends it in every language, nor on the text pages once their scripts ran (phone)', { timeout: 180000 }, async () => {
  const found = {};
  const note = (where, v) => v.length && (found[where] = v);
  // The page's own scripts refused: what the server wrote in (web/pages/) is all there is.
  for (const { code, tag } of LANGUAGES) {
    const context = await browser.newContext({ viewport: PHONE, bypassCSP: true, locale: tag });
    await context.route(/\/js\/|\/pages\/[^/]+\.js$/, (route) => route.abort()); // the modules, and their bundles
    const page = await context.newPage();
    for (const file of TEXT_PAGES) {
      await page.goto(server.url + file);
      assert.equal(await page.getAttribute('html', 'lang'), tag, `${code} /${file}`);
      note(`${code} /${file} as sent`, await axe(page));
    }
    await context.close();
  }
  // Scripts on: the text pages with their Language and look menus.
  const context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
  const page = await context.newPage();
  for (const file of TEXT_PAGES.slice(1)) {
    await page.goto(server.url + file);
    await page.waitForSelector('#lang .lang-menu summary');
    note(`/${file}`, await axe(page));
  }
  await context.close();
  assert.deepEqual(found, {});
});

for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`axe-core finds no violation on any screen at ${size} size`, async () => {
    const found = {};
    const check = async (page, screen) => {
      const v = await axe(page);
      if (v.length) found[screen] = v;
    };
    const who = `Ax${size}`;
    const a = await open(server.url, viewport);
    const player = await sign_up(a, who);
    const made = await create_tournament(a);
    await a.reload();
    await a.waitForFunction(() => document.body.dataset.link === 'online');
    await a.waitForSelector(`#tournaments-created a[data-tournament="${made.tournament}"]`);
    await check(a, 'start with tournaments');

    await a.click('#btn-online');
    await a.waitForSelector('#queue:not([hidden])');
    await check(a, 'queue');
    await a.click('#btn-queue-cancel');
    await a.waitForSelector('#start:not([hidden])');

    await a.selectOption('#bot-level', 'easy');
    await a.click('#btn-bot');
    await a.waitForSelector('#game:not([hidden])');
    const id = await a.getAttribute('#game', 'data-game');
    await wait_turn_or_end(a);
    await a.locator('#board button.pit:enabled').first().click();
    await wait_turn_or_end(a);
    await check(a, 'game');

    const w = await open(`${server.url}#watch=${id}`, viewport);
    await w.waitForSelector('#watch[data-state="live"]');
    await check(w, 'watch');
    // The watcher hears the ply the player makes.
    await record_voice(w);
    const pit = Number(await a.locator('#board button.pit:enabled').first().getAttribute('data-pit'));
    await a.locator('#board button.pit:enabled').first().click();
    await w.waitForFunction((p) => window.h61voices.some((t) => t.startsWith(`South sowed pit ${p}`)), pit + 1);
    await wait_turn_or_end(a);
    await w.context().close();

    await a.click('#btn-resign');
    await a.click('#btn-resign-confirm');
    await a.waitForSelector('#dlg-result[open]');
    await check(a, 'result dialog');
    await a.keyboard.press('Escape');

    await go(a, `game=${id}`, '#replay[data-state="ready"]');
    await check(a, 'replay');
    await go(a, `review=${id}`, '#review[data-state="done"], #review[data-state="pending"]');
    await check(a, 'review');
    await go(a, 'analysis', '#analysis[data-state="ready"]');
    await check(a, 'position explorer');
    await go(a, 'puzzles', '#pz-board button.pit.playable');
    await check(a, 'puzzles');
    await go(a, 'leaderboard', '#leaderboard[data-state="ready"]');
    await check(a, 'leaderboard');
    await go(a, `player=${player.id}`, '#player[data-state="ready"]');
    await check(a, 'player page');
    await go(a, 'account', '#account[data-state="account"]');
    await check(a, 'account');
    await go(a, `tournament=${made.tournament}`, '#tournament[data-state]:not([hidden])');
    await a.waitForFunction(() => document.querySelector('#tournament').dataset.state === 'ready');
    await check(a, 'tournament');
    await go(a, 'bots', '#bots:not([hidden])');
    await a.waitForFunction(() => [...document.querySelectorAll('#bots [data-state]')].every((e) => e.dataset.state !== 'loading'));
    await check(a, 'bots');
    assert.deepEqual(found, {});
    assert.deepEqual(a.problems, []);
    await a.context().close();
  });
}

/** Presses Tab (at most 80 times) until the element matching `selector` has the focus. */
async function tab_to(page, selector) {
  for (let i = 0; i < 80; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

const voice = (page) => page.textContent('#ply-voice');

/**
 * Notes each line #ply-voice speaks from now on, as it comes, in `window.h61voices`: the next ply
 * can replace a line before a look at the page would read it.
 */
const record_voice = (page) =>
  page.evaluate(() => {
    window.h61voices = [];
    const voice = document.querySelector('#ply-voice');
    new MutationObserver(() => window.h61voices.push(voice.textContent)).observe(voice, { childList: true, characterData: true, subtree: true });
  });

test('by keyboard alone: a game against the computer (easy), its replay and its review, each ply spoken', async () => {
  const page = await open(server.url, PHONE, { reducedMotion: 'reduce' });
  await tab_to(page, '#bot-level');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.inputValue('#bot-level'), 'easy');
  await tab_to(page, '#btn-bot');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#game:not([hidden])');
  // The board reads as a table: North and South rows, six pits and a store, four seeds a pit.
  const table = await page.$$eval('#game table.board-table tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  assert.deepEqual(table, [
    ['', 'Pit 1', 'Pit 2', 'Pit 3', 'Pit 4', 'Pit 5', 'Pit 6', 'Store'],
    ['North', '4', '4', '4', '4', '4', '4', '0'],
    ['South', '4', '4', '4', '4', '4', '4', '0'],
  ]);
  await record_voice(page);
  let plies = 0;
  for (; plies < 200 && (await wait_turn_or_end(page)) === 'turn'; plies++) {
    await page.keyboard.press('ArrowRight');
    if (!(await page.evaluate(() => document.activeElement?.matches('#board button.pit:enabled')))) continue;
    await page.keyboard.press('Enter');
  }
  await page.waitForSelector('#dlg-result[open]');
  const heard = await page.evaluate(() => window.h61voices);
  assert.ok(heard.length >= 4, `plies spoken: ${heard.length}`);
  for (const t of heard) assert.match(t, /^(South|North) (sowed pit [1-6](: (captured \d+|extra turn|game over)(, (extra turn|game over))*)?|swapped sides)\s?$/);
  assert.ok(heard.some((t) => /^South sowed pit/.test(t)) && heard.some((t) => /^North sowed pit/.test(t)), heard.join(' | '));
  // The table followed the game to its end position.
  const stores = await page.$$eval('#game table.board-table tbody tr', (trs) => trs.map((tr) => Number(tr.cells[7].textContent)));
  assert.equal(stores[0] + stores[1], 48);

  // The replay, from the result dialog by Tab and Enter; stepped by the arrow keys.
  await tab_to(page, '#btn-replay');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#replay[data-state="ready"]');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => /^South sowed pit [1-6]/.test(document.querySelector('#ply-voice').textContent));
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => /^(North|South) sowed pit [1-6]/.test(document.querySelector('#ply-voice').textContent));
  assert.equal(await page.getAttribute('#replay', 'data-state'), 'ready');
  const step = await page.evaluate(() => document.querySelector('#replay-ply').textContent);
  assert.match(step, /^Ply 2 of/);

  // The review, by the replay's link; stepped by the arrow keys too.
  await tab_to(page, '#r-review');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#review[data-state="done"], #review[data-state="pending"]');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('#review').dataset.at === '1');
  assert.match(await voice(page), /^South sowed pit [1-6]/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

/**
 * Records what the page's live regions would say: each change inside an element that is
 * `aria-live` (not off) or has role status, log or alert, as {region: its id, text}.
 */
async function listen_regions(page) {
  await page.evaluate(() => {
    window.h62said = [];
    const live = '[aria-live]:not([aria-live="off"]), [role="status"], [role="log"], [role="alert"]';
    new MutationObserver((changes) => {
      for (const c of changes) {
        const el = c.target.nodeType === Node.ELEMENT_NODE ? c.target : c.target.parentElement;
        const region = el?.closest(live);
        if (region) window.h62said.push({ region: region.id || region.className, text: region.textContent });
      }
    }).observe(document.body, { childList: true, characterData: true, subtree: true });
  });
}

/** The regions that said a ply ("… sowed …") since listen_regions, each once. */
const ply_speakers = async (page) => [...new Set((await page.evaluate(() => window.h62said)).filter((s) => /sowed/.test(s.text)).map((s) => s.region))];

test('one announcement a ply: watching, replaying and reviewing speak each ply through #ply-voice alone', async () => {
  const a = await open(server.url, DESKTOP);
  await a.selectOption('#bot-level', 'easy');
  await a.click('#btn-bot');
  await a.waitForSelector('#game:not([hidden])');
  const id = await a.getAttribute('#game', 'data-game');
  await wait_turn_or_end(a);
  const w = await open(`${server.url}#watch=${id}`, PHONE);
  await w.waitForSelector('#watch[data-state="live"]');
  await listen_regions(w);
  // South's ply and the computer's answer, each heard by the watcher once.
  await a.locator('#board button.pit:enabled').first().click();
  await w.waitForFunction(() => /^North sowed pit/.test(document.querySelector('#ply-voice').textContent), null, { timeout: 10000 });
  await w.waitForTimeout(500); // what the other regions would add after it
  assert.deepEqual(await ply_speakers(w), ['ply-voice']);
  await w.context().close();

  await a.click('#btn-resign');
  await a.click('#btn-resign-confirm');
  await a.waitForSelector('#dlg-result[open]');
  await a.keyboard.press('Escape');
  for (const [hash, ready] of [[`game=${id}`, '#replay[data-state="ready"]'], [`review=${id}`, '#review[data-state="done"], #review[data-state="pending"]']]) {
    await go(a, hash, ready);
    await listen_regions(a);
    await a.keyboard.press('Home');
    await a.keyboard.press('ArrowRight');
    await a.keyboard.press('ArrowRight');
    await a.waitForFunction(() => /^North sowed pit/.test(document.querySelector('#ply-voice').textContent));
    await a.waitForTimeout(300);
    assert.deepEqual(await ply_speakers(a), ['ply-voice'], hash);
  }
  assert.deepEqual(a.problems, []);
  await a.context().close();
});

test('reduced motion: a ply shows its end at once, and nothing on the board moves', async () => {
  const page = await open(server.url, DESKTOP, { reducedMotion: 'reduce' });
  await page.selectOption('#bot-level', 'easy');
  await page.click('#btn-bot');
  await page.waitForSelector('#board button.pit:enabled');
  // While the sowing would run, no hollow is ever marked as being sown into. A second observer
  // notes that the sown pit was emptied, from each change's old value: the computer's reply can
  // fill the pit again before a look at the page would see it empty.
  await page.evaluate(() => {
    window.h61sowing = 0;
    window.h61emptied = false;
    const board = document.querySelector('#board');
    new MutationObserver(() => (window.h61sowing += document.querySelectorAll('#board .sowing').length)).observe(board, { attributes: true, subtree: true });
    const pit = board.querySelector('.pit[data-side="0"][data-pit="0"]');
    new MutationObserver((changes) => {
      window.h61emptied ||= pit.dataset.count === '0' || changes.some((c) => c.oldValue === '0');
    }).observe(pit, { attributeFilter: ['data-count'], attributeOldValue: true });
  });
  await page.click('#board button.pit[data-side="0"][data-pit="0"]');
  await page.waitForFunction(() => window.h61emptied);
  await wait_turn_or_end(page);
  assert.equal(await page.evaluate(() => window.h61sowing), 0);
  const moving = await page.$$eval('#board, #board *, .spinner', (els) => els.filter((e) => {
    const cs = getComputedStyle(e);
    return cs.animationName !== 'none' || !/^(all )?0s$/.test(cs.transitionDuration.split(',')[0]);
  }).length);
  assert.equal(moving, 0);
  await page.context().close();
});

test('touch targets: every visible button, link and field is at least 44 × 44 px at 390 × 844, and each screen fits the width', async () => {
  const page = await open(server.url, PHONE);
  const fits = async (what) => {
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    return wide <= PHONE.width ? [] : [`${what}: the page is ${wide} px wide`];
  };
  const small = async (what) => (await fits(what)).concat(await page.$$eval('button, a[href], input, select, textarea, summary', (els, what) => els.filter((e) => {
    if (!e.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return false;
    // A checkbox's target is its label: a press on the words ticks it.
    if (e.matches('input[type="checkbox"]') && e.closest('label')) e = e.closest('label');
    // WCAG 2.5.8's inline exception: a link inside a sentence keeps the line's height.
    if (e.matches('a') && e.closest('p, li') && getComputedStyle(e).display === 'inline') return false;
    const r = e.getBoundingClientRect();
    return r.width < 44 || r.height < 44;
  }).map((e) => `${what}: ${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}.${e.className} ${e.getBoundingClientRect().width.toFixed(1)}×${e.getBoundingClientRect().height.toFixed(1)} in ${e.parentElement.outerHTML.slice(0, 90)}`), what));
  const player = await sign_up(page, 'Tapper');
  const made = await create_tournament(page);
  const found = [...(await small('start'))];
  await page.click('#btn-online');
  await page.waitForSelector('#queue:not([hidden])');
  found.push(...(await small('queue')));
  await page.click('#btn-queue-cancel');
  await page.waitForSelector('#start:not([hidden])');
  await page.selectOption('#bot-level', 'easy');
  await page.click('#btn-bot');
  await page.waitForSelector('#board button.pit:enabled');
  const id = await page.getAttribute('#game', 'data-game');
  found.push(...(await small('game')));
  await page.locator('#board button.pit:enabled').first().click();
  await wait_turn_or_end(page);
  await page.click('#btn-resign');
  await page.click('#btn-resign-confirm');
  await page.waitForSelector('#dlg-result[open]');
  found.push(...(await small('result dialog')));
  await page.keyboard.press('Escape');
  for (const [hash, ready, what] of [
    [`game=${id}`, '#replay[data-state="ready"]', 'replay'],
    [`review=${id}`, '#review[data-state="done"], #review[data-state="pending"]', 'review'],
    ['analysis', '#analysis[data-state="ready"]', 'position explorer'],
    ['leaderboard', '#leaderboard[data-state="ready"]', 'leaderboard'],
    [`player=${player.id}`, '#player[data-state="ready"]', 'player page'],
    ['account', '#account[data-state="account"]', 'account'],
    ['bots', '#bots:not([hidden])', 'bots'],
    [`tournament=${made.tournament}`, `#tournament[data-tournament="${made.tournament}"][data-state="ready"]`, 'tournament'],
  ]) {
    await go(page, hash, ready);
    found.push(...(await small(what)));
  }
  // Another player's line in the tournament's chat brings its ⋯ menu button.
  const talker = await open(`${server.url}#tournament=${made.tournament}`, DESKTOP);
  await sign_up(talker, 'Talker');
  await talker.waitForSelector('#chat-tournament-input:enabled');
  await talker.fill('#chat-tournament-input', 'Hello there');
  await talker.press('#chat-tournament-input', 'Enter');
  await page.waitForSelector('#chat-tournament-log .chat-line-menu');
  found.push(...(await small('tournament chat')));
  await talker.context().close();
  // A standings row's game marks, as game_marks.js makes them, in the page's standings table:
  // every game a link, eight of them in one row at 390 px.
  found.push(...(await page.evaluate(async () => {
    // Imported here, the modules are apart from the page's bundle: their catalog starts empty.
    const [{ game_mark }, { use_catalog }, { T }] = await Promise.all([import('/js/tournament/game_marks.js'), import('/js/texts/texts.js'), import('/js/texts/en/texts.js')]);
    use_catalog(T);
    const table = document.querySelector('#tour-standings');
    table.hidden = false;
    const cell = (table.tBodies[0] ?? table.createTBody()).insertRow().insertCell();
    cell.className = 'tour-games';
    const opponent = { id: 'x', name: 'Bob' };
    const games = ['win', 'loss', 'draw', 'win', null, 'win', 'loss', 'draw'].map((result, i) => ({ game: `g${i}`, opponent, result, points: result === 'win' ? 2 : 0, doubled: i === 3, berserk: i === 5 }));
    cell.append(...games.map((g) => game_mark(document, g)));
    const out = [];
    if (document.documentElement.scrollWidth > 390) out.push(`game marks: the page is ${document.documentElement.scrollWidth} px wide`);
    for (const a of cell.querySelectorAll('a.tour-mark')) {
      const r = a.getBoundingClientRect();
      if (r.width < 44 || r.height < 44) out.push(`game mark ${a.dataset.result} ${r.width.toFixed(1)}×${r.height.toFixed(1)}`);
    }
    cell.parentElement.remove();
    return out;
  })));
  // Boards of seven and eight pits a side: the explorer's, and a game's on the game screen.
  for (const pits of [7, 8]) {
    await go(page, `analysis&variant=${encodeURIComponent(JSON.stringify({ game: 'kalah', pits, seeds: 4 }))}`, '#analysis[data-state="ready"]');
    await page.waitForFunction((n) => document.querySelectorAll('#a-board .pit').length === 2 * n, pits);
    found.push(...(await small(`explorer, ${pits} pits`)));
  }
  await go(page, '', '#start:not([hidden])');
  if (!(await page.locator('#advanced').evaluate((d) => d.open))) await page.click('#advanced summary');
  await page.selectOption('#v-pits', '8');
  await page.click('#btn-local');
  await page.waitForFunction(() => document.querySelectorAll('#board .pit').length === 16);
  found.push(...(await small('game, 8 pits')));
  assert.deepEqual(found, []);
  await page.context().close();
});
