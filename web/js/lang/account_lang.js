// An account's language kept on the server (docs/protocol.md §Privacy: PUT /api/account/language,
// GET /api/account's `language`), so the page speaks it on every device the player logs in on. A
// guest's choice stays in this browser only (storage.js), and so does the test-only pseudo-language.

import { send_as_player } from '../net/api.js';
import * as storage from '../net/storage.js';
import { LANGUAGES, PSEUDO } from '../texts/languages.js';
import { language } from '../texts/load.js';

// A language choice reloads the page once it is kept: a server that does not answer holds it no longer.
const KEEP_WAIT_MS = 3000;

let account = false; // this browser's player has an account (the last welcome said so)
let learning = Promise.resolve(); // learn_account's question, while it is asked

/** Notes whether this browser's player has an account (start/account.js, after each welcome). */
export function note_account(has_account) {
  account = has_account === true;
}

/**
 * Asks the server whether this browser's token belongs to an account, for the pages that get no
 * welcome (the text pages); resolves when noted. Without a token, or with no answer, nothing changes.
 */
export function learn_account() {
  const token = storage.token();
  if (!token) return learning;
  learning = send_as_player('api/account', 'GET', token).then((res) => {
    if (res.ok) note_account(typeof res.body?.account === 'string');
  });
  return learning;
}

/** Resolves to true while this browser's player has an account (a language chosen is then kept with it), once learn_account has its answer. */
export async function has_account() {
  await learning;
  return account;
}

/**
 * Keeps `code` (default: the language shown) as the account's language; resolves once the server
 * has answered, or after KEEP_WAIT_MS. Nothing is sent without a token or in the pseudo-language.
 */
export async function keep_language(code = language) {
  const token = storage.token();
  if (!token || code === PSEUDO) return false;
  const put = send_as_player('api/account/language', 'PUT', token, { language: code });
  const timeout = new Promise((resolve) => setTimeout(() => resolve({ ok: false }), KEEP_WAIT_MS));
  return (await Promise.race([put, timeout])).ok;
}

/**
 * After a login: the account's language, when it has one the page speaks and it is not the one
 * shown, becomes this browser's choice, and its code is returned (the caller loads the page again
 * in it); an account without one keeps the language shown. Null when nothing is to change.
 */
export async function follow_account_language() {
  const token = storage.token();
  if (!token || language === PSEUDO) return null;
  const res = await send_as_player('api/account', 'GET', token);
  if (!res.ok) return null;
  const kept = res.body?.language;
  if (kept === null || kept === undefined) {
    if (typeof res.body?.account === 'string') await keep_language(language);
    return null;
  }
  if (kept === language || !LANGUAGES.some((l) => l.code === kept)) return null;
  storage.setLang(kept);
  return kept;
}
