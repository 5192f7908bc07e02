// Clocks: the clock's text as a player reads it; the start screen's clock choices, read whole at
// desktop and phone widths, each with a line saying what it means; two players queue with a
// 10-second clock, both see both clocks, the running one counts down, South lets its time run
// out and both see the result on time; the start screen's time controls are remembered and sent.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game, screenshot } from './harness.mjs';

const LIMIT_S = 10;
let server;
let browser;
before(async () => {
  // The computer must not take either player before the other joins.
  server = await start_server({ '--bot-after-ms': 30000 });
  browser = await launch_browser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Picks a time control on a start-screen select that its presets do not offer (10 s is too short
 * for people): an option with the same "minutes+increment" value the presets carry.
 */
async function choose_clock(page, select, limit_s, inc_s) {
  await page.evaluate(([sel, value]) => {
    const o = new Option(value, value);
    document.getElementById(sel).add(o);
  }, [select, `${limit_s / 60}+${inc_s}`]);
  await page.selectOption(`#${select}`, `${limit_s / 60}+${inc_s}`);
}

/** The seconds a clock face shows ("0:09.4" → 9.4, "1:05" → 65). */
const face_seconds = (page, id) =>
  page.evaluate((el_id) => {
    const t = document.querySelector(`#${el_id} .time`).textContent;
    const [m, s] = t.split(':');
    return Number(m) * 60 + Number(s);
  }, id);

test('the clock reads m:ss, tenths under 10 s, h:mm:ss from an hour; controls read 5+3', async () => {
  const page = await open_page(browser, server.url);
  const got = await page.evaluate(async () => {
    const f = await import('./js/clock/format.js');
    const ms = [0, 1, 100, 101, 9900, 9901, 10000, 10001, 59000, 60000, 65432, 300000, 3723000, -5];
    return {
      clocks: ms.map((x) => f.clock_text(x)),
      controls: [f.control_text({ limit_s: 300, inc_s: 3 }), f.control_text({ limit_s: 30, inc_s: 0 }), f.control_text({ days: 3 }), f.control_text(null)],
      parsed: [f.parse_control('5+3'), f.parse_control('20+10'), f.parse_control('none')],
      speeds: [f.speed_of({ limit_s: 60, inc_s: 1 }), f.speed_of({ limit_s: 180, inc_s: 2 }), f.speed_of({ limit_s: 600, inc_s: 5 }), f.speed_of({ limit_s: 1200, inc_s: 10 }), f.speed_of({ days: 1 })],
      flagged: [f.flagged_side({ limit_s: 10, inc_s: 0, south_ms: 0, north_ms: 4000 }), f.flagged_side({ limit_s: 10, inc_s: 0, south_ms: 5, north_ms: 4000 })],
    };
  });
  assert.deepEqual(got.clocks, ['0:00.0', '0:00.1', '0:00.1', '0:00.2', '0:09.9', '0:10', '0:10', '0:11', '0:59', '1:00', '1:06', '5:00', '1:02:03', '0:00.0']);
  assert.deepEqual(got.controls, ['5+3', '½+0', '3 days', '']);
  assert.deepEqual(got.parsed, [{ limit_s: 300, inc_s: 3 }, { limit_s: 1200, inc_s: 10 }, null]);
  assert.deepEqual(got.speeds, ['bullet', 'blitz', 'rapid', 'classical', 'correspondence']);
  assert.deepEqual(got.flagged, ['south', null]);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the start screen offers time controls per game, remembers them and sends the choice', async () => {
  const page = await open_page(browser, server.url);
  const options = (id) => page.$$eval(`#${id} option`, (os) => os.map((o) => o.value));
  assert.deepEqual(await options('tc-online'), ['1+1', '3+2', '5+3', '10+5', '20+10', 'd1', 'd3', 'd7', 'none']);
  assert.equal(await page.inputValue('#tc-online'), '5+3');
  assert.equal(await page.inputValue('#tc-friend'), '5+3');
  assert.equal(await page.inputValue('#tc-bot'), 'none');
  assert.equal(await page.textContent('#tc-online option[value="3+2"]'), '3+2 (blitz)');
  await page.selectOption('#v-game', 'oware');
  assert.deepEqual(await options('tc-online'), ['1+1', '3+2', '5+3', '7+3', '20+10', 'd1', 'd3', 'd7', 'none']);
  await page.selectOption('#tc-online', '7+3');
  await page.selectOption('#v-game', 'kalah');
  await page.selectOption('#tc-online', '3+2');
  await page.selectOption('#tc-bot', '10+5');

  // The choices survive a reload, each for its own game.
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  assert.equal(await page.inputValue('#tc-online'), '3+2');
  assert.equal(await page.inputValue('#tc-bot'), '10+5');
  await page.selectOption('#v-game', 'oware');
  assert.equal(await page.inputValue('#tc-online'), '7+3');
  await page.selectOption('#v-game', 'kalah');

  // What goes on the wire: queue.join carries the chosen clock (read where the page sends it).
  await page.evaluate(() => {
    const orig = WebSocket.prototype.send;
    window.__sent = [];
    WebSocket.prototype.send = function (data) {
      window.__sent.push(String(data));
      return orig.call(this, data);
    };
  });
  await start_game(page, 'btn-online', { name: 'Timer' });
  await page.waitForSelector('#queue:not([hidden])');
  const sent = await page.evaluate(() => window.__sent.map((s) => JSON.parse(s)));
  const join = sent.find((m) => m.type === 'queue.join');
  assert.deepEqual(join.clock, { limit_s: 180, inc_s: 2 });
  assert.match(await page.textContent('#queue-countdown'), /^Kalah 6 × 4, 3\+2\. /);
  await page.click('#btn-queue-cancel');
  await page.waitForSelector('#start:not([hidden])');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

/**
 * The clock selects (and the side selects beside them) whose widest option does not fit:
 * [id, shown width, width of the same select with nothing to cap it]. Chromium sizes a select to
 * its widest option, so a select shown narrower than its uncapped copy cuts an option short.
 */
const cut_selects = (page) =>
  page.evaluate(() =>
    ['tc-online', 'tc-bot', 'tc-friend', 'tc-seek', 'bot-side', 'friend-side']
      .map((id) => {
        const sel = document.getElementById(id);
        const free = sel.cloneNode(true);
        free.removeAttribute('id');
        Object.assign(free.style, { position: 'absolute', visibility: 'hidden', maxWidth: 'none', width: 'auto' });
        document.body.append(free);
        const want = free.getBoundingClientRect().width;
        free.remove();
        return [id, sel.getBoundingClientRect().width, want];
      })
      .filter(([, shown, want]) => shown + 0.5 < want),
  );

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`every clock option reads whole at ${viewport.width} px, and the line under each clock says what it means`, async () => {
    const page = await open_page(browser, server.url, viewport);
    for (const game of ['kalah', 'oware']) {
      await page.selectOption('#v-game', game);
      assert.deepEqual(await cut_selects(page), [], `${game}: no select cuts its widest option`);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${game}: no sideways scroll`);
    }
    await page.selectOption('#v-game', 'kalah');
    assert.equal(await page.textContent('#tc-online option[value="d1"]'), '1 day (correspondence)');
    const hint = async (select, key) => {
      await page.selectOption(`#${select}`, key);
      const help = await page.getAttribute(`#${select}`, 'aria-describedby');
      assert.equal(help, `${select}-help`);
      return page.textContent(`#${help}`);
    };
    assert.equal(await hint('tc-online', '3+2'), '3 minutes each, + 2 seconds added per move.');
    assert.equal(await hint('tc-online', 'd1'), '1 day a move: you have a day for each move (correspondence).');
    assert.equal(await hint('tc-online', 'none'), 'No clock for the game (each move may still have a time limit).');
    assert.equal(await hint('tc-friend', 'd3'), '3 days a move: you have 3 days for each move (correspondence).');
    assert.equal(await hint('tc-friend', '1+1'), '1 minute each, + 1 second added per move.');
    assert.equal(await hint('tc-bot', 'none'), 'No clock: take as long as you like.');
    assert.equal(await hint('tc-bot', '20+10'), '20 minutes each, + 10 seconds added per move.');
    assert.equal(await hint('tc-seek', 'd7'), '7 days a move: you have 7 days for each move (correspondence).');
    // A reload shows the line of the remembered choice, not of the first one.
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.link === 'online');
    assert.equal(await page.textContent('#tc-friend-help'), '1 minute each, + 1 second added per move.');
    assert.equal(await page.textContent('#tc-online-help'), 'No clock for the game (each move may still have a time limit).');
    await screenshot(page, `clock-choice-${viewport.width}x${viewport.height}.png`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

test('two players with a 10 s clock: both clocks show, the running one counts down, a flag ends the game for both', async () => {
  const a = await open_page(browser, server.url);
  const b = await open_page(browser, server.url);
  for (const p of [a, b]) await choose_clock(p, 'tc-online', LIMIT_S, 0);
  await start_game(a, 'btn-online', { name: 'Flora' });
  await a.waitForSelector('#queue:not([hidden])');
  await start_game(b, 'btn-online', { name: 'Felix' });
  await Promise.all([a.waitForSelector('#game:not([hidden])'), b.waitForSelector('#game:not([hidden])')]);
  const a_south = (await a.getAttribute('#game', 'data-you')) === 'south';
  const [south, north] = a_south ? [a, b] : [b, a];
  const south_name = a_south ? 'Flora' : 'Felix';
  const id = await a.getAttribute('#game', 'data-game');
  // A watcher sees both clocks too (the watch view shows South at the bottom).
  const c = await open_page(browser, `${server.url}#watch=${id}`);
  await c.waitForSelector('#watch[data-state="live"]');
  await c.waitForSelector('#w-clock-bottom:not([hidden])');
  assert.equal(await c.textContent('#w-clock-top .time'), '0:10');

  // Both clocks on both pages, at the whole limit; South's first ply runs on its first-move timer.
  for (const p of [south, north]) {
    await p.waitForSelector('#clock-top:not([hidden])');
    await p.waitForSelector('#clock-bottom:not([hidden])');
    assert.equal(await p.textContent('#clock-top .time'), '0:10');
    assert.equal(await p.textContent('#clock-bottom .time'), '0:10');
  }
  assert.match(await south.textContent('#clock-bottom .first-move'), /^first move [0-9]:[0-5][0-9]/);
  assert.equal(await south.isVisible('#btn-abort'), true, 'Abort before both have moved');
  assert.equal(await south.isVisible('#btn-takeback'), false, 'no takeback in a rated game');
  // The game's sounds, the tick of the last seconds among them, can be muted, and the page remembers it.
  assert.equal(await south.isVisible('#game-sound'), true);
  assert.equal(await south.isChecked('#game-mute'), false);
  await south.click('#game-mute');
  assert.equal(await south.evaluate(() => localStorage.getItem('mancala.muted')), '1');
  await south.click('#game-mute');
  assert.equal(await south.evaluate(() => localStorage.getItem('mancala.muted')), null);

  // South opens with pit 1 (no extra turn), North answers with pit 6 (no extra turn).
  await south.click('#board .pit[data-side="0"][data-pit="0"]');
  await north.waitForFunction(() => document.querySelector('#board button.pit:enabled'));
  await north.click('#board .pit[data-side="1"][data-pit="5"]');

  // Now South's own clock runs, on both pages, and counts down.
  await south.waitForSelector('#clock-bottom.running');
  await north.waitForSelector('#clock-top.running');
  // Once North's ply is on the board (the clocks turn at the frame, the buttons after its sowing):
  await south.waitForSelector('#btn-abort', { state: 'hidden' }); // no Abort once both have moved
  assert.equal(await south.isVisible('#btn-draw'), true);
  assert.equal(await south.isVisible('#btn-moretime'), true);
  const first = await face_seconds(south, 'clock-bottom');
  await south.waitForTimeout(1500);
  const later = await face_seconds(south, 'clock-bottom');
  assert.ok(later < first, `South's clock went from ${first} to ${later}`);
  assert.ok(first - later < 3, `South's clock lost ${first - later} s in 1.5 s`);
  await c.waitForSelector('#w-clock-bottom.running');
  assert.ok((await face_seconds(c, 'w-clock-bottom')) < LIMIT_S, "the watcher sees South's clock run");
  const seen_by_north = await face_seconds(north, 'clock-top');
  assert.ok(seen_by_north < LIMIT_S && Math.abs(seen_by_north - later) < 1.5, `North sees ${seen_by_north}, South ${later}`);
  // North's clock is stopped: it keeps its time, no increment in this control.
  assert.equal(await north.textContent('#clock-bottom .time'), '0:10');
  // In the last 10 s the running clock is red.
  await south.waitForSelector('#clock-bottom.low');
  await screenshot(south, 'clock-running-1280x800.png');

  // South plays nothing: the server flags South, and both pages say so.
  await Promise.all([south.waitForSelector('#dlg-result[open]', { timeout: 20000 }), north.waitForSelector('#dlg-result[open]', { timeout: 20000 })]);
  assert.equal(await south.textContent('#result-title'), 'You lost');
  assert.equal(await north.textContent('#result-title'), 'You won!');
  assert.equal(await south.textContent('#result-reason'), 'You ran out of time.');
  assert.equal(await north.textContent('#result-reason'), `${south_name} ran out of time.`);
  // The clocks stop: South's at zero, on both pages.
  assert.equal(await south.textContent('#clock-bottom .time'), '0:00.0');
  assert.equal(await north.textContent('#clock-top .time'), '0:00.0');
  assert.equal(await south.locator('.pclock.running').count(), 0);
  assert.equal(await south.isVisible('#offers'), false);
  await c.waitForFunction(() => /ran out of time\./.test(document.querySelector('#w-notice').textContent));
  assert.equal(await c.textContent('#w-clock-bottom .time'), '0:00.0');

  // The replay shows each seat's clock after its plies (`clock_ms`: both first plies ran on the
  // first-move timer, so both clocks still hold the whole limit), and says why the game ended.
  await north.click('#btn-replay');
  await north.waitForSelector('#replay[data-state="ready"]');
  await north.click('#r-last');
  for (const where of ['top', 'bottom']) assert.equal(await north.textContent(`#r-clock-${where} .time`), '0:10');
  assert.match(await north.textContent('#replay-result'), new RegExp(`${south_name} ran out of time\\.$`));
  assert.deepEqual(a.problems, []);
  assert.deepEqual(b.problems, []);
  assert.deepEqual(c.problems, []);
  for (const p of [a, b, c]) await p.context().close();
});
