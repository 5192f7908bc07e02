// The page is drawn, words and buttons, before its app has arrived and wired them (the app is a
// chunk of its own, fetched after the language; on a slow phone network that can take a second or
// more). A press of a screen's button in that time would be lost, and a form sent then would
// reload the page. So, until the app is wired: the last button of <main> pressed is kept, and
// made again once the link to the server is up (or has had LINK_WAIT_MS to come up: offline, the
// buttons do their offline part), unless the player has pressed anything since or the button is
// no longer on the screen; no form of <main> is sent; and each field changed is marked
// (`data-changed-early`), so that the app's start leaves it as the player set it. The mark, not
// an export, tells the app: the app importing this module would move it out of the boot bundle
// into a chunk of its own, one more fetch before presses are kept.

/** How long (ms) the kept press waits for the link before it is made anyway. */
const LINK_WAIT_MS = 5000;

let kept = null; // the last button of <main> pressed while keeping

const in_main = (ev) => ev.target instanceof Element && ev.target.closest('main') !== null;

function on_click(ev) {
  const button = ev.target instanceof Element ? ev.target.closest('main button') : null;
  if (!button) return;
  ev.preventDefault(); // a submit button's default would send the form and reload the page
  ev.stopImmediatePropagation(); // a screen wired early waits for the rest, as the others do
  kept = button;
}
function on_submit(ev) {
  if (in_main(ev)) ev.preventDefault(); // Enter in a field sends its form without any click
}
function on_change(ev) {
  if (in_main(ev)) ev.target.dataset.changedEarly = '';
}
const LISTENERS = [['click', on_click], ['submit', on_submit], ['input', on_change], ['change', on_change]];

/** Starts keeping presses, forms and changes in `doc`'s <main> (above), until `release_early_presses`. */
export function keep_early_presses(doc = document) {
  for (const [type, listener] of LISTENERS) doc.addEventListener(type, listener, true);
}

/**
 * Stops keeping (the app is wired: presses from now on reach it); then, once the link is up or
 * LINK_WAIT_MS have passed, makes the kept press again, if its button is still on the screen and
 * nothing was pressed meanwhile. Resolves when that is done (at once when nothing was kept).
 */
export async function release_early_presses(doc = document) {
  for (const [type, listener] of LISTENERS) doc.removeEventListener(type, listener, true);
  const button = kept;
  kept = null;
  if (!button) return;
  let pressed_since = false;
  const mark = () => (pressed_since = true);
  doc.addEventListener('click', mark, true);
  try {
    await link_up(doc, LINK_WAIT_MS);
  } finally {
    doc.removeEventListener('click', mark, true);
  }
  // The address may have opened another view meanwhile, or the player chosen for themselves.
  if (!pressed_since && button.getClientRects().length > 0) button.click();
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
