// The start screen's line on the chosen board's value: who wins with perfect play, by how many
// seeds, and what the pie rule makes of it. Values are South − North, South (the first player)
// moving first, under our rules with standard captures and store scoring.

import { get_json, enc } from '../net/api.js';
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
 *   within two plies solved), which the page also asks for (GET /api/analysis at the start
 *   answers from the book, exact). Its first plies are pit 1 −14, 2 −10, 3 +8, 4 −2, 5 −8, 6 +4;
 *   pit 3 ends in the store, and each of the five turns through it ends after one more ply: pit 3
 *   then pit 1 −6, 2 0, 4 +2, 5 +4, 6 +8. The turn pit 3, pit 2 ends at 0.
 * - Kalah(6,5) +10: the published value of this board under these rules, as given to this
 *   project (not re-solved here); its pie value would need every first turn solved: unknown.
 */
const KNOWN = new Map([
  ['4x3', { value: 6, pie: 0 }],
  ['6x3', { value: 2, pie: 0 }],
  ['6x4', { value: 8, pie: 0 }],
  ['6x5', { value: 10, pie: null }],
]);

/** Only the standard rules are covered: other captures, scoring or the early end change the game. */
function board_key(v) {
  const c = V.complete(v);
  if (c.game !== 'kalah' || c.capture !== 'standard' || c.scoring !== 'store' || c.early_end) return null;
  return `${c.pits}x${c.seeds}`;
}

/** Keeps #setup-value in step with the start form's Board fields. */
export class SetupValue {
  constructor(doc) {
    this.$ = (id) => doc.getElementById(id);
    this.doc_ = doc;
    this.asked_ = 0;
    this.server_ = new Map(); // board key → the server's exact value of the start, when it gave one
    this.$('start-form').addEventListener('change', () => this.refresh());
  }

  async refresh() {
    const v = V.complete(V.from_form(this.doc_));
    const key = board_key(v);
    const ticket = ++this.asked_;
    if (key === null) return this.show_(v, null);
    // The server answers the start at once only from its opening book; it is asked for the one
    // board the book holds and otherwise the table above stands.
    if (key === '6x4' && !this.server_.has(key)) {
      const start = { ...v, pie: false };
      const res = await get_json(`api/analysis?variant=${enc(JSON.stringify(start))}`);
      if (ticket !== this.asked_) return;
      if (res.ok && res.body?.exact === true && typeof res.body.value === 'number') this.server_.set(key, res.body.value);
    }
    const known = KNOWN.get(key) ?? null;
    const value = this.server_.get(key) ?? known?.value ?? null;
    this.show_(v, value === null ? null : { pie: null, ...known, value });
  }

  show_(v, known) {
    const el = this.$('setup-value');
    const board = v.game === 'oware' ? T.game_names.oware : T.setup_board(v.pits, v.seeds);
    el.dataset.known = String(known !== null);
    if (known === null) {
      el.textContent = T.setup_unknown(board);
      return;
    }
    const plain = first_player_text(known.value);
    const pie = known.pie === null ? null : first_player_text(known.pie);
    if (!v.pie) {
      el.textContent = pie ? T.setup_value_pie_known(board, plain, pie, fairness_text(known.pie)) : T.setup_value(board, plain);
      return;
    }
    el.textContent = pie ? T.setup_with_pie(board, pie, fairness_text(known.pie), plain) : T.setup_pie_unknown(board, plain);
  }
}
