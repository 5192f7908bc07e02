// What one ply did, in words, for someone who did not play it: a spectator (watch.js) or a
// replay (replay.js). The game screen words its own player's plies differently (game.js).

import { grand_slam_text } from './oware.js';
import { T, other } from '../texts/texts.js';

const idx = (side) => (side === 'north' ? 1 : 0);

/**
 * "Ada sowed pit 3. Ada captured 5 seeds. Extra turn for Ada." — `ply` has the fields of
 * `moved` (side, pit or swap, path, captured, extra_turn, state), `before` is the state it was
 * played in, `pits` the pits per side, `name_of(side)` the seat's display name.
 */
export function ply_text(ply, before, pits, name_of) {
  const who = name_of(ply.side);
  if (ply.swap) return T.swapped(who);
  const parts = typeof ply.pit === 'number' ? [T.sowed(who, ply.pit + 1)] : [];
  if (Array.isArray(ply.captured) && ply.captured.length > 0 && before) {
    // Seeds captured = the store's gain minus the seeds sown into it on the way.
    const s = idx(ply.side);
    const sown = (ply.path || []).filter(([hs, hp]) => hs === s && hp === pits).length;
    const n = ply.state.stores[s] - before.stores[s] - sown;
    if (!ply.state.over) parts.push(n > 0 ? T.captured_n(who, n) : T.captured(who));
  }
  const slam = grand_slam_text(ply, name_of(other(ply.side)));
  if (slam) parts.push(slam);
  if (ply.extra_turn && !ply.state.over) parts.push(T.extra_turn(who));
  return parts.join(' ');
}

/** "Ada 34 – 14 Computer (easy)" from a state's stores and the two seats' names. */
export function score_text(stores, name_of) {
  return T.score_line(name_of('south'), stores[0], stores[1], name_of('north'));
}
