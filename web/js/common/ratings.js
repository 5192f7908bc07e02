// Ratings on the page (PROTOCOL.md "Ratings and accounts"): how a rating and its change are
// written ("1500?" while provisional, "+12", "−12"), and the ratings of the game on screen,
// from the `rated` and `ratings` of `game` and the new ratings and `rating_change` of
// `game.over`. The server rates; the page only shows what it was told.

import * as storage from '../net/storage.js';
import { enc } from '../net/api.js';
import { T } from '../texts/texts.js';

/** A rating whose deviation is above this is provisional (PROTOCOL.md leaderboard_max_rd default). */
export const PROVISIONAL_RD = 110;

const valid = (r) => r !== null && typeof r === 'object' && Number.isFinite(r.rating) && Number.isFinite(r.rd);

export const provisional = (r) => r.rd > PROVISIONAL_RD;

/** "1500?" (provisional) or "1623": the rating rounded to an integer. */
export function rating_text(r) {
  return `${Math.round(r.rating)}${provisional(r) ? '?' : ''}`;
}

/** The rating for a player row: {text, title}, or null when there is none. */
export function rating_badge(r) {
  if (!valid(r)) return null;
  const n = Math.round(r.rating);
  if (provisional(r)) return { text: rating_text(r), title: `Rating ${n}: ${T.provisional_note}` };
  return { text: rating_text(r), title: `Rating ${n}, give or take ${Math.round(r.rd)}` };
}

/** "+12", "−12" (a real minus sign) or "±0", rounded; null when `d` is not a number. */
export function change_text(d) {
  if (!Number.isFinite(d)) return null;
  const n = Math.round(d);
  if (n === 0) return '±0';
  return n > 0 ? `+${n}` : `−${-n}`;
}

/** The change for a player row: {text, sign: 'up'|'down'|'same'}, or null. */
export function change_badge(d) {
  const text = change_text(d);
  if (text === null) return null;
  const n = Math.round(d);
  return { text, sign: n > 0 ? 'up' : n < 0 ? 'down' : 'same' };
}

// Why a game announced as rated ended unrated: game.over's `unrated_reason` (docs/protocol.md).
const NOT_RATED_WHY = {
  not_both_moved: 'A rated game needs a move from each side.',
  pair_limit: 'Only a few games a day between the same two players count.',
};
const NOT_RATED_ANY = 'A rated game needs a move from each side, and only a few games a day between the same two players count.';

/** `#player=ID`, the address of a player's page. */
export const player_href = (id) => `#player=${enc(id)}`;

/** {south, north} of valid ratings, or null. */
function pair(ratings) {
  if (!ratings || typeof ratings !== 'object') return null;
  const out = { south: valid(ratings.south) ? ratings.south : null, north: valid(ratings.north) ? ratings.north : null };
  return out.south || out.north ? out : null;
}

/** The ratings of one game: what its rows, its "Rated game" line and its result dialog say. */
export class GameRatings {
  /** @param line_id the element saying "Rated game" / "Unrated game", or null for none */
  constructor(doc, line_id = 'game-rated') {
    this.line_ = line_id ? doc.getElementById(line_id) : null;
    this.rated_ = false; // the `game` said the result will be rated
    this.ratings_ = null; // {south, north}: before the end, then the new ones
    this.change_ = null; // {south, north} points, once a rated result is in
    this.scored_ = null; // game.over's `rated`: null until the end is known
    this.why_ = NOT_RATED_ANY; // why a game meant to be rated was not
    this.rematch_ = false; // the game is a rematch, which the server never rates
  }

  /**
   * A `game` frame; `same` when it is a new snapshot of the game already on screen, `rematch`
   * when the game is a rematch.
   */
  on_game(msg, same, rematch = false) {
    this.rematch_ = rematch;
    if (!same) {
      this.change_ = null;
      this.scored_ = null;
    }
    this.rated_ = msg.rated === true;
    // A snapshot after the end may carry the ratings before or after it: the end's are kept.
    if (this.change_ === null) this.ratings_ = this.rated_ ? pair(msg.ratings) : null;
    this.draw_line_();
  }

  /** A `game.over` frame (or an end read from the stored record, which says nothing of ratings). */
  on_over(msg) {
    if (typeof msg.rated !== 'boolean') return;
    this.scored_ = msg.rated;
    this.why_ = NOT_RATED_WHY[msg.unrated_reason] ?? NOT_RATED_ANY;
    if (msg.rated) {
      this.ratings_ = pair(msg.ratings) ?? this.ratings_;
      const c = msg.rating_change;
      this.change_ = c && typeof c === 'object' ? { south: c.south, north: c.north } : null;
    } else {
      this.ratings_ = null;
      this.change_ = null;
    }
    this.draw_line_();
  }

  /**
   * What a player row shows for `side`: {rating, change, href}. `own` is true for the seat this
   * page plays; its name links to the player's page once the game is over (a link followed in
   * the middle of a game would leave the board).
   */
  row(side, own, over) {
    const id = storage.player();
    return {
      rating: rating_badge(this.ratings_?.[side]),
      change: change_badge(this.change_?.[side]),
      href: own && over && id ? player_href(id) : null,
    };
  }

  /** The result dialog's rating line, e.g. "Your rating: 1662? (+162). Bob: 1338? (−162)." */
  result_text(you, name_of) {
    if (this.scored_ === false && this.rated_) return `This game was not rated. ${this.why_}`;
    if (!this.ratings_ || !this.change_) return '';
    const part = (side) => {
      const r = this.ratings_[side];
      if (!valid(r)) return '';
      const c = change_text(this.change_[side]);
      const who = side === you ? 'Your rating' : name_of(side);
      return `${who}: ${rating_text(r)}${c ? ` (${c})` : ''}.`;
    };
    const order = you === 'north' ? ['north', 'south'] : ['south', 'north'];
    return order.map(part).filter(Boolean).join(' ');
  }

  /** True when a rating shown for either seat is provisional (its "?" needs the footnote). */
  get any_provisional() {
    return ['south', 'north'].some((side) => valid(this.ratings_?.[side]) && provisional(this.ratings_[side]));
  }

  /** True when the server said this game's result will be (or was) rated. */
  get rated() {
    return this.scored_ === null ? this.rated_ : this.scored_;
  }

  draw_line_() {
    const el = this.line_;
    if (!el) return;
    let text = this.rated_ ? T.game_rated_line : this.rematch_ ? T.game_unrated_rematch : T.game_unrated_line;
    if (this.scored_ === true) text = T.game_rated_short;
    if (this.scored_ === false) text = this.rated_ ? T.game_not_rated : T.game_unrated_line;
    el.textContent = text;
    el.dataset.rated = String(this.rated_);
  }
}
