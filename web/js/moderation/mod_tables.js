// The moderation page's tables (docs/protocol.md §Moderation): reports and log entries as rows,
// players and games as links. Everything a player wrote goes in as text (textContent), never HTML.

import { T } from '../texts/texts.js';
import { date_time } from '../texts/locale.js';

/** An element with `props`, holding `children` (strings become text). */
export function el(doc, tag, props = {}, ...children) {
  const e = Object.assign(doc.createElement(tag), props);
  e.append(...children);
  return e;
}

/** An ISO 8601 time as the reader's local date and time, in the page's language; '' for none. */
export function when(iso) {
  if (typeof iso !== 'string' || iso === '') return '';
  const t = new Date(iso);
  return Number.isNaN(t.getTime()) ? iso : date_time(t, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** A <time> element of an ISO 8601 time (its words as `when` gives them); '' for none. */
export function time_el(doc, iso) {
  const text = when(iso);
  return text === '' ? '' : el(doc, 'time', { dateTime: iso }, text);
}

/** The name shown for {id, name}: the fair-play rules for "system", "deleted player" without a name. */
export function name_of(ref) {
  if (ref?.id === 'system') return T.mod_system;
  return typeof ref?.name === 'string' && ref.name !== '' ? ref.name : T.mod_unknown_player;
}

/** A link to a player's moderation record (#mod=ID), or their name alone for the rules. */
export function player_link(doc, ref) {
  if (typeof ref?.id !== 'string' || ref.id === 'system') return doc.createTextNode(name_of(ref));
  const a = el(doc, 'a', { href: `#mod=${encodeURIComponent(ref.id)}`, className: 'mod-player' }, name_of(ref));
  a.dataset.player = ref.id;
  return a;
}

/** A link to a game's replay (#game=ID), or nothing. */
export function game_link(doc, id) {
  if (typeof id !== 'string' || id === '') return '';
  return el(doc, 'a', { href: `#game=${encodeURIComponent(id)}` }, T.mod_open_game(id));
}

/** A table with one header row of `cols` (keys of T.mod_col) and `rows` (tr elements). */
export function table(doc, cols, rows, className) {
  const head = el(doc, 'tr', {}, ...cols.map((c) => el(doc, 'th', { scope: 'col' }, T.mod_col[c])));
  return el(doc, 'table', { className: `data-table mod-table ${className}` }, el(doc, 'thead', {}, head), el(doc, 'tbody', {}, ...rows));
}

const td = (doc, ...children) => el(doc, 'td', {}, ...children);

/** Rows of reports: when, (the player,) the reason, who reported, the game, the details. */
export function report_rows(doc, reports, with_player) {
  return reports.map((r) => {
    const tr = el(doc, 'tr', { className: 'mod-report' });
    tr.dataset.report = String(r.id ?? '');
    tr.append(td(doc, time_el(doc, r.created_at)));
    if (with_player) tr.append(td(doc, player_link(doc, r.player)));
    tr.append(
      td(doc, T.report_reasons[r.reason] ?? String(r.reason ?? '')),
      td(doc, r.reporter ? player_link(doc, r.reporter) : T.mod_by_server),
      td(doc, game_link(doc, r.game)),
      td(doc, typeof r.text === 'string' ? r.text : ''),
    );
    return tr;
  });
}

/** Rows of log entries: when, who, what, (on whom,) why, until when. */
export function action_rows(doc, actions, with_player) {
  return actions.map((a) => {
    const tr = el(doc, 'tr', { className: 'mod-action' });
    tr.dataset.action = String(a.action ?? '');
    tr.append(td(doc, time_el(doc, a.at)), td(doc, player_link(doc, a.moderator)), td(doc, T.mod_actions[a.action] ?? String(a.action ?? '')));
    if (with_player) tr.append(td(doc, player_link(doc, a.player)));
    tr.append(td(doc, typeof a.reason === 'string' ? a.reason : ''), td(doc, time_el(doc, a.until)));
    return tr;
  });
}

/** Columns of report_rows and action_rows, as `table` takes them. */
export const REPORT_COLS = (with_player) => ['when', ...(with_player ? ['player'] : []), 'reason', 'by', 'game', 'text'];
export const ACTION_COLS = (with_player) => ['when', 'moderator', 'action', ...(with_player ? ['player'] : []), 'reason', 'until'];

/** A chat line's room in words: "players", "spectators" or "tournament", and its game's link. */
export function room_cells(doc, room) {
  const parts = String(room ?? '').split(':'); // game:ID:players, game:ID:spectators, tournament:ID
  if (parts[0] === 'game') return [td(doc, T.mod_rooms[parts[2]] ?? parts[2] ?? ''), td(doc, game_link(doc, parts[1]))];
  return [td(doc, T.mod_rooms[parts[0]] ?? parts[0]), td(doc, '')];
}
