// Ratings on the page: two strangers from the public queue see "Rated" and each other's
// provisional 1500? ratings, each make a move, one resigns, and both see the change (winner +,
// loser −) beside the names and in the result dialog; the winner's own name leads to their
// player page (the new rating, "provisional", one point on the graph, the game opening its
// replay), each rating with its speed (the default 5+3 is blitz); the leaderboard lists both in
// order at blitz, names as text, and nobody at another speed or on an Oware board; a watcher sees
// the ratings and the change too. Two players' bullet and blitz games give two ratings, two
// graphs and two leaderboards, never mixed. A queue game resigned before both moved ends
// unrated and says so; a computer game says Unrated and shows no ratings; an unknown player
// says so.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game, screenshot } from './harness.mjs';
import { unnamed_controls, low_contrast } from './a11y.mjs';

const PHONE = { width: 390, height: 844 };
const ODD_NAME = 'Bo <i>&amp;</i>'; // shown as typed, never as HTML
let server;
let browser;
before(async () => {
  // The two players must meet each other, not the computer; every rated player is listed.
  server = await start_server({ '--bot-after-ms': 20000, '--leaderboard-max-rd': 350 });
  browser = await launch_browser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const real_problems = (page) => page.problems.filter((p) => !/Failed to load resource.*404/.test(p));
const card_note = (page, button) => page.textContent(`.mode:has(#${button}) .rated-note`);
const text = (page, sel) => page.textContent(sel).then((t) => t.trim());
const fits = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * The query of each GET /api/leaderboard for settled ratings the page makes from now on
 * (URLSearchParams, in order); each comes with one for the provisional players, left out here.
 */
function leaderboard_asks(page) {
  const asks = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('/api/leaderboard') && !url.searchParams.has('provisional')) asks.push(url.searchParams);
  });
  return asks;
}

test('a rated queue game: ratings by the names, the change at the end, the player page, the leaderboard', async () => {
  const a = await open_page(browser, server.url);
  const b = await open_page(browser, server.url, PHONE);
  // Before a game starts, each way to play says whether it is rated.
  assert.equal(await card_note(a, 'btn-online'), 'Rated: your rating changes with the result.');
  for (const btn of ['btn-bot', 'btn-local', 'btn-friend']) assert.equal(await card_note(a, btn), 'Unrated');
  // A newcomer has no page yet: the start screen offers the leaderboard only.
  assert.equal(await a.isVisible('#lb-link'), true);
  assert.equal(await a.isVisible('#my-page-link'), false);

  await start_game(a, 'btn-online', { name: 'Alice' });
  await a.waitForSelector('#queue:not([hidden])');
  assert.match(await a.textContent('#queue-countdown'), /computer in \d+ s \(unrated\)/);
  await start_game(b, 'btn-online', { name: ODD_NAME });
  await Promise.all([a.waitForSelector('#game:not([hidden])'), b.waitForSelector('#game:not([hidden])')]);
  for (const p of [a, b]) {
    assert.equal(await text(p, '#name-bottom .rating'), '1500?');
    assert.equal(await text(p, '#name-top .rating'), '1500?');
    assert.equal(await text(p, '#game-rated'), 'Rated game: your rating changes with the result.');
    assert.equal(await p.locator('#game .rating-change').count(), 0);
  }
  assert.equal(await a.textContent('#name-top'), `${ODD_NAME} 1500?`);
  // A watcher sees the ratings too.
  const id = await a.getAttribute('#game', 'data-game');
  const c = await open_page(browser, `${server.url}#watch=${id}`);
  await c.waitForSelector('#watch[data-state="live"]');
  assert.equal(await text(c, '#w-name-top .rating'), '1500?');
  assert.match(await c.textContent('#watch-sub'), / · rated/);
  const a_south = (await a.getAttribute('#game', 'data-you')) === 'south';
  const [south, north] = a_south ? [a, b] : [b, a];
  const [loser_name, winner_name] = a_south ? ['Alice', ODD_NAME] : [ODD_NAME, 'Alice'];

  // Each side moves once (a rated result needs both), then South resigns: North wins.
  await south.click('#board .pit[data-side="0"][data-pit="0"]');
  await north.waitForFunction(() => document.querySelector('#board button.pit:enabled'));
  await north.click('#board .pit[data-side="1"][data-pit="5"]');
  await south.waitForFunction(() => document.querySelector('#board button.pit:enabled'));
  await south.click('#btn-resign');
  await south.click('#btn-resign-confirm');
  await Promise.all([south.waitForSelector('#dlg-result[open]'), north.waitForSelector('#dlg-result[open]')]);
  await screenshot(b, 'rated-result-390x844.png');

  const win = /^\+(\d+)$/;
  const loss = /^−(\d+)$/;
  assert.match(await text(north, '#name-bottom .rating-change'), win);
  assert.match(await text(north, '#name-top .rating-change'), loss);
  assert.match(await text(south, '#name-bottom .rating-change'), loss);
  assert.match(await text(south, '#name-top .rating-change'), win);
  const gain = Number(win.exec(await text(north, '#name-bottom .rating-change'))[1]);
  assert.ok(gain > 0);
  const new_rating = `${1500 + gain}?`; // two newcomers: the changes are equal and opposite
  assert.equal(await text(north, '#name-bottom .rating'), new_rating);
  assert.equal(await text(south, '#name-bottom .rating'), `${1500 - gain}?`);
  assert.equal(await text(north, '#result-rating'), `Your rating: ${new_rating} (+${gain}). ${loser_name}: ${1500 - gain}? (−${gain}).`);
  assert.equal(await text(south, '#result-rating'), `Your rating: ${1500 - gain}? (−${gain}). ${winner_name}: ${new_rating} (+${gain}).`);
  assert.equal(await text(north, '#game-rated'), 'Rated game.');
  await c.waitForSelector('#watch[data-over="true"]');
  assert.match(await text(c, '#w-name-bottom .rating-change'), loss, 'South, at the bottom for a watcher, lost');
  assert.match(await text(c, '#w-name-top .rating-change'), win);
  await c.context().close();

  // The winner's own name now links to their page: the rating, "provisional", one graph point.
  await north.click('#btn-see-board');
  await north.click('#name-bottom a');
  await north.waitForSelector('#player[data-state="ready"]');
  assert.equal(await north.textContent('#player-title'), winner_name);
  assert.equal(await north.textContent('#player-sub'), '1 game played');
  const cells = await north.$$eval('#player-ratings-body tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.deepEqual(cells, [['Kalah 6 × 4', 'Blitz', String(1500 + gain), 'provisional', '1']]);
  assert.equal(await north.locator('#player-graphs svg.rating-graph circle.point').count(), 1);
  assert.equal(await text(north, '#player-graphs figcaption'), 'Kalah 6 × 4, blitz: rating after each rated game');
  assert.match(await north.getAttribute('#player-graphs svg', 'aria-label'), new RegExp(`^Kalah 6 × 4, blitz: .*1 rated game, from ${1500 + gain} to ${1500 + gain}`));
  assert.equal(await north.locator('#player-games .game-row').count(), 1);
  assert.equal(await north.textContent('#player-games .game-row .result'), 'won');
  assert.equal(await north.textContent('#player-games .game-row .vs'), `vs ${loser_name}`);
  assert.deepEqual(await unnamed_controls(north), [], 'player page');
  assert.deepEqual(await low_contrast(north), [], 'player page');
  assert.ok(await fits(north), 'the player page fits the width');
  // A recent game opens its replay.
  await north.click('#player-games .game-row');
  await north.waitForSelector('#replay[data-state="ready"]');

  // The loser finds the leaderboard from the start screen: blitz (the game's speed) by default,
  // asked of the server by name; both listed, highest first.
  await south.click('#btn-new');
  await south.waitForSelector('#start:not([hidden])');
  await south.waitForSelector('#my-page-link:not([hidden])');
  const asked = leaderboard_asks(south);
  await south.click('#lb-link');
  await south.waitForSelector('#leaderboard[data-state="ready"]');
  assert.deepEqual(asked.map((q) => q.get('speed')), ['blitz']);
  assert.equal(await south.inputValue('#lb-speed'), 'blitz');
  assert.deepEqual(await south.$$eval('#lb-speed option', (os) => os.map((o) => o.textContent)), ['Bullet', 'Blitz', 'Rapid', 'Classical', 'Correspondence']);
  assert.equal(await text(south, '#lb-title'), 'Blitz leaderboard');
  const rows = await south.$$eval('#lb-rows tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.deepEqual(rows, [
    ['1', winner_name, new_rating, '1'],
    ['2', loser_name, `${1500 - gain}?`, '1'],
  ]);
  assert.equal(await south.locator('#lb-rows tr.me').count(), 1, 'the own row is marked');
  assert.equal(await south.locator('#lb-rows i').count(), 0, 'names are text');
  assert.deepEqual(await unnamed_controls(south), [], 'leaderboard');
  assert.deepEqual(await low_contrast(south), [], 'leaderboard');
  assert.ok(await fits(south), 'the leaderboard fits the width');

  // Another speed: the same board has nobody rated in rapid; the speed is sent and named.
  await Promise.all([south.waitForRequest(/api\/leaderboard\?.*speed=rapid/), south.selectOption('#lb-speed', 'rapid')]);
  await south.waitForSelector('#leaderboard[data-state="ready"][data-speed="rapid"]');
  assert.equal(await text(south, '#lb-title'), 'Rapid leaderboard');
  assert.equal(await text(south, '#lb-empty'), 'No rated rapid players on this board yet.');
  assert.equal(await south.isVisible('#lb-table'), false);
  assert.match(await south.evaluate(() => location.hash), /^#leaderboard&variant=.*&speed=rapid$/);

  // Another board: nobody rated yet; the address names board and speed, so a reload shows them again.
  await south.selectOption('#lb-speed', 'blitz');
  await south.waitForSelector('#leaderboard[data-state="ready"][data-speed="blitz"]');
  await south.selectOption('#lb-variant', { label: 'Oware' });
  await south.waitForFunction(() => !document.querySelector('#lb-empty').hidden);
  assert.equal(await text(south, '#lb-empty'), 'No rated blitz players on this board yet.');
  assert.match(await south.evaluate(() => location.hash), /^#leaderboard&variant=.*&speed=blitz$/);
  asked.length = 0;
  await south.reload();
  await south.waitForSelector('#leaderboard[data-state="ready"]');
  assert.equal(await south.$eval('#lb-variant', (s) => s.selectedOptions[0].textContent), 'Oware');
  assert.equal(await south.inputValue('#lb-speed'), 'blitz');
  assert.equal(await south.isVisible('#lb-empty'), true);
  assert.deepEqual(asked.map((q) => [JSON.parse(q.get('variant')).game, q.get('speed')]), [['oware', 'blitz']]);

  // A name on the leaderboard opens that player's page.
  await south.selectOption('#lb-variant', { index: 0 });
  await south.waitForFunction(() => document.querySelectorAll('#lb-rows tr').length === 2);
  await south.click(`#lb-rows tr:nth-child(1) a`);
  await south.waitForSelector('#player[data-state="ready"]');
  assert.equal(await south.textContent('#player-title'), winner_name);

  // At phone size (b): the leaderboard, then b's own page from its row.
  await b.evaluate(() => (location.hash = 'leaderboard'));
  await b.waitForSelector('#leaderboard[data-state="ready"]');
  await b.waitForFunction(() => document.querySelectorAll('#lb-rows tr').length === 2);
  assert.ok(await fits(b), 'the leaderboard fits a phone');
  assert.deepEqual(await low_contrast(b), [], 'leaderboard at phone size');
  await screenshot(b, 'leaderboard-390x844.png');
  await b.click('#lb-rows tr.me a');
  await b.waitForSelector('#player[data-state="ready"]');
  assert.equal(await b.textContent('#player-title'), ODD_NAME);
  assert.ok(await fits(b), 'the player page fits a phone');
  assert.deepEqual(await low_contrast(b), [], 'player page at phone size');
  await screenshot(b, 'player-390x844.png');
  for (const p of [a, b]) assert.deepEqual(real_problems(p), []);
  await a.context().close();
  await b.context().close();
});

/** One rated queue game between pages `a` and `b` on the start screen at clock `key` (e.g. '1+1'): each side moves once, South resigns. */
async function rated_game(a, b, key) {
  for (const p of [a, b]) await p.selectOption('#tc-online', key);
  await start_game(a, 'btn-online');
  await a.waitForSelector('#queue:not([hidden])');
  await start_game(b, 'btn-online');
  await Promise.all([a.waitForSelector('#game:not([hidden])'), b.waitForSelector('#game:not([hidden])')]);
  const [south, north] = (await a.getAttribute('#game', 'data-you')) === 'south' ? [a, b] : [b, a];
  await south.click('#board .pit[data-side="0"][data-pit="0"]');
  await north.waitForFunction(() => document.querySelector('#board button.pit:enabled'));
  await north.click('#board .pit[data-side="1"][data-pit="5"]');
  await south.waitForFunction(() => document.querySelector('#board button.pit:enabled'));
  await south.click('#btn-resign');
  await south.click('#btn-resign-confirm');
  await Promise.all([a.waitForSelector('#dlg-result[open]'), b.waitForSelector('#dlg-result[open]')]);
  for (const p of [a, b]) assert.equal(await text(p, '#game-rated'), 'Rated game.');
  for (const p of [a, b]) {
    await p.click('#btn-new');
    await p.waitForSelector('#start:not([hidden])');
  }
}

test('bullet and blitz games give a rating, a graph and a leaderboard each, never mixed', async () => {
  const a = await open_page(browser, server.url);
  const b = await open_page(browser, server.url);
  await a.fill('#name', 'Fast');
  await b.fill('#name', 'Faster');
  await rated_game(a, b, '1+1'); // bullet
  await rated_game(a, b, '5+3'); // blitz

  // a's page: one row per speed, each with its own graph of one point.
  const id = await a.evaluate(() => localStorage.getItem('mancala.player'));
  await a.evaluate((p) => (location.hash = `player=${encodeURIComponent(p)}`), id);
  await a.waitForSelector('#player[data-state="ready"]');
  const rows = await a.$$eval('#player-ratings-body tr', (trs) => trs.map((tr) => [tr.children[0].textContent, tr.children[1].textContent, tr.children[4].textContent]));
  assert.deepEqual(rows.sort(), [['Kalah 6 × 4', 'Blitz', '1'], ['Kalah 6 × 4', 'Bullet', '1']]);
  const graphs = await a.$$eval('#player-graphs figure', (fs) => fs.map((f) => [f.querySelector('figcaption').textContent, f.querySelectorAll('circle.point').length]));
  assert.deepEqual(graphs.sort(), [
    ['Kalah 6 × 4, blitz: rating after each rated game', 1],
    ['Kalah 6 × 4, bullet: rating after each rated game', 1],
  ]);

  // The bullet leaderboard from its address lists these two only (the first test's pair played blitz).
  const asked = leaderboard_asks(b);
  await b.evaluate(() => (location.hash = 'leaderboard&speed=bullet'));
  await b.waitForSelector('#leaderboard[data-state="ready"]');
  assert.deepEqual(asked.map((q) => q.get('speed')), ['bullet']);
  assert.equal(await b.inputValue('#lb-speed'), 'bullet');
  assert.equal(await text(b, '#lb-title'), 'Bullet leaderboard');
  const names = await b.$$eval('#lb-rows th', (ths) => ths.map((th) => th.textContent));
  assert.deepEqual(names.sort(), ['Fast', 'Faster']);
  for (const p of [a, b]) assert.deepEqual(real_problems(p), []);
  await a.context().close();
  await b.context().close();
});

test('a queue game resigned before both sides moved is announced as rated but ends unrated', async () => {
  const a = await open_page(browser, server.url);
  const b = await open_page(browser, server.url);
  await start_game(a, 'btn-online', { name: 'Quick' });
  await a.waitForSelector('#queue:not([hidden])');
  await start_game(b, 'btn-online', { name: 'Quit' });
  await Promise.all([a.waitForSelector('#game:not([hidden])'), b.waitForSelector('#game:not([hidden])')]);
  assert.equal(await text(a, '#name-top .rating'), '1500?');
  await a.click('#btn-resign');
  await a.click('#btn-resign-confirm');
  await Promise.all([a.waitForSelector('#dlg-result[open]'), b.waitForSelector('#dlg-result[open]')]);
  for (const p of [a, b]) {
    assert.match(await text(p, '#result-rating'), /^This game was not rated\. A rated game needs a move from each side/);
    assert.equal(await text(p, '#game-rated'), 'Not rated.');
    assert.equal(await p.locator('#game .rating, #game .rating-change').count(), 0);
  }
  for (const p of [a, b]) assert.deepEqual(real_problems(p), []);
  await a.context().close();
  await b.context().close();
});

test('a game against the computer says Unrated and shows no ratings', async () => {
  const page = await open_page(browser, server.url, PHONE);
  assert.equal(await card_note(page, 'btn-bot'), 'Unrated');
  await start_game(page, 'btn-bot', { name: 'Solo', level: 'easy' });
  await page.waitForSelector('#game:not([hidden])');
  assert.equal(await text(page, '#game-rated'), 'Unrated game.');
  await page.click('#board .pit[data-side="0"][data-pit="0"]');
  await page.waitForFunction(() => document.querySelector('#notice').textContent !== '');
  await page.click('#btn-resign');
  await page.click('#btn-resign-confirm');
  await page.waitForSelector('#dlg-result[open]');
  assert.equal(await page.locator('#game .rating, #game .rating-change').count(), 0);
  assert.equal(await text(page, '#result-rating'), '');
  assert.equal(await page.isVisible('#result-rating'), false);
  assert.equal(await text(page, '#game-rated'), 'Unrated game.');
  // Unrated games still make a player page: games, no ratings.
  await page.click('#btn-see-board');
  const id = await page.evaluate(() => localStorage.getItem('mancala.player'));
  await page.evaluate((p) => (location.hash = `player=${encodeURIComponent(p)}`), id);
  await page.waitForSelector('#player[data-state="ready"]');
  assert.equal(await page.textContent('#player-title'), 'Solo');
  assert.equal(await page.isVisible('#player-no-ratings'), true);
  assert.equal(await page.locator('#player-graphs svg').count(), 0);
  assert.equal(await page.locator('#player-games .game-row').count(), 1);
  assert.deepEqual(real_problems(page), []);
  await page.context().close();
});

test('an unknown player says "No such player" and offers a new game', async () => {
  const page = await open_page(browser, `${server.url}#player=nobody-here`);
  await page.waitForSelector('#player[data-state="missing"]');
  assert.equal(await page.textContent('#player-missing-text'), 'No such player.');
  await page.click('#p-missing-leave');
  await page.waitForSelector('#start:not([hidden])');
  assert.equal(await page.evaluate(() => location.hash), '');
  assert.deepEqual(real_problems(page), []);
  await page.context().close();
});
