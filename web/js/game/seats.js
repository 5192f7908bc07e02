// Who is who in one game: which side the player may sow for, and the names shown for each seat
// ("You", "Computer (easy)", "Player 1" on a shared device).

import { T, other, player_name, side_name } from '../texts/texts.js';

export class Seats {
  /** @param g the game record of game.js; @param a_side () => Player 1's seat (match.js) */
  constructor(g, a_side) {
    this.g_ = g;
    this.a_side_ = a_side;
  }

  /** The side the player may sow for now, or null. */
  mover() {
    const g = this.g_;
    const st = g.state;
    if (st.over || g.you === 'spectator') return null;
    if (g.you === 'both' || g.you === st.to_move) return st.to_move;
    return null;
  }

  /** True when the pie rule offers "Swap sides": North's first ply, South's opening turn done. */
  can_swap() {
    const g = this.g_;
    const st = g.state;
    if (!g.variant.pie || st.over || st.to_move !== 'north' || this.mover() !== 'north') return false;
    return g.moves.length > 0 && g.moves.every((m) => m.side === 'south' && !m.swap);
  }

  /** True when `side` is played from this page. */
  is_me(side) {
    const you = this.g_.you;
    return you === 'both' || you === side;
  }

  /** True in a game against the computer. */
  opponent_is_bot() {
    const g = this.g_;
    if (g.you !== 'south' && g.you !== 'north') return false;
    return Boolean(g.players[other(g.you)]?.bot);
  }

  /** The name of a seat as others see it ("Computer (easy)", a player's name, or the side). */
  name_of(side) {
    const g = this.g_;
    if (g.you === 'both') return this.local_name(side);
    if (g.you === side) return T.you;
    return player_name(g.players[side], side_name(side));
  }

  /** The name over a player row: the player's own name is shown with "(you)". */
  title_name(side) {
    const g = this.g_;
    if (g.you === 'both') return this.local_name(side);
    const n = player_name(g.players[side], side_name(side));
    return g.you === side ? T.name_you(n) : n;
  }

  /** "Player 1" (who started the match as South) or "Player 2" on a shared device. */
  local_name(side) {
    return side === this.a_side_() ? T.player_n(1) : T.player_n(2);
  }

  /** The two names of the match score: [player A, player B]. */
  match_names() {
    const g = this.g_;
    if (g.you === 'both') return [T.player_n(1), T.player_n(2)];
    const opp = g.you === 'north' ? 'south' : 'north';
    return [T.you, player_name(g.players[opp], T.opponent)];
  }

  /** Whose hollows the pits' accessible names say (T.pit_label's keys), indexed by side index. */
  owner_labels() {
    const g = this.g_;
    if (g.you === 'south') return ['your', 'opponent'];
    if (g.you === 'north') return ['opponent', 'your'];
    return ['south', 'north'];
  }
}
