// Installable and offline: the manifest and the service worker are served as a browser wants
// them; the service worker installs and keeps the app's files (never the API); with the network
// off and the server gone, a reload opens the site and plays the computer (hard, a few plies, and
// easy to the end) on the engine compiled to WebAssembly; back online, the finished game is sent
// once and shows in Your games as an unrated computer game; a game in progress comes back after
// a reload, where it was, and one the player left does not; a new build of the pages installs a
// new worker, which keeps the new build's files and drops the last build's.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { start_server, launch_browser, open_page, until, REPO } from './harness.mjs';

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

// The service worker's cache for the page's build (its bundle's hash: js/offline/service_worker.js).
const cache_name = (page) =>
  page.evaluate(() => {
    const build = /\/pages\/boot-(\w+)\.js$/.exec(document.querySelector('script[type="module"]').src)?.[1];
    return build ? `mancala-offline-1-${build}` : 'mancala-offline-1';
  });
const offline_pits = (page) => page.locator('#offline-board button.pit:enabled');
const status = (page) => page.textContent('#offline-status');
// The buttons are in the HTML before app.js has loaded from the cache and wired them: a test
// clicks once the app has looked at the link (`data-link`, offline here).
const app_offline = (page) => page.waitForFunction(() => document.body.dataset.link === 'offline');

async function cached_paths(page) {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  }, await cache_name(page));
}

test('the manifest, the icons and the service worker are served for installing', async () => {
  const manifest = await fetch(new URL('manifest.webmanifest', server.url));
  assert.equal(manifest.headers.get('content-type'), 'application/manifest+json');
  const m = await manifest.json();
  assert.equal(m.start_url, '/');
  assert.equal(m.display, 'standalone');
  const sizes = m.icons.filter((i) => i.type === 'image/png').map((i) => i.sizes);
  assert.ok(sizes.includes('192x192') && sizes.includes('512x512'), JSON.stringify(m.icons));
  for (const icon of m.icons) {
    const res = await fetch(new URL(icon.src, server.url));
    assert.equal(res.status, 200, icon.src);
    assert.equal(res.headers.get('content-type'), icon.type, icon.src);
  }
  const sw = await fetch(new URL('sw.js', server.url));
  assert.equal(sw.headers.get('content-type'), 'text/javascript; charset=utf-8');
  assert.equal(sw.headers.get('cache-control'), 'no-cache'); // a new version is seen at the next visit
  const wasm = await fetch(new URL('wasm/engine.wasm', server.url));
  assert.equal(wasm.headers.get('content-type'), 'application/wasm');
  assert.ok(WebAssembly.validate(new Uint8Array(await wasm.arrayBuffer())), 'a WebAssembly module');
  assert.match(wasm.headers.get('content-security-policy'), /script-src 'self' 'wasm-unsafe-eval'/);
});

test('offline, the site opens from the service worker, plays the computer, and sends the game once back online', async () => {
  // What the worker asks for as it installs: every path it follows is a file the server has (a
  // word of a comment, such as a JSDoc type's import('…'), is not a module to fetch).
  const worker_misses = [];
  const page = await open_page(browser, server.url, { width: 390, height: 844 }, async (p) => {
    p.context().on('response', (r) => r.request().serviceWorker() && r.status() >= 400 && worker_misses.push(`${r.status()} ${r.url()}`));
  });
  const me = await page.evaluate(() => localStorage.getItem('mancala.player'));
  assert.ok(me, 'a player id after the welcome');
  await page.evaluate(() => navigator.serviceWorker.ready);
  let paths = [];
  for (let i = 0; i < 100 && !paths.includes('/wasm/engine.wasm'); i++) {
    paths = await cached_paths(page);
    if (!paths.includes('/wasm/engine.wasm')) await page.waitForTimeout(100);
  }
  // The page's script, bundled, and every chunk the build wrote beside it: the app's and each
  // language's catalog (the one in use is loaded by a dynamic import).
  const scripts = await page.evaluate(() => [...document.querySelectorAll('script[type="module"]')].map((s) => new URL(s.src).pathname));
  assert.ok(scripts.length === 1 && /^\/pages\/boot-\w+\.js$/.test(scripts[0]), `the page's script: ${scripts}`);
  const chunks = fs.readdirSync(path.join(REPO, 'web', 'pages')).filter((f) => /^chunk-\w+\.js$/.test(f)).map((f) => `/pages/${f}`);
  assert.ok(chunks.length >= 9, `the bundle's chunks: ${chunks}`);
  // The style sheets the page links (joined into one in the pages written per language, web/pages/).
  const sheets = await page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => new URL(l.href).pathname));
  assert.ok(sheets.length > 0, 'the page links a style sheet');
  for (const p of ['/', '/index.html', ...scripts, ...chunks, '/js/offline/engine_worker.js', '/js/offline/engine_wasm.js', ...sheets, '/wasm/engine.wasm'])
    assert.ok(paths.includes(p), `${p} cached (${paths.length} files)`);
  assert.ok(!paths.some((p) => p.startsWith('/api/') || p === '/ws'), 'never the API');
  assert.deepEqual(worker_misses, []);
  // One cache, the build's: the worker was registered for the page's build.
  const build = (await cache_name(page)).replace('mancala-offline-1-', '');
  assert.deepEqual(await page.evaluate(() => caches.keys()), [`mancala-offline-1-${build}`]);
  assert.equal(await page.evaluate(async () => new URL((await navigator.serviceWorker.ready).active.scriptURL).search), `?build=${build}`);

  // No network, and no server either: whatever the page gets comes from the service worker.
  const port = server.port;
  const dir = server.dir;
  await server.stop({ keep: true });
  await page.context().setOffline(true);
  await page.reload();
  await page.waitForSelector('#btn-bot:visible');
  await app_offline(page);
  assert.equal(await page.evaluate(() => navigator.onLine), false);

  // Hard on the live board: a few plies each.
  await page.selectOption('#bot-level', 'hard');
  await page.selectOption('#bot-side', 'south');
  await page.click('#btn-bot');
  await page.waitForSelector('#offline:not([hidden])');
  await page.waitForFunction(() => document.querySelector('#offline-status').textContent === 'Your turn.');
  for (let turn = 0; turn < 3; turn++) {
    const before = Number(await page.getAttribute('#offline', 'data-ply'));
    await offline_pits(page).last().click();
    // The player's ply and the computer's answer (extra turns aside): the board is the player's again.
    await page.waitForFunction((n) => Number(document.querySelector('#offline').dataset.ply) > n &&
      document.querySelector('#offline-board button.pit:enabled'), before, { timeout: 30000 });
  }
  const count_of = (sel) => page.$$eval(sel, (els) => els.map((e) => Number(e.querySelector('.count').textContent)));
  const pits = await count_of('#offline-board .pit');
  const stores = await count_of('#offline-board .store');
  assert.equal(pits.length, 12);
  assert.equal([...pits, ...stores].reduce((a, b) => a + b, 0), 48, 'every seed on the board or in a store');
  assert.notDeepEqual(pits, Array(12).fill(4), 'the board moved');
  assert.equal(await status(page), 'Your turn.');
  await page.click('#offline-leave');
  await page.waitForSelector('#start:not([hidden])');
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala.offline_games')), null, 'an unfinished game is not kept');

  // Easy on 3 × 2, played to the end.
  await page.click('#advanced summary');
  await page.selectOption('#v-pits', '3');
  await page.selectOption('#v-seeds', '2');
  await page.selectOption('#bot-level', 'easy');
  await page.click('#btn-bot');
  await page.waitForSelector('#offline:not([hidden])');
  for (let i = 0; i < 60; i++) {
    await page.waitForFunction(() => document.querySelector('#offline-board button.pit:enabled') ||
      /Kept on this device/.test(document.querySelector('#offline-status').textContent), null, { timeout: 20000 });
    if (/Kept on this device/.test(await status(page))) break;
    const before = Number(await page.getAttribute('#offline', 'data-ply'));
    await offline_pits(page).first().click();
    await page.waitForFunction((n) => Number(document.querySelector('#offline').dataset.ply) > n, before);
  }
  assert.match(await status(page), /^You (won|lost)\.|^Draw\./);
  const kept = JSON.parse(await page.evaluate(() => localStorage.getItem('mancala.offline_games')));
  assert.equal(kept.length, 1);
  assert.equal(kept[0].opponent, 'easy');
  assert.deepEqual(kept[0].variant.pits, 3);
  assert.deepEqual(page.problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|WebSocket|Failed to load resource|Failed to fetch/.test(p)), []);

  // Back online, on the same address: the game goes to the player's history once.
  server = await start_server({ '--port': port }, dir);
  const uploads = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/games/offline')) uploads.push(r.method());
  });
  await page.context().setOffline(false);
  await page.waitForFunction(() => localStorage.getItem('mancala.offline_games') === null, null, { timeout: 30000 });
  await page.click('#offline-leave');
  await page.waitForSelector('#my-games-list li', { timeout: 20000 });
  const games = await (await fetch(new URL(`api/players/${me}/games?limit=10`, server.url))).json();
  assert.equal(games.games.length, 1, JSON.stringify(games));
  const g = games.games[0];
  const stored = await (await fetch(new URL(`api/games/${g.game}`, server.url))).json();
  assert.equal(stored.variant.pits, 3);
  assert.equal(stored.players.north.bot, 'easy');
  assert.equal(stored.moves.length, kept[0].plies.length);
  assert.ok(!stored.rated, 'unrated');
  assert.equal(await page.locator('#my-games-list li').count(), 1);

  // A reload sends nothing again.
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.link === 'online');
  await page.waitForTimeout(500);
  assert.deepEqual(uploads, ['POST']);
  const again = await (await fetch(new URL(`api/players/${me}/games?limit=10`, server.url))).json();
  assert.equal(again.games.length, 1);
  await page.context().close();
});

test('a new build of the pages installs a new worker, which keeps the new build’s files and drops the last build’s', async () => {
  // A web root of its own, whose next build is the same app under a new bundle name.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mancala-web-build-'));
  fs.cpSync(path.join(REPO, 'web'), root, { recursive: true });
  const own = await start_server({ '--web-root': root });
  try {
    const page = await open_page(browser, own.url, { width: 390, height: 844 });
    await page.evaluate(() => navigator.serviceWorker.ready);
    const first = await cache_name(page);
    assert.match(first, /^mancala-offline-1-\w+$/);
    const pages = path.join(root, 'pages');
    const boot = fs.readdirSync(pages).find((f) => /^boot-\w+\.js$/.test(f));
    fs.copyFileSync(path.join(pages, boot), path.join(pages, 'boot-NEXTBUILD.js'));
    for (const code of fs.readdirSync(pages).filter((f) => fs.statSync(path.join(pages, f)).isDirectory())) {
      const file = path.join(pages, code, 'index.html');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(`pages/${boot}`, 'pages/boot-NEXTBUILD.js'));
    }
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.link === 'online');
    // The new worker installs, takes over and drops the last build's cache.
    const state = () => page.evaluate(async () => ({ worker: (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? '', caches: await caches.keys() }));
    await until(async () => {
      const now = await state();
      return now.worker.endsWith('?build=NEXTBUILD') && now.caches.length === 1;
    }, 'the new build’s worker alone with its cache').catch(() => {});
    const now = await state();
    assert.equal(new URL(now.worker).search, '?build=NEXTBUILD');
    assert.deepEqual(now.caches, ['mancala-offline-1-NEXTBUILD']);
    const paths = await cached_paths(page);
    assert.ok(paths.includes('/pages/boot-NEXTBUILD.js') && !paths.includes(`/pages/${boot}`), `the new build's bundle kept, not the last one's (${paths.length} files)`);
    await page.context().close();
  } finally {
    await own.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('an offline game in progress comes back after a reload, where it was; one the player left does not', async () => {
  const own = await start_server();
  const page = await open_page(browser, own.url, { width: 390, height: 844 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  for (let i = 0; i < 100 && !(await cached_paths(page)).includes('/wasm/engine.wasm'); i++) await page.waitForTimeout(100);
  await own.stop();
  await page.context().setOffline(true);
  await page.reload();
  await page.waitForSelector('#btn-local:visible');
  await app_offline(page);

  // On one device, so that nothing but the player moves: three plies, the first pit each time.
  await page.click('#btn-local');
  await page.waitForSelector('#offline:not([hidden])');
  for (let i = 0; i < 3; i++) {
    await page.waitForSelector('#offline-board button.pit:enabled');
    const before = Number(await page.getAttribute('#offline', 'data-ply'));
    await offline_pits(page).first().click();
    await page.waitForFunction((n) => Number(document.querySelector('#offline').dataset.ply) > n, before);
  }
  const board = () => page.$$eval('#offline-board .count', (els) => els.map((e) => e.textContent));
  const ply = () => page.getAttribute('#offline', 'data-ply');
  const seen = { ply: await ply(), board: await board(), status: await status(page) };
  assert.equal(seen.ply, '3');
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('mancala.offline_current')));
  assert.equal(saved.opponent, 'local');
  assert.equal(saved.plies.length, 3);

  await page.reload();
  await page.waitForSelector('#offline:not([hidden])');
  await page.waitForFunction(() => document.querySelector('#offline').dataset.ply === '3' &&
    document.querySelector('#offline-board button.pit:enabled'));
  assert.deepEqual(await board(), seen.board, 'the same board');
  assert.equal(await status(page), seen.status, 'the same side to move');
  assert.equal(await page.isHidden('#start'), true);
  await offline_pits(page).first().click();
  await page.waitForFunction(() => document.querySelector('#offline').dataset.ply === '4');
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('mancala.offline_current'))).plies.length, 4);

  await page.click('#offline-leave');
  await page.waitForSelector('#start:not([hidden])');
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala.offline_current')), null);
  await page.reload();
  await page.waitForSelector('#btn-local:visible');
  await app_offline(page);
  assert.equal(await page.isHidden('#offline'), true, 'a game left is not resumed');
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala.offline_games')), null, 'nor kept');
  await page.context().close();
});
