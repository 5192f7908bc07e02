// Registers the service worker (web/sw.js) that keeps the app's files for offline use, where the
// browser has service workers (a secure context: https, or localhost).

/**
 * The build the page comes from: the hash in its bundle's name (pages/boot-<hash>.js, which changes
 * with any change to the app's scripts or catalogs), or null for a page loading its modules as
 * they are (a build without esbuild).
 */
function page_build(doc = document) {
  const src = doc.querySelector('script[type="module"][src^="pages/boot-"]')?.getAttribute('src') ?? '';
  return /^pages\/boot-(\w{1,32})\.js$/.exec(src)?.[1] ?? null;
}

/**
 * Registers sw.js for the page's build (`sw.js?build=<hash>`): a new build is a new worker script,
 * which the browser installs at the next visit; it reads the new build's files into a cache of its
 * own and drops the last one's, whose bundles no page names any more.
 */
export function register_service_worker() {
  if (!('serviceWorker' in navigator)) return;
  const build = page_build();
  navigator.serviceWorker.register(build ? `/sw.js?build=${build}` : '/sw.js').catch(() => {
    // no offline copy: the page works online as before
  });
}
