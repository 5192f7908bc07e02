// The analysis views: the position explorer (#analysis) with each ply's value on its pit from
// GET /api/analysis, walked forward and back, a position set up by hand (a wrong seed total is
// refused with a message, a right one analysed), the Analyse link of the replay; the start
// screen's value of the chosen board, with and without the pie rule; the review of a short
// finished game (#review=ID): each ply's class, the accuracy, the value graph, a point of it
// moving the board; an Oware review, whose estimates judge nothing; the explorer and the review
// at phone size; a review's estimates proven while it is open.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game, wait_turn_or_end, play_to_end, screenshot } from './harness.mjs';
import { unnamed_controls, low_contrast } from './a11y.mjs';

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

/** The explorer's board as {pits, stores} and the values written on the pits of the side to move. */
async function explorer(page) {
  await page.waitForSelector('#analysis[data-state="ready"]');
  return page.evaluate(() => {
    const pits = [[], []];
    const stores = [0, 0];
    const values = {};
    for (const el of document.querySelectorAll('#a-board .pit, #a-board .store')) {
      const s = Number(el.dataset.side);
      const n = Number(el.querySelector('.count').textContent);
      if (el.classList.contains('store')) stores[s] = n;
      else pits[s][Number(el.dataset.pit)] = n;
      const tag = el.querySelector('.pit-value');
      if (tag) values[`${s}:${el.dataset.pit}`] = { text: tag.textContent, exact: tag.classList.contains('exact') };
    }
    return { pits, stores, values };
  });
}

const api = async (query) => (await fetch(`${server.url}api/analysis?${query}`)).json();

/** Plays South's pit `first` and North's pit `second` in a same-device game as `name` (Kim
 *  unless named; of `game`, Kalah unless named), then resigns: returns the game's id, with the
 *  result dialog open. */
async function resigned_local_game(page, first, second, game, name = 'Kim') {
  if (game) await page.selectOption('#v-game', game);
  await start_game(page, 'btn-local', { name });
  await page.waitForSelector('#game:not([hidden])');
  await page.keyboard.press(String(first));
  await page.waitForFunction(() => document.querySelector('#game').dataset.toMove === 'north');
  await wait_turn_or_end(page);
  await page.keyboard.press(String(second));
  await page.waitForFunction(() => document.querySelector('#game').dataset.toMove === 'south');
  await wait_turn_or_end(page);
  const id = await page.getAttribute('#game', 'data-game');
  await page.click('#btn-resign');
  await page.click('#btn-resign-confirm');
  await page.waitForSelector('#dlg-result[open]');
  return id;
}

test('the explorer shows the six exact values of Kalah 6 × 4 on the start, and walks forward and back', async () => {
  const page = await open_page(browser, `${server.url}#analysis`);
  let e = await explorer(page);
  assert.deepEqual(e.pits, [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]]);
  const want = ['−14', '−10', '+8', '−2', '−8', '+4'];
  assert.deepEqual([0, 1, 2, 3, 4, 5].map((p) => e.values[`0:${p}`]?.text), want);
  assert.ok(Object.values(e.values).every((v) => v.exact), 'the book values are exact: no "≈"');
  assert.equal(Object.keys(e.values).length, 6, 'only the mover\'s pits carry values');
  assert.match(await page.textContent('#a-status'), /^South to move · value \+8: South ends 8 ahead with perfect play\.$/);
  assert.equal(await page.textContent('#a-best'), 'Best: pit 3.');
  assert.match(await page.textContent('.values-note'), /South − North/);
  assert.equal(await page.getAttribute('#a-board .pit[data-side="0"][data-pit="2"]', 'aria-label'), 'South pit 3: value +8, 4 seeds, best');
  assert.equal(await page.isDisabled('#a-back'), true);

  // Play pit 4 (index 3: value −2, ends South's turn): the server's position after it.
  // Estimates depend on the time the search gets: compare with the answer the page itself got.
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/analysis?') && r.url().endsWith('&moves=3')),
    page.click('#a-board .pit[data-side="0"][data-pit="3"]'),
  ]);
  const after3 = await res.json();
  await page.waitForFunction(() => location.hash.endsWith('&moves=3'));
  e = await explorer(page);
  assert.deepEqual(e.pits, after3.state.pits);
  assert.deepEqual(e.stores, after3.state.stores);
  assert.equal(after3.state.to_move, 'north');
  // North's plies now carry the values, each as the server gave it (exact or "≈" with a depth).
  const north = after3.plies.map((p) => e.values[`1:${p.pit}`]);
  assert.ok(north.every(Boolean) && Object.keys(e.values).every((k) => k.startsWith('1:')), JSON.stringify(e.values));
  after3.plies.forEach((p, i) => {
    const shown = north[i].text.replace('≈', '');
    const signed = p.value > 0 ? `+${p.value}` : p.value < 0 ? `−${-p.value}` : '0';
    assert.equal(shown, signed, `North pit ${p.pit + 1}`);
    assert.equal(north[i].exact, p.exact);
  });
  if (after3.plies.some((p) => !p.exact)) {
    const p = after3.plies.find((q) => !q.exact);
    const label = await page.getAttribute(`#a-board .pit[data-side="1"][data-pit="${p.pit}"]`, 'aria-label');
    assert.match(label, new RegExp(`value ≈ [+−]?\\d+ \\(depth ${p.depth}\\), \\d+ seeds?`));
  }
  assert.match(await page.textContent('#a-moves'), /^Plies played: 4 /);

  // Back (button), then again forward by the keyboard ("4"), then back by ArrowLeft.
  await page.click('#a-back');
  await page.waitForFunction(() => !location.hash.includes('moves='));
  e = await explorer(page);
  assert.deepEqual([0, 1, 2, 3, 4, 5].map((p) => e.values[`0:${p}`]?.text), want);
  await page.keyboard.press('4');
  await page.waitForFunction(() => location.hash.endsWith('&moves=3'));
  e = await explorer(page);
  assert.deepEqual(e.pits, after3.state.pits);
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => !location.hash.includes('moves='));
  e = await explorer(page);
  assert.equal(e.values['0:2'].text, '+8');

  // A reload keeps the position the address names.
  await page.click('#a-board .pit[data-side="0"][data-pit="3"]');
  await page.waitForFunction(() => location.hash.endsWith('&moves=3'));
  await page.reload();
  e = await explorer(page);
  assert.deepEqual(e.pits, after3.state.pits);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a position set up by hand: a wrong total is refused with a message, a right one is analysed', async () => {
  const page = await open_page(browser, `${server.url}#analysis`);
  await explorer(page);
  await page.click('#a-edit-open');
  await page.waitForSelector('#a-edit:not([hidden])');
  assert.equal(await page.textContent('#a-edit-total'), 'Seeds on the board: 48 of 48.');
  // 47 seeds: one taken from South's pit 1.
  await page.fill('[aria-label="South pit 1"]', '3');
  assert.equal(await page.textContent('#a-edit-total'), 'Seeds on the board: 47 of 48.');
  await page.click('#a-edit-go');
  assert.equal(await page.textContent('#a-edit-error'),
    'The seeds add up to 47, but Kalah 6 × 4 has 48 (6 pits × 4 seeds × 2 sides). Change the counts so that they add up.');
  assert.equal(await page.isVisible('#a-edit'), true, 'the form stays open');
  assert.ok(!new URL(page.url()).hash.includes('state='), 'nothing was sent');
  // A right total: an endgame, North to move, solved at once.
  const state = { pits: [[0, 0, 0, 0, 1, 1], [0, 0, 0, 2, 0, 1]], stores: [20, 23], to_move: 'north' };
  for (const [s, side] of [[0, 'South'], [1, 'North']]) {
    for (let p = 0; p < 6; p++) await page.fill(`[aria-label="${side} pit ${p + 1}"]`, String(state.pits[s][p]));
    await page.fill(`[aria-label="${side} store"]`, String(state.stores[s]));
  }
  await page.selectOption('#a-edit-to-move', 'north');
  assert.equal(await page.textContent('#a-edit-total'), 'Seeds on the board: 48 of 48.');
  await page.click('#a-edit-go');
  await page.waitForFunction(() => location.hash.includes('&state='));
  const e = await explorer(page);
  assert.deepEqual(e.pits, state.pits);
  assert.deepEqual(e.stores, state.stores);
  assert.equal(await page.isVisible('#a-edit'), false);
  const want = await api(`state=${encodeURIComponent(JSON.stringify(state))}`);
  assert.ok(want.exact, JSON.stringify(want));
  assert.deepEqual(Object.keys(e.values).sort(), want.plies.map((p) => `1:${p.pit}`).sort());
  for (const p of want.plies) {
    const signed = p.value > 0 ? `+${p.value}` : p.value < 0 ? `−${-p.value}` : '0';
    assert.equal(e.values[`1:${p.pit}`].text, signed);
  }
  assert.match(await page.textContent('#analysis-sub'), /from a position set up by hand/);
  // A ply from it walks on from the set-up position, and Back returns to it.
  const first = want.plies[0];
  await page.click(`#a-board .pit[data-side="1"][data-pit="${first.pit}"]`);
  await page.waitForFunction((m) => location.hash.endsWith(`&moves=${m}`), first.pit);
  const next = await api(`state=${encodeURIComponent(JSON.stringify(state))}&moves=${first.pit}`);
  assert.deepEqual((await explorer(page)).pits, next.state.pits);
  await page.click('#a-back');
  await page.waitForFunction(() => !location.hash.includes('moves='));
  assert.deepEqual((await explorer(page)).pits, state.pits);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the start screen says what the chosen board is worth, with and without the pie rule', async () => {
  const page = await open_page(browser, server.url);
  await page.waitForFunction(() => document.querySelector('#setup-value').textContent !== '');
  assert.equal(await page.textContent('#setup-value'),
    '6 pits × 4 seeds: the first player wins by 8 with perfect play. With the pie rule, the game is a draw with perfect play: fair.');
  // The page's table holds the value of the server's opening book, which answers the start exact.
  const book = await api(`variant=${encodeURIComponent(JSON.stringify({ game: 'kalah', pits: 6, seeds: 4, pie: false }))}`);
  assert.deepEqual([book.exact, book.value], [true, 8]);
  await page.click('#advanced summary');
  await page.check('#v-pie');
  await page.waitForFunction(() => document.querySelector('#setup-value').textContent.includes('with the pie rule:'));
  assert.equal(await page.textContent('#setup-value'),
    '6 pits × 4 seeds with the pie rule: the game is a draw with perfect play, fair (without it, the first player wins by 8).');
  await page.uncheck('#v-pie');
  await page.selectOption('#v-seeds', '3');
  await page.waitForFunction(() => document.querySelector('#setup-value').textContent.startsWith('6 pits × 3 seeds'));
  assert.equal(await page.textContent('#setup-value'),
    '6 pits × 3 seeds: the first player wins by 2 with perfect play. With the pie rule, the game is a draw with perfect play: fair.');
  await page.selectOption('#v-capture', 'none');
  await page.waitForFunction(() => document.querySelector('#setup-value').dataset.known === 'false');
  assert.match(await page.textContent('#setup-value'), /not known here/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the review of a short finished game: classes, accuracy, the graph, a point moves the board', async () => {
  const page = await open_page(browser, server.url);
  // South pit 1 (−14 where pit 3 is +8: a blunder), North pit 1, then South resigns.
  const id = await resigned_local_game(page, 1, 1);
  await page.click('#btn-review');
  await page.waitForSelector('#review[data-state="done"]', { timeout: 60000 });
  assert.equal(new URL(page.url()).hash, `#review=${id}`);
  const review = await (await fetch(`${server.url}api/games/${id}/analysis`)).json();
  assert.equal(review.status, 'done');
  assert.equal(review.plies.length, 2);
  assert.equal(review.plies[0].class, 'blunder');
  assert.equal(review.plies[0].loss, 22);
  const rows = await page.$$eval('#rv-plies .rv-ply', (els) => els.map((e) => [e.querySelector('.rv-who').textContent, e.querySelector('.rv-class').textContent]));
  assert.equal(rows.length, 2);
  assert.deepEqual(rows[0], ['1. Kim (South): pit 1', 'blunder: 22 seeds lost (best: pit 3), value after −14']);
  assert.equal(rows[1][0], '2. Kim (North): pit 1');
  // One ply in, the book holds each reply: North's pit 1 ends at +4 where pit 3 ends at −14.
  assert.equal(review.plies[1].exact, true);
  assert.equal(review.plies[1].loss, 18);
  assert.equal(rows[1][1], 'blunder: 18 seeds lost (best: pit 3), value after +4');
  const pct = (x) => (x === null ? '—' : `${x} %`);
  assert.equal(review.accuracy.south, 0, 'a blunder scores 0');
  assert.equal(await page.textContent('#rv-accuracy'),
    `Accuracy: Kim (South) ${pct(review.accuracy.south)} · Kim (North) ${pct(review.accuracy.north)}`);
  // The graph: the start and one point per ply, each mistake and blunder marked.
  assert.equal(await page.locator('#rv-graph svg circle.point').count(), 3);
  const marked = (cls) => page.$$eval(`#rv-graph circle.${cls}`, (els) => els.map((e) => Number(e.dataset.n)));
  for (const cls of ['blunder', 'mistake']) {
    assert.deepEqual(await marked(cls), review.plies.filter((p) => p.class === cls).map((p) => p.n + 1), cls);
  }
  assert.ok((await marked('blunder')).includes(1), 'South\'s blunder is marked at ply 1');
  const values = await page.$$eval('#rv-graph circle.point', (els) => els.map((e) => Number(e.getAttribute('cy'))));
  assert.ok(values[1] > values[0], 'the line falls from +8 to −14 (SVG y grows downwards)');
  // The board shows the last position; the point after ply 1 moves it there, and so does the list.
  assert.equal(await page.getAttribute('#review', 'data-at'), '2');
  await page.click('#rv-graph circle[data-n="1"]');
  await page.waitForFunction(() => document.querySelector('#review').dataset.at === '1');
  const rep = await (await fetch(`${server.url}api/games/${id}/replay`)).json();
  const counts = await page.$$eval('#rv-board .pit[data-side="0"]', (els) => els.sort((a, b) => a.dataset.pit - b.dataset.pit).map((e) => Number(e.dataset.count)));
  assert.deepEqual(counts, rep.plies[0].state.pits[0]);
  assert.equal(await page.textContent('#rv-ply'), 'Ply 1 of 2 · Kim: pit 1 — blunder: 22 seeds lost (best: pit 3), value after −14.');
  await page.click('#rv-plies button[data-n="2"]');
  await page.waitForFunction(() => document.querySelector('#review').dataset.at === '2');
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.querySelector('#review').dataset.at === '0');
  // Analyse this position: the explorer at the review's position.
  await page.click('#rv-graph circle[data-n="1"]');
  await page.click('#rv-analyse');
  const e = await explorer(page);
  assert.deepEqual(e.pits, rep.plies[0].state.pits);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('an Oware review keeps estimates: no class, no accuracy, and the page says no proof is made for its board', async () => {
  const page = await open_page(browser, server.url);
  const id = await resigned_local_game(page, 1, 1, 'oware');
  await page.click('#btn-review');
  await page.waitForSelector('#review[data-state="done"]', { timeout: 60000 });
  const review = await (await fetch(`${server.url}api/games/${id}/analysis`)).json();
  assert.equal(review.plies.length, 2);
  assert.deepEqual(review.unproven, { plies: 2, reason: 'no_proofs' });
  assert.deepEqual(review.plies.map((p) => [p.exact, p.loss, p.class]), [[false, null, null], [false, null, null]]);
  assert.deepEqual(review.accuracy, { south: null, north: null });
  const rows = await page.$$eval('#rv-plies .rv-ply', (els) => els.map((e) => [e.className, e.querySelector('.rv-class').textContent]));
  for (const [cls, text] of rows) {
    assert.equal(cls, 'rv-ply class-proving');
    assert.match(text, /^not proven: no judgement, value after ≈ [+−]?\d+, depth \d+$/);
  }
  assert.equal(await page.textContent('#rv-progress-text'),
    'This server proves no position of this board, so 2 plies keep estimated values (≈) and are not judged.');
  assert.equal(await page.textContent('#rv-accuracy'), 'Accuracy: Kim (South) — · Kim (North) — (2 plies not judged yet)');
  assert.equal(await page.locator('#rv-graph circle.blunder, #rv-graph circle.mistake').count(), 0);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('Analyse in the replay opens the explorer at the replay\'s position', async () => {
  const page = await open_page(browser, server.url);
  // South pit 4: 4 seeds to S5, S6, the store, N1; North to move. Then North pit 2, and South resigns.
  const id = await resigned_local_game(page, 4, 2);
  await page.click('#btn-replay');
  await page.waitForSelector('#replay[data-state="ready"]');
  assert.equal(await page.isVisible('#r-review'), true, 'a finished game offers its review');
  await page.click('#r-next');
  await page.waitForFunction(() => document.querySelector('#replay').dataset.at === '1');
  await page.click('#r-analyse');
  const e = await explorer(page);
  const rep = await (await fetch(`${server.url}api/games/${id}/replay`)).json();
  assert.deepEqual(e.pits, rep.plies[0].state.pits);
  assert.deepEqual(e.stores, rep.plies[0].state.stores);
  assert.match(new URL(page.url()).hash, /&moves=3$/);
  // North's values after South's pit 4 are the server's.
  const want = await api('moves=3');
  assert.deepEqual(Object.keys(e.values).sort(), want.plies.map((p) => `1:${p.pit}`).sort());
  await page.click('#a-back');
  await page.waitForFunction(() => !location.hash.includes('moves='));
  assert.equal((await explorer(page)).values['0:3'].text, '−2');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the explorer fits a phone', async () => {
  const page = await open_page(browser, `${server.url}#analysis&moves=2`, { width: 390, height: 844 });
  const e = await explorer(page);
  const want = await api('moves=2');
  assert.deepEqual(e.pits, want.state.pits);
  assert.equal(want.state.to_move, 'south', 'pit 3 ends in the store: South again');
  // Nothing is wider than the screen, and the pits keep their 44 px tap height.
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `page width ${wide}`);
  const h = await page.$eval('#a-board .pit[data-side="0"][data-pit="0"]', (el) => el.getBoundingClientRect().height);
  assert.ok(h >= 44, `pit height ${h}`);
  const tag = await page.$eval('#a-board .pit[data-side="0"][data-pit="0"] .pit-value', (el) => {
    const r = el.getBoundingClientRect();
    const p = el.parentElement.getBoundingClientRect();
    return { inside: r.left >= p.left - 6 && r.right <= p.right + 6, text: el.textContent };
  });
  assert.ok(tag.inside, `the value ${tag.text} stays on its pit`);
  await page.click('#a-edit-open');
  const edit_wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(edit_wide <= 390, `page width with the set-up form ${edit_wide}`);
  assert.deepEqual(await unnamed_controls(page), []);
  assert.deepEqual(await low_contrast(page), []);
  await screenshot(page, 'analysis-phone.png');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the review fits a phone, with a name of 24 letters', async () => {
  const page = await open_page(browser, server.url, { width: 390, height: 844 });
  await resigned_local_game(page, 1, 1, undefined, 'W'.repeat(24));
  await page.click('#btn-review');
  await page.waitForSelector('#review[data-state="done"]', { timeout: 60000 });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `page width ${wide}`);
  // The graph and each ply's row stay on the screen; the graph's points are still there to tap.
  for (const sel of ['#rv-graph svg', '#rv-plies .rv-ply', '#rv-board']) {
    const r = await page.$eval(sel, (el) => { const b = el.getBoundingClientRect(); return { left: b.left, right: b.right }; });
    assert.ok(r.left >= 0 && r.right <= 390, `${sel} spans ${r.left}..${r.right}`);
  }
  assert.equal(await page.locator('#rv-graph svg circle.point').count(), 3);
  await page.click('#rv-graph circle[data-n="1"]');
  await page.waitForFunction(() => document.querySelector('#review').dataset.at === '1');
  const h = await page.$eval('#rv-plies button[data-n="2"]', (el) => el.getBoundingClientRect().height);
  assert.ok(h >= 44, `a ply's button is ${h} px high`);
  assert.deepEqual(await unnamed_controls(page), []);
  assert.deepEqual(await low_contrast(page), []);
  await screenshot(page, 'review-phone.png');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a review\'s estimates are proven while it is open: the page says so and its values turn exact', async () => {
  // A server that leaves estimates (10 ms a position) and proves them (at most 5 s each, 14-seed
  // table: the game's last positions are proven in milliseconds even on a loaded machine, and a
  // position of its middle that takes longer is left, so the suite does not wait on it).
  const proving = await start_server({
    '--hard-endgame-seeds': 14, '--review-ms': 10, '--review-proof-ms': 5000, '--analysis-threads': 2,
    '--review-proof-nice': 0,
  });
  try {
    for (let i = 0; (await (await fetch(`${proving.url}healthz`)).json()).hard_endgame_seeds !== 14; i++) {
      assert.ok(i < 300, 'the 14-seed table was not built within 60 s');
      await new Promise((r) => setTimeout(r, 200));
    }
    const page = await open_page(browser, proving.url);
    await start_game(page, 'btn-local', { name: 'Kim' });
    await page.waitForSelector('#game:not([hidden])');
    await play_to_end(page, 'first');
    const id = await page.getAttribute('#game', 'data-game');
    await page.waitForSelector('#dlg-result[open]');
    await page.click('#btn-review');
    await page.waitForSelector('#review[data-state="done"]', { timeout: 60000 });
    // A ply whose values are not both proven shows no class: "being proven" while proofs run.
    const unjudged = () => page.$$eval('#rv-plies .rv-ply.class-proving .rv-class', (els) => els.map((e) => e.textContent));
    await page.waitForFunction(
      () => /^Proving the estimates: \d+ of \d+ positions/.test(document.querySelector('#rv-progress-text').textContent));
    const before = await unjudged();
    assert.ok(before.length > 0, 'the review was answered with estimates');
    for (const text of before) assert.match(text, /^being proven, (the only legal ply, )?value after /);
    // The page asks again while the proof runs; once it has ended it says why estimates are left, if any.
    await page.waitForFunction(() => !document.querySelector('#rv-progress-text').textContent.startsWith('Proving'), null,
      { timeout: 300000 });
    const review = await (await fetch(`${proving.url}api/games/${id}/analysis`)).json();
    assert.equal(review.proof_ms, 5000);
    assert.equal(review.proving, undefined);
    for (const p of review.plies) {
      const judged = p.before_exact && p.after_exact;
      assert.equal(p.class === null, !judged, `ply ${p.n}: a class exactly when both values are proven`);
    }
    // One position, one value: the value after each ply is the value before the next.
    for (let n = 1; n < review.plies.length; n++) assert.equal(review.plies[n - 1].value_after, review.plies[n].value_before);
    const left = review.plies.filter((p) => p.class === null).length;
    const shown = await unjudged();
    assert.equal(shown.length, left, 'the page shows the proven review');
    for (const text of shown) assert.match(text, /^not proven: no judgement, /);
    assert.ok(left < before.length, `${before.length} not judged, ${left} left: ${JSON.stringify(review.plies.map((p) => [p.n, p.exact, p.before_exact, p.after_exact, p.class]))} ${JSON.stringify(review.unproven)}`);
    assert.equal(await page.textContent('#rv-progress-text'), left === 0 ? ''
      : `Proofs have stopped: ${left === 1 ? '1 ply' : `${left} plies`} could not be proven within 5 seconds each. They keep their estimated values (≈) and are not judged.`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  } finally {
    await proving.stop();
  }
});
