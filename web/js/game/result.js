// The end-of-game dialog: who won, the final score, why the game ended, the match score, and
// the rematch exchange (PROTOCOL.md `rematch`).

import { T, losing_side, reason_text, other, error_text } from '../texts/texts.js';
import { end_text } from '../board/oware.js';

export class ResultDialog {
  /** @param on_new called when the player picks "New game"; @param on_ask when they ask a rematch */
  constructor(doc, conn, on_new, on_ask) {
    this.$ = (id) => doc.getElementById(id);
    this.dlg_ = this.$('dlg-result');
    this.conn_ = conn;
    this.game_ = null;
    this.asked_ = false;
    this.on_ask_ = on_ask;
    this.$('btn-rematch').addEventListener('click', () => this.ask_rematch_());
    // The replay is a page of its own (#game=ID): the router takes it from there.
    this.$('btn-replay').addEventListener('click', () => {
      this.close();
      if (this.game_ !== null) location.hash = `game=${encodeURIComponent(this.game_)}`;
    });
    this.$('btn-review').addEventListener('click', () => {
      this.close();
      if (this.game_ !== null) location.hash = `review=${encodeURIComponent(this.game_)}`;
    });
    this.$('btn-new').addEventListener('click', () => {
      this.close();
      on_new();
    });
  }

  /**
   * Fills and opens the dialog. `info`: {game, state, you, name(side), title_name(side),
   * can_rematch, rated (the game was announced as rated), match (text, may be ''), rating (text,
   * may be ''), variant (the complete variant object), flagged (the side whose time ran out, from
   * the final clock, or null), players (the `game` frame's)}.
   */
  show(info) {
    const { state } = info;
    if (this.game_ !== info.game) {
      this.asked_ = false;
      this.$('result-rematch').textContent = '';
    }
    this.game_ = info.game;
    let title;
    if (state.result === 'draw') title = T.result_draw;
    else if (state.result !== 'south' && state.result !== 'north') title = T.result_aborted;
    else if (info.you === state.result) title = T.result_won;
    else if (info.you === 'south' || info.you === 'north') title = T.result_lost;
    else title = T.result_side_won(info.title_name(state.result));
    this.$('result-title').textContent = title;
    const south = `${info.title_name('south')} ${state.stores[0]}`;
    const north = `${state.stores[1]} ${info.title_name('north')}`;
    this.$('result-score').textContent = `${south} – ${north}`;
    const against = losing_side(state.result, state.reason, state.to_move, info.flagged);
    const loser = against ? info.name(against) : '';
    const oware = info.variant?.game === 'oware' ? end_text(state) : '';
    this.$('result-reason').textContent = oware || reason_text(state.reason, loser, state.result === 'draw');
    this.$('result-match').textContent = info.match;
    this.$('result-rating').textContent = info.rating || '';
    this.$('btn-rematch').hidden = !info.can_rematch;
    this.$('btn-rematch').disabled = this.asked_;
    this.show_rematch_note_(info.can_rematch && info.rated === true);
    this.show_challenge_(info);
    this.open();
  }

  /** A rated game's line above Rematch, which describes the button: a rematch is never rated (docs/protocol.md §Ratings). */
  show_rematch_note_(shown) {
    const note = this.$('result-rematch-note');
    note.textContent = T.rematch_unrated;
    note.hidden = !shown;
    if (shown) this.$('btn-rematch').setAttribute('aria-describedby', note.id);
    else this.$('btn-rematch').removeAttribute('aria-describedby');
  }

  /** A Challenge button for an opponent who is a person with an id (web/js/challenge/ opens the form). */
  show_challenge_(info) {
    const seated = info.you === 'south' || info.you === 'north';
    const opp = seated ? info.players?.[other(info.you)] : null;
    const b = this.$('btn-challenge');
    b.hidden = !opp || Boolean(opp.bot) || typeof opp.id !== 'string';
    b.dataset.player = opp?.id ?? '';
    b.dataset.name = opp?.name ?? '';
  }

  open() {
    if (this.game_ !== null && !this.dlg_.open) this.dlg_.showModal();
  }

  close() {
    if (this.dlg_.open) this.dlg_.close();
  }

  /** A `rematch` message: `from` asked; `mine` when that is this player. */
  on_rematch_asked(from, name, mine) {
    if (mine) {
      this.asked_ = true;
      this.$('btn-rematch').disabled = true;
      this.$('result-rematch').textContent = T.rematch_asked;
    } else {
      this.$('result-rematch').textContent = T.rematch_wanted(name);
      this.$('btn-rematch').textContent = T.rematch_accept;
      this.open();
    }
  }

  ask_rematch_() {
    if (this.game_ === null || this.asked_) return;
    this.asked_ = true;
    this.$('btn-rematch').disabled = true;
    this.$('result-rematch').textContent = T.rematch_asked;
    this.on_ask_(this.game_);
    this.conn_.send({ type: 'rematch', game: this.game_ }, (reply) => {
      if (reply.type !== 'error') return;
      this.asked_ = false;
      this.$('btn-rematch').disabled = false;
      this.$('result-rematch').textContent = T.rematch_failed(error_text(reply));
    });
  }

  /** Resets the buttons for the next game. */
  reset() {
    this.asked_ = false;
    this.$('btn-rematch').textContent = T.ui_btn_rematch;
    this.$('btn-rematch').disabled = false;
    this.$('result-rematch').textContent = '';
  }
}
