// Correspondence games and *Your turn*: two players start a 1-day game from the queue and leave
// it for the start screen; the one to move sees it listed (opponent, board, time left) with the
// count in the tab title, opens it from there and moves; the other then sees it, is notified
// while their tab is hidden (with the permission asked only on a click of "Notify me"), and a
// reload keeps them on the start screen with the game waiting in the list.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game, screenshot } from './harness.mjs';

let server;
let browser;
before(async () => {
  // Nobody else joins the 1-day pool: the computer must not stand in meanwhile.
  server = await start_server({ '--bot-after-ms': 600000 });
  browser = await launch_browser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Before the page loads: notifications granted to the context, and window.Notification replaced
 * by a recorder whose permission starts at 'default' (so a request is visible), and a switch for
 * document.hidden.
 */
async function stub_notifications(page) {
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript(() => {
    window.__notes = [];
    window.__asked = 0;
    window.__perm = 'default';
    window.Notification = class {
      constructor(title, options) {
        window.__notes.push({ title, tag: options?.tag ?? null });
      }
      static get permission() {
        return window.__perm;
      }
      static async requestPermission() {
        window.__asked++;
        window.__perm = 'granted';
        return 'granted';
      }
    };
    window.__hidden = false;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => window.__hidden });
  });
}

const rows = (page) => page.locator('#your-turn-list .game-row');

test('a correspondence game waits in Your turn for the side to move, with the count in the title', async () => {
  const a = await open_page(browser, server.url, undefined, stub_notifications);
  const b = await open_page(browser, server.url, undefined, stub_notifications);
  // The permission is never asked on load.
  assert.equal(await a.evaluate(() => window.__asked), 0);
  // Correspondence is offered online and to a friend, not against the computer.
  const days = (sel) => a.$$eval(`${sel} option`, (os) => os.map((o) => o.value).filter((v) => v.startsWith('d')));
  assert.deepEqual(await days('#tc-online'), ['d1', 'd3', 'd7']);
  assert.deepEqual(await days('#tc-friend'), ['d1', 'd3', 'd7']);
  assert.deepEqual(await days('#tc-bot'), []);
  assert.equal(await a.textContent('#tc-online option[value="d1"]'), '1 day (correspondence)');

  await a.selectOption('#tc-online', 'd1');
  await start_game(a, 'btn-online', { name: 'Alice' });
  await a.waitForSelector('#queue:not([hidden])');
  await b.selectOption('#tc-online', 'd1');
  await start_game(b, 'btn-online', { name: 'Bob' });
  await Promise.all([a.waitForSelector('#game:not([hidden])'), b.waitForSelector('#game:not([hidden])')]);
  const you_a = await a.getAttribute('#game', 'data-you');
  const [south, north] = you_a === 'south' ? [a, b] : [b, a];
  const [south_name, north_name] = you_a === 'south' ? ['Alice', 'Bob'] : ['Bob', 'Alice'];
  const id = await south.getAttribute('#game', 'data-game');

  // Each leaves the game going on, and asks to be notified (the click asks the browser, once).
  for (const page of [south, north]) {
    assert.equal(await page.textContent('#btn-leave'), 'Back to the start');
    await page.click('#btn-leave');
    await page.waitForSelector('#start:not([hidden])');
    await page.waitForSelector('#your-turn:not([hidden])');
    assert.equal(await page.textContent('#your-turn-notify'), 'Notify me');
    await page.click('#your-turn-notify');
    assert.equal(await page.getAttribute('#your-turn-notify', 'aria-pressed'), 'true');
    assert.equal(await page.textContent('#your-turn-notify'), 'Notifications on');
    assert.equal(await page.evaluate(() => window.__asked), 1);
  }

  // South is to move: the game is listed, and the title counts it.
  await rows(south).first().waitFor();
  assert.equal(await rows(south).count(), 1);
  assert.equal(await rows(south).first().getAttribute('data-game'), id);
  assert.equal(await south.textContent(`#your-turn-list .game-row .vs`), `vs ${north_name}`);
  assert.equal(await south.textContent(`#your-turn-list .game-row .result`), '23 h');
  assert.equal(await south.textContent(`#your-turn-list .game-row .variant`), 'Kalah 6 × 4');
  await south.waitForFunction(() => document.title.startsWith('(1) '));
  await screenshot(south, 'your-turn.png');
  // North waits: nothing listed, a plain title.
  assert.equal(await rows(north).count(), 0);
  assert.equal(await north.isVisible('#your-turn-empty'), true);
  assert.equal(await north.evaluate(() => /^\(\d+\)/.test(document.title)), false);

  // North's tab goes to the background; South opens the game from the list and moves.
  await north.evaluate(() => (window.__hidden = true));
  await rows(south).first().click();
  await south.waitForSelector('#game:not([hidden])');
  assert.equal(await south.getAttribute('#game', 'data-game'), id);
  await south.click('#board .pit[data-side="0"][data-pit="0"]'); // 4 seeds: S1..S4, no extra turn

  // Now North has it, with the count in its title, and was notified; South's count is gone.
  await rows(north).first().waitFor({ timeout: 10000 });
  assert.equal(await north.textContent('#your-turn-list .game-row .vs'), `vs ${south_name}`);
  await north.waitForFunction(() => document.title.startsWith('(1) '));
  await south.waitForFunction(() => !/^\(\d+\)/.test(document.title));
  assert.equal(await south.isVisible('#game'), true, 'the mover stays on the game');
  await north.waitForFunction(() => window.__notes.length > 0);
  assert.deepEqual(await north.evaluate(() => window.__notes), [{ title: `Your turn against ${south_name}`, tag: `turn-${id}` }]);
  assert.deepEqual(await south.evaluate(() => window.__notes), [], 'nobody is told of their own move');

  // A reload brings North back to the start screen with the game in the list, not into the game.
  await north.reload();
  await north.waitForFunction(() => document.body.dataset.link === 'online');
  await rows(north).first().waitFor();
  await north.waitForFunction(() => document.title.startsWith('(1) '));
  assert.equal(await north.isVisible('#start'), true);
  assert.equal(await north.isVisible('#game'), false);

  assert.deepEqual(a.problems, []);
  assert.deepEqual(b.problems, []);
  await a.context().close();
  await b.context().close();
});

test('the time left reads in whole days, then hours, then minutes, never more than is left', async () => {
  const page = await open_page(browser, server.url);
  const got = await page.evaluate(async () => {
    // Imported here, the modules are apart from the page's bundle: their catalog starts empty.
    const [{ use_catalog }, { T }] = await Promise.all([import('./js/texts/texts.js'), import('./js/texts/en/texts.js')]);
    use_catalog(T);
    const t = await import('./js/your_turn/time_left.js');
    const h = 3600 * 1000;
    const now = Date.parse('2026-01-01T00:00:00Z');
    const at = [2.5 * 24 * h, 24 * h, 24 * h - 1, 5 * h + 59 * 60000, 12.5 * 60000, 30000, -5000].map((ms) => t.time_left(now + ms, now));
    return { at, none: t.time_left(t.deadline_ms(null), now), iso: t.time_left(t.deadline_ms('2026-01-03T01:00:00Z'), now) };
  });
  assert.deepEqual(got.at, ['2 days', '1 day', '23 h', '5 h', '12 min', 'under a minute', 'under a minute']);
  assert.equal(got.none, '');
  assert.equal(got.iso, '2 days');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
