// A way into a game refused by a play ban (the server's `play_banned` error: docs/protocol.md
// §Fair play): the words the page shows, with the ban's end, its reason and the time left.
import { T } from '../texts/texts.js';

/** True for the server's `play_banned` error. */
export function is_play_ban(reply) {
  return !!reply && reply.type === 'error' && reply.code === 'play_banned';
}

/**
 * "You cannot play until 14:32 (aborted games): 9 minutes left." for a `play_banned` error
 * `reply` at `now`; null for any other reply. A reason the catalog does not know (a moderator's
 * own words) is shown as the server sent it.
 */
export function play_ban_text(reply, now = new Date()) {
  if (!is_play_ban(reply)) return null;
  const until = new Date(reply.until);
  if (Number.isNaN(until.getTime())) return T.play_banned_unknown;
  const reason = typeof reply.reason === 'string' ? (T.play_ban_reasons[reply.reason] ?? reply.reason) : '';
  return T.play_banned(T.play_ban_at(until, now), reason, T.play_ban_left(until.getTime() - now.getTime()));
}

/** The words for an `error` refusing a way into a game: a play ban's, else `otherwise(reply)`. */
export function refusal_words(reply, otherwise) {
  return play_ban_text(reply) ?? otherwise(reply);
}
