// The page is drawn, words and buttons, before its app has arrived and wired them (the app is a
// chunk of its own, fetched after the language; on a slow phone network that can take a second or
// more). A press of a screen's button in that time would be lost, or, for a form's submit button,
// would reload the page. So such presses are kept and made again, in order, once the app is
// wired and its link to the server is up (or has had LINK_WAIT_MS to come up: offline, the
// buttons do their offline part).

/** How long (ms) the kept presses wait for the link before they are made anyway. */
export const LINK_WAIT_MS = 5000;

/**
 * Starts keeping presses on the buttons inside `doc`'s <main>. Returns `release()`, which stops
 * keeping them and resolves once the kept ones have been made again (at once when there are none).
 */
export function keep_early_clicks(doc = document) {
  const kept = [];
  const keep = (ev) => {
    const button = ev.target instanceof Element ? ev.target.closest('main button') : null;
    if (!button) return;
    ev.preventDefault(); // a submit button's default would send the form and reload the page
    ev.stopImmediatePropagation();
    if (!kept.includes(button)) kept.push(button);
  };
  doc.addEventListener('click', keep, true);
  return async function release() {
    if (kept.length > 0) await link_up(doc, LINK_WAIT_MS);
    doc.removeEventListener('click', keep, true);
    // Made again only where it is still on the screen (the address may have opened another view).
    for (const button of kept) if (button.getClientRects().length > 0) button.click();
  };
}

/** Resolves once `doc`'s link is up (body[data-link="online"]), or after `ms`. */
function link_up(doc, ms) {
  return new Promise((resolve) => {
    const online = () => doc.body.dataset.link === 'online';
    if (online()) return resolve();
    const watch = new MutationObserver(() => online() && done());
    const timer = setTimeout(() => done(), ms);
    function done() {
      watch.disconnect();
      clearTimeout(timer);
      resolve();
    }
    watch.observe(doc.body, { attributes: true, attributeFilter: ['data-link'] });
  });
}
