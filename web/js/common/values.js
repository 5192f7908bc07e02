// Values of positions in words (docs/protocol.md §Analysis): South's store minus North's at the
// end of the game with perfect play, in seeds. Exact values are written plain ("+8"), a search's
// estimate with its depth ("≈ +3, depth 14"). The page shows every value as South − North.

import { T } from '../texts/texts.js';
import { num } from '../texts/locale.js';

/** "+8", "−2" (a minus sign, not a hyphen), "0". */
export function signed(v) {
  if (v > 0) return `+${num(v)}`;
  if (v < 0) return `−${num(-v)}`;
  return '0';
}

/** "+8" when exact; "≈ +3, depth 14" for an estimate. */
export function value_text(v, exact, depth) {
  if (exact) return signed(v);
  return typeof depth === 'number' ? T.value_depth(`≈ ${signed(v)}`, depth) : `≈ ${signed(v)}`;
}

/** The short form written on a pit: "+8" exact, "≈+3" an estimate (its depth is in the label). */
export function pit_value_text(v, exact) {
  return exact ? signed(v) : `≈${signed(v)}`;
}

/** "pit 3" (1-based, as on the board) or "swap" for a ply {pit} or {swap: true}. */
export function ply_name(p) {
  return p.swap ? T.ply_swap : T.ply_pit(p.pit + 1);
}

/** The moves= spelling of a ply: "2" or "swap". */
export const ply_token = (p) => (p.swap ? 'swap' : String(p.pit));

/** "South ends 8 ahead" / "North ends 2 ahead" / "a draw", for a South − North value. */
export function outcome_text(v) {
  if (v === 0) return T.outcome.draw;
  return v > 0 ? T.outcome.south(v) : T.outcome.north(-v);
}

/** "wins by 8" / "loses by 2" / "draws", for the first player's result in seeds. */
export function first_player_text(v) {
  if (v === 0) return T.value_first.draw;
  return v > 0 ? T.value_first.wins(v) : T.value_first.loses(-v);
}

/** How fair a first player's result is: "fair", "nearly fair" (within 2 seeds), or who it favours. */
export function fairness_text(v) {
  if (v === 0) return T.fairness.fair;
  if (Math.abs(v) <= 2) return T.fairness.nearly;
  return v > 0 ? T.fairness.first : T.fairness.second;
}
