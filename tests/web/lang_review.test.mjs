// Languages on the replay, the review and the position explorer: in the test-only
// pseudo-language (web/js/texts/pseudo.js, every catalog entry marked ⟦…⟧) no visible text node
// and no accessible name, title or spoken value of these screens is outside a mark, names and
// numbers excepted: a finished game's replay stepped through its plies (what each ply did, the
// spoken ply, the result), its review with each ply judged (the list, the graph's points, the
// accuracy), an Oware review whose estimates stay unjudged and its replay, and the explorer
// walked forward, with a wrong seed total refused. Then the same screens in French show French
// words.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game, wait_turn_or_end, play_to_end } from './harness.mjs';
import { pseudo, unmarked } from './lang_support.mjs';

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

/**
 * The aria-label, aria-valuetext, title and placeholder values under `root` (a selector) whose
 * words are not all inside ⟦…⟧, and the words spoken in #ply-voice; hidden elements too, since a
 * screen reader meets them once they are shown.
 */
function unmarked_names(page, root, names = []) {
  return page.evaluate(([root, names]) => {
    const numbers = /^[\s\d:.,+−\-–—%()?½/×·|#=<>≈«»‹›]*$/u;
    const bare = (text) => {
      let depth = 0;
      let out = '';
      for (const ch of text) {
        if (ch === '⟦') depth++;
        else if (ch === '⟧') depth = Math.max(0, depth - 1);
        else if (depth === 0) out += ch;
      }
      for (const n of names) out = out.split(n).join('');
      return out;
    };
    const out = [];
    const attrs = ['aria-label', 'aria-valuetext', 'title', 'placeholder'];
    for (const el of document.querySelectorAll(root)) {
      for (const e of [el, ...el.querySelectorAll('*')]) {
        for (const a of attrs) {
          const v = e.getAttribute(a);
          if (v !== null && !numbers.test(bare(v))) out.push(`${e.id ? `#${e.id}` : e.tagName.toLowerCase()}[${a}]: ${v}`);
        }
        if (e.tagName.toLowerCase() === 'title' && !numbers.test(bare(e.textContent))) out.push(`title: ${e.textContent}`);
      }
    }
    const voice = document.getElementById('ply-voice')?.textContent ?? '';
    if (!numbers.test(bare(voice))) out.push(`#ply-voice: ${voice}`);
    return out;
  }, [root, names]);
}

/** Both checks at once, for one screen. */
async function all_marked(page, root, names) {
  assert.deepEqual(await unmarked(page, names), []);
  assert.deepEqual(await unmarked_names(page, root, names), []);
}

/**
 * Plays South's pit `first` and North's pit `second` in a same-device game as Kim (of `game`,
 * Kalah unless named), then resigns: returns the game's id, with the result dialog open.
 */
async function resigned_local_game(page, first, second, game) {
  if (game) await page.selectOption('#v-game', game);
  await start_game(page, 'btn-local', { name: 'Kim' });
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

test('a finished game\'s replay, stepped through every ply, shows and speaks only words from the catalog', { timeout: 180000 }, async () => {
  const page = await open_page(browser, server.url, undefined, pseudo);
  await start_game(page, 'btn-local', { name: 'Ada' });
  await page.waitForSelector('#game:not([hidden])');
  const id = await page.getAttribute('#game', 'data-game');
  // South pit 1, North pit 4, South pit 2 (an extra turn), South pit 1 (a capture of 6), then
  // each side's first playable pit to the end: the same game every time.
  for (const [side, pit] of [[0, 0], [1, 3], [0, 1], [0, 0]]) {
    await wait_turn_or_end(page);
    await page.click(`#board .pit[data-side="${side}"][data-pit="${pit}"]`);
  }
  await play_to_end(page);
  await page.goto(`${server.url}#game=${id}`);
  await page.waitForSelector('#replay[data-state="ready"]');
  assert.match(await page.textContent('#replay-title'), /^⟦Ada vs Ada⟧$/);
  await all_marked(page, '#replay', ['Ada']);
  const n = Number(await page.getAttribute('#r-slider', 'max'));
  assert.ok(n > 10, `a whole game has many plies (${n})`);
  // Every ply shown once: its line, what the voice says, the slider's value, the players' rows.
  const lines = new Set();
  for (let i = 1; i <= n; i++) {
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((i) => document.querySelector('#replay').dataset.at === String(i), i);
    const line = await page.textContent('#replay-ply');
    assert.match(line, /^⟦.*⟧$/, line);
    lines.add(line.replace(/⟦Ply \d+ of \d+ · /, ''));
    await all_marked(page, '#replay', ['Ada']);
  }
  assert.ok([...lines].some((l) => l.includes('captured')), 'a capture was stepped through');
  assert.ok([...lines].some((l) => l.includes('Extra turn')), 'an extra turn was stepped through');
  assert.match(await page.textContent('#replay-result'), /^⟦Final: .*⟧ ⟦.*⟧ ⟦.*⟧$/);
  assert.equal(await page.getAttribute('#r-slider', 'aria-valuetext'), `⟦Ply ${n} of ${n}⟧`);
  // Autoplay from the start: the button's words change, and the start position is spoken.
  await page.keyboard.press('Home');
  await page.click('#r-play');
  assert.equal(await page.textContent('#r-play'), '⟦Pause⟧');
  await page.click('#r-play');
  assert.equal(await page.textContent('#r-play'), '⟦Play⟧');
  await all_marked(page, '#replay', ['Ada']);
  // A game the server does not know.
  await page.goto(`${server.url}#game=nosuchgame00`);
  await page.waitForSelector('#replay[data-state="missing"]');
  assert.equal(await page.textContent('#replay-missing-text'), '⟦No such game.⟧');
  await all_marked(page, '#replay');
  await page.context().close();
});

test('a review with each ply judged, and an Oware review left unjudged, show only words from the catalog', { timeout: 120000 }, async () => {
  const page = await open_page(browser, server.url, undefined, pseudo);
  // South pit 1 (a blunder where pit 3 is best), North pit 1, then South resigns.
  const id = await resigned_local_game(page, 1, 1);
  await page.click('#btn-review');
  await page.waitForSelector('#review[data-state="done"]', { timeout: 60000 });
  assert.equal(new URL(page.url()).hash, `#review=${id}`);
  const rows = await page.$$eval('#rv-plies .rv-ply', (els) => els.map((e) => [e.querySelector('.rv-who').textContent, e.querySelector('.rv-class').textContent]));
  assert.deepEqual(rows[0], [
    '⟦1. Kim (⟦South⟧): ⟦pit 1⟧⟧',
    '⟦⟦blunder⟧: ⟦22 seeds lost⟧⟧ ⟦(best: ⟦pit 3⟧)⟧, ⟦value after −14⟧',
  ]);
  assert.match(await page.textContent('#rv-accuracy'), /^⟦Accuracy: .*⟧$/);
  assert.equal(await page.locator('#rv-graph svg circle.point').count(), 3);
  await all_marked(page, '#review', ['Kim']);
  // Stepping: the line under the board and the voice carry the ply's verdict.
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.querySelector('#review').dataset.at === '0');
  assert.match(await page.textContent('#rv-ply'), /^⟦Start · Kim to move\.⟧$/);
  await all_marked(page, '#review', ['Kim']);
  await page.click('#rv-graph circle[data-n="1"]');
  await page.waitForFunction(() => document.querySelector('#review').dataset.at === '1');
  assert.match(await page.textContent('#rv-ply'), /^⟦⟦Ply 1 of 2 · Kim: ⟦pit 1⟧⟧ — .*blunder.*⟧$/);
  assert.match(await page.textContent('#ply-voice'), /^⟦⟦⟦South⟧ sowed pit 1⟧ — .*blunder.*⟧/);
  await all_marked(page, '#review', ['Kim']);
  // Oware: no proof for its board, so every ply keeps its estimate and the page says why.
  await page.goto(server.url);
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  const oware = await resigned_local_game(page, 1, 1, 'oware');
  await page.click('#btn-review');
  await page.waitForSelector('#review[data-state="done"]', { timeout: 60000 });
  assert.match(await page.textContent('#rv-progress-text'), /^⟦.*⟧$/);
  assert.match(await page.textContent('#rv-plies .rv-class'), /^⟦not proven: no judgement⟧, ⟦value after ⟦≈ [+−]?\d+, depth \d+⟧⟧$/);
  await all_marked(page, '#review', ['Kim']);
  // Its replay: the seeds each side captured beside the board, in the rows.
  await page.click('#rv-replay');
  await page.waitForSelector('#replay[data-state="ready"]');
  await page.click('#r-last');
  await page.waitForFunction(() => document.querySelector('#replay').dataset.at === '2');
  assert.equal(await page.getAttribute('#replay', 'data-game'), oware);
  assert.match(await page.textContent('#r-info-bottom'), /⟦captured \d+⟧/);
  await all_marked(page, '#replay', ['Kim']);
  // A game the server does not know.
  await page.goto(`${server.url}#review=nosuchgame00`);
  await page.waitForSelector('#review[data-state="missing"]');
  await all_marked(page, '#review');
  await page.context().close();
});

test('the position explorer, walked forward and set up by hand, shows only words from the catalog', { timeout: 90000 }, async () => {
  const page = await open_page(browser, `${server.url}#analysis`, undefined, pseudo);
  await page.waitForSelector('#analysis[data-state="ready"]');
  assert.equal(await page.textContent('#a-status'), '⟦⟦South⟧ to move · value +8: ⟦South ends 8 ahead⟧ with perfect play.⟧');
  assert.equal(await page.getAttribute('#a-board .pit[data-side="0"][data-pit="2"]', 'aria-label'), '⟦⟦South⟧ pit 3: value +8, 4 seeds, best⟧');
  await all_marked(page, '#analysis');
  // Two plies forward: North's values, some of them estimates with a depth, and the plies played.
  for (const [side, pit] of [[0, 3], [1, 0]]) {
    await page.click(`#a-board .pit[data-side="${side}"][data-pit="${pit}"]`);
    await page.waitForFunction((n) => document.querySelector('#analysis').dataset.state === 'ready' && location.hash.split('moves=')[1]?.split(',').length === n, side + 1);
    await all_marked(page, '#analysis');
  }
  assert.match(await page.textContent('#a-moves'), /^⟦Plies played: 4, 1 \(.*\)\.⟧$/);
  // The form: a wrong total is refused in the catalog's words.
  await page.click('#a-edit-open');
  await page.waitForSelector('#a-edit:not([hidden])');
  await page.fill('#a-edit-south-0', '3');
  await page.click('#a-edit-go');
  assert.match(await page.textContent('#a-edit-error'), /^⟦The seeds add up to \d+, but ⟦Kalah 6 × 4⟧ has 48 .*⟧$/);
  await all_marked(page, '#analysis');
  await page.fill('#a-edit-south-0', '-1');
  await page.click('#a-edit-go');
  assert.match(await page.textContent('#a-edit-error'), /^⟦⟦⟦South⟧ pit 1⟧: write a whole number/);
  await all_marked(page, '#analysis');
  await page.context().close();
});

test('in French the replay, the review and the explorer speak French', { timeout: 120000 }, async () => {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  assert.equal(await page.getAttribute('html', 'lang'), 'fr');
  const id = await resigned_local_game(page, 1, 1);
  await page.goto(`${server.url}#game=${id}`);
  await page.waitForSelector('#replay[data-state="ready"]');
  assert.equal(await page.textContent('#replay-title'), 'Kim contre Kim');
  assert.equal(await page.textContent('#replay-sub'), 'Revoir la partie · Kalah 6 × 4');
  assert.equal(await page.textContent('#replay-ply'), 'Début · à Kim de jouer.');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('#replay').dataset.at === '1');
  assert.equal(await page.textContent('#replay-ply'), 'Coup 1 sur 2 · Kim a semé le trou 1.');
  assert.equal(await page.getAttribute('#r-slider', 'aria-valuetext'), 'Coup 1 sur 2');
  assert.match(await page.textContent('#replay-result'), /^Score final : Kim \d+ – \d+ Kim\. Kim a gagné\. Kim a abandonné\.$/);
  await page.goto(`${server.url}#review=${id}`);
  await page.waitForSelector('#review[data-state="done"]', { timeout: 60000 });
  assert.equal(await page.textContent('#review-title'), 'Analyse : Kim contre Kim');
  const rows = await page.$$eval('#rv-plies .rv-ply', (els) => els.map((e) => [e.querySelector('.rv-who').textContent, e.querySelector('.rv-class').textContent]));
  assert.deepEqual(rows[0], ['1. Kim (Sud) : trou 1', 'gaffe : 22 graines perdues (meilleur : trou 3), valeur après : −14']);
  assert.match(await page.textContent('#rv-accuracy'), /^Précision : Kim \(Sud\) 0\s% · Kim \(Nord\) /);
  await page.goto(`${server.url}#analysis`);
  await page.waitForSelector('#analysis[data-state="ready"]');
  assert.equal(await page.textContent('#a-status'), 'À Sud de jouer · valeur +8 : Sud finit avec 8 d’avance en jeu parfait.');
  assert.equal(await page.textContent('#a-best'), 'Meilleur coup : trou 3.');
  assert.equal(await page.getAttribute('#a-board .pit[data-side="0"][data-pit="2"]', 'aria-label'), 'Trou 3 de Sud : valeur +8, 4 graines, meilleur coup');
  assert.equal(await page.textContent('#a-variant-box legend'), 'Plateau et règles');
  await context.close();
});
