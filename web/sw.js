// The service worker: keeps the app's files in a versioned cache so that the site opens, and
// offline games (js/offline/) play, without a network. Never the API (/api/), the WebSocket (/ws)
// nor the ops answers: those are always the server's.
// At install it reads index.html and the modules it loads (following each `import`), so the
// list of files has no second home to keep up to date; every language's catalog is among them
// (texts/languages.js imports each by a literal path), so the site opens offline in any language
// the player chose, and the Language menu still works there. Every request goes to the network first
// (the server's no-cache and ETags keep it cheap) and the cache answers only when the network
// cannot; each answer fetched refreshes the cache. A new sw.js or a new build of the pages (a new
// VERSION) drops older caches.

// The page registers the worker with its build (`?build=<hash>`, js/offline/service_worker.js):
// each build's files are kept in a cache of their own, and a new build's worker drops the last.
const BUILD = /^\w{1,32}$/.exec(new URL(self.location.href).searchParams.get('build') ?? '')?.[0] ?? null;
const VERSION = BUILD ? `mancala-offline-1-${BUILD}` : 'mancala-offline-1';
const EXTRA = ['/', '/wasm/engine.wasm', '/js/offline/engine_worker.js', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];
const NEVER = /^\/(api\/|ws\b|healthz|readyz|metrics)/;

// Same-origin paths named by `src=`/`href=` in HTML, or by a module's import and export
// statements (`import … from`, `import '…'`, `export {…} from`, `export * from`) and `import()`
// outside comments (a JSDoc type's import('…') names no file to fetch: a line that starts with
// `*` or `//`, or after `/*` or `//` on its line); relative or rooted paths only. Line by line:
// the bundles are not minified.
function references(text, base, html) {
  const found = new Set();
  const pattern = html
    ? /\b(?:src|href)="([^"#?:]+)"/g
    : /^[ \t]*(?:import\b[^'"`;]*?\bfrom|import|export\s*(?:\*|\{)[^'"`;]*?\bfrom)\s*['"]([./][^'"]*)['"]|(?<!(?:^[ \t]*(?:\*|\/\/)|\/\*|\/\/)[^\n]*)\bimport\(\s*['"]([./][^'"]*)['"]\s*\)/gm;
  for (const m of text.matchAll(pattern)) {
    const url = new URL(m[1] ?? m[2], base);
    if (url.origin === self.location.origin && !NEVER.test(url.pathname)) found.add(url.pathname);
  }
  return found;
}

// index.html, every file it names and every module reachable from its scripts and the worker's
// (the HTML pages and modules read here; the other files are named only).
async function app_files() {
  const files = new Set();
  const queue = ['/index.html', ...EXTRA];
  while (queue.length) {
    const path = queue.pop();
    if (files.has(path)) continue;
    files.add(path);
    const html = path.endsWith('.html');
    if (!(html || path.endsWith('.js'))) continue;
    const res = await fetch(path, { cache: 'no-cache' });
    if (!res.ok) {
      files.delete(path);
      continue;
    }
    for (const ref of references(await res.text(), new URL(path, self.location.origin), html))
      if (!files.has(ref)) queue.push(ref);
  }
  return [...files];
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(VERSION);
      const files = await app_files();
      // One batch: a put a file costs a write of the cache's index each.
      await cache.addAll(files).catch(() => Promise.all(files.map((f) => cache.add(f).catch(() => {}))));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== VERSION) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

// Whether this worker is still the registration's. Once a new build's worker has taken over (and
// dropped this one's cache), this one keeps nothing more: a page's requests still on their way
// through it would make the dropped cache again.
const current = () => self.registration.active?.scriptURL === self.location.href;

async function keep(request, res) {
  if (!current()) return;
  await (await caches.open(VERSION)).put(request, res);
  if (!current()) await caches.delete(VERSION); // replaced meanwhile, after its cleanup
}

// The network's answer (kept in the cache after it is given, not before), else the cache's.
async function network_first(event) {
  const request = event.request;
  try {
    const res = await fetch(request);
    if (res.ok && res.type === 'basic') event.waitUntil(keep(request, res.clone()));
    return res;
  } catch (err) {
    // A page is kept in the language it came in (the server's answer varies by the language
    // cookie): offline, the one kept serves, and its scripts show the language chosen now.
    const kept = { cacheName: VERSION, ignoreVary: true };
    const hit = (await caches.match(request, { ...kept, ignoreSearch: true })) ??
      (request.mode === 'navigate' ? await caches.match('/', kept) : undefined);
    if (hit) return hit;
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  event.respondWith(network_first(event));
});
