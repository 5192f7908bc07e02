// The words of the start screen's line on a board's value (start/setup_value.js keeps the line
// in step with the form; scripts/prerender-pages.mjs writes the default board's line into the
// page): who wins with perfect play, by how many seeds, and what the pie rule makes of it. Values
// are South − North, South (the first player) moving first, under our rules with standard
// captures and store scoring.

import { first_player_text, fairness_text } from '../common/values.js';
import * as V from '../board/variant.js';
import { T } from '../texts/texts.js';

/**
 * What is known beyond what the server answers at once: `value` is the first player's result
 * without the pie rule; `pie` with it. With the pie rule North swaps after South's first turn
 * (extra turns included) whenever that is better for North, so a first turn ending at the value v
 * (South − North) is worth −|v| to the first player, who picks the best turn. Sources:
 * - Kalah(4,3) +6, pie 0: `mancala solve` of the start and of the end of every first turn (pit 2
 *   is an extra turn; pit 2 then pit 1 ends at 0).
 * - Kalah(6,3) +2, pie 0: the same way (pit 6 ends the turn at 0).
 * - Kalah(6,4) +8, pie 0: the server's opening book (engine/src/ai/book_data.inc, every position
 *   within two plies solved; GET /api/analysis at the start answers from the book, exact, and
 *   tests/web/analysis.test.mjs checks the two agree). Its first plies are pit 1 −14, 2 −10, 3 +8, 4 −2, 5 −8, 6 +4;
 *   pit 3 ends in the store, and each of the five turns through it ends after one more ply: pit 3
 *   then pit 1 −6, 2 0, 4 +2, 5 +4, 6 +8. The turn pit 3, pit 2 ends at 0.
 * - Kalah(6,5) +10: the published value of this board under these rules, as given to this
 *   project (not re-solved here); its pie value would need every first turn solved: unknown.
 */
export const KNOWN = new Map([
  ['4x3', { value: 6, pie: 0 }],
  ['6x3', { value: 2, pie: 0 }],
  ['6x4', { value: 8, pie: 0 }],
  ['6x5', { value: 10, pie: null }],
]);

/** Only the standard rules are covered: other captures, scoring or the early end change the game. */
export function board_key(v) {
  const c = V.complete(v);
  if (c.game !== 'kalah' || c.capture !== 'standard' || c.scoring !== 'store' || c.early_end) return null;
  return `${c.pits}x${c.seeds}`;
}

/**
 * The line for variant `v` (complete), given what is `known` of it: {value, pie} (pie null when
 * unknown), or null when the board's value is not known here.
 */
export function setup_text(v, known) {
  const board = v.game === 'oware' ? T.game_names.oware : T.setup_board(v.pits, v.seeds);
  if (known === null) return T.setup_unknown(board);
  const plain = first_player_text(known.value);
  const pie = known.pie === null ? null : first_player_text(known.pie);
  if (!v.pie) return pie ? T.setup_value_pie_known(board, plain, pie, fairness_text(known.pie)) : T.setup_value(board, plain);
  return pie ? T.setup_with_pie(board, pie, fairness_text(known.pie), plain) : T.setup_pie_unknown(board, plain);
}

/** The line of the board the start form shows first (Kalah, 6 pits of 4 seeds, no pie rule). */
export const default_setup_text = () => setup_text(V.complete({ game: 'kalah', pie: false }), KNOWN.get('6x4'));
