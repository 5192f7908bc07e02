// The words of the position explorer (explorer/): its status, best ply and line, a pit's value
// as a screen reader hears it, the "Set up a position" form, and the values and plies in words
// (common/values.js). Spread into `T` (texts.js).

import { plural, num, list } from '../locale.js';

const seeds = (n) => plural(n, { one: '1 seed', other: `${num(n)} seeds` });

export const EXPLORER_T = {
  /** A ply named: "pit 3", or the pie rule's swap. */
  ply_pit: (n) => `pit ${num(n)}`,
  ply_swap: 'swap',
  /** An estimate's search depth after its value: "≈ +3, depth 14". */
  value_depth: (value, depth) => `${value}, depth ${num(depth)}`,
  /** The end a South − North value promises. */
  outcome: {
    draw: 'a draw',
    south: (n) => `South ends ${num(n)} ahead`,
    north: (n) => `North ends ${num(n)} ahead`,
  },
  ex_board_legend: 'Board and rules',
  ex_variant_go: 'Analyse the start of this board',
  ex_analysing: 'Analysing…',
  ex_refused: (why) => `The server refused this position: ${why}`,
  ex_load_failed: 'The analysis could not be loaded. Check the connection and try again.',
  ex_sub_start: (board) => `${board} · from the start`,
  ex_sub_by_hand: (board) => `${board} · from a position set up by hand`,
  ex_plies_played: (plies, pits) => `Plies played: ${plies.join(', ')} (pits numbered 1–${num(pits)} from each owner's left).`,
  ex_no_plies: 'No plies played yet: pick a pit to play it.',
  /** A pit's name with its ply's value read first, as it is written on the pit. */
  ex_pit_label: (side, pit, value, n, best) => `${side} pit ${num(pit)}: value ${value}, ${seeds(n)}${best ? ', best' : ''}`,
  ex_value_depth: (value, depth) => `${value} (depth ${num(depth)})`,
  ex_swap: (value) => `Swap sides (${value})`,
  ex_to_move: 'to move',
  ex_over: (s, n, value) => `The game is over: South ${num(s)} – ${num(n)} North (${value}).`,
  ex_status: (side, value, outcome) => `${side} to move · value ${value}: ${outcome} with perfect play.`,
  ex_status_estimate: (side, value, outcome) => `${side} to move · value ${value}: ${outcome} (an estimate).`,
  ex_best: (plies) => `Best: ${list(plies, 'disjunction')}.`,
  ex_line: (plies) => `Principal line: ${plies.join(', ')}.`,
  /** The "Set up a position" form: each count's name, the total, and why it is refused. */
  ed_pit: (side, pit) => `${side} pit ${num(pit)}`,
  ed_store: (side) => `${side} store`,
  ed_captured: (side) => `${side} captured`,
  ed_store_short: 'Store',
  ed_captured_short: 'Captured',
  ed_whole: (field) => `${field}: write a whole number of seeds (0 or more).`,
  ed_total: (total, want) => `Seeds on the board: ${num(total)} of ${num(want)}.`,
  ed_wrong_total: (total, board, want, pits, per_pit) =>
    `The seeds add up to ${num(total)}, but ${board} has ${num(want)} (${num(pits)} pits × ${num(per_pit)} seeds × 2 sides). Change the counts so that they add up.`,
};
