// A game's snapshot (`game`) against what the page showed before it: after a reconnect it may
// hold plies the page never heard as `moved`. Its last ply is marked on the board as a `moved`
// marks it, as far as the snapshot tells: its plies carry the side and the pit (or the swap),
// not the path or the captures (docs/protocol.md `game`).

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
