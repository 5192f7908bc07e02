// The puzzle page: the start screen's puzzle of the day links to a puzzle; a puzzle solved ply by
// ply (the opponent's replies shown between) says "Solved!" and raises the player's puzzle rating;
// a wrong ply says so, its refutation is stepped through on the board (each position the
// server's), the solution can be shown, the player's rating falls and a streak ends. The puzzles
// are the shipped set (puzzles/puzzles.json beside the web root). A finished game's review turns
// the player's worst plies into lessons: find the better ply, and step through what the game's
// ply allowed.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { start_server, launch_browser, open_page, screenshot, start_game, play_to_end, REPO } from './harness.mjs';
import { unnamed_controls } from './a11y.mjs';

const SET = JSON.parse(fs.readFileSync(path.join(REPO, 'puzzles', 'puzzles.json'), 'utf8')).puzzles;

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

/** An anonymous attempt (not rated): the server's answer. */
async function attempt(id, plies) {
  const res = await fetch(`${server.url}api/puzzles/${id}/attempt`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ plies }),
  });
  assert.equal(res.status, 200);
  return res.json();
}

/** The indices of the solver's plies in a puzzle's solution, learnt from anonymous attempts. */
async function solver_plies(p) {
  const line = p.solution.map((m) => ({ pit: m.pit }));
  const mine = [];
  for (let i = 0; i < line.length;) {
    mine.push(i);
    const a = await attempt(p.id, mine.map((k) => line[k]));
    assert.equal(a.correct, true);
    if (a.complete) break;
    i += 1 + a.reply.length;
  }
  return mine;
}

/** A page whose player has its token (the welcome came), at puzzle `id`. */
async function page_at(id) {
  const page = await open_page(browser, server.url);
  await page.waitForFunction(() => localStorage.getItem('mancala.token'));
  await page.evaluate((p) => (location.hash = `puzzle=${p}`), id);
  await page.waitForSelector(`#pz-board[data-puzzle="${id}"] button.pit.playable`);
  return page;
}

const side_of = (p) => (p.state.to_move === 'south' ? 0 : 1);

const counts = (page, board = '#pz-board') => page.evaluate((b) => {
  const out = { pits: [[], []], stores: [0, 0] };
  for (const c of document.querySelectorAll(`${b} .pit`)) out.pits[Number(c.dataset.side)][Number(c.dataset.pit)] = Number(c.dataset.count);
  for (const c of document.querySelectorAll(`${b} .store`)) out.stores[Number(c.dataset.side)] = Number(c.dataset.count);
  return out;
}, board);

test('the puzzle of the day is on the start screen; a puzzle solved ply by ply raises the rating', async () => {
  const p = SET.reduce((a, b) => (b.solution.length > a.solution.length ? b : a));
  const mine = await solver_plies(p);
  assert.ok(mine.length >= 2, `a puzzle with several plies to find: ${p.id}`);
  const page = await open_page(browser, server.url);
  await page.waitForSelector('#daily-box:not([hidden]) #daily-open[href^="#puzzle="]');
  assert.match(await page.textContent('#daily-text'), /to move: find the only ply that (wins|keeps the draw)\./);
  await page.click('#daily-open');
  await page.waitForSelector('#puzzles:not([hidden]) #pz-board button.pit.playable');
  await page.close();

  const solve = await page_at(p.id);
  assert.equal(await solve.textContent('#pz-goal'), `${p.state.to_move === 'south' ? 'South' : 'North'} to move: find the only ply that ${p.goal === 'win' ? 'wins' : 'keeps the draw'}.`);
  assert.deepEqual(await counts(solve), { pits: p.state.pits, stores: p.state.stores });
  for (const [n, k] of mine.entries()) {
    await solve.click(`#pz-board button.pit[data-side="${side_of(p)}"][data-pit="${p.solution[k].pit}"]`);
    if (n + 1 < mine.length) {
      await solve.waitForFunction(() => document.querySelector('#pz-status').textContent.startsWith('Right.'));
      await solve.waitForSelector('#pz-board button.pit.playable');
      // The reply's position: the state the replies leave, where the solver moves again.
      const a = await attempt(p.id, mine.slice(0, n + 1).map((i) => ({ pit: p.solution[i].pit })));
      const at = a.reply.length ? a.reply.at(-1).state : a.state;
      assert.deepEqual(await counts(solve), { pits: at.pits, stores: at.stores });
    }
  }
  await solve.waitForFunction(() => document.querySelector('#pz-status').textContent.startsWith('Solved!'));
  assert.equal(await solve.getAttribute('#pz-board', 'data-result'), 'solved');
  assert.match(await solve.textContent('#pz-you'), /Your puzzle rating: \d+\?? \(\+\d+\)/);
  assert.equal(await solve.locator('#pz-board button.pit.playable').count(), 0, 'nothing to play once solved');
  assert.deepEqual(await unnamed_controls(solve), []);
  await screenshot(solve, 'puzzle-solved-1280x800.png');
  await solve.close();
});

test('a wrong ply gets its refutation stepped on the board, the solution, a lower rating, and ends a streak', async () => {
  const p = SET[0];
  const wrong = p.refutations.find((f) => f.at === 0);
  const page = await page_at(p.id);
  // A streak of one first: the first solver's ply of a one-ply puzzle.
  const easy = SET.find((q) => q.id !== p.id && q.solution.length === 1);
  await page.check('#pz-streak-mode');
  await page.evaluate((q) => (location.hash = `puzzle=${q}`), easy.id);
  await page.waitForSelector(`#pz-board[data-puzzle="${easy.id}"] button.pit.playable`);
  await page.click(`#pz-board button.pit[data-side="${side_of(easy)}"][data-pit="${easy.solution[0].pit}"]`);
  await page.waitForFunction(() => document.querySelector('#pz-status').textContent.startsWith('Solved!'));
  assert.equal(await page.textContent('#pz-streak'), 'Streak: 1');

  await page.evaluate((q) => (location.hash = `puzzle=${q}`), p.id);
  await page.waitForSelector(`#pz-board[data-puzzle="${p.id}"] button.pit.playable`);
  await page.click(`#pz-board button.pit[data-side="${side_of(p)}"][data-pit="${wrong.ply.pit}"]`);
  await page.waitForFunction(() => document.querySelector('#pz-status').textContent.startsWith('Not that one'));
  assert.equal(await page.getAttribute('#pz-board', 'data-result'), 'missed');
  assert.equal(await page.textContent('#pz-streak'), 'Streak over after 1 puzzle.');
  assert.match(await page.textContent('#pz-you'), /Your puzzle rating: \d+\?? \(−\d+\)/);
  // The refutation: the wrong ply, then the best line after it, each position the server's.
  await page.waitForSelector('#pz-stepper:not([hidden])');
  assert.equal(await page.textContent('#pz-line-title'), 'The refutation');
  assert.equal(await page.locator('#pz-line li').count(), 1 + wrong.line.length);
  const answer = await attempt(p.id, [wrong.ply]);
  const steps = [answer.refutation.ply, ...answer.refutation.line];
  assert.deepEqual(await counts(page), { pits: steps[0].state.pits, stores: steps[0].state.stores });
  for (let k = 1; k < steps.length; k++) {
    await page.click('#pz-step-next');
    assert.deepEqual(await counts(page), { pits: steps[k].state.pits, stores: steps[k].state.stores }, `step ${k}`);
  }
  assert.equal(await page.isDisabled('#pz-step-next'), true, 'the last position');
  await page.click('#pz-step-back');
  assert.deepEqual(await counts(page), { pits: steps.at(-2).state.pits, stores: steps.at(-2).state.stores });
  await page.click('#pz-show-solution');
  assert.equal(await page.textContent('#pz-line-title'), 'The solution');
  assert.equal(await page.locator('#pz-line li').count(), p.solution.length);
  await screenshot(page, 'puzzle-refutation-1280x800.png');
  // Next puzzle: another one, playable.
  await page.click('#pz-next');
  await page.waitForFunction((id) => {
    const b = document.querySelector('#pz-board');
    return b.dataset.puzzle && b.dataset.puzzle !== id && b.querySelector('button.pit.playable');
  }, p.id);
  await page.close();
});

test("a review's worst plies become lessons: the better ply is found, and the game's ply's line is stepped", async () => {
  const fast = await start_server({ '--bot-think-ms': 50 });
  try {
    const page = await open_page(browser, fast.url);
    await start_game(page, 'btn-bot', { level: 'hard' });
    await page.waitForSelector('#game:not([hidden])');
    const id = await page.getAttribute('#game', 'data-game');
    await play_to_end(page, 'last');
    await page.keyboard.press('Escape');
    await page.evaluate((g) => (location.hash = `review=${g}`), id);
    await page.waitForSelector('#review[data-state="done"]', { timeout: 120000 });
    await page.waitForSelector('#rv-lessons:not([hidden]) button.rv-lesson-try');
    const items = await page.locator('#rv-lessons-list li').count();
    assert.ok(items >= 1 && items <= 3, `one to three lessons: ${items}`);
    const first = page.locator('button.rv-lesson-try').first();
    assert.match(await first.textContent(), /^Ply \d+, South sowed pit \d: .*given away\. Find the better ply\.$/);
    const n = Number(await first.getAttribute('data-n'));
    await first.click();
    await page.waitForSelector(`#rv-lesson-board[data-n="${n}"] button.pit.playable`);
    const review = await (await fetch(`${fast.url}api/games/${id}/analysis`)).json();
    const replay = await (await fetch(`${fast.url}api/games/${id}/replay`)).json();
    const ply = review.plies.find((p) => p.n === replay.plies[n - 1].n);
    const before = n === 1 ? replay.start : replay.plies[n - 2].state;
    assert.deepEqual(await counts(page, '#rv-lesson-board'), { pits: before.pits, stores: before.stores }, 'the position before the ply');
    const best = ply.best.find((b) => !b.swap).pit;
    await page.click(`#rv-lesson-board button.pit[data-side="0"][data-pit="${best}"]`);
    await page.waitForFunction(() => document.querySelector('#rv-lesson-status').textContent.startsWith('Right: pit'));
    await page.click('#rv-lesson-refute');
    await page.waitForSelector('#rv-lesson-stepper:not([hidden])', { timeout: 30000 });
    assert.ok((await page.locator('#rv-lesson-stepper li').count()) >= 2, "the game's ply and the best reply at least");
    await page.click('#rv-lesson-step-back');
    assert.deepEqual(await counts(page, '#rv-lesson-board'), { pits: before.pits, stores: before.stores }, 'stepped back to the start');
    await screenshot(page, 'review-lessons-1280x800.png');
    await page.close();
  } finally {
    await fast.stop();
  }
});

test('on a phone the Streak mode checkbox sits on the line of its words, before them', async () => {
  const page = await open_page(browser, `${server.url}#puzzles`, { width: 390, height: 844 });
  await page.waitForSelector('#pz-streak-mode');
  const where = await page.evaluate(() => {
    const box = document.querySelector('#pz-streak-mode');
    const label = box.closest('label');
    const range = document.createRange();
    range.selectNodeContents(label);
    range.setStartAfter(box);
    const first = range.getClientRects()[0];
    const b = box.getBoundingClientRect();
    return { box_right: b.right, box_middle: (b.top + b.bottom) / 2, text_left: first.left, text_top: first.top, text_bottom: first.bottom };
  });
  assert.ok(where.text_left >= where.box_right, `the words start after the box: ${JSON.stringify(where)}`);
  assert.ok(where.box_middle > where.text_top && where.box_middle < where.text_bottom + 24, `the box beside the first line: ${JSON.stringify(where)}`);
  await page.context().close();
});
