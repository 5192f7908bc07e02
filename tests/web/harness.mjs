// Test support for the browser tests: starts a real mancala-server on an ephemeral port with a
// temporary SQLite file, launches Debian's headless Chromium through playwright-core, and
// offers small helpers that drive the page the way a player does.
//
// Environment: MANCALA_SERVER (path of the mancala-server binary; ctest sets it),
// MANCALA_WEB_ROOT (default: <repo>/web), MANCALA_CHROMIUM (default /usr/bin/chromium),
// MANCALA_ARTIFACTS (screenshots; default <repo>/test-artifacts). MANCALA_TEST_URL runs the
// tests against a server that is already running there instead (flags then don't apply, and a
// test that reads the server's log fails: that log is not ours to read).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO = path.resolve(here, '..', '..');
export const ARTIFACTS = process.env.MANCALA_ARTIFACTS || path.join(REPO, 'test-artifacts');
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const START_TIMEOUT_MS = 15000;

/**
 * Starts mancala-server with the given extra flags (e.g. {'--bot-after-ms': 1500}).
 * Resolves to {url, port, dir, pid, stop({keep}), log()} once the port file holds the bound port.
 * `dir` (optional) reuses the folder, and so the database, of an earlier server that was
 * stopped with {keep: true}; pass {'--port': old.port} to come back on the same address.
 */
export async function start_server(flags = {}, dir = null) {
  if (process.env.MANCALA_TEST_URL) {
    // An empty log would let every assertion on it pass without looking at anything.
    const log = () => {
      throw new Error(`MANCALA_TEST_URL: the log of the server at ${process.env.MANCALA_TEST_URL} cannot be read; this check needs a server the test starts`);
    };
    return { url: process.env.MANCALA_TEST_URL, port: 0, log, stop: async () => {} };
  }
  const bin = process.env.MANCALA_SERVER;
  if (!bin || !fs.existsSync(bin)) throw new Error(`MANCALA_SERVER must name the mancala-server binary (got ${bin})`);
  dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'mancala-web-'));
  const port_file = path.join(dir, 'port');
  fs.rmSync(port_file, { force: true }); // a stale one would name the last server's port
  const args = [
    '--port', '0', '--bind', '127.0.0.1', '--port-file', port_file, '--db', path.join(dir, 't.db'),
    '--web-root', process.env.MANCALA_WEB_ROOT || path.join(REPO, 'web'),
    '--bot-after-ms', '1500', '--bot-pause-ms', '50',
    // hard's large endgame table would take ~10 s of a core in each test's server; none needs it
    '--hard-endgame-seeds', '0',
  ];
  for (const [k, v] of Object.entries(flags)) {
    const at = args.indexOf(k);
    if (at >= 0) args[at + 1] = String(v);
    else args.push(k, String(v));
  }
  let output = '';
  const child = spawn(bin, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + START_TIMEOUT_MS;
  let port = 0;
  while (!port) {
    if (child.exitCode !== null) throw new Error(`mancala-server exited ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`mancala-server wrote no port file within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    try {
      port = Number.parseInt(fs.readFileSync(port_file, 'utf8'), 10) || 0;
    } catch {
      /* not written yet */
    }
    if (!port) await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    dir,
    pid: child.pid, // e.g. to stop the process (SIGSTOP) and let it go on (SIGCONT)
    log: () => output,
    /**
     * SIGTERM (the server drains), SIGKILL after 10 s; removes the folder unless `keep`. The server
     * must exit with 0: a crash or a sanitizer report while it shuts down (make test-asan) throws.
     * A server the test killed itself is only waited for.
     */
    async stop({ keep = false } = {}) {
      let failure = null;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 10000);
        const code = await exited;
        clearTimeout(t);
        if (code !== 0) failure = code === null ? `ended by ${child.signalCode} after SIGTERM` : `exit code ${code} after SIGTERM`;
      }
      if (!keep) fs.rmSync(dir, { recursive: true, force: true });
      if (failure) throw new Error(`mancala-server: ${failure}; its log ends:\n${output.slice(-4000)}`);
    },
  };
}

/** Launches headless Chromium; each test then opens its own fresh context (own storage). */
export async function launch_browser() {
  return chromium.launch({ executablePath: process.env.MANCALA_CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * One server (started with `flags`) and one browser for a whole test file, through node:test's
 * before and after hooks: the returned object holds `server` and `browser` once they started.
 */
export function server_and_browser_per_file(flags = {}) {
  const shared = { server: null, browser: null };
  before(async () => {
    shared.server = await start_server(flags);
    shared.browser = await launch_browser();
  });
  after(async () => {
    await shared.browser?.close();
    await shared.server?.stop();
  });
  return shared;
}

/**
 * A new page in a new context at `url`, collecting console errors and page errors in
 * `page.problems` so a test can assert there were none. `before_load(page)` runs before the
 * first load (e.g. to route the WebSocket).
 */
export async function open_page(browser, url, viewport = { width: 1280, height: 800 }, before_load = null) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if (before_load) await before_load(page);
  page.problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error') page.problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => page.problems.push(`pageerror: ${e.message}`));
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  return page;
}

/**
 * `page.problems` without what a server outage logs and the page copes with: the WebSocket's
 * failed reconnects, and fetches cut off or refused while nothing listens (under load, the start
 * screen's first lists can still be queued in the browser when the server goes; they are asked
 * again when the start screen shows).
 */
export function problems_beside_outage(page) {
  return page.problems.filter((p) => !/WebSocket|Failed to load resource: net::ERR_(CONNECTION_(REFUSED|RESET|CLOSED)|EMPTY_RESPONSE)/.test(p));
}

/** Types a name and presses one of the start buttons ('btn-bot', 'btn-local', 'btn-online'). */
export async function start_game(page, button, { name, level, side } = {}) {
  if (name !== undefined) await page.fill('#name', name);
  if (level) await page.selectOption('#bot-level', level);
  if (side) await page.selectOption('#bot-side', side);
  await page.click(`#${button}`);
}

/**
 * Resolves to `check()`'s first truthy answer, polling every `every_ms`; throws `what` after
 * `timeout_ms`. For conditions only an async function can read (a fetch, the caches): Playwright's
 * waitForFunction takes the promise such a function returns for a truthy answer and waits for nothing.
 */
export async function until(check, what, timeout_ms = 20000, every_ms = 100) {
  const deadline = Date.now() + timeout_ms;
  for (;;) {
    const answer = await check();
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout_ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, every_ms));
  }
}

/** Waits until the board offers a pit to this page's player, or the result dialog opens. */
export async function wait_turn_or_end(page, timeout = 20000) {
  await page.waitForFunction(
    () => document.querySelector('#dlg-result[open]') || document.querySelector('#board button.pit:enabled'),
    null,
    { timeout },
  );
  return (await page.locator('#dlg-result[open]').count()) > 0 ? 'over' : 'turn';
}

/** Counts on the board as {pits:[[south..],[north..]], stores:[s,n]}, read from the DOM. */
export async function board_counts(page) {
  return page.evaluate(() => {
    const pits = [[], []];
    const stores = [0, 0];
    for (const el of document.querySelectorAll('#board .pit, #board .store')) {
      const s = Number(el.dataset.side);
      const n = Number(el.querySelector('.count').textContent);
      if (el.classList.contains('store')) stores[s] = n;
      else pits[s][Number(el.dataset.pit)] = n;
    }
    return { pits, stores };
  });
}

/** Plays the game to its end by clicking the first playable pit whenever it is this page's turn. */
export async function play_to_end(page, pick = 'first', max_plies = 400) {
  for (let i = 0; i < max_plies; i++) {
    if ((await wait_turn_or_end(page)) === 'over') return;
    const pits = page.locator('#board button.pit:enabled');
    const target = pick === 'last' ? pits.last() : pits.first();
    // The board may change between the check and the click (an animation ends): retry then.
    await target.click({ timeout: 2000 }).catch(() => {});
  }
  throw new Error(`no result after ${max_plies} plies`);
}

/** Saves a screenshot under test-artifacts/ (git-ignored). */
export async function screenshot(page, name) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, name);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
