// The page's words: `T`, the chosen language's catalog (texts/<lang>/texts.js and its area files,
// loaded by lang/boot.js before the app starts), and the helpers that build a game's words from
// it: player names, sides, clocks, end reasons. Every screen imports `T` from here.

import { num } from './locale.js';

/** The catalog in use; filled by `use_catalog` before any screen reads it. */
export const T = {};

/** Makes `catalog` (a language's `T`) the words of every later read of `T`. */
export function use_catalog(catalog) {
  for (const k of Object.keys(T)) delete T[k];
  Object.assign(T, catalog);
}

/** "Computer (medium)" for a bot, the player's name otherwise, or a fallback. */
export function player_name(p, fallback) {
  if (p && p.bot) return T.computer_name(T.bot_levels[p.bot] ?? p.bot);
  const n = p && typeof p.name === 'string' ? p.name.trim() : '';
  return n || fallback;
}

/** A side's name, "South" or "North", in the page's language. */
export const side_name = (side) => T.side_names[side] ?? side;
export const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
export const other = (side) => (side === 'south' ? 'north' : 'south');

/** "1:05" from milliseconds, rounded up so 0:00 means the time is really gone. */
export function clock(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${num(Math.floor(s / 60))}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The side an ending went against: the loser, or in a draw on time the side whose time ran out
 * (`flagged`, read from the final clock, else the side to move); null when none (an abort).
 */
export function losing_side(result, reason, to_move, flagged = null) {
  if (result === 'south' || result === 'north') return other(result);
  if (result === 'draw' && reason === 'timeout') return flagged ?? to_move ?? null;
  return null;
}

/**
 * Why the game ended, in words; `loser` is the name of the side `losing_side` gives, and `draw`
 * says the result was a draw (a flag that could no longer lose).
 */
export function reason_text(reason, loser, draw = false) {
  switch (reason) {
    case 'resign':
      return T.reason_resign(loser);
    case 'timeout':
      return draw ? T.reason_timeout_draw(loser) : T.reason_timeout(loser);
    case 'abandon':
      return T.reason_abandon(loser);
    default:
      return T.reasons_end[reason] ?? '';
  }
}

/** The short line under the board at the end: "Game over: Ada won.", "… a draw.", "Game aborted." */
export function over_text(result, winner_name) {
  if (result === 'draw') return T.over_draw;
  if (result === 'south' || result === 'north') return T.over_won(winner_name);
  return T.over_aborted;
}

/** The words of `template` (a catalog function of one name) around `nodes` put in the name's place. */
export function around(template, nodes) {
  const [before, after] = template('\u0001').split('\u0001');
  return [before, ...nodes, after];
}

/** A server's `error` reply in words: its code's entry, else the server's (English) message. */
export const error_text = (reply) => T.server_errors[reply?.code] ?? reply?.message ?? reply?.code ?? '';

/** Sets `el`'s text to `text` unless it already reads so. */
export function set_text(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/**
 * Puts `T`'s words into the markup under `root`: each `[data-text]` element gets the entry it
 * names as text, each `[data-html]` element as markup (the catalog's own, never a player's words:
 * a sentence holding <kbd> or <a>), and `[data-attrs]` ("placeholder=key;aria-label=key") its
 * attributes.
 */
export function fill_texts(root) {
  // Words already in place (a page the server sent in this language) are left as they are: the
  // same text drawn again would count as a new paint.
  for (const el of root.querySelectorAll('[data-text]')) set_text(el, T[el.dataset.text] ?? '');
  for (const el of root.querySelectorAll('[data-html]')) {
    const html = T[el.dataset.html] ?? '';
    if (el.innerHTML !== html) el.innerHTML = html;
  }
  for (const el of root.querySelectorAll('[data-attrs]'))
    for (const pair of el.dataset.attrs.split(';')) {
      const [attr, key] = pair.split('=');
      if (T[key] !== undefined) el.setAttribute(attr, T[key]);
    }
}
