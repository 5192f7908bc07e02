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

/**
 * POST `body` as JSON to `path` → {status, ok, body, retry_after} (`retry_after`: the seconds of
 * a `Retry-After` header, or null). The body may hold a password: it is never logged here.
 */
export async function post_json(path, body) {
  let res;
  try {
    res = await fetch(path, { method: 'POST', cache: 'no-store', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    return { status: 0, ok: false, body: null, retry_after: null };
  }
  let answer = null;
  try {
    answer = await res.json();
  } catch {
    answer = null;
  }
  const ra = Number.parseInt(res.headers.get('Retry-After') ?? '', 10);
  return { status: res.status, ok: res.ok, body: answer, retry_after: Number.isFinite(ra) && ra >= 0 ? ra : null };
}

/**
 * `method` (GET, POST, DELETE) on `path` as the player whose token is `token` (`Authorization:
 * Bearer`), with `json` (if given) as a JSON body → {status, ok, body}; status 0 when the server
 * could not be asked.
 */
export async function send_as_player(path, method, token, json = undefined) {
  const headers = { Authorization: `Bearer ${token}` };
  const init = { method, cache: 'no-store', headers };
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(json);
  }
  let res;
  try {
    res = await fetch(path, init);
  } catch {
    return { status: 0, ok: false, body: null };
  }
  let body = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  return { status: res.status, ok: res.ok, body };
}

export const enc = encodeURIComponent;
