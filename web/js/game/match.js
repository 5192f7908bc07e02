// The running score of a match: game wins of two players across rematches. Seats swap on each
// rematch (rules/kalah.md: the starting seat alternates), so wins are kept per player, not per
// seat. Player A is "you" in an online or computer game and "Player 1" on a shared device.

import * as storage from '../net/storage.js';
import { T } from '../texts/texts.js';

/** A fresh match for game `game_id`, player A seated at `a_side` ('south'|'north'). */
function fresh(game_id, a_side) {
  return { game: game_id, a_side, wins: [0, 0], draws: 0, counted: null, rematch_of: null, by_rematch: false };
}

export class Match {
  constructor() {
    this.m_ = storage.match();
  }

  /**
   * Called for each `game` message. A restored game keeps the score; a game that follows a
   * rematch of the current one continues it with the seats swapped; anything else starts anew.
   */
  on_game(game_id, you) {
    const m = this.m_;
    const a_side = you === 'north' ? 'north' : 'south';
    if (m && m.game === game_id) {
      if (you === 'south' || you === 'north') m.a_side = you; // a pie swap moves player A
    } else if (m && m.rematch_of === m.game) {
      m.game = game_id;
      m.a_side = you === 'both' ? (m.a_side === 'south' ? 'north' : 'south') : a_side;
      m.rematch_of = null;
      m.by_rematch = true;
    } else {
      this.m_ = fresh(game_id, a_side);
    }
    storage.setMatch(this.m_);
  }

  /** Marks that a rematch of the current game was asked for (by either seat). */
  on_rematch(game_id) {
    if (this.m_ && this.m_.game === game_id) {
      this.m_.rematch_of = game_id;
      storage.setMatch(this.m_);
    }
  }

  /** Counts a finished game once: result 'south'|'north'|'draw'; null (aborted) counts for nobody. */
  on_over(game_id, result) {
    const m = this.m_;
    if (!m || m.game !== game_id || m.counted === game_id) return;
    m.counted = game_id;
    if (result === 'draw') m.draws++;
    else if (result === 'south' || result === 'north') m.wins[result === m.a_side ? 0 : 1]++;
    storage.setMatch(m);
  }

  /** True when the current game is a rematch: it continues the match of the game before it. */
  get by_rematch() {
    return this.m_?.by_rematch === true;
  }

  /** Player A's seat in the current game. */
  get a_side() {
    return this.m_?.a_side ?? 'south';
  }

  /** Games finished in this match. */
  get played() {
    const m = this.m_;
    return m ? m.wins[0] + m.wins[1] + m.draws : 0;
  }

  /** e.g. "Match: You 2 – 1 Computer (easy), 1 draw" with the two display names given. */
  text(name_a, name_b) {
    const m = this.m_;
    if (!m || this.played === 0) return '';
    return T.match_score(name_a, m.wins[0], m.wins[1], name_b, m.draws);
  }
}
