// Reads of the server's HTTP API (PROTOCOL.md "Live games, replay, export"). Answers keep their
// status so a caller can tell "gone" (404) from "could not ask" (status 0, the link is down).

/** GET `path` (relative to the page, e.g. 'api/live?limit=10') → {status, ok, body}. */
export async function get_json(path) {
  let res;
  try {
    res = await fetch(path, { cache: 'no-store' });
  } catch {
    return { status: 0, ok: false, body: null };
  }
  let body = null;
  try {
    body = await res.json();
  } catch {
    body = null; // a proxy's HTML error page, say: the status still tells what happened
  }
  return { status: res.status, ok: res.ok, body };
}

/** GET `path` as text → {status, ok, text}. */
export async function get_text(path) {
  try {
    const res = await fetch(path, { cache: 'no-store' });
    return { status: res.status, ok: res.ok, text: await res.text() };
  } catch {
    return { status: 0, ok: false, text: '' };
  }
}

export const enc = encodeURIComponent;
