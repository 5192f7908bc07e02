// Tournaments in the browser (web/js/tournaments/, web/js/tournament/): Ann creates an arena
// through the API that starts a few seconds later; her start screen lists it; Ann (1280×800) and
// Bob (390×844) open its page, join with the Join button and see each other in the standings
// live; at the start the server pairs them and the game opens by itself on both pages; Bob goes
// berserk (his clock halves, Ann is told), each sows once, Ann resigns, and back on the
// tournament page both standings show Bob's win (2 points, a mark linking to the replay) and
// Ann's loss, drawn from `tournament` frames (the page never asks the HTTP API for the event).
// The Create a tournament form shows the server's refusal under the field it names, and a
// valid form opens the new tournament's page; a guest is told why there is no form.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page, screenshot } from './harness.mjs';
import { unnamed_controls, low_contrast } from './a11y.mjs';

const PASSWORD = 'correct horse 7';
const PHONE = { width: 390, height: 844 };
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

// Chromium reports each 4xx answer as a failed load: `provoked` lists the statuses a test causes on purpose.
const failed_load = (status) => `Failed to load resource: the server responded with a status of ${status} `;
const real_problems = (page, provoked = []) => page.problems.filter((p) => !provoked.some((s) => p.includes(failed_load(s))));
const text = (page, sel) => page.textContent(sel).then((t) => t.trim());

/** A page whose browser plays as a new account `username` (registered through the API, then reloaded). */
async function account_page(username, viewport = undefined) {
  const page = await open_page(browser, server.url, viewport);
  const made = await page.evaluate(
    async ([username, password]) => {
      const r = await fetch('api/accounts', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });
      return r.json();
    },
    [username, PASSWORD],
  );
  await page.evaluate((m) => {
    localStorage.setItem('mancala.token', m.token);
    localStorage.setItem('mancala.player', m.player.id);
    localStorage.setItem('mancala.name', m.player.name);
  }, made);
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  return { page, id: made.player.id };
}

/** POST /api/tournaments from `page` with its stored token → {status, body}. */
function create_tournament(page, body) {
  return page.evaluate(async (b) => {
    const r = await fetch('api/tournaments', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('mancala.token')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(b),
    });
    return { status: r.status, body: await r.json() };
  }, body);
}

async function open_tournament(page, id) {
  await page.evaluate((t) => (location.hash = `tournament=${t}`), id);
  await page.waitForFunction((t) => {
    const s = document.querySelector('#tournament');
    return s && !s.hidden && s.dataset.tournament === t && s.dataset.state === 'ready';
  }, id);
}

/** The standings as the page shows them: [{name, score, marks: [{result, text, href}]}], hidden or not. */
function standings(page) {
  return page.$$eval('#tour-standings-body tr', (trs) =>
    trs.map((tr) => ({
      name: tr.querySelector('.tour-player a').textContent,
      score: tr.querySelector('.tour-score').textContent,
      marks: [...tr.querySelectorAll('.tour-mark')].map((m) => ({ result: m.dataset.result, text: m.textContent, href: m.getAttribute('href') })),
    })),
  );
}

async function a11y(page, what) {
  assert.deepEqual(await unnamed_controls(page), [], what);
  assert.deepEqual(await low_contrast(page), [], what);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${what}: fits the width`);
}

test('two players join an arena, the game opens by itself, and both standings show the result', async () => {
  const ann = await account_page('Ann');
  const bob = await account_page('Bob', PHONE);
  const a = ann.page;
  const b = bob.page;
  const starts = new Date(Date.now() + 10000).toISOString();
  const made = await create_tournament(a, { kind: 'arena', name: 'Test Arena', clock: { limit_s: 60, inc_s: 1 }, minutes: 10, starts_at: starts });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const id = made.body.tournament;
  assert.equal(typeof id, 'string');

  // Ann's start screen lists it among those starting soon, with its facts and countdown.
  await a.reload();
  await a.waitForFunction(() => document.body.dataset.link === 'online');
  const row = a.locator(`#tournaments-created a[data-tournament="${id}"]`);
  await row.waitFor();
  assert.equal(await row.locator('.tour-name').textContent(), 'Test Arena');
  assert.equal(await row.locator('.tour-facts').textContent(), 'Arena · Kalah 6 × 4 · 1+1 (bullet) · rated · 10 minutes');
  assert.match(await row.locator('.tour-time').textContent(), /^(Starts in 0:(0\d|10)|Starting…)$/);
  assert.equal(await row.locator('.tour-players').textContent(), '0 players');

  // Both open the page (Ann by the list's link) and join.
  const watched = { a: [], b: [] };
  for (const [key, page] of [['a', a], ['b', b]]) page.on('request', (r) => r.url().includes(`/api/tournaments/${id}`) && !r.url().match(/\/(join|withdraw|pause)$/) && watched[key].push(r.url()));
  await row.click();
  await open_tournament(a, id);
  await open_tournament(b, id);
  assert.equal(await text(a, '#tour-title'), 'Test Arena');
  assert.equal(await text(b, '#tour-facts'), 'Arena · Kalah 6 × 4 · 1+1 (bullet) · rated · 10 minutes');
  assert.match(await text(b, '#tour-time'), /^(Starts in 0:(0\d|10)|Starting…)$/);
  assert.equal(await text(a, '#tour-you-text'), 'Join to be paired with the other players.');
  assert.equal(await text(a, '#tour-standings-empty'), 'Nobody has joined yet.');
  await a.click('#tour-join');
  await b.click('#tour-join');
  for (const page of [a, b]) {
    await page.waitForFunction(() => document.querySelectorAll('#tour-standings-body tr').length === 2);
    assert.equal(await text(page, '#tour-you-text'), 'You are in. Stay on this page: your next game starts here by itself.');
    assert.ok(await page.isVisible('#tour-withdraw'));
    assert.ok(await page.isVisible('#tour-pause'));
    assert.ok(await page.isHidden('#tour-join'));
    assert.deepEqual((await standings(page)).map((r) => r.score), ['0', '0']);
  }
  // The tournament's chat: Bob's greeting reaches Ann's page.
  await b.click('#chat-tournament .chat-preset[data-preset="hello"]');
  await a.waitForFunction(() => [...document.querySelectorAll('#chat-tournament-log .chat-line')].some((li) => li.querySelector('.chat-name').textContent === 'Bob' && li.querySelector('.chat-text').textContent === 'Hello'));
  assert.equal(await text(a, '#chat-tournament-title'), 'Tournament chat');
  assert.equal(await a.textContent('#tour-standings-body tr.me .tour-player a'), 'Ann');
  assert.equal(await b.textContent('#tour-standings-body tr.me .tour-player a'), 'Bob');
  await a11y(a, 'tournament page at 1280×800');
  await a11y(b, 'tournament page at 390×844');
  await screenshot(a, 'tournament-1280x800.png');
  await screenshot(b, 'tournament-390x844.png');

  // The start pairs them: the game opens by itself on both pages.
  for (const page of [a, b]) await page.waitForSelector('#game:not([hidden])', { timeout: 30000 });
  const game = await a.getAttribute('#game', 'data-game');
  assert.equal(await b.getAttribute('#game', 'data-game'), game);
  for (const page of [a, b]) {
    assert.equal(await text(page, '#tgame-note'), 'Tournament game: Test Arena.');
    assert.ok(await page.isVisible('#btn-berserk'));
    assert.ok(await page.isHidden('#btn-abort'));
  }

  // Bob goes berserk before his first ply: his minute halves, and Ann is told.
  await b.click('#btn-berserk');
  await b.waitForSelector('#btn-berserk', { state: 'hidden' });
  await b.waitForFunction(() => /You went berserk/.test(document.querySelector('#tgame-note').textContent));
  assert.equal(await text(b, '#clock-bottom .time'), '0:30');
  await a.waitForFunction(() => /Bob went berserk\./.test(document.querySelector('#tgame-note').textContent));
  assert.ok(await a.isVisible('#btn-berserk'));

  // Each sows once (the first pit: no extra turn), then Ann resigns.
  const moved = new Set();
  for (let i = 0; i < 40 && moved.size < 2; i++) {
    for (const page of [a, b]) {
      const pit = page.locator('#board button.pit:enabled').first();
      if (moved.has(page) || (await pit.count()) === 0) continue;
      await pit.click({ timeout: 2000 }).then(() => moved.add(page), () => {});
    }
    await a.waitForTimeout(100);
  }
  assert.equal(moved.size, 2, 'both sowed');
  await a.click('#btn-resign');
  await a.click('#btn-resign-confirm');
  for (const page of [a, b]) await page.waitForSelector('#dlg-result[open]');
  assert.equal(await text(b, '#result-title'), 'You won!');
  assert.ok(await a.isHidden('#btn-rematch'));
  await screenshot(b, 'tournament-result-390x844.png');

  // Back to the tournament: both standings show Bob's win and Ann's loss.
  for (const page of [a, b]) {
    await page.click('#btn-result-tournament');
    await page.waitForFunction(() => document.querySelector('#tour-standings-body tr .tour-mark:not(.playing)'));
    await page.waitForFunction(() => [...document.querySelectorAll('#tour-standings-body tr')].some((tr) => tr.querySelector('.tour-score').textContent === '2'));
    const rows = await standings(page);
    const bob_row = rows.find((r) => r.name === 'Bob');
    const ann_row = rows.find((r) => r.name === 'Ann');
    assert.equal(rows[0].name, 'Bob');
    assert.equal(bob_row.score, '2');
    assert.equal(ann_row.score, '0');
    assert.deepEqual(bob_row.marks[0], { result: 'win', text: '2', href: `#game=${game}` });
    assert.deepEqual(ann_row.marks[0], { result: 'loss', text: '0', href: `#game=${game}` });
    assert.match(await page.getAttribute(`#tour-standings-body tr[data-player="${bob.id}"] .tour-mark`, 'aria-label'), /^Win against Ann, 2 points/);
  }
  await screenshot(b, 'tournament-standings-390x844.png');

  // Ann pauses: she keeps her row, is not paired again, and may play again later.
  await a.click('#tour-pause');
  await a.waitForFunction(() => document.querySelector('#tour-you-text').textContent.startsWith('You are paused'));
  assert.equal(await text(a, '#tour-join'), 'Play again');
  assert.ok(await a.isHidden('#tour-pause'));
  assert.equal(await a.evaluate(() => document.activeElement?.id), 'tour-join');
  await b.waitForFunction((p) => document.querySelector(`#tour-standings-body tr[data-player="${p}"] .tour-withdrawn`), ann.id);
  // Everything live came over the WebSocket: no page asked the HTTP API for the event.
  assert.deepEqual(watched, { a: [], b: [] });
  assert.deepEqual(real_problems(a), []);
  assert.deepEqual(real_problems(b), []);
  await a.context().close();
  await b.context().close();
});

test('the create form shows a refusal under its field, and a valid one opens the tournament', async () => {
  const { page } = await account_page('Cleo');
  await page.waitForSelector('#tour-form-fields:not([hidden])');
  assert.ok(await page.isHidden('#tour-form-guest'));
  await page.fill('#tour-name', 'X'); // the server wants 2 to 60 characters
  await page.click('#tour-create');
  await page.waitForFunction(() => document.querySelector('#tour-name-error').textContent !== '');
  assert.equal(await text(page, '#tour-name-error'), 'A name has 2 to 60 characters; leave it empty for the usual one.');
  assert.equal(await page.getAttribute('#tour-name', 'aria-invalid'), 'true');
  assert.match(await page.getAttribute('#tour-name', 'aria-describedby'), /\btour-name-error\b/);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'tour-name');
  assert.equal(await text(page, '#tour-form-error'), '');
  await a11y(page, 'start screen with a refused form');
  await page.locator('#tour-form').screenshot({ path: `${process.env.MANCALA_ARTIFACTS || 'test-artifacts'}/tournament-form-refused.png` });

  // A Swiss event's rounds out of range: the rule shows under Rounds, the name's error is gone.
  await page.selectOption('#tour-kind', 'swiss');
  await page.fill('#tour-name', 'Cleo Swiss');
  await page.fill('#tour-rounds', '40');
  await page.click('#tour-create');
  await page.waitForFunction(() => document.querySelector('#tour-rounds-error').textContent !== '');
  assert.equal(await text(page, '#tour-rounds-error'), 'A Swiss event has 2 to 15 rounds.');
  assert.equal(await text(page, '#tour-name-error'), '');
  assert.equal(await page.getAttribute('#tour-name', 'aria-invalid'), null);

  await page.fill('#tour-rounds', '3');
  await page.click('#tour-create');
  await page.waitForFunction(() => /^#tournament=/.test(location.hash) && document.querySelector('#tournament[data-state="ready"]'));
  assert.equal(await text(page, '#tour-title'), 'Cleo Swiss');
  assert.match(await text(page, '#tour-facts'), /^Swiss · Kalah 6 × 4 · 3\+2 \(blitz\) · rated · 3 rounds$/);
  assert.match(await text(page, '#tour-time'), /^Starts in [45]:\d\d$/);
  assert.ok(await page.isVisible('#tour-join'));
  assert.ok(await page.isHidden('#tour-pause'));
  await page.fill('#chat-tournament-input', 'Welcome, everyone');
  await page.press('#chat-tournament-input', 'Enter');
  await page.waitForFunction(() => document.querySelector('#chat-tournament-log .chat-line.mine'));
  const swiss = await page.getAttribute('#tournament', 'data-tournament');
  assert.deepEqual(real_problems(page, [400]), []);
  await page.context().close();

  // A guest: no form but the way to an account; on the event's page, no Join, and the chat read only.
  const guest = await open_page(browser, server.url, PHONE);
  await guest.waitForSelector('#tour-form-guest:not([hidden])');
  assert.ok(await guest.isHidden('#tour-form-fields'));
  assert.equal(await guest.locator('#tour-form-fields *').count(), 0, 'a guest’s page builds none of the fields');
  assert.equal(await guest.getAttribute('#tour-form-guest a', 'href'), '#account');
  await open_tournament(guest, swiss);
  assert.equal(await text(guest, '#tour-you-text'), 'Joining needs an account.');
  assert.ok(await guest.isHidden('#tour-join'));
  await guest.waitForFunction(() => [...document.querySelectorAll('#chat-tournament-log .chat-line')].some((li) => li.querySelector('.chat-name').textContent === 'Cleo' && li.querySelector('.chat-text').textContent === 'Welcome, everyone'));
  assert.ok(await guest.isHidden('#chat-tournament .chat-form'));
  assert.equal(await text(guest, '#chat-tournament .chat-read-only'), 'Players with an account can write here; you can read along.');
  await a11y(guest, 'a guest on a tournament page at 390×844');
  assert.deepEqual(real_problems(guest), []);
  await guest.context().close();
});

test('a tournament in words, and the standings of a Swiss event and of a finished arena', async () => {
  const page = await open_page(browser, server.url, PHONE);
  const got = await page.evaluate(async () => {
    // Imported here, the modules are apart from the page's bundle: their catalog starts empty.
    const [{ use_catalog }, { T }] = await Promise.all([import('./js/texts/texts.js'), import('./js/texts/en/texts.js')]);
    use_catalog(T);
    const terms = await import('./js/tournaments/terms.js');
    const { points_text } = await import('./js/texts/locale.js');
    const { StandingsView } = await import('./js/tournament/standings_view.js');
    const now = Date.parse('2030-06-01T12:00:00Z');
    const base = { kind: 'arena', variant: { game: 'kalah', pits: 6, seeds: 4 }, clock: { limit_s: 180, inc_s: 2 }, rated: true, minutes: 57 };
    const words = {
      facts: [terms.tournament_facts(base), terms.tournament_facts({ kind: 'swiss', variant: { game: 'oware' }, clock: { limit_s: 60, inc_s: 0 }, rated: false, rounds: 1 })],
      times: [
        terms.time_text({ ...base, status: 'created', starts_at: '2030-06-01T12:04:05Z' }, now),
        terms.time_text({ ...base, status: 'created', starts_at: '2030-06-01T11:59:59Z' }, now),
        terms.time_text({ ...base, status: 'started', ends_at: '2030-06-01T13:02:03Z' }, now),
        terms.time_text({ kind: 'swiss', status: 'started', round: 2, rounds: 5 }, now),
        terms.time_text({ ...base, status: 'finished', ends_at: '' }, now),
      ],
      // The start screen's list: beyond the hour, a distance instead of a date.
      list: [
        ['created', '2030-06-06T10:00:00Z'], ['created', '2030-06-01T15:20:00Z'], ['created', '2030-06-01T13:10:00Z'],
        ['created', '2030-06-01T12:04:05Z'], ['created', '2030-06-02T11:59:00Z'],
        ['finished', '2030-06-01T11:58:30Z'], ['finished', '2030-06-01T11:00:15Z'], ['finished', '2030-06-01T09:00:00Z'], ['finished', '2030-05-31T10:00:00Z'],
      ].map(([status, iso]) => terms.time_text({ ...base, status, [status === 'created' ? 'starts_at' : 'ends_at']: iso }, now, { dates: false })),
      points: [0, 0.5, 1, 2.5, 12].map(points_text),
    };
    const P = (id, name) => ({ id, name });
    const view = new StandingsView(document);
    const rows = (v) => [...v.root.querySelectorAll('#tour-standings-body tr')].map((tr) => [...tr.cells].map((c) => c.textContent));
    const marks = (v) => [...v.root.querySelectorAll('.tour-mark')].map((m) => [m.className, m.textContent, m.getAttribute('href'), m.getAttribute('aria-label')]);
    view.draw({ kind: 'swiss', status: 'started', standings: [
      { rank: 1, player: P('p1', 'Ann'), rating: 1620.4, score: 1.5, buchholz: 2, sonneborn_berger: 1.25, games: [
        { game: 'g1', opponent: P('p2', 'Bob'), result: 'win', points: 1, round: 1 }, { game: 'g2', opponent: P('p3', 'Cy'), result: 'draw', points: 0.5, round: 2 } ] },
      { rank: 2, player: P('p4', '<i>Dee</i>'), rating: 1500, score: 1, buchholz: 0, sonneborn_berger: 0, withdrawn: true, games: [
        { game: 'bye:1:p4', opponent: null, result: 'bye', points: 1, round: 1 } ] },
    ] }, 'p4');
    const swiss = { heads: [...view.root.querySelectorAll('thead th')].filter((th) => !th.hidden).map((th) => th.textContent), rows: rows(view), marks: marks(view), me: view.root.querySelector('tr.me')?.dataset.player, italics: view.root.querySelectorAll('i').length, podium: view.root.querySelector('.tour-podium-box').hidden };
    view.draw({ kind: 'arena', status: 'finished', standings: [
      { rank: 1, player: P('p1', 'Ann'), rating: 1500, score: 9, on_fire: true, games: [
        { game: 'g1', opponent: P('p2', 'Bob'), result: 'win', points: 2 }, { game: 'g2', opponent: P('p2', 'Bob'), result: 'win', points: 3, berserk: true },
        { game: 'g3', opponent: P('p2', 'Bob'), result: 'win', points: 4, doubled: true }, { game: 'g4', opponent: P('p2', 'Bob'), result: '', points: 0 } ] },
      { rank: 2, player: P('p2', 'Bob'), rating: 1500, score: 0, games: [] },
    ], podium: [{ rank: 1, player: P('p1', 'Ann'), score: 9 }, { rank: 2, player: P('p2', 'Bob'), score: 0 }] }, null);
    const arena = { heads: [...view.root.querySelectorAll('thead th')].filter((th) => !th.hidden).map((th) => th.textContent), marks: marks(view), fire: view.root.querySelector('tr .flame-mark')?.getAttribute('aria-label'), podium: [...view.root.querySelectorAll('#tour-podium li')].map((li) => li.textContent), me: view.root.querySelectorAll('tr.me').length };
    return { words, swiss, arena };
  });
  assert.deepEqual(got.words.facts, ['Arena · Kalah 6 × 4 · 3+2 (blitz) · rated · 57 minutes', 'Swiss · Oware · 1+0 (bullet) · casual · 1 round']);
  assert.deepEqual(got.words.times.slice(0, 4), ['Starts in 4:05', 'Starting…', 'Ends in 1:02:03', 'Round 2 of 5']);
  assert.equal(got.words.times[4], 'Finished');
  assert.deepEqual(got.words.list, ['Starts in 5 days', 'Starts in 3 hours', 'Starts in 1 hour', 'Starts in 4:05', 'Starts in 23 hours',
    'Finished 2 minutes ago', 'Finished 59 minutes ago', 'Finished 3 hours ago', 'Finished 1 day ago']);
  assert.deepEqual(got.words.points, ['0', '½', '1', '2½', '12']);
  assert.deepEqual(got.swiss.heads, ['Rank', 'Player', 'Rating', 'Score', 'Buchholz', 'SB', 'Games']);
  assert.deepEqual(got.swiss.rows, [
    ['1', 'Ann 1620', '1620', '1½', '2', '1.25', '1½'],
    ['2', '<i>Dee</i> 1500 (you) withdrawn', '1500', '1', '0', '0', '1'],
  ]);
  assert.equal(got.swiss.italics, 0, 'a name is text');
  assert.equal(got.swiss.me, 'p4');
  assert.deepEqual(got.swiss.marks, [
    ['tour-mark win', '1', '#game=g1', 'Win against Bob, 1 point'],
    ['tour-mark draw', '½', '#game=g2', 'Draw against Cy, ½ point'],
    ['tour-mark bye', '1', null, 'Bye, 1 point'],
  ]);
  assert.equal(got.swiss.podium, true);
  assert.deepEqual(got.arena.heads, ['Rank', 'Player', 'Rating', 'Score', 'Games']);
  assert.deepEqual(got.arena.marks, [
    ['tour-mark win', '2', '#game=g1', 'Win against Bob, 2 points'],
    ['tour-mark win berserk', '3', '#game=g2', 'Win against Bob, 3 points (berserk)'],
    ['tour-mark win doubled', '4', '#game=g3', 'Win against Bob, 4 points (doubled)'],
    ['tour-mark playing', '…', '#watch=g4', 'Playing now against Bob: watch'],
  ]);
  assert.equal(got.arena.fire, 'On fire: the next win counts double');
  assert.deepEqual(got.arena.podium, ['FirstAnn, 9 points', 'SecondBob, 0 points']);
  assert.equal(got.arena.me, 0);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
