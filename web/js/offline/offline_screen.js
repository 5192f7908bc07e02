// The offline game screen: a game against the computer (easy, medium, hard) or on one device,
// played by the WebAssembly engine in its worker (engine_worker.js) with the game screen's board
// (board.js). The game in progress is saved after each ply and resumed after a reload; a finished
// game is kept on the device (offline_games.js) and sent by the uploader.

import { BoardView } from '../board/board.js';
import { T, other, player_name, side_name } from '../texts/texts.js';
import * as V from '../board/variant.js';
import { current, drop_current, keep, new_game_id, save_current } from './offline_games.js';

// The computer's budget for one ply, as the server's default `bot_think_ms`: easy and medium cap
// themselves lower (ai.hpp).
const THINK_MS = 1000;
// A short pause before the computer's ply, so that the player sees their own land first.
const COMPUTER_PAUSE_MS = 300;

// The engine's worker module, from the web root (every page of the client sits at the root).
const ENGINE_WORKER = 'js/offline/engine_worker.js';

/** The engine's worker, answering one request at a time by id. */
class EngineLink {
  constructor() {
    // From the page's address, not this module's: the page may run this module bundled
    // (pages/chunk-….js), while the worker and the engine it loads stay where they are.
    this.worker_ = new Worker(new URL(ENGINE_WORKER, document.baseURI), { type: 'module' });
    this.next_ = 1;
    this.waiting_ = new Map();
    this.worker_.addEventListener('message', (ev) => {
      const done = this.waiting_.get(ev.data.id);
      this.waiting_.delete(ev.data.id);
      done?.(ev.data);
    });
  }

  ask(msg) {
    const id = this.next_++;
    return new Promise((resolve) => {
      this.waiting_.set(id, resolve);
      this.worker_.postMessage({ ...msg, id });
    });
  }
}

export class OfflineScreen {
  /**
   * @param doc the document
   * @param show (screen) => void: app.js's screen switch
   * @param on_leave () => void: back to the start screen
   * @param on_kept () => void: a finished game was kept (the uploader may send it)
   */
  constructor(doc, { show, on_leave, on_kept }) {
    this.$ = (id) => doc.getElementById(id);
    this.show_ = show;
    this.on_kept_ = on_kept;
    this.link_ = null; // the worker, made at the first offline game
    // The game being started or resumed, until the engine answers (a token: an opening that finds
    // another here, or none, was left or replaced meanwhile).
    this.opening_ = null;
    this.g_ = null; // {id, variant, opponent, side, plies, state, legal}
    this.board_ = new BoardView(this.$('offline-board'), (pit) => this.play_(pit));
    this.$('offline-swap').addEventListener('click', () => this.play_('swap'));
    this.$('offline-leave').addEventListener('click', () => {
      this.g_ = null; // an unfinished offline game the player leaves is dropped
      this.opening_ = null; // and one still being opened is not shown
      drop_current();
      on_leave();
    });
  }

  /**
   * Starts a game: `opponent` 'easy' | 'medium' | 'hard' | 'local'; `side` 'south' | 'north' |
   * 'random' (the player's against the computer).
   */
  async start({ opponent, side, variant }) {
    const opening = (this.opening_ = {});
    this.show_('offline');
    this.set_status_(T.offline_loading);
    this.link_ ??= new EngineLink();
    const v = V.complete(variant);
    const seat = side === 'north' || side === 'south' ? side : Math.random() < 0.5 ? 'south' : 'north';
    const answer = await this.link_.ask({ type: 'new', variant: v });
    if (opening !== this.opening_) return;
    if (answer.error) return this.fail_(answer.error);
    const computer = opponent !== 'local';
    const g = { id: new_game_id(), variant: v, opponent, side: computer ? seat : 'south', plies: [] };
    save_current(g);
    this.open_(g, answer);
  }

  /**
   * Comes back to the game in progress saved on the device, if any: its plies played again on a
   * new engine game. True when one was resumed; a saved game the engine refuses is dropped.
   */
  async resume() {
    const saved = current();
    if (!saved) return false;
    const opening = (this.opening_ = {});
    this.show_('offline');
    this.set_status_(T.offline_loading);
    this.link_ ??= new EngineLink();
    let answer = await this.link_.ask({ type: 'new', variant: saved.variant });
    for (const ply of saved.plies) {
      if (answer.error) break;
      answer = await this.link_.ask({ type: 'play', ply });
    }
    if (opening !== this.opening_) return false;
    if (answer.error) {
      drop_current();
      this.fail_(answer.error);
      return false;
    }
    this.open_(saved, answer);
    return true;
  }

  /** Shows game `g` ({id, variant, opponent, side, plies}) at the engine's `answer` and goes on. */
  open_(g, { state, legal }) {
    const computer = g.opponent !== 'local';
    this.g_ = { ...g, state, legal };
    this.opening_ = null;
    const seat = g.side;
    const names = computer
      ? { [seat]: T.you, [other(seat)]: player_name({ bot: g.opponent }) }
      : { south: side_name('south'), north: side_name('north') };
    const bottom = computer ? seat : 'south';
    this.names_ = names;
    // T.pit_label's owners: the player's and the computer's hollows, or the sides'.
    const owners = computer ? { [seat]: 'your', [other(seat)]: 'opponent' } : { south: 'south', north: 'north' };
    this.board_.layout({ pits: state.pits[0].length, stores: V.has_stores(g.variant), bottom, owners: [owners.south, owners.north] });
    this.$('offline-name-bottom').textContent = names[bottom];
    this.$('offline-name-top').textContent = names[other(bottom)];
    this.render_();
    this.next_();
  }

  /** True while an offline game is on screen and not over, or being opened (the engine loads). */
  get in_progress() {
    return this.opening_ !== null || (this.g_ !== null && !this.g_.state.over);
  }

  computer_to_move_() {
    const g = this.g_;
    return g.opponent !== 'local' && g.state.to_move !== g.side;
  }

  async play_(ply) {
    const g = this.g_;
    if (!g || g.state.over || this.computer_to_move_() || this.busy_) return;
    this.busy_ = true;
    this.board_.set_playable(null); // until the engine has played it
    const answer = await this.link_.ask({ type: 'play', ply });
    this.busy_ = false;
    if (g !== this.g_) return;
    if (answer.error) return this.render_(); // a pit the rules refuse: the board as it was
    g.plies.push(ply);
    save_current(g);
    Object.assign(g, { state: answer.state, legal: answer.legal });
    this.render_();
    this.next_();
  }

  async next_() {
    const g = this.g_;
    if (g.state.over) return this.finish_();
    if (!this.computer_to_move_()) return;
    await new Promise((r) => setTimeout(r, COMPUTER_PAUSE_MS));
    const seed = (Math.random() * 2 ** 32) >>> 0;
    const answer = await this.link_.ask({ type: 'choose', level: g.opponent, time_ms: THINK_MS, seed });
    if (g !== this.g_) return;
    if (answer.error) return this.fail_(answer.error);
    g.plies.push(answer.ply);
    save_current(g);
    Object.assign(g, { state: answer.state, legal: answer.legal });
    this.render_();
    this.next_();
  }

  finish_() {
    const g = this.g_;
    keep({ id: g.id, variant: g.variant, opponent: g.opponent, side: g.side, plies: g.plies, ended_at: new Date().toISOString() });
    drop_current();
    this.on_kept_();
  }

  render_() {
    const g = this.g_;
    const s = g.state;
    this.board_.show(s);
    this.$('offline').dataset.ply = s.ply;
    const mine = !s.over && !this.computer_to_move_();
    this.board_.set_allowed((pit) => g.legal.includes(pit));
    this.board_.set_playable(mine ? s.to_move : null);
    this.$('offline-swap').hidden = !(mine && g.legal.includes('swap'));
    this.board_.unmark('origin');
    this.set_status_(s.over ? this.result_text_(s) : this.turn_text_(s));
  }

  turn_text_(s) {
    if (this.g_.opponent === 'local') return T.to_move(this.names_[s.to_move]);
    return this.computer_to_move_() ? T.thinking(this.names_[s.to_move]) : T.your_turn;
  }

  result_text_(s) {
    const g = this.g_;
    let who;
    if (s.result === 'draw') who = T.offline_draw;
    else if (g.opponent === 'local') who = T.offline_side_won(this.names_[s.result]);
    else who = s.result === g.side ? T.offline_won : T.offline_lost;
    return `${who} ${T.offline_score(s.stores[0], s.stores[1])} ${T.offline_kept}`;
  }

  /** The engine failed (it never refuses the computer's own ply): said, and logged for a report. */
  fail_(why) {
    this.opening_ = null;
    console.error(`offline engine: ${why}`);
    this.board_.set_playable(null);
    this.set_status_(T.offline_unavailable);
  }

  set_status_(text) {
    this.$('offline-status').textContent = text;
  }
}
