// The seek form's rating range: any rating, ± 100/200/300 around the player's own rating at the
// seek's board and speed, or a lowest and highest rating typed in. The player's ratings come from
// GET /api/players/{id}; before a rated game at that board and speed the server counts a
// newcomer's rating, 1500, and so does this.

import { get_json, enc } from '../net/api.js';
import { T } from '../texts/texts.js';
import { speed_of } from '../clock/format.js';
import * as V from '../board/variant.js';

/** The server's bounds of a range (protocol seek_message.hpp min/max_range_rating). */
export const MIN_RATING = 0;
export const MAX_RATING = 4000;
/** A newcomer's rating (Glicko-2's start), which the server checks a range against. */
const NEW_RATING = 1500;
const CHOICES = ['any', '100', '200', '300', 'custom'];
/** A game without a clock is rated as rapid (docs/protocol.md §Ratings). */
const UNTIMED_SPEED = 'rapid';

const clamp = (n) => Math.min(MAX_RATING, Math.max(MIN_RATING, n));

export class RatingRange {
  constructor(doc) {
    this.$ = (id) => doc.getElementById(id);
    this.ratings_ = []; // the player's {variant, speed, rating} from /api/players/{id}
    this.asked_ = 0;
    this.$('seek-range').replaceChildren(
      ...CHOICES.map((c) => Object.assign(doc.createElement('option'), { value: c, textContent: T.seek_ranges[c] })),
    );
    this.$('seek-range').addEventListener('change', () => this.on_choice_());
  }

  /** Reads the ratings of player `id` (null: none yet) again. */
  async refresh(id) {
    const ask = ++this.asked_;
    const res = id ? await get_json(`api/players/${enc(id)}`) : { ok: false };
    if (ask !== this.asked_) return;
    this.ratings_ = res.ok && Array.isArray(res.body?.ratings) ? res.body.ratings : [];
  }

  /** The player's rating, rounded, at the board `variant` and the time control `clock`. */
  mine(variant, clock) {
    const speed = speed_of(clock) ?? UNTIMED_SPEED;
    const key = V.key(variant);
    const r = this.ratings_.find((x) => x.speed === speed && V.key(x.variant) === key);
    return Math.round(Number.isFinite(r?.rating) ? r.rating : NEW_RATING);
  }

  /**
   * {range} for a seek at `variant` and `clock`: null (any rating) or [lo, hi]; or {error} with
   * the words to show when the typed bounds cannot be sent.
   */
  value(variant, clock) {
    const choice = this.$('seek-range').value;
    if (choice === 'any') return { range: null };
    if (choice !== 'custom') {
      const mine = this.mine(variant, clock);
      return { range: [clamp(mine - Number(choice)), clamp(mine + Number(choice))] };
    }
    const lo = Number.parseInt(this.$('seek-range-min').value, 10);
    const hi = Number.parseInt(this.$('seek-range-max').value, 10);
    const ok = (n) => Number.isInteger(n) && n >= MIN_RATING && n <= MAX_RATING;
    if (!ok(lo) || !ok(hi) || lo > hi) return { error: T.seek_range_bad(MIN_RATING, MAX_RATING) };
    return { range: [lo, hi] };
  }

  /** The line under the choice: the range ± N gives around the player's rating, or nothing. */
  hint(variant, clock) {
    const choice = this.$('seek-range').value;
    if (choice === 'any' || choice === 'custom') return '';
    const { range } = this.value(variant, clock);
    return T.seek_range_hint(this.mine(variant, clock), range[0], range[1]);
  }

  on_choice_() {
    const custom = this.$('seek-range').value === 'custom';
    this.$('seek-range-custom').hidden = !custom;
    if (custom) this.$('seek-range-min').focus();
  }
}
