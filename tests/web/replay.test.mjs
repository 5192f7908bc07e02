// The replay view (#game=ID): a finished game against the computer is opened from the result
// dialog and stepped with the buttons, the arrow keys and the slider to its end, where the
// board and the final score are the API's; Download saves the server's notation; an unknown id
// says "No such game"; "Your games" on the start screen lists the game and opens its replay.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { start_server, launch_browser, open_page, start_game, play_to_end, screenshot } from './harness.mjs';

let server;
let browser;
let played = null; // {page, id} of the game played by the first test, reused by the others
before(async () => {
  server = await start_server();
  browser = await launch_browser();
});
after(async () => {
  await played?.page.context().close();
  await browser?.close();
  await server?.stop();
});

/** Waits until the replay board shows `state`'s counts. */
async function expect_board(page, state) {
  await page.waitForFunction((want) => {
    const pits = [[], []];
    const stores = [0, 0];
    for (const el of document.querySelectorAll('#r-board .pit, #r-board .store')) {
      const n = Number(el.querySelector('.count').textContent);
      if (el.classList.contains('store')) stores[Number(el.dataset.side)] = n;
      else pits[Number(el.dataset.side)][Number(el.dataset.pit)] = n;
    }
    return JSON.stringify({ pits, stores }) === JSON.stringify({ pits: want.pits, stores: want.stores });
  }, state, { timeout: 5000 });
}

const at = (page) => page.getAttribute('#replay', 'data-at').then(Number);
// A 404 that the page asked for on purpose is logged by Chromium as a failed resource.
const real_problems = (page) => page.problems.filter((p) => !/Failed to load resource.*404/.test(p));

test('a finished game replays ply by ply with buttons, keys and slider, to the API final score', async () => {
  const page = await open_page(browser, server.url);
  await start_game(page, 'btn-bot', { name: 'Ada', level: 'easy', side: 'south' });
  await page.waitForSelector('#game:not([hidden])');
  await play_to_end(page);
  const id = await page.getAttribute('#game', 'data-game');
  played = { page, id };
  const rep = await (await fetch(`${server.url}api/games/${id}/replay`)).json();
  const rec = await (await fetch(`${server.url}api/games/${id}`)).json();
  const n = rep.plies.length;
  assert.ok(n >= 10, `a whole game has many plies (${n})`);

  await page.click('#btn-replay');
  await page.waitForSelector('#replay[data-state="ready"]');
  assert.equal(new URL(page.url()).hash, `#game=${id}`);
  assert.equal(await page.textContent('#replay-title'), 'Ada vs Computer (easy)');
  assert.equal(await at(page), 0);
  await expect_board(page, rep.start);
  assert.equal(await page.isDisabled('#r-prev'), true);

  // Buttons: two plies forward, one back.
  await page.click('#r-next');
  await expect_board(page, rep.plies[0].state);
  assert.match(await page.textContent('#replay-ply'), new RegExp(`^Ply 1 of ${n} · Ada sowed pit ${rep.plies[0].pit + 1}\\.`));
  await page.click('#r-next');
  await expect_board(page, rep.plies[1].state);
  await page.click('#r-prev');
  await expect_board(page, rep.plies[0].state);
  assert.equal(await at(page), 1);
  // The current ply's path is outlined as in play.
  assert.equal(await page.locator('#r-board .path').count(), rep.plies[0].path.length);

  // Keys: ArrowRight and ArrowLeft step.
  await page.keyboard.press('ArrowRight');
  await expect_board(page, rep.plies[1].state);
  await page.keyboard.press('ArrowRight');
  await expect_board(page, rep.plies[2].state);
  await page.keyboard.press('ArrowLeft');
  await expect_board(page, rep.plies[1].state);

  // The slider jumps anywhere, here to the ply before the last.
  await page.locator('#r-slider').evaluate((el, v) => {
    el.value = String(v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, n - 1);
  await expect_board(page, rep.plies[n - 2].state);
  assert.equal(await at(page), n - 1);

  // The last step: the final position and score are the server's.
  await page.click('#r-next');
  const final = rep.plies[n - 1].state;
  await expect_board(page, final);
  assert.deepEqual(final.stores, rec.stores);
  assert.equal(await page.isDisabled('#r-next'), true);
  const result = await page.textContent('#replay-result');
  assert.ok(result.startsWith(`Final: Ada ${rec.stores[0]} – ${rec.stores[1]} Computer (easy).`), result);
  const who = rec.result === 'draw' ? 'A draw.' : rec.result === 'south' ? 'Ada won.' : 'Computer (easy) won.';
  assert.ok(result.includes(who), result);
  assert.equal(await page.getAttribute('#replay-result', 'class'), 'replay-result at-end');

  // Home goes back to the start; End to the end again.
  await page.keyboard.press('Home');
  await expect_board(page, rep.start);
  await page.keyboard.press('End');
  await expect_board(page, final);
  await screenshot(page, 'replay-1280x800.png');
  assert.deepEqual(page.problems, []);
});

test('autoplay steps on by itself and Pause stops it', async () => {
  const { page } = played;
  await page.click('#r-first');
  await page.click('#r-play');
  assert.equal(await page.textContent('#r-play'), 'Pause');
  await page.waitForFunction(() => Number(document.querySelector('#replay').dataset.at) >= 2, null, { timeout: 6000 });
  await page.click('#r-play');
  assert.equal(await page.textContent('#r-play'), 'Play');
  const stopped = await at(page);
  await page.waitForTimeout(1500);
  assert.equal(await at(page), stopped);
});

test('Download saves the server notation as mancala-<id>.txt', async () => {
  const { page, id } = played;
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#r-download')]);
  assert.equal(download.suggestedFilename(), `mancala-${id}.txt`);
  const saved = fs.readFileSync(await download.path(), 'utf8');
  const served = await (await fetch(`${server.url}api/games/${id}/notation`)).text();
  assert.equal(saved, served);
  assert.match(saved, new RegExp(`\\[Game "${id}"\\]`));
});

test('Your games lists the finished game with its result and opens its replay', async () => {
  const { page, id } = played;
  await page.click('#r-leave');
  await page.waitForSelector('#start:not([hidden])');
  const row = page.locator(`#my-games-list a[data-game="${id}"]`);
  await row.waitFor({ timeout: 5000 });
  const rec = await (await fetch(`${server.url}api/games/${id}`)).json();
  const want = rec.result === 'draw' ? 'draw' : rec.result === 'south' ? 'won' : 'lost';
  assert.equal(await row.locator('.result').textContent(), want);
  assert.equal(await row.locator('.vs').textContent(), 'vs Computer (easy)');
  assert.equal(await row.locator('.variant').textContent(), 'Kalah 6 × 4');
  await row.click();
  await page.waitForSelector('#replay[data-state="ready"]');
  assert.equal(await page.getAttribute('#replay', 'data-game'), id);
  assert.deepEqual(page.problems, []);
});

test('an unknown game says "No such game" and offers a new game', async () => {
  const page = await open_page(browser, `${server.url}#game=nosuchgame00`);
  await page.waitForSelector('#replay[data-state="missing"]');
  assert.equal(await page.textContent('#replay-missing-text'), 'No such game.');
  await page.click('#r-missing-leave');
  await page.waitForSelector('#start:not([hidden])');
  assert.equal(new URL(page.url()).hash, '');
  assert.deepEqual(real_problems(page), []);
  await page.context().close();
});

test('at phone size the replay fits the width', async () => {
  const { id } = played;
  const page = await open_page(browser, `${server.url}#game=${id}`, { width: 390, height: 844 });
  await page.waitForSelector('#replay[data-state="ready"]');
  await page.click('#r-last');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `page is ${width}px wide`);
  await screenshot(page, 'replay-390x844.png');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
