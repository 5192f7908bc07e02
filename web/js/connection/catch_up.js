// A game's snapshot (`game`) against what the page showed before it: after a reconnect it may
// hold plies the page never heard as `moved`. Its last ply is marked on the board as a `moved`
// marks it, as far as the snapshot tells: its plies carry the side and the pit (or the swap),
// not the path or the captures (docs/protocol.md `game`). A game that gets no snapshot after a
// reconnect ended meanwhile, or is gone: its stored record says which.

/** The last ply of snapshot `msg`: {side, pit} or {side, swap: true}; null when it holds none. */
export function last_ply(msg) {
  const moves = Array.isArray(msg.moves) ? msg.moves : [];
  const last = moves.at(-1);
  if (!last || (last.side !== 'south' && last.side !== 'north')) return null;
  return last.swap === true || Number.isInteger(last.pit) ? last : null;
}

/**
 * The last ply of snapshot `msg` when the page had not heard it: the snapshot holds more plies
 * than the `known` ones the page had shown; null otherwise.
 */
export function missed_ply(msg, known) {
  const moves = Array.isArray(msg.moves) ? msg.moves : [];
  return moves.length > known ? last_ply(msg) : null;
}

/** Outlines the pit the last ply of `msg` was sown from (`origin`, as after a sowing); a swap has none. */
export function mark_last_ply(board, msg) {
  board.unmark('path', 'captured', 'origin', 'sowing', 'last');
  const ply = last_ply(msg);
  if (ply && !ply.swap) board.mark('origin', [[ply.side === 'north' ? 1 : 0, ply.pit]]);
}

/**
 * What became of game record `g` (game.js's) that got no snapshot after a reconnect, from its
 * stored record (`GET /api/games/{id}`): {missing: true} when the server has no such game, a
 * `game.over`-shaped message {type, state} when it ended meanwhile, or null when it did not, or
 * when the record cannot be read now (the next reconnect asks again).
 */
export async function ended_while_away(g) {
  let rec;
  try {
    const res = await fetch(`api/games/${encodeURIComponent(g.id)}`, { cache: 'no-store' });
    if (res.status === 404) return { missing: true };
    if (!res.ok) return null;
    rec = await res.json();
  } catch {
    return null;
  }
  if (!rec.result && rec.reason !== 'aborted') return null;
  const stores = Array.isArray(rec.stores) ? rec.stores : g.state.stores;
  return { type: 'game.over', state: { ...g.state, stores, over: true, result: rec.result ?? null, reason: rec.reason } };
}
