// What the start page leaves undone in its first second, so that a phone's main thread is free
// to answer (docs/web.md, app.js; docs/PERFORMANCE.md §Lighthouse): it makes no date formatter
// while it shows no date (Intl's first one costs 20–60 ms of main thread), builds the screens
// behind a link only when the address names them, and a returning player's games still show
// their dates.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server_and_browser_per_file, open_page, start_game, wait_turn_or_end, until } from './harness.mjs';

// A weekly arena three days ahead (its hour this hour, UTC), whatever the day the test runs: the
// list says it "Starts in 3 days", where a date would need a date formatter.
const now = new Date();
const WEEKLY = { kind: 'arena', clock: { limit_s: 180, inc_s: 2 }, minutes: 30, every: 'weekly', at_hour: now.getUTCHours(), weekday: (now.getUTCDay() + 3) % 7 };
const shared = server_and_browser_per_file({ '--tournament-schedule': JSON.stringify([WEEKLY]) });

/** Counts, in the page, each Intl.DateTimeFormat made (with `new` or without). */
async function count_date_formatters(page) {
  await page.addInitScript(() => {
    window.date_formatters_made = 0;
    const Made = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(Made, {
      construct(target, args) {
        window.date_formatters_made++;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        window.date_formatters_made++;
        return Reflect.apply(target, self, args);
      },
    });
  });
}

/** The start page once its lists have drawn: the tournaments box and Now playing. */
async function start_page_drawn(page) {
  await page.waitForSelector('#tournaments .tournament-row .tour-time');
  await page.waitForFunction(() => document.body.dataset.screen === 'start' && document.querySelector('#name').placeholder !== '');
}

test('a new player’s start page makes no date formatter: a weekly arena "Starts in 3 days"', async () => {
  const page = await open_page(shared.browser, shared.server.url, { width: 412, height: 823 }, count_date_formatters);
  await start_page_drawn(page);
  const times = await page.$$eval('#tournaments .tour-time', (els) => els.map((e) => e.textContent));
  assert.deepEqual(times, ['Starts in 3 days']);
  await page.waitForTimeout(500); // the welcome's refreshes, each in a task of its own
  assert.equal(await page.evaluate(() => window.date_formatters_made), 0);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the screens behind a link are built when the address names them, and not before', async () => {
  const page = await open_page(shared.browser, shared.server.url);
  await start_page_drawn(page);
  const built = () => page.evaluate(() => ['bots', 'puzzles', 'moderation'].filter((id) => document.getElementById(id)));
  assert.deepEqual(await built(), []);
  await page.evaluate(() => (location.hash = '#bots'));
  await page.waitForSelector('#bots:not([hidden])');
  assert.equal(await page.evaluate(() => document.body.dataset.screen), 'bots');
  assert.equal(await page.isHidden('#start'), true);
  // Away and back: the screen built once is the one shown again.
  await page.evaluate(() => (location.hash = ''));
  await page.waitForSelector('#start:not([hidden])');
  assert.equal(await page.isHidden('#bots'), true);
  await page.evaluate(() => (location.hash = '#bots'));
  await page.waitForSelector('#bots:not([hidden])');
  assert.equal(await page.locator('#bots').count(), 1);
  assert.deepEqual(await built(), ['bots']);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a link left before its screen is built does not take the page afterwards', async () => {
  const page = await open_page(shared.browser, shared.server.url);
  await start_page_drawn(page);
  // The puzzles' code is asked for and the address moves on at once, in the same task.
  await page.evaluate(() => {
    location.hash = '#puzzles';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    history.replaceState(null, '', location.pathname);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  await page.waitForTimeout(1000);
  assert.equal(await page.evaluate(() => document.body.dataset.screen), 'start');
  assert.equal(await page.isVisible('#start'), true);
  assert.equal(await page.isVisible('#puzzles'), false);
  await page.context().close();
});

test('a view begun while a link’s screen loads keeps the page: a friend’s invitation over #bots', async () => {
  // The app's code comes at once; later scripts (the screens behind a link) wait until let go.
  // No service worker: it would fetch them itself, out of this page's routes.
  const context = await shared.browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(`pageerror: ${e.message}`));
  let holding = false;
  const held = [];
  await page.route('**/*.js', (route) => (holding ? held.push(route) : route.continue()));
  await page.goto(shared.server.url);
  await start_page_drawn(page);
  holding = true;
  await page.evaluate(() => (location.hash = '#bots'));
  await until(() => held.length > 0, 'the Bots page’s code asked for');
  // The start screen stays meanwhile, and its Invite a friend button is pressed.
  assert.equal(await page.isVisible('#start'), true);
  await page.click('#btn-friend');
  await page.waitForSelector('#friend-wait:not([hidden])');
  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await page.waitForSelector('#bots', { state: 'attached' }); // built: its section comes with it
  assert.equal(await page.evaluate(() => document.body.dataset.screen), 'friend-wait');
  assert.equal(await page.isVisible('#friend-wait'), true);
  assert.equal(await page.isVisible('#bots'), false);
  assert.equal(await page.evaluate(() => location.hash), '');
  // Back on the start screen, the Bots link opens the page.
  await page.click('#btn-fw-cancel');
  await page.waitForSelector('#start:not([hidden])');
  await page.click('#bots-link');
  await page.waitForSelector('#bots:not([hidden])');
  assert.equal(await page.evaluate(() => document.body.dataset.screen), 'bots');
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('a returning player’s games still show their dates', async () => {
  const page = await open_page(shared.browser, shared.server.url, undefined, count_date_formatters);
  await start_page_drawn(page);
  // A game on one device, a ply each side and resigned: the player's first game.
  await start_game(page, 'btn-local');
  await page.waitForSelector('#game:not([hidden])');
  await page.keyboard.press('1');
  await page.waitForFunction(() => document.querySelector('#game').dataset.toMove === 'north');
  await wait_turn_or_end(page);
  await page.keyboard.press('1');
  await page.waitForFunction(() => document.querySelector('#game').dataset.toMove === 'south');
  await wait_turn_or_end(page);
  await page.click('#btn-resign');
  await page.click('#btn-resign-confirm');
  await page.waitForSelector('#dlg-result[open]');
  await page.reload();
  await start_page_drawn(page);
  await page.waitForSelector('#my-games-list time');
  assert.ok((await page.evaluate(() => window.date_formatters_made)) >= 1);
  // The row's date is the page's language's day, month and time of the game's start.
  const [shown, expected] = await page.$eval('#my-games-list time', (t) => [
    t.textContent,
    new Intl.DateTimeFormat(document.documentElement.lang, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(t.dateTime)),
  ]);
  assert.equal(shown, expected);
  assert.match(shown, /\d/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
