// Languages: every word a screen shows comes from the catalog. The page runs in the test-only
// pseudo-language (web/js/texts/pseudo.js, every catalog entry marked ⟦…⟧) and each visible text
// node outside a ⟦…⟧ fails the test, names, numbers and seed counts excepted. Also the Language
// menu: the language from the browser's preferences, a choice remembered, <html lang>.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { start_server, launch_browser, open_page, start_game, play_to_end, REPO } from './harness.mjs';
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

test('the start screen shows only words from the catalog', { timeout: 60000 }, async () => {
  const page = await open_page(browser, server.url, undefined, pseudo);
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.match(await page.textContent('#btn-bot'), /^⟦.*⟧$/);
  await page.click('#advanced summary');
  assert.deepEqual(await unmarked(page), []);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the game screen and the result dialog show only words from the catalog', { timeout: 120000 }, async () => {
  const page = await open_page(browser, server.url, undefined, pseudo);
  await start_game(page, 'btn-bot', { name: 'Ada', level: 'easy', side: 'south' });
  await page.waitForFunction(() => document.body.dataset.screen === 'game' && document.querySelector('#status').textContent !== '');
  assert.deepEqual(await unmarked(page, ['Ada']), []);
  await play_to_end(page);
  await page.waitForSelector('#dlg-result[open]');
  assert.match(await page.textContent('#result-title'), /^⟦.*⟧$/);
  assert.deepEqual(await unmarked(page, ['Ada']), []);
  await page.click('#btn-see-board');
  assert.deepEqual(await unmarked(page, ['Ada']), []);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the queue shows only words from the catalog', { timeout: 60000 }, async () => {
  const page = await open_page(browser, server.url, undefined, pseudo);
  await page.click('#btn-online');
  await page.waitForFunction(() => document.body.dataset.screen === 'queue' && document.querySelector('#queue-countdown').textContent !== '');
  assert.deepEqual(await unmarked(page), []);
  await page.click('#btn-queue-cancel');
  await page.waitForFunction(() => document.body.dataset.screen === 'start');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the puzzle of the day and the puzzle page, a wrong ply\'s refutation and the solution, show only words from the catalog', { timeout: 60000 }, async () => {
  // (before the watch view's test: its live game would be listed under Now playing, still English)
  const p = JSON.parse(fs.readFileSync(path.join(REPO, 'puzzles', 'puzzles.json'), 'utf8')).puzzles[0];
  const wrong = p.refutations.find((f) => f.at === 0);
  const page = await open_page(browser, server.url, undefined, pseudo);
  await page.waitForSelector('#daily-box:not([hidden]) #daily-open[href^="#puzzle="]');
  assert.match(await page.textContent('#daily-text'), /^⟦.*⟧$/);
  assert.deepEqual(await unmarked(page), []);
  await page.evaluate((id) => (location.hash = `puzzle=${id}`), p.id);
  await page.waitForSelector(`#pz-board[data-puzzle="${p.id}"] button.pit.playable`);
  assert.match(await page.getAttribute('#pz-board', 'aria-label'), /^⟦.*⟧$/);
  assert.match(await page.getAttribute('#pz-board button.pit.playable', 'aria-label'), /^⟦.*⟧$/);
  assert.deepEqual(await unmarked(page), []);
  const side = p.state.to_move === 'south' ? 0 : 1;
  await page.click(`#pz-board button.pit[data-side="${side}"][data-pit="${wrong.ply.pit}"]`);
  await page.waitForSelector('#pz-stepper:not([hidden])');
  await page.waitForFunction(() => document.querySelector('#pz-status').textContent !== '');
  assert.deepEqual(await unmarked(page), []);
  await page.click('#pz-show-solution');
  assert.deepEqual(await unmarked(page), []);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the watch view shows only words from the catalog, and a game no longer live says so', { timeout: 60000 }, async () => {
  const d = await open_page(browser, server.url);
  await start_game(d, 'btn-bot', { name: 'Dina', level: 'easy', side: 'south' });
  await d.waitForSelector('#game:not([hidden])');
  const id = await d.getAttribute('#game', 'data-game');
  const c = await open_page(browser, `${server.url}#watch=${id}`, undefined, pseudo);
  await c.waitForSelector('#watch[data-state="live"]');
  await c.waitForFunction(() => document.querySelector('#w-status').textContent !== '');
  assert.deepEqual(await unmarked(c, ['Dina']), []);
  assert.deepEqual(c.problems, []);
  await d.waitForFunction(() => /watching/.test(document.querySelector('#game-watchers').textContent));
  await c.goto(`${server.url}#watch=nosuchgame00`);
  await c.waitForSelector('#watch[data-state="missing"]');
  assert.deepEqual(await unmarked(c), []); // (the page's 404 for the unknown game is expected)
  await c.context().close();
  await d.context().close();
});

test('the offline game screen, its turns and its result show only words from the catalog', { timeout: 90000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await pseudo(page);
  // The WebSocket is closed at once, so the page never has a link and plays on this device.
  await page.routeWebSocket(/\/ws(\?|$)/, (ws) => ws.close());
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && !/WebSocket/.test(m.text()) && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(server.url);
  await page.waitForFunction(() => document.body.dataset.link !== undefined); // the app is up (never online)
  await page.click('#advanced summary');
  await page.selectOption('#v-pits', '3');
  await page.selectOption('#v-seeds', '2');
  await page.selectOption('#bot-level', 'easy');
  await page.selectOption('#bot-side', 'south');
  await page.click('#btn-bot');
  await page.waitForSelector('#offline:not([hidden])');
  await page.waitForSelector('#offline:not([hidden]) #offline-board button.pit:enabled', { timeout: 20000 });
  assert.match(await page.textContent('#offline-status'), /^⟦.*⟧$/);
  assert.deepEqual(await unmarked(page), []);
  const labels = await page.$$eval('#offline-board, #offline-board .pit, #offline-board .store', (els) => els.map((e) => e.getAttribute('aria-label')));
  assert.equal(labels.length, 1 + 6 + 2);
  for (const l of labels) assert.match(l, /^⟦.*⟧$/);
  // A turn's line is one entry; the end's is three: the result, the score, where the game is kept.
  const over = async () => (await page.textContent('#offline-status')).includes('⟧ ⟦');
  for (let i = 0; i < 60 && !(await over()); i++) {
    const pit = page.locator('#offline-board button.pit:enabled').first();
    if (await pit.count()) await pit.click();
    await page.waitForTimeout(400);
  }
  const status = await page.textContent('#offline-status');
  assert.match(status, /^⟦.*⟧ ⟦.*⟧ ⟦.*⟧$/, status);
  assert.deepEqual(await unmarked(page), []);
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('mancala.offline_games'))).length, 1);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Language menu is on every page, and the choice is remembered', { timeout: 60000 }, async () => {
  const page = await open_page(browser, server.url);
  for (const file of ['', 'how-to-play.html', 'about.html', 'privacy.html', 'oware.html']) {
    await page.goto(server.url + file);
    await page.waitForSelector('#lang .lang-menu summary');
    assert.equal(await page.getAttribute('html', 'lang'), 'en', file);
    assert.equal(await page.textContent('#lang summary'), 'Language');
  }
  await page.close();
});

test('the language comes from the browser’s preferences, and a choice in the menu is kept', { timeout: 60000 }, async () => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  assert.equal(await page.getAttribute('html', 'lang'), 'fr');
  assert.equal(await page.textContent('#btn-bot'), 'Jouer contre l’ordinateur');
  assert.equal(await page.textContent('#lang summary'), 'Langue');
  // A new guest is named in the page's language, not with the server's English default.
  assert.match(await page.getAttribute('#name', 'placeholder'), /^Invité \d{4}$/);
  // English chosen in the menu: the page comes back in English, and stays so on the next visit.
  await page.click('#lang summary');
  await Promise.all([page.waitForEvent('load'), page.click('#lang button[data-lang="en"]')]);
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await page.textContent('#btn-bot'), 'Play the computer');
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala.lang')), 'en');
  await page.goto(server.url + 'about.html');
  await page.waitForSelector('#lang .lang-menu');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  await context.close();
});
