// Challenges: A opens B's player page and challenges B (a clock, casual); B, on the start screen,
// sees the challenge in the strip above the page and accepts; both boards show the game. A
// declined challenge tells the challenger why; a finished game's dialog offers to challenge the
// opponent.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, board_counts, screenshot } from './harness.mjs';

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

const player_id = (page) => page.evaluate(() => localStorage.getItem('mancala.player'));

/** `from` opens the page of `to`'s player and sends a challenge with `clock` (a preset key). */
async function challenge(from, to, clock) {
  const id = await player_id(to);
  await from.evaluate((p) => (location.hash = `player=${p}`), id);
  await from.waitForSelector('#player[data-state="ready"]');
  await from.click('#p-challenge');
  await from.waitForSelector('#dlg-challenge[open]');
  await from.selectOption('#challenge-clock', clock);
  await from.uncheck('#challenge-rated');
  await from.click('#challenge-send');
  await from.waitForSelector('#challenges .challenge-row.outgoing');
}

test('a challenge from a player page, accepted in the other browser, opens the game on both boards', async () => {
  const a = await open_page(browser, server.url);
  const b = await open_page(browser, server.url);
  // B says hello as Bea (the name the start screen remembers), so A's page shows that name.
  await b.evaluate(() => localStorage.setItem('mancala.name', 'Bea'));
  await b.reload();
  await b.waitForFunction(() => document.body.dataset.link === 'online');
  // The welcome does not wait for the new name's write: the player's page shows it once stored.
  const bea = await player_id(b);
  await a.waitForFunction(
    async (id) => (await (await fetch(`/api/players/${id}`)).json()).name === 'Bea',
    bea,
    { polling: 100 },
  );
  await challenge(a, b, '3+2');
  assert.match(await a.textContent('#challenges .outgoing span'), /^Challenge sent to Bea\. Waiting for an answer…$/);
  await b.waitForSelector('#challenges .challenge-row.incoming');
  assert.match(await b.textContent('#challenges .incoming span'), /challenges you: Kalah 6 × 4, 3\+2 \(blitz\), casual\.$/);
  await screenshot(b, 'challenge-incoming-1280x800.png');
  await b.click('#challenges .challenge-accept');
  for (const page of [a, b]) {
    await page.waitForSelector('#game:not([hidden])');
    const counts = await board_counts(page);
    assert.deepEqual(counts.pits, [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]]);
    await page.waitForFunction(() => document.querySelector('#challenges').hidden);
  }
  assert.deepEqual([...a.problems, ...b.problems], []);
  await a.context().close();
  await b.context().close();
});

test('a declined challenge tells the challenger the reason', async () => {
  const a = await open_page(browser, server.url);
  const b = await open_page(browser, server.url);
  await challenge(a, b, 'none');
  await b.waitForSelector('#challenges .challenge-row.incoming');
  await b.selectOption('#challenges .challenge-reason', 'later');
  await b.click('#challenges .challenge-decline');
  await a.waitForSelector('#challenges .challenge-row.notice');
  assert.match(await a.textContent('#challenges .notice span'), /declined your challenge: This is not the right time for me/);
  await b.waitForFunction(() => document.querySelector('#challenges').hidden);
  assert.deepEqual([...a.problems, ...b.problems], []);
  await a.context().close();
  await b.context().close();
});
