// The watch view (#watch=ID): a spectator's copy of a live game from `watch`. It shows the
// `game`, `moved`, `opponent`, `game.over` and `watchers` frames players get, animated as they
// see them, with both clocks, and no controls but Flip; `unwatch` when the view is left. A
// spectator with an account reads and writes the spectators' chat (chat/) beside the board.

import { BoardView } from '../board/board.js';
import { Sequencer } from '../board/sequencer.js';
import { animate_sowing } from '../board/sowing.js';
import { say_ply } from '../board/ply_voice.js';
import { PlayerRow, presence_text, watchers_text, deadline_of } from '../common/rows.js';
import { GameRatings } from '../common/ratings.js';
import { get_json, enc } from '../net/api.js';
import { ply_text, score_text } from '../board/plies.js';
import { T, other, player_name, side_name, reason_text, losing_side, over_text, error_text } from '../texts/texts.js';
import { ClockState } from '../clock/clock_state.js';
import { ClockPair } from '../clock/clock_pair.js';
import { flagged_side } from '../clock/format.js';
import { end_text } from '../board/oware.js';
import * as V from '../board/variant.js';
import { ChatPanel } from '../chat/chat_panel.js';

const idx = (side) => (side === 'north' ? 1 : 0);

export class WatchScreen {
  /**
   * @param conn a net.js Connection; @param on_leave () => void: back to the start screen
   * @param me () => welcome.player or null: a spectator with an account gets the spectators' chat
   */
  constructor(doc, conn, on_leave, me = () => null) {
    this.me_ = me;
    this.chat_ = new ChatPanel(doc, doc.getElementById('chat-watch'), (msg, on_reply) => conn.send(msg, on_reply));
    this.$ = (id) => doc.getElementById(id);
    this.conn_ = conn;
    this.board_ = new BoardView(this.$('w-board'), () => {});
    this.seq_ = new Sequencer();
    this.ratings_ = new GameRatings(doc, null);
    this.rows_ = {};
    for (const w of ['top', 'bottom']) this.rows_[w] = new PlayerRow(this.$(`w-player-${w}`), this.$(`w-name-${w}`), this.$(`w-info-${w}`));
    this.clocks_ = new ClockPair(this.$('w-clock-top'), this.$('w-clock-bottom'));
    this.clock_ = null; // the game's ClockState, or null when untimed
    this.id_ = null; // the game this view watches (asked for, or shown)
    this.g_ = null; // its record once the server's snapshot came
    this.bottom_ = 'south';
    this.$('w-flip').addEventListener('click', () => this.flip_());
    for (const id of ['w-replay', 'w-missing-replay']) {
      this.$(id).addEventListener('click', () => {
        if (this.id_) location.hash = `game=${enc(this.id_)}`;
      });
    }
    for (const id of ['w-leave', 'w-missing-leave']) this.$(id).addEventListener('click', () => on_leave());
  }

  /** Starts watching game `id`. */
  open(id) {
    this.close();
    this.id_ = id;
    this.bottom_ = 'south';
    this.$('watch').dataset.game = id;
    this.$('watch').dataset.state = 'loading';
    this.$('watch-sub').textContent = T.watch_joining;
    this.$('watch-body').hidden = true;
    this.$('watch-missing').hidden = true;
    this.ask_();
  }

  /** Leaves the view: tells the server to stop sending this game's frames. */
  close() {
    if (this.id_ && this.g_) this.conn_.send({ type: 'unwatch', game: this.id_ });
    this.seq_.clear();
    this.clocks_.stop();
    this.chat_.close();
    this.id_ = null;
    this.g_ = null;
  }

  /** A new link forgets what this connection watched: ask again. */
  on_reconnected() {
    if (this.id_ && this.g_) this.ask_();
  }

  /** Routes one server message; true if it belonged to the watched game. */
  on_message(msg) {
    if (msg.type === 'game' && msg.you === 'spectator') {
      if (msg.game === this.id_) this.on_game_(msg);
      return true; // a spectator snapshot never belongs to the game screen
    }
    const g = this.g_;
    if (!g || msg.game !== g.id) return false;
    switch (msg.type) {
      case 'moved':
        this.set_clock_(msg);
        this.seq_.push(() => this.on_moved_(msg));
        return true;
      case 'game.over':
        this.set_clock_(msg);
        this.seq_.push(() => this.on_over_(msg));
        return true;
      case 'opponent':
        // For spectators the frame names the seat whose link dropped or came back.
        if (msg.side === 'south' || msg.side === 'north') {
          g.presence[msg.side] = msg.connected ? null : { until: typeof msg.grace_ms === 'number' ? performance.now() + msg.grace_ms : null };
          this.render_rows_();
        }
        return true;
      case 'watchers':
        g.watchers = msg.count;
        this.render_sub_();
        return true;
      case 'unwatched':
        return true;
      case 'chat':
      case 'chat.history':
        return this.chat_.on_message(msg);
      default:
        return false;
    }
  }

  tick() {
    if (this.g_) this.render_rows_();
  }

  // ---- the server's answers --------------------------------------------------------------------

  ask_() {
    const id = this.id_;
    this.conn_.send({ type: 'watch', game: id }, (reply) => {
      if (reply.type === 'error' && this.id_ === id) this.refused_(reply);
    });
  }

  async refused_(reply) {
    const id = this.id_;
    let text = T.watch_refused(error_text(reply));
    let replay = false;
    if (reply.code === 'game_not_found') {
      const rec = await get_json(`api/games/${enc(id)}`);
      if (this.id_ !== id) return;
      replay = rec.ok;
      text = rec.ok ? T.watch_over_replay : T.watch_missing;
    }
    this.$('watch').dataset.state = 'missing';
    this.$('watch-sub').textContent = '';
    this.$('watch-missing-text').textContent = text;
    this.$('w-missing-replay').hidden = !replay;
    this.$('watch-missing').hidden = false;
    this.$('watch-body').hidden = true;
  }

  on_game_(msg) {
    this.seq_.clear();
    const same = this.g_?.id === msg.game;
    this.g_ = {
      id: msg.game,
      variant: V.complete(msg.variant),
      players: msg.players || {},
      state: msg.state,
      deadline: deadline_of(msg),
      presence: same ? this.g_.presence : { south: null, north: null },
      watchers: typeof msg.watchers === 'number' ? msg.watchers : same ? this.g_.watchers : 0,
      clock_view: null,
    };
    this.ratings_.on_game(msg, same);
    this.set_clock_(msg);
    this.layout_();
    this.$('watch-body').hidden = false;
    this.$('watch-missing').hidden = true;
    this.$('watch').dataset.state = 'live';
    this.$('w-notice').textContent = '';
    // Guests read no chat; a spectator with an account has the spectators' room.
    const chat = this.me_()?.account === true;
    if (chat) this.chat_.open(msg.game, 'spectators');
    else this.chat_.close();
    this.render_();
  }

  /** The clocks of a frame, timed from its arrival; a frame without `clock` keeps the last. */
  set_clock_(msg) {
    const g = this.g_;
    if (msg.clock !== undefined) g.clock_view = msg.clock;
    const st = msg.state ?? g.state;
    this.clock_ = g.clock_view ? new ClockState(g.clock_view, st.to_move, Boolean(st.over) || msg.type === 'game.over', performance.now()) : null;
    this.clocks_.set(this.clock_);
  }

  async on_moved_(msg) {
    const g = this.g_;
    if (!g || msg.game !== g.id) return;
    const before = g.state;
    g.state = msg.state;
    g.deadline = deadline_of(msg);
    this.$('watch').dataset.ply = String(msg.state.ply);
    say_ply(msg, before, g.variant.pits);
    if (!(await animate_sowing(this.board_, before, msg, this.seq_, g.variant.pits))) return;
    this.$('w-notice').textContent = ply_text(msg, before, g.variant.pits, (s) => this.name_of_(s));
    this.render_();
  }

  on_over_(msg) {
    const g = this.g_;
    if (!g) return;
    g.state = msg.state;
    g.deadline = null;
    this.board_.show(g.state);
    this.ratings_.on_over(msg);
    const st = g.state;
    const against = losing_side(st.result, st.reason, st.to_move, flagged_side(g.clock_view));
    const why = (g.variant.game === 'oware' && end_text(st)) || reason_text(st.reason, against ? this.name_of_(against) : '', st.result === 'draw');
    this.$('w-notice').textContent = [`${score_text(st.stores, (s) => this.name_of_(s))}.`, why].filter(Boolean).join(' ');
    this.render_();
  }

  // ---- drawing ---------------------------------------------------------------------------------

  flip_() {
    if (!this.g_) return;
    this.bottom_ = other(this.bottom_);
    this.layout_();
    this.render_();
  }

  layout_() {
    const v = this.g_.variant;
    this.board_.layout({ pits: v.pits, stores: V.has_stores(v), bottom: this.bottom_, owners: ['south', 'north'] });
    this.board_.show(this.g_.state);
    this.$('watch').dataset.bottom = this.bottom_;
    this.clocks_.layout(this.bottom_, (side) => this.name_of_(side));
  }

  name_of_(side) {
    return player_name(this.g_.players[side], side_name(side));
  }

  render_() {
    const st = this.g_.state;
    this.$('watch').dataset.over = String(Boolean(st.over));
    this.$('watch').dataset.toMove = st.to_move;
    if (st.over) this.$('w-status').textContent = over_text(st.result, st.result === 'south' || st.result === 'north' ? this.name_of_(st.result) : '');
    else this.$('w-status').textContent = T.to_move(this.name_of_(st.to_move));
    this.$('w-replay').hidden = !st.over;
    this.render_sub_();
    this.render_rows_();
    this.$('w-rating-footnote').hidden = !this.ratings_.any_provisional;
  }

  render_sub_() {
    const g = this.g_;
    const parts = [g.state.over ? T.watch_finished : T.watch_live, V.describe(g.variant), this.ratings_.rated ? T.watch_rated : '', watchers_text(g.watchers)];
    this.$('watch-sub').textContent = parts.filter(Boolean).join(' · ');
    this.$('watch').dataset.watchers = String(g.watchers);
  }

  render_rows_() {
    const g = this.g_;
    const st = g.state;
    for (const [where, side] of [['bottom', this.bottom_], ['top', other(this.bottom_)]]) {
      const facts = V.has_stores(g.variant) ? [] : [`captured ${st.stores[idx(side)]}`];
      if (g.presence[side] && !st.over) facts.push(presence_text(g.presence[side].until));
      const left = this.clock_ === null && g.deadline && g.deadline.side === side && !st.over ? g.deadline.at - performance.now() : null;
      const to_move = !st.over && st.to_move === side;
      this.rows_[where].draw({ name: this.name_of_(side), facts, left, to_move, account: g.players[side]?.account === true, bot: g.players[side]?.account_bot === true, ...this.ratings_.row(side, false, st.over) });
    }
  }
}
