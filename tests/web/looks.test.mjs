// Looks and sounds (web/js/look/): the theme follows the system's colour scheme until the player
// picks one in the header's menu, which every page has and which is remembered; the board's
// style switch (wood or flat) applies and is remembered; a pit's count never covers its seeds,
// at phone width and with many seeds; and a sow, a capture, an extra turn and the game's end
// each play their sound through Web Audio, while a muted page (remembered) plays none.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, start_game, screenshot } from './harness.mjs';
import { low_contrast } from './a11y.mjs';

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

const PHONE = { width: 390, height: 844 };

/** A fresh context (own storage) with the system's colour scheme `scheme`, open at `path`. */
async function open(path = '', { scheme = 'light', viewport = { width: 1280, height: 800 }, init = null } = {}) {
  const context = await browser.newContext({ viewport, colorScheme: scheme });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (m) => m.type() === 'error' && page.problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => page.problems.push(`pageerror: ${e.message}`));
  await page.goto(server.url + path);
  if (path === '' || path.startsWith('#')) await page.waitForFunction(() => document.body.dataset.link === 'online');
  return page;
}

/** The page's background, as the relative luminance of <html>'s colour (0 black .. 1 white). */
const page_luminance = (page) =>
  page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.documentElement).backgroundColor.match(/[\d.]+/g).map(Number);
    const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  });

/** Opens the header's menu and chooses `value` in select `id` ('look-theme', 'look-board'). */
async function choose(page, id, value) {
  if (!(await page.isVisible(`#${id}`))) await page.click('.look-menu summary');
  await page.selectOption(`#${id}`, value);
}

test('the theme follows the system until chosen, on every page, and the choice is remembered', async () => {
  const page = await open('', { scheme: 'dark', viewport: PHONE });
  assert.ok((await page_luminance(page)) < 0.05, 'a dark system gets the dark page');
  assert.equal(await page.getAttribute('html', 'data-theme'), null);
  assert.equal(await page.$eval('.look-menu summary', (s) => s.textContent.trim()), 'Display and sound');
  await choose(page, 'look-theme', 'system');
  assert.equal(await page.$eval('#look-theme', (s) => [...s.options].map((o) => o.text).join(' | ')), 'As the system | Light | Dark');
  assert.deepEqual(await low_contrast(page), [], 'start screen, dark');
  await screenshot(page, 'looks-dark-menu-390.png');

  await choose(page, 'look-theme', 'light');
  assert.ok((await page_luminance(page)) > 0.8, 'Light overrides the dark system at once');
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala.theme')), 'light');
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  assert.ok((await page_luminance(page)) > 0.8, 'Light is remembered after a reload');
  assert.equal(await page.inputValue('#look-theme'), 'light');
  // Every text page has the same menu and the same choice.
  for (const file of ['how-to-play.html', 'about.html', 'privacy.html', 'oware.html']) {
    await page.goto(server.url + file);
    await page.waitForSelector('#look-theme', { state: 'attached' });
    assert.equal(await page.inputValue('#look-theme'), 'light', file);
    assert.ok((await page_luminance(page)) > 0.8, file);
  }
  await choose(page, 'look-theme', 'system');
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala.theme')), null);
  assert.ok((await page_luminance(page)) < 0.05, 'As the system: dark again');
  assert.deepEqual(await low_contrast(page), [], 'oware.html, dark');
  assert.deepEqual(page.problems, []);
  await page.context().close();

  // On a light system, Dark is chosen, applies at once, and is kept for the game screen.
  const light = await open('', { scheme: 'light' });
  assert.ok((await page_luminance(light)) > 0.8);
  await choose(light, 'look-theme', 'dark');
  assert.ok((await page_luminance(light)) < 0.05);
  await light.reload();
  await light.waitForFunction(() => document.body.dataset.link === 'online');
  assert.equal(await light.getAttribute('html', 'data-theme'), 'dark');
  await start_game(light, 'btn-bot', { name: 'Nox', level: 'easy', side: 'south' });
  await light.waitForSelector('#game:not([hidden])');
  await light.click('#board .pit[data-side="0"][data-pit="0"]');
  await light.waitForFunction(() => document.querySelector('#notice').textContent !== '');
  assert.deepEqual(await low_contrast(light), [], 'game screen, dark');
  await screenshot(light, 'looks-dark-game-1280.png');
  assert.deepEqual(light.problems, []);
  await light.context().close();
});

test('the board style switch applies at once and is remembered', async () => {
  const page = await open('', { viewport: PHONE });
  await start_game(page, 'btn-local', { name: 'Flat' });
  await page.waitForSelector('#game:not([hidden])');
  const look = () =>
    page.$eval('#board', (b) => ({
      image: getComputedStyle(b).backgroundImage,
      dot: getComputedStyle(b.querySelector('.pit .dots i')).backgroundColor,
      ink: getComputedStyle(document.documentElement).color,
    }));
  const wood = await look();
  assert.match(wood.image, /linear-gradient/, 'wood by default');
  assert.notEqual(wood.dot, wood.ink, 'coloured seeds on wood');
  await choose(page, 'look-board', 'flat');
  const flat = await look();
  assert.equal(flat.image, 'none', 'no wood grain');
  assert.equal(flat.dot, flat.ink, 'seeds in the text colour');
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala.board')), 'flat');
  await screenshot(page, 'looks-flat-390.png');
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  assert.equal(await page.getAttribute('html', 'data-board'), 'flat');
  assert.equal(await page.inputValue('#look-board'), 'flat');
  await page.waitForSelector('#game:not([hidden])'); // the local game comes back after the reload
  assert.deepEqual(await look(), flat, 'still flat after a reload');
  await choose(page, 'look-board', 'wood');
  assert.match((await look()).image, /linear-gradient/);
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala.board')), null);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

/** Every hollow whose count box meets one of its seeds, or whose count or seeds leave it. */
const overlaps = (page) =>
  page.$$eval('#a-board .pit, #a-board .store', (cells) => {
    const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const inside = (a, b) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
    const bad = [];
    let dots = 0;
    for (const cell of cells) {
      const box = cell.getBoundingClientRect();
      const count = cell.querySelector('.count').getBoundingClientRect();
      const name = `${cell.dataset.side}:${cell.dataset.pit} (${cell.dataset.count} seeds)`;
      if (!inside(count, box)) bad.push(`${name}: count outside its hollow`);
      for (const dot of cell.querySelectorAll('.dots i')) {
        dots++;
        const r = dot.getBoundingClientRect();
        if (meet(r, count)) bad.push(`${name}: count covers a seed`);
        if (!inside(r, box)) bad.push(`${name}: a seed outside its hollow`);
      }
    }
    return { bad, dots, cells: cells.length };
  });

test('a pit’s count never covers its seeds, with many seeds, at phone width and on a desktop', async () => {
  const positions = [
    { variant: null, state: { pits: [[18, 7, 1, 3, 0, 0], [0, 2, 9, 0, 12, 0]], stores: [0, 4], to_move: 'south' } },
    { variant: null, state: { pits: [[40, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 7]], stores: [0, 0], to_move: 'south' } },
    { variant: { game: 'kalah', pits: 8, seeds: 6 }, state: { pits: [[40, 18, 9, 1, 0, 0, 0, 2], [0, 3, 0, 0, 7, 0, 0, 0]], stores: [8, 8], to_move: 'south' } },
  ];
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    const page = await open('', { viewport });
    for (const [i, { variant, state }] of positions.entries()) {
      let hash = '#analysis';
      if (variant) hash += `&variant=${encodeURIComponent(JSON.stringify(variant))}`;
      hash += `&state=${encodeURIComponent(JSON.stringify(state))}`;
      await page.evaluate((h) => (location.hash = h), hash);
      await page.waitForFunction((n) => document.querySelector('#analysis').dataset.state === 'ready' && document.querySelectorAll('#a-board .pit').length === n, state.pits[0].length * 2);
      const want = state.pits.flat().concat(state.stores).map(String).sort();
      assert.deepEqual(await page.$$eval('#a-board .count', (els) => els.map((e) => e.textContent).sort()), want, 'the position shown');
      const { bad, dots, cells } = await overlaps(page);
      assert.equal(cells, state.pits[0].length * 2 + 2);
      const shown = state.pits.flat().reduce((a, n) => a + Math.min(n, 18), 0) + state.stores.reduce((a, n) => a + Math.min(n, 40), 0);
      assert.equal(dots, shown, 'seeds drawn (up to 18 a pit)');
      assert.deepEqual(bad, [], `position ${i + 1} at ${viewport.width} px`);
      if (viewport === PHONE) await page.locator('#a-board').screenshot({ path: `${process.env.MANCALA_ARTIFACTS || 'test-artifacts'}/looks-counts-${i + 1}-390.png` });
    }
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

// Records every oscillator the page starts, by its first frequency: sound_notes.js gives each
// sound's notes frequencies no other sound uses, so a note names its sound.
function record_audio() {
  window.__notes = [];
  window.__contexts = [];
  const Base = window.AudioContext;
  window.AudioContext = class extends Base {
    constructor(...args) {
      super(...args);
      window.__contexts.push(this);
    }
    createOscillator() {
      const osc = super.createOscillator();
      let hz = null;
      const set = osc.frequency.setValueAtTime.bind(osc.frequency);
      osc.frequency.setValueAtTime = (v, t) => {
        hz ??= v;
        return set(v, t);
      };
      const start = osc.start.bind(osc);
      osc.start = (...a) => {
        window.__notes.push(hz);
        return start(...a);
      };
      return osc;
    }
  };
}

/**
 * How many times each sound started (its first note's starts), each sound's number of notes, all
 * notes started, and the notes of no sound.
 */
const sounds_played = (page) =>
  page.evaluate(async () => {
    const { SOUND_NOTES } = await import('./js/look/sound_notes.js');
    const names = new Map(Object.entries(SOUND_NOTES).flatMap(([name, notes]) => notes.map((n) => [n.hz, name])));
    const counts = {};
    const sizes = {};
    for (const [name, notes] of Object.entries(SOUND_NOTES)) {
      counts[name] = window.__notes.filter((hz) => hz === notes[0].hz).length;
      sizes[name] = notes.length;
    }
    return { counts, sizes, total: window.__notes.length, unknown: window.__notes.filter((hz) => !names.has(hz)) };
  });

// Kalah with 3 pits of 2 seeds, both sides on this device: South 1; North 2 (its last seed in
// its store: an extra turn), North 1; South 3; North 2 (extra turn again); North 1, whose last
// seed lands in its empty pit 2 and takes South's 3 seeds opposite: South's row is then empty
// and the game ends. Six sows, two extra turns, one capture, one end.
const PLIES = [[0, 0], [1, 1], [1, 0], [0, 2], [1, 1], [1, 0]];

/** Plays PLIES in a local game; `before_last(page)` runs while the game is still on. */
async function play_short_game(page, before_last = async () => {}) {
  await page.click('#advanced summary');
  await page.selectOption('#v-pits', '3');
  await page.selectOption('#v-seeds', '2');
  await start_game(page, 'btn-local', { name: 'Echo' });
  await page.waitForSelector('#game:not([hidden])');
  for (const [i, [side, pit]] of PLIES.entries()) {
    if (i === PLIES.length - 1) {
      // The ply before's capture and extra-turn sounds come once its sowing is drawn, when the
      // board is playable again: wait for that, so that they never fall into before_last.
      await page.waitForSelector(`#board .pit[data-side="${side}"][data-pit="${pit}"]:enabled`);
      await before_last(page);
    }
    await page.click(`#board .pit[data-side="${side}"][data-pit="${pit}"]`);
  }
  await page.waitForSelector('#dlg-result[open]');
}

test('a sow, a capture, an extra turn and the game’s end each play their sound; muted, none, and muting is remembered', async () => {
  const page = await open('', { init: record_audio });
  await play_short_game(page);
  const want = { sow: 6, capture: 1, extra_turn: 2, end: 1, low_time: 0 };
  // The end's sound starts as the result is shown: wait a moment for it.
  let heard = await sounds_played(page);
  for (let i = 0; i < 50 && heard.counts.end === 0; i++) {
    await page.waitForTimeout(20);
    heard = await sounds_played(page);
  }
  assert.deepEqual(heard.counts, want, `notes: ${await page.evaluate(() => JSON.stringify(window.__notes))}`);
  assert.deepEqual(heard.unknown, []);
  const notes = Object.entries(want).reduce((a, [name, n]) => a + n * heard.sizes[name], 0);
  assert.equal(heard.total, notes, 'every note of each sound');
  assert.equal(await page.evaluate(() => window.__contexts.length), 1, 'one audio context for the page');
  assert.deepEqual(page.problems, []);
  await page.context().close();

  // Before any gesture the page makes no audio context (browsers would refuse to start it).
  const quiet = await open('', { init: record_audio });
  assert.equal(await quiet.evaluate(() => window.__contexts.length), 0);
  await quiet.click('.look-menu summary');
  assert.equal(await quiet.isChecked('#look-mute'), false);
  await quiet.check('#look-mute');
  assert.equal(await quiet.evaluate(() => localStorage.getItem('mancala.muted')), '1');
  await quiet.reload();
  await quiet.waitForFunction(() => document.body.dataset.link === 'online');
  assert.equal(await quiet.isChecked('#look-mute'), true, 'the menu remembers Mute');
  // The game screen's switch says muted too, and either switch moves the other.
  await play_short_game(quiet, async () => {
    assert.equal(await quiet.isChecked('#game-mute'), true);
    await quiet.uncheck('#game-mute');
    assert.equal(await quiet.evaluate(() => localStorage.getItem('mancala.muted')), null);
    assert.equal(await quiet.isChecked('#look-mute'), false);
    await quiet.check('#game-mute');
    assert.equal(await quiet.isChecked('#look-mute'), true);
  });
  await quiet.waitForTimeout(300);
  assert.equal(await quiet.evaluate(() => window.__contexts[0]?.state), 'running', 'the audio could have played');
  const silent = await sounds_played(quiet);
  assert.deepEqual(silent.counts, { sow: 0, capture: 0, extra_turn: 0, end: 0, low_time: 0 });
  assert.equal(silent.total, 0, 'no note at all');
  assert.deepEqual(quiet.problems, []);
  await quiet.context().close();
});
