// Oware in the browser: chosen on the start form, a whole game against the computer by clicking,
// and, on a shared device, a chain capture outlined in order, a grand slam explained and pits
// greyed out by the feeding rule. The ply sequences come from the engine (`mancala play`).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  start_server, launch_browser, open_page, start_game, play_to_end, board_counts, screenshot,
} from './harness.mjs';

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

const pit = (side, p) => `#board .pit[data-side="${side}"][data-pit="${p}"]`;

/** A local Oware game; records, in order, each pit that gets the `captured` outline. */
async function local_oware() {
  const page = await open_page(browser, server.url);
  await page.selectOption('#v-game', 'oware');
  await start_game(page, 'btn-local');
  await page.waitForSelector('#game:not([hidden])');
  await page.evaluate(() => {
    window.captured_order = [];
    const has = (cls) => (cls || '').split(' ').includes('captured');
    new MutationObserver((records) => {
      // Records come in batches: the class after record i is the old value of the target's next one.
      records.forEach((r, i) => {
        const next = records.slice(i + 1).find((q) => q.target === r.target);
        if (!has(r.oldValue) && has(next ? next.oldValue : r.target.className)) {
          window.captured_order.push(`${r.target.dataset.side}:${r.target.dataset.pit}`);
        }
      });
    }).observe(document.getElementById('board'), { subtree: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
  });
  return page;
}

/** Clicks `plies` for alternating sides from South, each once its pit is playable. */
async function play_plies(page, plies) {
  for (let i = 0; i < plies.length; i++) {
    const sel = pit(i % 2, plies[i]);
    await page.waitForSelector(`${sel}:enabled`, { timeout: 20000 });
    await page.click(sel);
  }
  await page.waitForFunction((n) => document.querySelectorAll('#board button.pit:enabled').length > 0 &&
    document.getElementById('status').textContent.includes(n % 2 ? 'North' : 'South'), plies.length);
}

test('Oware is chosen on the start form and played against the easy computer to the result', async () => {
  const page = await open_page(browser, server.url);
  await page.selectOption('#v-game', 'oware');
  assert.equal(await page.isVisible('#v-seeds-field'), false, "Kalah's seeds option is hidden for Oware");
  assert.equal(await page.isVisible('#v-game-help'), true);
  assert.equal(await page.textContent('#start-title'), 'Play Oware');
  assert.equal(await page.getAttribute('#v-game-help a', 'href'), 'oware.html');
  await start_game(page, 'btn-bot', { name: 'Ama', level: 'easy', side: 'south' });
  await page.waitForSelector('#game:not([hidden])');

  // Two rows of six, no stores on the path; captured seeds are counted beside the names.
  assert.equal(await page.locator('#board .store').count(), 0);
  assert.deepEqual(await board_counts(page), { pits: [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]], stores: [0, 0] });
  assert.equal(await page.textContent('#info-bottom'), 'captured 0');
  assert.equal(await page.textContent('#notice'), 'Oware');
  await screenshot(page, 'oware-game-1280x800.png');

  await play_to_end(page, 'last');
  const title = await page.textContent('#result-title');
  assert.match(title, /^(You won!|You lost|A draw)$/);
  const score = (await page.textContent('#result-score')).match(/ (\d+) – (\d+) /);
  const [mine, theirs] = [Number(score[1]), Number(score[2])];
  assert.equal(title, mine > theirs ? 'You won!' : mine < theirs ? 'You lost' : 'A draw');
  assert.equal(await page.textContent('#info-bottom'), `captured ${mine}`);
  const reason = await page.textContent('#result-reason');
  if (reason === 'A player captured 25 seeds or more.') assert.ok(Math.max(mine, theirs) >= 25);
  else assert.match(reason, /could not reach|without a capture|24 seeds/);
  await screenshot(page, 'oware-result-1280x800.png');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a chain capture is outlined pit by pit in the order it was taken', async () => {
  const page = await local_oware();
  // North's sixth ply sows 6 seeds from its fifth pit, ending on South's fifth pit (now 3);
  // South's fourth pit (now 2) is taken next: 5 seeds.
  await play_plies(page, [4, 1, 3, 0, 1, 4]);
  await page.waitForFunction(() => document.getElementById('notice').textContent.includes('captured 5 seeds'));
  assert.deepEqual(await page.evaluate(() => window.captured_order), ['0:4', '0:3']);
  assert.equal(await page.textContent('#info-top'), 'captured 5');
  assert.deepEqual((await board_counts(page)).pits, [[7, 1, 6, 0, 0, 7], [0, 2, 7, 6, 0, 7]]);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a grand slam is explained: the seeds stay and nothing is captured', async () => {
  const page = await local_oware();
  await play_plies(page, [1, 2, 3, 1, 2, 1, 4, 1, 0, 3, 5, 2]);
  await page.waitForFunction(() => document.getElementById('notice').textContent.includes('Grand slam'));
  assert.match(await page.textContent('#notice'), /would have taken all of Player 1's seeds, so it captured nothing/);
  assert.deepEqual((await board_counts(page)).pits, [[3, 2, 2, 0, 0, 0], [9, 1, 0, 2, 10, 10]]);
  assert.equal(await page.locator('#board .captured').count(), 0);
  await screenshot(page, 'oware-grand-slam-1280x800.png');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('pits that would not feed an empty row are greyed out, with the reason', async () => {
  const page = await local_oware();
  await play_plies(page, [0, 5, 5, 0, 1, 0, 2, 5, 3, 5, 4, 5, 5]);
  // South's row is empty; North's first pit (4 seeds) would not reach it, pits 2..5 would.
  assert.deepEqual((await board_counts(page)).pits, [[0, 0, 0, 0, 0, 0], [4, 12, 10, 10, 7, 0]]);
  await page.waitForFunction(() => document.getElementById('notice').textContent.includes('feeding rule'));
  assert.equal(await page.isDisabled(pit(1, 0)), true);
  for (const p of [1, 2, 3, 4]) assert.equal(await page.isEnabled(pit(1, p)), true);
  assert.match(await page.textContent('#notice'), /Player 1 has no seeds left: only pits whose seeds reach their row/);
  // The keyboard can't get round it either: key 1 is North's first pit here.
  await page.keyboard.press('1');
  assert.equal(await page.isDisabled(pit(1, 0)), true);
  assert.deepEqual((await board_counts(page)).pits[1], [4, 12, 10, 10, 7, 0]);
  await page.click(pit(1, 1));
  await page.waitForFunction(() => [...document.querySelectorAll('#board .pit[data-side="0"]')]
    .some((b) => b.querySelector('.count').textContent !== '0'));
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the How to play Oware page draws its boards without stores', async () => {
  const page = await open_page(browser, server.url);
  await page.goto(`${server.url}oware.html`);
  await page.waitForSelector('#lang .lang-menu'); // the page's words are filled in from the catalog
  assert.equal(await page.textContent('h1'), 'How to play Oware');
  const boards = await page.locator('.mini svg').count();
  assert.ok(boards >= 6, `${boards} diagrams`);
  // Twelve pits each and nothing else: data-stores is left out.
  assert.equal(await page.locator('.mini').first().locator('svg ellipse').count(), 12);
  assert.equal(await page.locator('nav a[aria-current="page"]').textContent(), 'Oware');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
