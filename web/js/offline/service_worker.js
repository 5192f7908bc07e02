// Registers the service worker (web/sw.js) that keeps the app's files for offline use, where the
// browser has service workers (a secure context: https, or localhost).
export function register_service_worker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // no offline copy: the page works online as before
  });
}
