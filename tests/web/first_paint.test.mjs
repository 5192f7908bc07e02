// The first paint reads in the player's language: the server sends each page already written in
// it (web/pages/<code>/, scripts/prerender-pages.mjs), chosen by the language cookie the menu sets,
// else the browser's preferences. Without any script a page reads in that language, and its
// scripts, once run, leave those words as they are (the same text drawn again would be a new paint).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server_and_browser_per_file, open_page } from './harness.mjs';
import { LANGUAGES } from '../../web/js/texts/languages.js';

const PAGES = ['', 'how-to-play.html', 'about.html', 'privacy.html', 'oware.html'];
const shared = server_and_browser_per_file();

/**
 * The words a page shows where its scripts write them: each marked element, the start page's
 * title, lead and board value (a <noscript>'s words aside: they show only without scripts), and
 * the attributes of `data-attrs`.
 */
const page_words = (page) =>
  page.evaluate(() => {
    const marked = [...document.querySelectorAll('[data-text], [data-html], #start-title, #start-lead, #setup-value')]
      .filter((el) => !el.closest('noscript'));
    // The name field's placeholder becomes the guest name the server gives (app.js).
    const attrs = [...document.querySelectorAll('[data-attrs]:not(#name)')].map((el) =>
      el.dataset.attrs.split(';').map((pair) => `${pair}:${el.getAttribute(pair.split('=')[0])}`).join(';'));
    return {
      lang: document.documentElement.lang,
      title: document.title,
      words: marked.map((el) => `${el.id || el.dataset.text || el.dataset.html}: ${el.textContent}`),
      attrs,
    };
  });

/** The entries of `first` not found in `then` in the same order (`then` may hold others between them). */
function missing_in_order(first, then) {
  const missing = [];
  let at = 0;
  for (const entry of first) {
    const i = then.indexOf(entry, at);
    if (i < 0) missing.push(entry);
    else at = i + 1;
  }
  return missing;
}

test('every page reads in the browser’s language before any script runs, and its scripts leave those words as they are', { timeout: 180000 }, async () => {
  for (const { code, tag } of LANGUAGES) {
    const bare = await shared.browser.newContext({ javaScriptEnabled: false, locale: tag });
    const live = await shared.browser.newContext({ locale: tag });
    const [before_scripts, after_scripts] = [await bare.newPage(), await live.newPage()];
    for (const file of PAGES) {
      const res = await before_scripts.goto(shared.server.url + file);
      assert.equal(res.headers()['content-language'], code, `${code} ${file}`);
      const first = await page_words(before_scripts);
      assert.equal(first.lang, tag, `${code} ${file}`);
      assert.ok(first.title.trim() !== '', `${code} ${file}: no title`);
      const empty = first.words.filter((w) => w.endsWith(': '));
      assert.deepEqual(empty, [], `${code} ${file}: elements the server sent without words`);
      // The scripts' words: on every page in English, on the start page in every language.
      if (code !== 'en' && file !== '') continue;
      await after_scripts.goto(shared.server.url + file);
      await after_scripts.waitForSelector('#lang .lang-menu summary');
      // The scripts add screens' parts of their own (a copy of the board fields in a form); what
      // the server sent reads the same, in the same order, among them.
      const then = await page_words(after_scripts);
      assert.deepEqual({ ...then, words: null, attrs: null }, { ...first, words: null, attrs: null }, `${code} ${file}`);
      for (const kind of ['words', 'attrs']) {
        assert.deepEqual(missing_in_order(first[kind], then[kind]), [], `${code} ${file}: the scripts changed these ${kind}`);
      }
    }
    await bare.close();
    await live.close();
  }
});

test('the language chosen in the menu comes with every page from then on, before any script runs', { timeout: 60000 }, async () => {
  const context = await shared.browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const first = await page.goto(shared.server.url);
  assert.equal(first.headers()['content-language'], 'fr');
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  assert.deepEqual(await context.cookies(), [], 'no cookie before a choice');
  await page.click('#lang summary');
  const [reloaded] = await Promise.all([
    page.waitForResponse((r) => r.url() === shared.server.url && r.request().isNavigationRequest()),
    page.click('#lang button[data-lang="de"]'),
  ]);
  assert.equal(reloaded.headers()['content-language'], 'de');
  const [cookie] = await context.cookies();
  assert.equal(cookie.name, 'mancala_lang');
  assert.equal(cookie.value, 'de');
  assert.equal(cookie.path, '/');
  assert.equal(cookie.sameSite, 'Lax');
  assert.ok(cookie.expires * 1000 > Date.now() + 300 * 24 * 3600 * 1000, 'kept for about a year');
  const about = await page.goto(shared.server.url + 'about.html');
  assert.equal(about.headers()['content-language'], 'de');
  await page.waitForSelector('#lang .lang-menu summary');
  assert.equal(await page.textContent('#lang summary'), 'Sprache');
  await context.close();
});

test('a choice kept in the browser without the cookie gets the cookie at the next visit', { timeout: 60000 }, async () => {
  const page = await open_page(shared.browser, shared.server.url, undefined, (p) =>
    p.addInitScript(() => localStorage.getItem('mancala.lang') || localStorage.setItem('mancala.lang', 'tr')));
  assert.equal(await page.getAttribute('html', 'lang'), 'tr');
  assert.deepEqual((await page.context().cookies()).map((c) => `${c.name}=${c.value}`), ['mancala_lang=tr']);
  const res = await page.goto(shared.server.url + 'how-to-play.html');
  assert.equal(res.headers()['content-language'], 'tr');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('on a phone the start screen’s boxes below the first screen are rendered only once scrolled near', { timeout: 60000 }, async () => {
  const page = await open_page(shared.browser, shared.server.url, { width: 390, height: 844 });
  await page.waitForSelector('#tournaments');
  // checkVisibility with contentVisibilityAuto is false inside a box whose contents are skipped.
  const rendered = (id) => page.evaluate((id) => document.getElementById(id).checkVisibility({ contentVisibilityAuto: true }), id);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.equal(await rendered('ratings-title'), false, 'the Ratings box, far below the first screen, is not rendered at the start');
  assert.equal(await rendered('account-box-title'), false, 'nor the Account box');
  assert.equal(await rendered('name'), true, 'the name field, on the first screen, is');
  await page.locator('#ratings-box').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.getElementById('ratings-title').checkVisibility({ contentVisibilityAuto: true }));
  assert.ok(await page.isVisible('#ratings-title'), 'scrolled to, the box shows its title');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
