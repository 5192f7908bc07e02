// The game screen: keeps one game's record from the server's `game`, `moved`, `game.over`,
// `opponent`, `rematch`, `hint`, `offer` and `offer.cleared` messages and shows it on the board,
// the player rows, the clocks and the status line, with its sounds (look/sounds.js: a sow, a
// capture, an extra turn, the end, the low-time tick). It sends only what the player does (move,
// swap, hint, resign, rematch, and the offers of offers/offer_bar.js). In a game between two
// people the players' chat (chat/) shows beside the board.

import { BoardView } from '../board/board.js';
import { Sequencer } from '../board/sequencer.js';
import { animate_sowing } from '../board/sowing.js';
import { say_ply } from '../board/ply_voice.js';
import { Match } from './match.js';
import { ResultDialog } from './result.js';
import * as V from '../board/variant.js';
import { Seats } from './seats.js';
import { T, other, over_text, error_text, side_name } from '../texts/texts.js';
import * as O from '../board/oware.js';
import { PlayerRow, presence_text, watchers_text, deadline_of } from '../common/rows.js';
import { GameRatings } from '../common/ratings.js';
import { ClockState } from '../clock/clock_state.js';
import { ClockPair } from '../clock/clock_pair.js';
import { Sounds, wire_mute_switch } from '../look/sounds.js';
import { flagged_side, is_days } from '../clock/format.js';
import { OfferBar } from '../offers/offer_bar.js';
import { ChatPanel } from '../chat/chat_panel.js';
import { mark_last_ply, missed_ply, ended_while_away } from '../connection/catch_up.js';
import { PlyLink } from '../connection/ply_link.js';

const idx = (side) => (side === 'north' ? 1 : 0);
// After a reconnect, a game with no snapshot by then is looked up in the stored records.
const RESTORE_WAIT_MS = 1500;

export class GameScreen {
  /**
   * @param conn a net.js Connection
   * @param on_leave (why?: string) => void: show the start screen, with a message when given
   */
  constructor(doc, conn, on_leave) {
    this.conn_ = conn;
    this.on_leave_ = on_leave;
    this.$ = (id) => doc.getElementById(id);
    this.board_ = new BoardView(this.$('board'), (pit) => this.play_(pit));
    this.seq_ = new Sequencer();
    this.match_ = new Match();
    this.ratings_ = new GameRatings(doc);
    this.result_ = new ResultDialog(doc, conn, () => this.leave_(), (id) => this.match_.on_rematch(id));
    this.rows_ = {};
    for (const w of ['top', 'bottom']) this.rows_[w] = new PlayerRow(this.$(`player-${w}`), this.$(`name-${w}`), this.$(`info-${w}`));
    this.g_ = null; // the game on screen
    this.sound_ = new Sounds(doc);
    this.clocks_ = new ClockPair(this.$('clock-top'), this.$('clock-bottom'), () => this.sound_.play('low_time'));
    this.clock_ = null; // the game's ClockState, or null when untimed
    wire_mute_switch(doc, this.$('game-mute'));
    this.offers_ = new OfferBar(doc, (msg, on_reply) => this.conn_.send(msg, on_reply), (text) => this.set_notice_(text));
    this.chat_ = new ChatPanel(doc, this.$('chat-game'), (msg, on_reply) => this.conn_.send(msg, on_reply));
    this.plies_ = new PlyLink(conn, (text) => this.set_notice_(text)); // a ply and the link's state
    this.busy_ = false; // true while an update runs: pits stay disabled
    this.$('btn-resign').addEventListener('click', () => this.$('dlg-resign').showModal());
    this.$('dlg-resign').addEventListener('close', () => {
      if (this.$('dlg-resign').returnValue === 'resign' && this.g_) this.request_({ type: 'resign', game: this.g_.id });
    });
    this.$('btn-hint').addEventListener('click', () => this.ask_hint_());
    this.$('btn-swap').addEventListener('click', () => this.swap_());
    this.$('btn-leave').addEventListener('click', () => this.leave_());
    this.leave_text_ = this.$('btn-leave').textContent; // "New game"
    this.$('btn-show-result').addEventListener('click', () => this.result_.open());
  }

  /** True while a game is on screen and not over. */
  get in_progress() {
    return this.g_ !== null && !this.g_.state.over;
  }

  /** Routes one server message; returns true if it belonged to the game screen. */
  on_message(msg) {
    if (msg.type === 'game') {
      this.on_game_(msg);
      return true;
    }
    const g = this.g_;
    if (!g || msg.game !== g.id) return false;
    switch (msg.type) {
      case 'moved':
        this.plies_.settled();
        this.set_clock_(msg); // at once: the clock's time is the frame's, not the animation's
        this.seq_.push(() => this.on_moved_(msg));
        return true;
      case 'game.over':
        this.set_clock_(msg);
        this.seq_.push(() => this.on_over_(msg));
        return true;
      case 'offer':
        this.offers_.on_offer(msg);
        return true;
      case 'offer.cleared':
        this.offers_.on_cleared(msg);
        return true;
      case 'chat':
      case 'chat.history':
        return this.chat_.on_message(msg);
      case 'opponent':
        g.opponent = { connected: msg.connected, until: msg.connected ? null : performance.now() + (msg.grace_ms ?? 0) };
        this.render_players_();
        return true;
      case 'rematch':
        this.match_.on_rematch(g.id);
        this.result_.on_rematch_asked(msg.from, this.who_.name_of(msg.from), this.who_.is_me(msg.from));
        return true;
      case 'watchers':
        g.watchers = msg.count;
        this.render_watchers_();
        return true;
      case 'hint':
        this.board_.unmark('hint');
        if (typeof msg.pit === 'number') this.board_.mark('hint', [[idx(g.state.to_move), msg.pit]]);
        // The pie swap can be the best ply: the hint then points at the Swap button.
        this.$('btn-swap').classList.toggle('hint', msg.swap === true);
        if (msg.swap === true) this.set_notice_(T.hint_swap);
        return true;
      default:
        return false;
    }
  }

  /** Called every 250 ms while the screen shows: the move clock and the grace countdown. */
  tick() {
    if (this.g_) this.render_players_();
  }

  /**
   * After a reconnect the server sends a `game` for each game still in progress. If the game on
   * screen gets none, it ended while we were away (the opponent won on `abandon`, the clock ran
   * out) or the server lost it: the stored record (`GET /api/games/{id}`) says which.
   */
  on_reconnected() {
    const g = this.g_;
    if (!g || g.state.over) return;
    clearTimeout(this.restore_timer_);
    this.restore_timer_ = setTimeout(() => this.check_gone_(g), RESTORE_WAIT_MS);
  }

  async check_gone_(g) {
    if (this.g_ !== g || g.state.over) return;
    const fate = await ended_while_away(g);
    if (this.g_ !== g || fate === null) return;
    if (fate.missing) {
      this.leave_(T.game_gone);
      return;
    }
    this.set_clock_(fate);
    this.seq_.push(() => this.on_over_(fate));
  }

  /** Keyboard play: digits sow, arrows move between playable pits. Returns true if handled. */
  on_key(ev) {
    if (!this.g_ || ev.altKey || ev.ctrlKey || ev.metaKey) return false;
    if (/^[1-9]$/.test(ev.key)) return this.board_.press(Number(ev.key) - 1);
    if (ev.key === 'ArrowLeft' || ev.key === 'ArrowRight') {
      this.board_.move_focus(ev.key === 'ArrowLeft' ? -1 : 1);
      return true;
    }
    return false;
  }

  // ---- messages ------------------------------------------------------------------------------

  on_game_(msg) {
    this.seq_.clear();
    const same = this.g_ && this.g_.id === msg.game;
    const known = same ? this.g_.moves.length : 0; // the plies shown before this snapshot
    clearTimeout(this.restore_timer_);
    const variant = V.complete(msg.variant);
    this.g_ = {
      id: msg.game,
      variant,
      you: msg.you,
      players: msg.players || {},
      state: msg.state,
      moves: Array.isArray(msg.moves) ? [...msg.moves] : [],
      deadline: deadline_of(msg),
      opponent: same ? this.g_.opponent : null,
      from_queue: same ? this.g_.from_queue : this.next_from_queue_ === true,
      watchers: typeof msg.watchers === 'number' ? msg.watchers : same ? this.g_.watchers : 0,
      rated: msg.rated === true,
      tournament: typeof msg.tournament === 'string' ? msg.tournament : null, // tournament/ adds its parts
      clock_view: null, // the last `clock` the server sent (set_clock_)
    };
    this.next_from_queue_ = false;
    this.match_.on_game(msg.game, msg.you);
    this.ratings_.on_game(msg, same, this.match_.by_rematch);
    this.who_ = new Seats(this.g_, () => this.match_.a_side);
    const g = this.g_;
    const pits = variant.pits;
    this.board_.layout({
      pits,
      stores: V.has_stores(variant),
      bottom: msg.you === 'north' ? 'north' : 'south',
      owners: this.who_.owner_labels(),
    });
    this.board_.show(g.state);
    mark_last_ply(this.board_, msg);
    this.clocks_.layout(msg.you === 'north' ? 'north' : 'south', (side) => this.who_.title_name(side));
    this.set_clock_(msg);
    this.offers_.on_game(g, this.who_);
    this.open_chat_(msg);
    this.$('max-key').textContent = String(Math.min(pits, 9));
    this.$('game').dataset.game = g.id;
    this.$('game').dataset.you = g.you;
    this.$('game-title').textContent = T.game_heading(this.who_.title_name('south'), this.who_.title_name('north'));
    this.busy_ = false;
    this.$('btn-swap').classList.remove('hint');
    if (!same) {
      this.result_.close();
      this.result_.reset();
      this.set_notice_(this.opening_notice_());
    } else {
      // Plies played while the link was down are told as their `moved` would have been.
      const missed = missed_ply(msg, known);
      if (missed) this.set_notice_(this.move_notice_({ ...missed, state: g.state }, null));
    }
    this.plies_.on_snapshot(msg);
    this.render_();
    if (g.state.over) this.seq_.push(() => this.on_over_({ state: g.state }));
  }

  /**
   * The clocks from a `game`, `moved` or `game.over`, timed from now (its arrival). A frame with
   * no `clock` keeps the last one; an end without one stops the clocks where they stand.
   */
  set_clock_(msg) {
    const g = this.g_;
    const st = msg.state ?? g.state;
    const over = Boolean(st.over) || msg.type === 'game.over';
    const now = performance.now();
    let view = msg.clock === undefined ? g.clock_view : msg.clock;
    if (msg.clock === undefined && over && this.clock_?.fischer) {
      view = { ...view, south_ms: this.clock_.left('south', now), north_ms: this.clock_.left('north', now), running: null, first_move_ms: null };
    }
    g.clock_view = view ?? null;
    this.clock_ = g.clock_view ? new ClockState(g.clock_view, st.to_move, over, now) : null;
    const mine = g.you === 'both' ? ['south', 'north'] : g.you === 'south' || g.you === 'north' ? [g.you] : [];
    this.clocks_.set(this.clock_, mine);
  }

  async on_moved_(msg) {
    const g = this.g_;
    if (!g || msg.game !== g.id) return;
    this.busy_ = true;
    this.board_.set_playable(null);
    this.$('btn-swap').hidden = true;
    this.$('btn-swap').classList.remove('hint');
    const before = g.state;
    g.state = msg.state;
    g.moves.push(msg.swap ? { side: msg.side, swap: true } : { side: msg.side, pit: msg.pit });
    g.deadline = deadline_of(msg);
    if (!msg.swap) this.sound_.play('sow');
    say_ply(msg, before, g.variant.pits);
    if (!(await animate_sowing(this.board_, before, msg, this.seq_, g.variant.pits))) return;
    if (Array.isArray(msg.captured) && msg.captured.length > 0) this.sound_.play('capture');
    if (msg.extra_turn && !msg.state.over) this.sound_.play('extra_turn');
    this.busy_ = false;
    const feed = this.who_.mover() === null ? '' : O.feeding_text(g.variant, g.state, this.who_.name_of(other(g.state.to_move)));
    this.set_notice_([this.move_notice_(msg, before), feed].filter(Boolean).join(' '));
    this.$('game').dataset.extraTurn = msg.extra_turn ? 'true' : 'false';
    this.render_();
  }

  async on_over_(msg) {
    const g = this.g_;
    if (!g) return;
    g.state = msg.state;
    g.deadline = null;
    this.board_.show(g.state);
    if (msg.type === 'game.over') this.sound_.play('end'); // not for a game opened already over
    this.match_.on_over(g.id, g.state.result);
    this.ratings_.on_over(msg);
    this.render_();
    const names = this.who_.match_names();
    this.result_.show({
      game: g.id,
      state: g.state,
      you: g.you,
      name: (side) => this.who_.name_of(side),
      title_name: (side) => this.who_.title_name(side),
      can_rematch: g.you !== 'spectator' && g.tournament === null, // the tournament pairs the next game
      rated: g.rated,
      variant: g.variant,
      match: this.match_.text(names[0], names[1]),
      rating: this.ratings_.result_text(g.you, (side) => this.who_.name_of(side)),
      flagged: flagged_side(g.clock_view),
      players: g.players,
    });
  }

  // ---- player actions ------------------------------------------------------------------------

  play_(pit) {
    const g = this.g_;
    if (!g || this.busy_) return;
    if (!this.plies_.send({ type: 'move', game: g.id, ply: g.state.ply, pit }, (m) => this.request_(m))) return;
    this.board_.set_playable(null); // one click, one move: wait for the server's answer
    this.board_.unmark('hint');
  }

  swap_() {
    const g = this.g_;
    if (!g || !this.who_.can_swap()) return;
    if (!this.plies_.send({ type: 'move', game: g.id, ply: g.state.ply, swap: true }, (m) => this.request_(m))) return;
    this.$('btn-swap').hidden = true;
    this.board_.set_playable(null);
  }

  ask_hint_() {
    if (this.g_) this.request_({ type: 'hint', game: this.g_.id });
  }

  /** Back to the start screen; `why` (optional) is shown to the player there. */
  leave_(why) {
    this.close();
    this.on_leave_(why);
  }

  /** Drops the game from the screen without going anywhere (another view takes the page). */
  close() {
    this.result_.close();
    this.clocks_.stop();
    this.seq_.clear();
    clearTimeout(this.restore_timer_);
    this.chat_.close();
    this.g_ = null;
  }

  /**
   * The players' room is a game between two people (docs/protocol.md §Chat): this page holds one
   * seat, neither seat is the computer, and it is no tournament game.
   */
  open_chat_(msg) {
    const p = msg.players || {};
    const people = (msg.you === 'south' || msg.you === 'north') && !p.south?.bot && !p.north?.bot && !msg.tournament;
    if (people) this.chat_.open(msg.game, 'players');
    else this.chat_.close();
  }

  /** Whether the next new `game` answers a queue.join (the page then says who was found). */
  expect_queue_game(yes) {
    this.next_from_queue_ = yes;
  }

  request_(msg) {
    this.conn_.send(msg, (reply) => {
      if (reply.type !== 'error') return;
      if (msg.type === 'move') this.plies_.settled();
      if (!this.g_) return;
      const st = this.g_.state;
      const why = O.refusal_text(reply, this.g_.variant, st, this.who_.name_of(other(st.to_move)));
      this.set_notice_(why ?? T.not_accepted(error_text(reply)));
      this.render_(); // re-enables the pits that are still playable
    });
  }

  // ---- drawing -------------------------------------------------------------------------------

  render_() {
    const g = this.g_;
    const st = g.state;
    const mover = this.who_.mover();
    this.board_.set_allowed(O.feeding_filter(g.variant, st));
    this.board_.set_playable(this.busy_ ? null : mover);
    const can_swap = !this.busy_ && this.who_.can_swap();
    this.$('btn-swap').hidden = !can_swap;
    const hint_ok = g.you === 'both' || this.who_.opponent_is_bot();
    this.$('btn-hint').hidden = !hint_ok || st.over;
    this.$('btn-hint').disabled = mover === null;
    this.$('btn-resign').hidden = st.over || g.you === 'spectator';
    // A correspondence game can be left while it goes on: it waits in Your turn (your_turn/).
    const days_on = !st.over && is_days(g.clock_view);
    this.$('btn-leave').hidden = !st.over && g.you !== 'spectator' && !days_on;
    this.$('btn-leave').textContent = days_on ? T.leave_correspondence : this.leave_text_;
    this.$('btn-show-result').hidden = !st.over;
    this.$('game-sound').hidden = st.over || g.you === 'spectator';
    this.offers_.draw();
    this.$('status').textContent = this.status_text_(mover, can_swap);
    this.$('game').dataset.toMove = st.to_move;
    this.$('game').dataset.over = String(Boolean(st.over));
    const names = this.who_.match_names();
    const m = this.match_.text(names[0], names[1]);
    this.$('match-score').hidden = m === '';
    this.$('match-score').textContent = m;
    this.render_watchers_();
    this.render_players_();
    this.$('rating-footnote').hidden = !this.ratings_.any_provisional;
  }

  render_players_() {
    const g = this.g_;
    const bottom = g.you === 'north' ? 'north' : 'south';
    this.render_row_('bottom', bottom);
    this.render_row_('top', other(bottom));
  }

  render_row_(where, side) {
    const g = this.g_;
    const st = g.state;
    const facts = [];
    if (!V.has_stores(g.variant)) facts.push(T.captured_fact(st.stores[idx(side)]));
    const me = this.who_.is_me(side) && g.you !== 'both';
    if (!me && g.opponent && !g.opponent.connected && g.you !== 'both') facts.push(presence_text(g.opponent.until));
    // A game with a clock shows it beside the row; an untimed one, the move clock as before.
    const left = this.clock_ === null && g.deadline && g.deadline.side === side && !st.over ? g.deadline.at - performance.now() : null;
    const to_move = !st.over && st.to_move === side;
    this.rows_[where].draw({ name: this.who_.title_name(side), facts, left, to_move, account: g.you !== 'both' && g.players[side]?.account === true, bot: g.players[side]?.account_bot === true, ...this.ratings_.row(side, g.you === side, st.over) });
  }

  render_watchers_() {
    const t = watchers_text(this.g_?.watchers);
    this.$('game-watchers').hidden = t === '';
    this.$('game-watchers').textContent = t;
  }

  set_notice_(text) {
    this.$('notice').textContent = text;
  }

  status_text_(mover, can_swap) {
    const g = this.g_;
    const st = g.state;
    if (st.over) return over_text(st.result, st.result === 'draw' || !st.result ? '' : this.who_.title_name(st.result));
    const side = st.to_move;
    if (g.you === 'both') return T.to_move_side(this.who_.title_name(side), side_name(side));
    if (g.you === 'spectator') return T.to_move(this.who_.title_name(side));
    if (mover !== null) return can_swap ? T.your_turn_swap : T.your_turn;
    if (this.who_.opponent_is_bot()) return T.thinking(this.who_.name_of(side));
    return T.waiting_for(this.who_.name_of(side));
  }

  /**
   * What one `moved` did, in words: "Computer (easy) sowed pit 3. Extra turn for Computer (easy)."
   * The player's own plies are not described back to them, only their effects.
   */
  move_notice_(msg, before) {
    const g = this.g_;
    const mine = g.you !== 'both' && this.who_.is_me(msg.side);
    const who = this.who_.name_of(msg.side);
    if (msg.swap) return T.swapped(who);
    const parts = mine || typeof msg.pit !== 'number' ? [] : [T.sowed(who, msg.pit + 1)];
    if (Array.isArray(msg.captured) && msg.captured.length > 0 && !msg.state.over) {
      // Seeds captured = the store's gain minus the seeds sown into it on the way.
      const s = idx(msg.side);
      const sown = (msg.path || []).filter(([hs, hp]) => hs === s && hp === g.variant.pits).length;
      const n = msg.state.stores[s] - before.stores[s] - sown;
      parts.push(n > 0 ? T.captured_n(who, n) : T.captured(who));
    }
    const slam = O.grand_slam_text(msg, this.who_.name_of(other(msg.side)));
    if (slam) parts.push(slam);
    if (msg.extra_turn && !msg.state.over) parts.push(mine ? T.extra_turn_mine : T.extra_turn(who));
    return parts.join(' ');
  }

  opening_notice_() {
    const g = this.g_;
    if (g.from_queue && this.who_.opponent_is_bot()) {
      return T.queue_fallback(T.bot_levels[g.players[other(g.you)]?.bot] ?? '');
    }
    if (g.from_queue) return T.matched(this.who_.name_of(other(g.you)), V.describe(g.variant));
    return V.describe(g.variant);
  }
}
