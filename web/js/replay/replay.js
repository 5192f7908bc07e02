// The replay of a stored game (#game=ID): the server's states ply by ply from
// GET /api/games/{id}/replay, stepped with buttons, arrow keys, a slider or autoplay, and the
// notation file to download; Analyse opens the position shown in the explorer, Review the
// game's review; each seat's clock as it stood (the plies' `clock_ms`); the players' chat
// lines beside the plies they followed (chat/replay_chat.js). The page computes no rule: every
// position shown is the server's.

import { BoardView } from '../board/board.js';
import { Sequencer } from '../board/sequencer.js';
import { animate_sowing, show_ply } from '../board/sowing.js';
import { say, say_ply } from '../board/ply_voice.js';
import { PlayerRow } from '../common/rows.js';
import { get_json, get_text, enc } from '../net/api.js';
import { ply_text, score_text } from '../board/plies.js';
import { T, other, player_name, side_name, reason_text, losing_side } from '../texts/texts.js';
import { ClockPair } from '../clock/clock_pair.js';
import { is_fischer } from '../clock/format.js';
import { end_text } from '../board/oware.js';
import * as V from '../board/variant.js';
import { analysis_hash } from '../explorer/analysis.js';
import { ply_token } from '../common/values.js';
import { ReplayChat } from '../chat/replay_chat.js';

const idx = (side) => (side === 'north' ? 1 : 0);
const AUTOPLAY_MS = 1200; // one ply's animation (≤ 0.9 s) plus a moment to see the result

export class ReplayScreen {
  /** @param on_leave () => void: back to the start screen */
  constructor(doc, on_leave) {
    this.$ = (id) => doc.getElementById(id);
    this.board_ = new BoardView(this.$('r-board'), () => {});
    this.seq_ = new Sequencer();
    this.rows_ = {};
    for (const w of ['top', 'bottom']) this.rows_[w] = new PlayerRow(this.$(`r-player-${w}`), this.$(`r-name-${w}`), this.$(`r-info-${w}`));
    this.clocks_ = new ClockPair(this.$('r-clock-top'), this.$('r-clock-bottom'));
    this.chat_ = new ReplayChat(doc, this.$('chat-replay'));
    this.r_ = null; // the replay as served
    this.at_ = 0; // positions shown: 0 = the start, i = after ply i
    this.bottom_ = 'south';
    this.timer_ = null;
    this.loading_ = null; // the id being fetched: a later open() wins
    this.$('r-first').addEventListener('click', () => this.go_(0));
    this.$('r-prev').addEventListener('click', () => this.go_(this.at_ - 1));
    this.$('r-next').addEventListener('click', () => this.go_(this.at_ + 1, true));
    this.$('r-last').addEventListener('click', () => this.go_(this.last_()));
    this.$('r-play').addEventListener('click', () => (this.timer_ ? this.pause_() : this.play_()));
    this.$('r-slider').addEventListener('input', (ev) => this.go_(Number(ev.target.value)));
    this.$('r-flip').addEventListener('click', () => this.flip_());
    this.$('r-download').addEventListener('click', () => this.download_());
    for (const id of ['r-leave', 'r-missing-leave']) this.$(id).addEventListener('click', () => on_leave());
  }

  /** Loads game `id` and shows its start position (or, with `at_end`, its last). */
  async open(id, { at_end = false } = {}) {
    this.close();
    this.loading_ = id;
    this.$('replay').dataset.game = id;
    this.$('replay').dataset.state = 'loading';
    this.$('replay-title').textContent = T.ui_w_replay;
    this.$('replay-sub').textContent = T.loading_game;
    this.$('replay-body').hidden = true;
    this.$('replay-missing').hidden = true;
    const res = await get_json(`api/games/${enc(id)}/replay`);
    if (this.loading_ !== id) return;
    this.loading_ = null;
    if (!res.ok || !res.body || !Array.isArray(res.body.plies)) {
      this.$('replay').dataset.state = 'missing';
      this.$('replay-sub').textContent = '';
      this.$('replay-missing-text').textContent =
        res.status === 404 ? T.no_such_game : T.game_load_failed;
      this.$('replay-missing').hidden = false;
      return;
    }
    this.r_ = { ...res.body, id, variant: V.complete(res.body.variant), players: res.body.players || {} };
    this.layout_();
    this.$('replay-body').hidden = false;
    this.$('replay').dataset.state = 'ready';
    const r = this.r_;
    this.$('replay-title').textContent = T.rp_title(this.name_of_('south'), this.name_of_('north'));
    this.$('replay-sub').textContent = T.rp_sub(V.describe(r.variant));
    this.$('r-slider').max = String(r.plies.length);
    const over = Boolean(r.result) || r.reason === 'aborted'; // an aborted game has no result
    this.$('r-watch').hidden = over;
    this.$('r-watch').href = `#watch=${enc(id)}`;
    this.$('r-review').hidden = !over;
    this.$('r-review').href = `#review=${enc(id)}`;
    this.$('replay-result').textContent = this.result_text_();
    this.chat_.show(r.chat);
    this.go_(at_end ? this.last_() : 0);
  }

  /** Stops autoplay and animations (the page shows another view). */
  close() {
    this.pause_();
    this.seq_.clear();
    this.loading_ = null;
    this.r_ = null;
    this.chat_.clear();
  }

  /** Arrow keys step, Home and End jump; returns true if handled. */
  on_key(ev) {
    if (!this.r_ || ev.altKey || ev.ctrlKey || ev.metaKey) return false;
    const to = { ArrowLeft: this.at_ - 1, ArrowRight: this.at_ + 1, Home: 0, End: this.last_() }[ev.key];
    if (to === undefined) return false;
    this.pause_();
    this.go_(to, ev.key === 'ArrowRight');
    return true;
  }

  // ---- stepping ------------------------------------------------------------------------------

  last_() {
    return this.r_ ? this.r_.plies.length : 0;
  }

  state_at_(i) {
    return i === 0 ? this.r_.start : this.r_.plies[i - 1].state;
  }

  /** Shows position `i`; one step forward is animated as in play when `animate`. */
  go_(i, animate = false) {
    const r = this.r_;
    if (!r) return;
    const to = Math.max(0, Math.min(this.last_(), i));
    const from = this.at_;
    this.at_ = to;
    this.seq_.clear();
    if (to === 0) {
      this.board_.unmark('path', 'captured', 'origin', 'sowing', 'hint', 'last');
      this.board_.show(r.start);
      if (from !== 0) say(T.voice_start);
    } else if (animate && to === from + 1) {
      const ply = r.plies[to - 1];
      this.seq_.push(() => animate_sowing(this.board_, this.state_at_(from), ply, this.seq_, r.variant.pits));
    } else {
      show_ply(this.board_, r.plies[to - 1]);
    }
    if (to > 0 && to !== from) say_ply(r.plies[to - 1], this.state_at_(to - 1), r.variant.pits);
    if (to === this.last_()) this.pause_();
    this.render_();
  }

  play_() {
    if (!this.r_ || this.last_() === 0) return;
    if (this.at_ >= this.last_()) this.go_(0);
    this.timer_ = setInterval(() => this.go_(this.at_ + 1, true), AUTOPLAY_MS);
    this.$('r-play').textContent = T.rp_pause;
    this.$('r-play').setAttribute('aria-pressed', 'true');
  }

  pause_() {
    clearInterval(this.timer_);
    this.timer_ = null;
    this.$('r-play').textContent = T.ui_r_play;
    this.$('r-play').setAttribute('aria-pressed', 'false');
  }

  flip_() {
    if (!this.r_) return;
    this.bottom_ = other(this.bottom_);
    this.layout_();
    this.go_(this.at_);
  }

  // ---- drawing -------------------------------------------------------------------------------

  layout_() {
    const v = this.r_.variant;
    this.board_.layout({ pits: v.pits, stores: V.has_stores(v), bottom: this.bottom_, owners: ['south', 'north'] });
    this.$('replay').dataset.bottom = this.bottom_;
    this.clocks_.layout(this.bottom_, (side) => this.name_of_(side));
  }

  /**
   * Each seat's time after the last of its plies up to position `i` (`clock_ms`), or the time
   * control's whole limit before its first; null for a game without clock figures.
   */
  clock_times_(i) {
    const r = this.r_;
    const limit = is_fischer(r.clock) ? r.clock.limit_s * 1000 : null;
    const times = { south: limit, north: limit };
    let any = limit !== null;
    for (const ply of r.plies.slice(0, i)) {
      if (typeof ply.clock_ms === 'number' && (ply.side === 'south' || ply.side === 'north')) times[ply.side] = ply.clock_ms;
    }
    if (!any) any = r.plies.some((p) => typeof p.clock_ms === 'number');
    return any ? times : null;
  }

  name_of_(side) {
    return player_name(this.r_.players[side], side_name(side));
  }

  render_() {
    const r = this.r_;
    const i = this.at_;
    const st = this.state_at_(i);
    const n = this.last_();
    this.$('r-slider').value = String(i);
    this.$('r-slider').setAttribute('aria-valuetext', T.rp_ply_of(i, n));
    this.$('r-first').disabled = this.$('r-prev').disabled = i === 0;
    this.$('r-next').disabled = this.$('r-last').disabled = i === n;
    this.$('replay').dataset.at = String(i);
    this.chat_.at(i);
    // The explorer starts from the variant's start and has the server play the game's plies.
    this.$('r-analyse').href = analysis_hash(r.variant, null, r.plies.slice(0, i).map(ply_token));
    let line;
    if (i === 0) line = T.rp_start_line(this.name_of_(st.to_move));
    else line = T.rp_ply_line(i, n, ply_text(r.plies[i - 1], this.state_at_(i - 1), r.variant.pits, (s) => this.name_of_(s)));
    this.$('replay-ply').textContent = line;
    this.$('replay-result').classList.toggle('at-end', i === n);
    this.clocks_.set_static(this.clock_times_(i));
    for (const [where, side] of [['bottom', this.bottom_], ['top', other(this.bottom_)]]) {
      const facts = V.has_stores(r.variant) ? [] : [T.captured_fact(st.stores[idx(side)])];
      this.rows_[where].draw({ name: this.name_of_(side), facts, left: null, to_move: !st.over && st.to_move === side && i < n, account: this.r_.players?.[side]?.account === true, bot: this.r_.players?.[side]?.account_bot === true });
    }
  }

  /** "Final: Ada 34 – 14 Computer (easy). Ada won. One side ran out of seeds…" */
  result_text_() {
    const r = this.r_;
    const end = r.plies.length ? r.plies[r.plies.length - 1].state : r.start;
    if (!r.result && r.reason !== 'aborted') return T.rp_in_progress(r.plies.length, score_text(end.stores, (s) => this.name_of_(s)));
    const who = r.result === 'draw' ? T.rp_draw : r.result ? T.rp_won(this.name_of_(r.result)) : '';
    // In a draw on time the side that flagged is the side to move at the end.
    const against = losing_side(r.result, r.reason, end.to_move);
    const why = (r.variant.game === 'oware' && end_text({ result: r.result, reason: r.reason })) ||
      reason_text(r.reason, against ? this.name_of_(against) : '', r.result === 'draw');
    return [T.rp_final(score_text(end.stores, (s) => this.name_of_(s))), who, why].filter(Boolean).join(' ');
  }

  /** Saves the game's notation as mancala-<id>.txt (the server writes it; we only fetch it). */
  async download_() {
    const r = this.r_;
    if (!r) return;
    const btn = this.$('r-download');
    btn.disabled = true;
    const res = await get_text(`api/games/${enc(r.id)}/notation`);
    btn.disabled = false;
    if (!res.ok) {
      this.$('replay-ply').textContent = T.rp_download_failed;
      return;
    }
    const url = URL.createObjectURL(new Blob([res.text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `mancala-${r.id}.txt`;
    document.body.append(a);
    a.click();
    a.remove();
    // Revoked a moment later: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }
}
