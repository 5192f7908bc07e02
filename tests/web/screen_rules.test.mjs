// Rules the screens keep that playing once found broken: a hidden link stays hidden (the
// replay's Watch live and Review), a 24-character name stays inside the result dialog, the start
// screen describes the game chosen, a rated game's rematch says it is unrated, the leaderboard
// states its real rule and lists provisional players apart, and the start, game and replay
// screens label their fields, headings and step buttons as they show them.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game, wait_turn_or_end, screenshot } from './harness.mjs';

let server;
let browser;
let finished = null; // the id of the game the first test ends, reviewed by the last
let rated = null; // {a, b, names: [winner, loser]} of the rated game, for the leaderboard test
before(async () => {
  // Two strangers must meet in the queue before the computer steps in.
  server = await start_server({ '--bot-after-ms': 8000 });
  browser = await launch_browser();
});
after(async () => {
  for (const p of [rated?.a, rated?.b]) await p?.context().close();
  await browser?.close();
  await server?.stop();
});

const text = (page, sel) => page.textContent(sel).then((t) => t.trim());
// A 409 or 404 the page asked for on purpose is logged by Chromium as a failed resource.
const real_problems = (page) => page.problems.filter((p) => !/Failed to load resource.*(404|409)/.test(p));

/** Against the easy computer as South: sows the first playable pit, waits for the reply, resigns. */
async function one_ply_then_resign(page) {
  await page.click('#board button.pit:enabled');
  assert.equal(await wait_turn_or_end(page), 'turn');
  await page.click('#btn-resign');
  await page.click('#btn-resign-confirm');
  await page.waitForSelector('#dlg-result[open]');
}

test('a hidden link stays hidden: Watch live while the game goes on, Review once it has ended', async () => {
  const a = await open_page(browser, server.url);
  await start_game(a, 'btn-bot', { name: 'Ada', level: 'easy', side: 'south' });
  await a.waitForSelector('#game:not([hidden])');
  const id = await a.getAttribute('#game', 'data-game');

  const b = await open_page(browser, `${server.url}#game=${id}`);
  await b.waitForSelector('#replay[data-state="ready"]');
  assert.equal(await b.isVisible('#r-watch'), true, 'a game in progress can be watched');
  assert.equal(await b.isVisible('#r-review'), false, 'a game in progress has no review yet');
  assert.equal(await b.$eval('#r-review', (el) => getComputedStyle(el).display), 'none');

  // Its review, asked for by address, says why in one sentence.
  const c = await open_page(browser, `${server.url}#review=${id}`);
  await c.waitForSelector('#review[data-state="missing"]');
  assert.equal(await text(c, '#review-missing-text'), 'This game is still being played: it can be reviewed once it has ended.');

  await one_ply_then_resign(a);
  await b.reload();
  await b.waitForSelector('#replay[data-state="ready"]');
  assert.equal(await b.isVisible('#r-watch'), false, 'a finished game is no longer live');
  assert.equal(await b.$eval('#r-watch', (el) => getComputedStyle(el).display), 'none');
  assert.equal(await b.isVisible('#r-review'), true);
  finished = id;
  for (const p of [a, b, c]) assert.deepEqual(real_problems(p), []);
  for (const p of [a, b, c]) await p.context().close();
});

test('a 24-character name wraps inside the result dialog at 390 and 1280 px', async () => {
  const name = 'W'.repeat(24);
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    const page = await open_page(browser, server.url, viewport);
    await start_game(page, 'btn-bot', { name, level: 'easy', side: 'south' });
    await page.waitForSelector('#game:not([hidden])');
    await one_ply_then_resign(page);
    assert.ok((await text(page, '#result-score')).includes(name), 'the name is in the dialog');
    const boxes = await page.evaluate(() => {
      const dlg = document.querySelector('#dlg-result');
      const box = dlg.getBoundingClientRect();
      const outside = [];
      const walk = document.createTreeWalker(dlg, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        if (!n.textContent.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) {
          if (r.left < box.left - 0.5 || r.right > box.right + 0.5) outside.push(`${n.parentElement.id || n.parentElement.tagName}: ${r.left.toFixed(0)}..${r.right.toFixed(0)}`);
        }
      }
      return { left: box.left, right: box.right, outside, overflow: dlg.scrollWidth - dlg.clientWidth };
    });
    assert.deepEqual(boxes.outside, [], `text outside the dialog (${boxes.left.toFixed(0)}..${boxes.right.toFixed(0)}) at ${viewport.width} px`);
    assert.equal(boxes.overflow, 0, `the dialog scrolls sideways at ${viewport.width} px`);
    assert.ok(boxes.right <= viewport.width, `the dialog ends at ${boxes.right} of ${viewport.width} px`);
    await screenshot(page, `result-long-name-${viewport.width}.png`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test('the start screen describes the game chosen: Kalah’s store and extra turn, or Oware', async () => {
  const page = await open_page(browser, server.url);
  const kalah = 'Sow seeds around the board, land in your store for another turn, capture across the board.';
  assert.equal(await text(page, '#start-title'), 'Play Kalah');
  assert.equal(await text(page, '#start > p.lead'), kalah);
  await page.selectOption('#v-game', 'oware');
  assert.equal(await text(page, '#start-title'), 'Play Oware');
  const oware = await text(page, '#start > p.lead');
  assert.equal(oware, 'Sow seeds around the board and capture from your opponent’s row: the first to capture 25 seeds wins.');
  assert.doesNotMatch(oware, /store|another turn/);
  // Kalah's own fields leave with it (the hidden attribute alone hides them).
  assert.equal(await page.isVisible('#v-seeds-field'), false);
  assert.equal(await page.isVisible('#v-game-help'), true);
  await page.selectOption('#v-game', 'kalah');
  assert.equal(await text(page, '#start > p.lead'), kalah);
  assert.equal(await page.isVisible('#v-seeds-field'), true);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a rated game explains its “?” and says its rematch is never rated, and the rematch says so', async () => {
  const a = await open_page(browser, server.url);
  const b = await open_page(browser, server.url);
  await start_game(a, 'btn-online', { name: 'Rhea' });
  await a.waitForSelector('#queue:not([hidden])');
  await start_game(b, 'btn-online', { name: 'Sol' });
  await Promise.all([a.waitForSelector('#game:not([hidden])'), b.waitForSelector('#game:not([hidden])')]);
  const id = await a.getAttribute('#game', 'data-game');
  const [south, north] = (await a.getAttribute('#game', 'data-you')) === 'south' ? [a, b] : [b, a];
  for (const p of [a, b]) {
    assert.equal(await text(p, '#game-rated'), 'Rated game: your rating changes with the result.');
    assert.equal(await text(p, '#name-top .rating'), '1500?');
    assert.equal(await p.isVisible('#rating-footnote'), true, 'the “?” is explained in words on the page');
    assert.equal(await text(p, '#rating-footnote'), '“?” after a rating: the rating is provisional, it settles after about 15 rated games.');
  }
  // A watcher reads the same line under the board.
  const watcher = await open_page(browser, `${server.url}#watch=${id}`);
  await watcher.waitForSelector('#watch[data-state="live"]');
  assert.equal(await text(watcher, '#w-name-top .rating'), '1500?');
  assert.equal(await watcher.isVisible('#w-rating-footnote'), true);
  assert.equal(await text(watcher, '#w-rating-footnote'), '“?” after a rating: the rating is provisional, it settles after about 15 rated games.');
  assert.deepEqual(watcher.problems, []);
  await watcher.context().close();
  await south.click('#board .pit[data-side="0"][data-pit="0"]');
  await north.waitForFunction(() => document.querySelector('#board button.pit:enabled'));
  await north.click('#board .pit[data-side="1"][data-pit="5"]');
  await south.waitForFunction(() => document.querySelector('#board button.pit:enabled'));
  await south.click('#btn-resign');
  await south.click('#btn-resign-confirm');
  await Promise.all([a.waitForSelector('#dlg-result[open]'), b.waitForSelector('#dlg-result[open]')]);
  for (const p of [a, b]) {
    assert.equal(await text(p, '#game-rated'), 'Rated game.');
    assert.equal(await p.isVisible('#result-rematch-note'), true);
    assert.equal(await text(p, '#result-rematch-note'), 'A rematch is never rated.');
    assert.equal(await p.getAttribute('#btn-rematch', 'aria-describedby'), 'result-rematch-note');
  }
  await screenshot(south, 'result-rematch-note.png');

  await south.click('#btn-rematch');
  await north.waitForFunction(() => document.querySelector('#btn-rematch').textContent === 'Accept rematch');
  await north.click('#btn-rematch');
  for (const p of [a, b]) {
    await p.waitForFunction((old) => document.querySelector('#game').dataset.game !== old && !document.querySelector('#dlg-result').open, id);
    assert.equal(await text(p, '#game-rated'), 'Unrated game: a rematch is never rated.');
    assert.equal(await p.isVisible('#rating-footnote'), false, 'no rating, no footnote');
  }
  // The rematch ends at once (resigned before both moved) so the leaderboard may take the screen.
  const mover = (await a.getAttribute('#game', 'data-you')) === 'south' ? a : b;
  await mover.click('#btn-resign');
  await mover.click('#btn-resign-confirm');
  await Promise.all([a.waitForSelector('#dlg-result[open]'), b.waitForSelector('#dlg-result[open]')]);
  // South resigned the rated game: North won it.
  const name = (p) => (p === a ? 'Rhea' : 'Sol');
  rated = { a, b, names: [name(north), name(south)] };
  for (const p of [a, b]) assert.deepEqual(p.problems, []);
});

test('the leaderboard states its real rule and lists provisional players apart', async () => {
  const { a, names } = rated;
  const [winner, loser] = names;
  await a.evaluate(() => (location.hash = 'leaderboard'));
  await a.waitForSelector('#leaderboard[data-state="ready"]');
  const lead = await text(a, '#leaderboard p.lead');
  assert.match(lead, /It settles once its uncertainty \(RD, in rating points\) is 110 or less, usually after about 15 rated games; then the player is listed here\./);
  assert.doesNotMatch(lead, /after a few rated games/);
  // One game each leaves both ratings provisional (RD near 290 > 110): none settled, both apart.
  assert.equal(await a.isVisible('#lb-table'), false);
  assert.equal(await a.isVisible('#lb-empty'), true);
  assert.equal(await text(a, '#lb-prov-title'), 'Provisional');
  const api = await (await fetch(`${server.url}api/leaderboard?provisional=1`)).json();
  assert.deepEqual(api.players.map((p) => p.name), [winner, loser]);
  const rows = await a.$$eval('#lb-prov-rows tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.deepEqual(rows, api.players.map((p) => [p.name, `${Math.round(p.rating)}?`, '1']));
  assert.equal(await a.locator('#lb-prov-rows tr.me').count(), 1, 'the own row is marked');
  assert.equal(await a.isVisible('#lb-prov-empty'), false);
  await screenshot(a, 'leaderboard-provisional.png');
  assert.deepEqual(a.problems, []);
});

test('fields, headings and step buttons are named as they show: name fields, the game, Back and Next', async () => {
  const page = await open_page(browser, server.url);
  const labels = await page.evaluate(() =>
    Object.fromEntries(['name', 'name-invite'].map((id) => [id, document.getElementById(id).labels[0].textContent.trim()])),
  );
  assert.deepEqual(labels, { name: 'Name shown in your games', 'name-invite': 'Name shown to your friend' });
  assert.equal(await page.getByRole('region', { name: 'Your account', exact: true }).count(), 1);
  assert.equal(await page.getByRole('textbox', { name: 'Your name', exact: true, includeHidden: true }).count(), 0);

  await start_game(page, 'btn-bot', { name: 'Ada', level: 'easy', side: 'south' });
  await page.waitForSelector('#game:not([hidden])');
  const heading = page.getByRole('heading', { level: 1, name: 'Ada (you) vs Computer (easy)', exact: true });
  assert.equal(await heading.count(), 1, 'the game screen has a heading naming the game');
  assert.equal(await page.getByRole('region', { name: 'Ada (you) vs Computer (easy)', exact: true }).count(), 1);
  assert.deepEqual(page.problems, []);
  await page.context().close();

  // The replay's and the review's step buttons: the name a screen reader says is the word shown.
  const replay = await open_page(browser, `${server.url}#game=${finished}`);
  await replay.waitForSelector('#replay[data-state="ready"]');
  await check_steps(replay, finished);
});

/** The replay's and then the review's Back and Next: each named by the word it shows. */
async function check_steps(page, id) {
  await page.click('#r-next');
  // The snapshot's name, without the state (a step at the end is disabled).
  const named = async (sel) => ({
    shown: (await page.innerText(sel)).trim(),
    snapshot: (await page.locator(sel).ariaSnapshot()).replace(' [disabled]', ''),
  });
  assert.deepEqual(await named('#r-prev'), { shown: '‹ Back', snapshot: '- button "Back"' });
  assert.deepEqual(await named('#r-next'), { shown: 'Next ›', snapshot: '- button "Next"' });
  await page.evaluate((game) => (location.hash = `review=${game}`), id);
  await page.waitForSelector('#review-body:not([hidden])');
  assert.deepEqual(await named('#rv-prev'), { shown: '‹ Back', snapshot: '- button "Back"' });
  assert.deepEqual(await named('#rv-next'), { shown: 'Next ›', snapshot: '- button "Next"' });
  assert.deepEqual(real_problems(page), []);
  await page.context().close();
}
