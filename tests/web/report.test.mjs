// Reporting on a player's page: A reports B for insults with details (the request the server
// answered 201, the sent line, focus back on the button), Escape cancels, the eleventh report
// of a day and an unreachable server say why in the form. One's own page has no Report button.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, screenshot } from './harness.mjs';
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

const player_id = (page) => page.evaluate(() => localStorage.getItem('mancala.player'));
const focused = (page) => page.evaluate(() => document.activeElement?.id ?? '');

async function open_player(page, id) {
  await page.evaluate((p) => (location.hash = `player=${p}`), id);
  await page.waitForSelector(`#player[data-state="ready"][data-player="${id}"]`);
}

async function open_form(page) {
  await page.click('#p-report');
  await page.waitForSelector('#dlg-report[open]');
}

test('A reports B for insults: the server takes it and the page says so', async () => {
  const a = await open_page(browser, server.url);
  const b = await open_page(browser, server.url);
  await b.evaluate(() => localStorage.setItem('mancala.name', 'Bob'));
  await b.reload();
  await b.waitForFunction(() => document.body.dataset.link === 'online');
  const b_id = await player_id(b);

  await open_player(a, b_id);
  assert.ok(await a.isVisible('#p-report'));
  assert.equal(await a.textContent('#p-report'), 'Report');
  await open_form(a);
  assert.equal(await a.textContent('#report-title'), 'Report Bob');
  assert.equal(await focused(a), 'report-reason');
  const reasons = await a.$$eval('#report-reason option', (os) => os.map((o) => o.textContent));
  assert.deepEqual(reasons, ['Cheating', 'Insults', 'Spam', 'Rating manipulation', 'Offensive name', 'Something else']);
  assert.equal(await a.getAttribute('#report-text', 'maxlength'), '500');
  assert.deepEqual(await unnamed_controls(a), []);
  assert.deepEqual(await low_contrast(a), []);

  // Escape cancels: nothing sent, the keyboard back on the button.
  await a.keyboard.press('Escape');
  await a.waitForSelector('#dlg-report:not([open])', { state: 'attached' });
  assert.equal(await focused(a), 'p-report');

  await open_form(a);
  await a.selectOption('#report-reason', 'insult');
  const text = 'Called me names in the chat after the game.';
  await a.fill('#report-text', text);
  await screenshot(a, 'report-form-1280x800.png');
  const [res] = await Promise.all([
    a.waitForResponse((r) => r.url().endsWith('/api/reports') && r.request().method() === 'POST'),
    a.click('#report-send'),
  ]);
  assert.equal(res.status(), 201);
  assert.deepEqual(res.request().postDataJSON(), { player: b_id, reason: 'insult', text });
  assert.match(res.request().headers().authorization, /^Bearer \S+$/);
  assert.equal(typeof (await res.json()).report, 'string');
  await a.waitForFunction(() => document.querySelector('#p-report-status').textContent !== '');
  assert.equal(await a.textContent('#p-report-status'), 'Report sent: the moderators will read it.');
  assert.equal(await a.getAttribute('#p-report-status', 'role'), 'status');
  assert.ok(!(await a.$eval('#dlg-report', (d) => d.open)));
  assert.equal(await focused(a), 'p-report');
  assert.match(server.log(), new RegExp(`reported player ${b_id} \\(insult\\)`));

  // Nine more today reach the server's limit of ten: the eleventh says so and the form stays.
  const statuses = await a.evaluate(async (player) => {
    const token = localStorage.getItem('mancala.token');
    const out = [];
    for (let i = 0; i < 9; ++i) {
      const r = await fetch('api/reports', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ player, reason: 'spam' }),
      });
      out.push(r.status);
    }
    return out;
  }, b_id);
  assert.deepEqual(statuses, Array(9).fill(201));
  await open_form(a);
  assert.equal(await a.textContent('#p-report-status'), '');
  await a.click('#report-send');
  await a.waitForFunction(() => document.querySelector('#dlg-report .report-error').textContent !== '');
  assert.equal(await a.textContent('#dlg-report .report-error'), 'You have sent 10 reports in the last day, the most allowed. Try again tomorrow.');
  assert.equal(await a.getAttribute('#dlg-report .report-error', 'role'), 'alert');
  assert.ok(await a.$eval('#dlg-report', (d) => d.open));
  assert.equal(await a.textContent('#p-report-status'), '');
  await a.click('#report-cancel');
  assert.equal(await focused(a), 'p-report');

  // Chromium logs the 429 as a console error: only that one is expected.
  assert.deepEqual(a.problems.filter((p) => !/status of 429/.test(p)), []);
  assert.deepEqual(b.problems, []);
  await a.context().close();
  await b.context().close();
});

test('no Report button on one’s own page; an unreachable server is said in the form', async () => {
  const a = await open_page(browser, server.url);
  const b = await open_page(browser, server.url);
  await open_player(a, await player_id(a));
  assert.ok(await a.isHidden('#p-report'));
  assert.ok(await a.isVisible('#p-leave'));

  await a.route('**/api/reports', (route) => route.abort());
  await open_player(a, await player_id(b));
  assert.ok(await a.isVisible('#p-report'));
  await open_form(a);
  await a.click('#report-send');
  await a.waitForFunction(() => document.querySelector('#dlg-report .report-error').textContent !== '');
  assert.match(await a.textContent('#dlg-report .report-error'), /^The report was not sent: the server could not be reached\./);
  assert.ok(!(await a.isDisabled('#report-send')));
  assert.deepEqual(a.problems.filter((p) => !/net::ERR_FAILED/.test(p)), []);
  await a.context().close();
  await b.context().close();
});
