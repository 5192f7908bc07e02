#!/usr/bin/env node
// Lighthouse's mobile preset on three views of the web client, served by the real server
// (docs/PERFORMANCE.md §Lighthouse). Not part of `make test`.
//
//   MANCALA_SERVER=build/server/mancala-server node bench/lighthouse/lighthouse.mjs [--runs 3] [--lang en,fr|all] [--json FILE] [--reports DIR]
//
// Starts mancala-server on an ephemeral port with a temporary database and the repository's web/
// (tests/web/harness.mjs's start_server), then, in Debian's Chromium driven by playwright-core:
// a same-device game resigned after two plies (its replay, #game=ID) and a game against the
// computer left in progress (its watch view, #watch=ID). Each view is measured `--runs` times by
// Lighthouse 12 (bench/lighthouse/package.json, installed on first use; its default config is the mobile preset: a Moto G-sized screen,
// simulated slow 4G and a 4x slower CPU) in headless Chromium (CHROME_PATH, default
// /usr/bin/chromium; --no-sandbox, as the browser tests run it, root included). Prints each run's
// four category scores (performance, accessibility, best practices, SEO, 0..100), its largest
// contentful paint, first contentful paint, total blocking time and layout shift, then each view's
// median and range; --reports keeps each run's whole report (DIR/<lang>-<view>-<run>.json, for
// Lighthouse's viewer or a look at an audit's details). --lang measures each view in each language
// given (codes of web/js/texts/languages.js, `all` for every one; English by default): Chromium
// runs with that language first in its preferences (--lang, --accept-lang), as a player whose
// browser speaks it.
//
// Each run also says whether its first frame was likely held: painted by the page, but shown by
// headless Chromium's compositor only at 1.2 or 2.2 s from the navigation's start (upstream:
// GoogleChrome/lighthouse#17148, viz's BeginFrame throttling). The test is a heuristic: the
// observed first contentful paint HELD_MS or more after the observed load (the traces looked at
// had the page's main thread idle in between; this does not check it). Lighthouse's simulation
// then counts every request and task before that late paint, and the run's LCP comes out 1–3 s
// longer. The summary counts such runs.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { start_server, launch_browser } from '../../tests/web/harness.mjs';
import { LANGUAGES } from '../../web/js/texts/languages.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(here, '../..');
// Lighthouse has a lock file of its own here: the test suite's `npm ci` never installs it.
const LIGHTHOUSE = path.join(here, 'node_modules', '.bin', 'lighthouse');
if (!fs.existsSync(LIGHTHOUSE)) execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: here, stdio: 'inherit' });
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function args() {
  const out = { runs: 3, json: null, reports: null, langs: ['en'] };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') out.runs = Number(argv[++i]);
    else if (argv[i] === '--lang') out.langs = argv[++i] === 'all' ? LANGUAGES.map((l) => l.code) : String(argv[i]).split(',');
    else if (argv[i] === '--json') out.json = argv[++i];
    else if (argv[i] === '--reports') out.reports = argv[++i];
    else throw new Error(`unknown argument ${argv[i]} (usage: bench/lighthouse/lighthouse.mjs [--runs N] [--lang CODES|all] [--json FILE] [--reports DIR])`);
  }
  for (const code of out.langs)
    if (!LANGUAGES.some((l) => l.code === code)) throw new Error(`--lang: ${code} is not a language of web/js/texts/languages.js`);
  if (!Number.isInteger(out.runs) || out.runs < 1) throw new Error('--runs takes a whole number of at least 1');
  return out;
}

/** A run whose first contentful paint came this long (ms) or more after the load was likely held (above). */
const HELD_MS = 700;

/**
 * One Lighthouse run of `url` in language `lang` (its BCP 47 tag): {performance, accessibility,
 * best_practices, seo, lcp_ms, fcp_ms, tbt_ms, cls, paint_after_load_ms (observed, unthrottled:
 * first contentful paint minus load, 0 when it painted first; null without the metrics), held
 * (paint_after_load_ms ≥ HELD_MS; null without the metrics), failing (the audits not passed)};
 * the whole report is copied to `keep` when given.
 */
function lighthouse(url, lang, keep = null) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mancala-lh-')), 'report.json');
  const flags = [
    url, '--output=json', `--output-path=${report}`, '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu --lang=${lang} --accept-lang=${lang}`,
  ];
  return new Promise((resolve, reject) => {
    const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' };
    const child = spawn(LIGHTHOUSE, flags, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${err}`));
      const r = JSON.parse(fs.readFileSync(report, 'utf8'));
      if (keep) fs.copyFileSync(report, keep);
      fs.rmSync(path.dirname(report), { recursive: true, force: true });
      if (r.runtimeError) return reject(new Error(`lighthouse: ${r.runtimeError.message}`));
      const score = (c) => Math.round((r.categories[c]?.score ?? 0) * 100);
      const failing = Object.values(r.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
        .map((a) => a.id);
      const observed = r.audits.metrics?.details?.items?.[0];
      const paint_after_load_ms = observed ? Math.max(0, Math.round(observed.observedFirstContentfulPaint - observed.observedLoad)) : null;
      resolve({
        performance: score('performance'),
        accessibility: score('accessibility'),
        best_practices: score('best-practices'),
        seo: score('seo'),
        lcp_ms: Math.round(r.audits['largest-contentful-paint'].numericValue),
        fcp_ms: Math.round(r.audits['first-contentful-paint'].numericValue),
        tbt_ms: Math.round(r.audits['total-blocking-time'].numericValue),
        cls: Math.round(r.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        paint_after_load_ms,
        held: paint_after_load_ms === null ? null : paint_after_load_ms >= HELD_MS,
        failing,
      });
    });
  });
}

/** A page of `browser` at `url`, once its link to the server is up. */
async function page_at(browser, url) {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  return page;
}

/** The ids of a finished same-device game and of a game against the computer still in progress. */
async function make_games(browser, url) {
  const local = await page_at(browser, url);
  await local.fill('#name', 'Lena');
  await local.click('#btn-local');
  await local.waitForSelector('#board button.pit:enabled');
  for (const pit of [2, 0]) {
    await local.click(`#board button.pit:enabled[data-pit="${pit}"]`).catch(() => local.locator('#board button.pit:enabled').first().click());
    await local.waitForSelector('#board button.pit:enabled');
  }
  const replay = await local.getAttribute('#game', 'data-game');
  await local.click('#btn-resign');
  await local.click('#btn-resign-confirm');
  await local.waitForSelector('#dlg-result[open]');
  const bot = await page_at(browser, url);
  await bot.fill('#name', 'Omar');
  await bot.selectOption('#bot-level', 'easy');
  await bot.click('#btn-bot');
  await bot.waitForSelector('#board button.pit:enabled');
  await bot.locator('#board button.pit:enabled').first().click();
  const watch = await bot.getAttribute('#game', 'data-game');
  return { replay, watch, keep: bot };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const { runs, json, reports, langs } = args();
  if (reports) fs.mkdirSync(reports, { recursive: true });
  if (!fs.existsSync(LIGHTHOUSE)) throw new Error(`${LIGHTHOUSE} is missing: run npm ci`);
  process.env.MANCALA_SERVER ||= path.join(REPO, 'build', 'server', 'mancala-server');
  const server = await start_server();
  const browser = await launch_browser();
  const results = {};
  try {
    const games = await make_games(browser, server.url);
    const views = { start: server.url, replay: `${server.url}#game=${games.replay}`, watch: `${server.url}#watch=${games.watch}` };
    for (const code of langs) {
      const tag = LANGUAGES.find((l) => l.code === code).tag;
      for (const [view, url] of Object.entries(views)) {
        const key = `${code} ${view}`;
        results[key] = [];
        for (let i = 0; i < runs; i++) {
          const r = await lighthouse(url, tag, reports && path.join(reports, `${code}-${view}-${i + 1}.json`));
          results[key].push(r);
          console.log(JSON.stringify({ lang: code, view, run: i + 1, ...r }));
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log('lang view   perf  a11y  best  seo   TBT ms CLS    held  LCP ms (median, range)');
  for (const [key, rs] of Object.entries(results)) {
    const col = (k, w = 6) => `${median(rs.map((r) => r[k]))}`.padEnd(w);
    const lcp = rs.map((r) => r.lcp_ms);
    console.log(`${key.padEnd(11)}${col('performance')}${col('accessibility')}${col('best_practices')}${col('seo')}${col('tbt_ms', 7)}${col('cls', 7)}${`${rs.filter((r) => r.held).length}/${rs.length}`.padEnd(6)}${median(lcp)} (${Math.min(...lcp)}..${Math.max(...lcp)})`);
  }
  if (json) fs.writeFileSync(json, JSON.stringify(results, null, 1));
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
