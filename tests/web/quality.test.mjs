// Quality checks of the game page: every control has an accessible name, each pit announces
// its count, and text keeps WCAG AA contrast (4.5:1) against what is behind it, at phone size.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, start_game, screenshot } from './harness.mjs';

let server;
let browser;
before(async () => {
  // Two strangers must meet in the queue before the computer steps in (the move clock test).
  server = await start_server({ '--bot-after-ms': 8000 });
  browser = await launch_browser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const CONTROL_ROLES = new Set(['button', 'textbox', 'combobox', 'checkbox', 'link', 'listbox', 'img', 'dialog']);

/** Controls in Chromium's accessibility tree whose computed name is empty. */
async function unnamed_controls(page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes
    .filter((n) => !n.ignored && CONTROL_ROLES.has(n.role?.value) && !(n.name?.value || '').trim())
    .map((n) => `${n.role.value} #${n.backendDOMNodeId}`);
}

/**
 * Visible text elements whose colour has less than 4.5:1 contrast with the background behind
 * them (the nearest ancestor's solid colour, translucent layers blended in; gradients count as
 * their first colour stop is not read, so the board's wood is given by --wood-dark).
 */
async function low_contrast(page) {
  return page.evaluate(() => {
    const parse = (c) => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r, g, b, a = 1] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
      return { r, g, b, a };
    };
    const over = (top, under) => ({
      r: top.r * top.a + under.r * (1 - top.a),
      g: top.g * top.a + under.g * (1 - top.a),
      b: top.b * top.a + under.b * (1 - top.a),
      a: 1,
    });
    const lum = ({ r, g, b }) => {
      const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const background = (el) => {
      const layers = [];
      for (let e = el; e; e = e.parentElement) {
        const cs = getComputedStyle(e);
        const c = parse(cs.backgroundColor);
        if (c && c.a > 0) layers.push(c);
        if (c && c.a === 1) break;
      }
      let bg = { r: 255, g: 255, b: 255, a: 1 };
      for (const l of layers.reverse()) bg = over(l, bg);
      return bg;
    };
    const bad = [];
    for (const el of document.querySelectorAll('body *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      if (!own || el.closest('[hidden]') || el.getClientRects().length === 0) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || Number(cs.opacity) === 0) continue;
      // WCAG 1.4.3 exempts inactive controls, but a pit's count is information even when it can't be sown.
      if (el.closest('button:disabled:not(.pit)')) continue;
      const fg = parse(cs.color);
      const bg = background(el);
      const [hi, lo] = [lum(fg), lum(bg)].sort((x, y) => y - x);
      const ratio = (hi + 0.05) / (lo + 0.05);
      if (ratio < 4.5) bad.push(`${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} "${el.textContent.trim().slice(0, 20)}" ${ratio.toFixed(2)}`);
    }
    return bad;
  });
}

test('every control has an accessible name and each pit announces its count', async () => {
  const page = await open_page(browser, server.url, { width: 390, height: 844 });
  assert.deepEqual(await unnamed_controls(page), [], 'start screen');
  await start_game(page, 'btn-local', { name: 'Ana' });
  await page.waitForSelector('#game:not([hidden])');
  assert.deepEqual(await unnamed_controls(page), [], 'game screen');
  const labels = await page.$$eval('#board .pit, #board .store', (els) => els.map((e) => e.getAttribute('aria-label')));
  assert.equal(labels.length, 14);
  assert.ok(labels.includes('South pit 1: 4 seeds'));
  assert.ok(labels.includes('North store: 0 seeds'));
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('text keeps at least 4.5:1 contrast on the start and game screens', async () => {
  const page = await open_page(browser, server.url, { width: 390, height: 844 });
  assert.deepEqual(await low_contrast(page), [], 'start screen');
  await start_game(page, 'btn-bot', { name: 'Cy', level: 'easy' });
  await page.waitForSelector('#game:not([hidden])');
  await page.click('#board .pit[data-side="0"][data-pit="0"]');
  await page.waitForFunction(() => document.querySelector('#notice').textContent !== '');
  assert.deepEqual(await low_contrast(page), [], 'game screen');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the move clock shows a drawn icon, not a missing-glyph box, at phone size', async () => {
  const a = await open_page(browser, server.url, { width: 390, height: 844 });
  const b = await open_page(browser, server.url, { width: 390, height: 844 });
  await start_game(a, 'btn-online', { name: 'Clockwise' });
  await a.waitForSelector('#queue:not([hidden])');
  await start_game(b, 'btn-online', { name: 'Anti' });
  await Promise.all([a.waitForSelector('#game:not([hidden])'), b.waitForSelector('#game:not([hidden])')]);
  const south = (await a.getAttribute('#game', 'data-you')) === 'south' ? a : b;
  const icon = south.locator('#info-bottom .clock svg.clock-icon');
  await icon.waitFor();
  const box = await icon.boundingBox();
  assert.ok(box.width >= 10 && box.height >= 10, `icon is ${box.width}×${box.height}`);
  // The icon is shapes, and the clock's text is the time alone: no emoji to fall back on.
  assert.ok((await icon.locator('circle, path').count()) >= 2);
  assert.match(await south.textContent('#info-bottom .clock'), /^[0-9]:[0-5][0-9]$/);
  assert.deepEqual(await unnamed_controls(south), [], 'game screen with the clock');
  assert.deepEqual(await low_contrast(south), [], 'game screen with the clock');
  await screenshot(south, 'clock-390x844.png');
  await south.locator('#player-bottom').screenshot({ path: `${process.env.MANCALA_ARTIFACTS || 'test-artifacts'}/clock-row.png` });
  assert.deepEqual(a.problems, []);
  assert.deepEqual(b.problems, []);
  await a.context().close();
  await b.context().close();
});

test('the friend, watch and replay screens: named controls and 4.5:1 contrast at phone size', async () => {
  const phone = { width: 390, height: 844 };
  const a = await open_page(browser, server.url, phone);
  await a.fill('#name', 'Host');
  await a.click('#btn-friend');
  await a.waitForSelector('#friend-wait:not([hidden])');
  assert.deepEqual(await unnamed_controls(a), [], 'waiting screen');
  assert.deepEqual(await low_contrast(a), [], 'waiting screen');

  const b = await open_page(browser, await a.inputValue('#fw-link'), phone);
  await b.waitForSelector('#invite[data-state="open"]');
  assert.deepEqual(await unnamed_controls(b), [], 'invitation');
  assert.deepEqual(await low_contrast(b), [], 'invitation');
  await b.click('#btn-invite-join');
  await a.waitForSelector('#game:not([hidden])');
  const id = await a.getAttribute('#game', 'data-game');

  const c = await open_page(browser, `${server.url}#watch=${id}`, phone);
  await c.waitForSelector('#watch[data-state="live"]');
  await a.waitForFunction(() => !document.querySelector('#game-watchers').hidden);
  assert.deepEqual(await unnamed_controls(c), [], 'watch view');
  assert.deepEqual(await low_contrast(c), [], 'watch view');
  assert.deepEqual(await low_contrast(a), [], 'game screen with "1 watching"');

  await a.click('#btn-resign');
  await a.click('#btn-resign-confirm');
  await c.waitForSelector('#w-replay:not([hidden])');
  await c.click('#w-replay');
  await c.waitForSelector('#replay[data-state="ready"]');
  assert.deepEqual(await unnamed_controls(c), [], 'replay');
  assert.deepEqual(await low_contrast(c), [], 'replay');
  for (const p of [a, b, c]) assert.deepEqual(p.problems, []);
  for (const p of [a, b, c]) await p.context().close();
});
