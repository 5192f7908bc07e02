// The review of a stored game (#review=ID): GET /api/games/{id}/analysis (asked again every
// second while the server is still analysing) with the game's positions from
// GET /api/games/{id}/replay. Each ply's class and loss (once both its values are proven: an
// estimate judges nothing), each side's accuracy, and a graph of the
// value (South − North) after each ply with the mistakes and blunders marked; a point or a ply
// of the list shows that position on the board, stepped as in the replay.

import { BoardView } from '../board/board.js';
import { show_ply } from '../board/sowing.js';
import { say, ply_words } from '../board/ply_voice.js';
import { get_json, enc } from '../net/api.js';
import { value_graph } from '../common/graph.js';
import { analysis_hash } from '../explorer/analysis.js';
import { T, player_name, side_name } from '../texts/texts.js';
import { value_text, ply_name, ply_token } from '../common/values.js';
import * as V from '../board/variant.js';

const POLL_MS = 1000;
/** While the server proves the review's estimates (one position every few seconds to minutes). */
const PROOF_POLL_MS = 3000;
const MARKED = new Set(['mistake', 'blunder']);

export class ReviewScreen {
  /**
   * @param on_leave () => void: back to the start screen
   * @param on_review (id, replay, analysis) => void: each analysis answer shown (the lessons read it)
   */
  constructor(doc, on_leave, on_review = () => {}) {
    this.on_review_ = on_review;
    this.$ = (id) => doc.getElementById(id);
    this.board_ = new BoardView(this.$('rv-board'), () => {});
    this.id_ = null;
    this.r_ = null; // the replay: start and each ply's state
    this.a_ = null; // the analysis as served
    this.at_ = 0; // the position shown: 0 = the start, i = after ply i
    this.timer_ = null;
    this.$('rv-first').addEventListener('click', () => this.go_(0));
    this.$('rv-prev').addEventListener('click', () => this.go_(this.at_ - 1));
    this.$('rv-next').addEventListener('click', () => this.go_(this.at_ + 1));
    this.$('rv-last').addEventListener('click', () => this.go_(this.last_()));
    this.$('rv-plies').addEventListener('click', (ev) => {
      const b = ev.target.closest('button[data-n]');
      if (b) this.go_(Number(b.dataset.n));
    });
    for (const id of ['rv-leave', 'rv-missing-leave']) this.$(id).addEventListener('click', () => on_leave());
  }

  async open(id) {
    this.close();
    this.id_ = id;
    const view = this.$('review');
    view.dataset.game = id;
    view.dataset.state = 'loading';
    this.$('review-title').textContent = T.ui_r_review;
    this.$('review-sub').textContent = T.loading_game;
    this.$('review-body').hidden = true;
    this.$('review-missing').hidden = true;
    const res = await get_json(`api/games/${enc(id)}/replay`);
    if (this.id_ !== id) return;
    if (!res.ok || !Array.isArray(res.body?.plies)) return this.missing_(res, 'game');
    this.r_ = { ...res.body, variant: V.complete(res.body.variant), players: res.body.players || {} };
    const v = this.r_.variant;
    this.board_.layout({ pits: v.pits, stores: V.has_stores(v), bottom: 'south', owners: ['south', 'north'] });
    this.$('rv-name-bottom').textContent = this.name_of_('south');
    this.$('rv-name-top').textContent = this.name_of_('north');
    this.$('review-title').textContent = T.rv_title(this.name_of_('south'), this.name_of_('north'));
    this.$('review-sub').textContent = T.rv_sub(V.describe(v));
    this.$('rv-replay').href = `#game=${enc(id)}`;
    this.$('review-body').hidden = false;
    this.go_(this.last_());
    await this.poll_();
  }

  close() {
    clearTimeout(this.timer_);
    this.timer_ = null;
    this.id_ = null;
    this.r_ = null;
    this.a_ = null;
  }

  /** ← → step, Home and End jump; returns true if handled. */
  on_key(ev) {
    if (!this.r_ || ev.altKey || ev.ctrlKey || ev.metaKey) return false;
    const to = { ArrowLeft: this.at_ - 1, ArrowRight: this.at_ + 1, Home: 0, End: this.last_() }[ev.key];
    if (to === undefined) return false;
    this.go_(to);
    return true;
  }

  missing_(res, what) {
    this.$('review').dataset.state = 'missing';
    this.$('review-sub').textContent = '';
    this.$('review-body').hidden = true;
    const game = what === 'game';
    this.$('review-missing-text').textContent = res.status === 404
      ? T.no_such_game
      : res.body?.error === 'game_in_progress'
        ? T.review_in_progress
        : res.body?.message
        ? (game ? T.game_load_failed_why : T.review_load_failed_why)(T.server_errors[res.body.error] ?? res.body.message)
        : game ? T.game_load_failed : T.review_load_failed;
    this.$('review-missing').hidden = false;
  }

  /** Asks for the analysis; while it is pending, again in a second; while its estimates are being proven, every few seconds. */
  async poll_() {
    const id = this.id_;
    const res = await get_json(`api/games/${enc(id)}/analysis`);
    if (this.id_ !== id) return;
    if (!res.ok || !Array.isArray(res.body?.plies)) return this.missing_(res, 'review');
    this.a_ = res.body;
    const pending = this.a_.status === 'pending';
    this.$('review').dataset.state = pending ? 'pending' : 'done';
    this.render_progress_();
    this.render_analysis_();
    this.on_review_(id, this.r_, this.a_);
    if (pending) this.timer_ = setTimeout(() => this.poll_(), POLL_MS);
    else if (this.a_.proving) this.timer_ = setTimeout(() => this.poll_(), PROOF_POLL_MS);
  }

  // ---- stepping ------------------------------------------------------------------------------

  last_() {
    return this.r_ ? this.r_.plies.length : 0;
  }

  go_(i) {
    const r = this.r_;
    if (!r) return;
    const from = this.at_;
    this.at_ = Math.max(0, Math.min(this.last_(), i));
    if (this.at_ === 0) {
      this.board_.unmark('path', 'captured', 'origin', 'sowing', 'hint', 'last');
      this.board_.show(r.start);
      if (from > 0) say(T.voice_start);
    } else {
      show_ply(this.board_, r.plies[this.at_ - 1]);
      if (this.at_ !== from) {
        // One announcement a ply (#ply-voice): its words and, once judged, the verdict the line shows.
        const words = ply_words(r.plies[this.at_ - 1], this.at_ > 1 ? r.plies[this.at_ - 2].state : r.start, r.variant.pits);
        const a = this.ply_(this.at_);
        say(a ? T.rv_line_verdict(words, this.verdict_(a)) : words);
      }
    }
    const n = this.last_();
    this.$('review').dataset.at = String(this.at_);
    this.$('rv-first').disabled = this.$('rv-prev').disabled = this.at_ === 0;
    this.$('rv-next').disabled = this.$('rv-last').disabled = this.at_ === n;
    const moves = r.plies.slice(0, this.at_).map((p) => ply_token(p));
    this.$('rv-analyse').href = analysis_hash(r.variant, null, moves);
    this.render_ply_line_();
    this.render_analysis_();
  }

  // ---- drawing -------------------------------------------------------------------------------

  name_of_(side) {
    return player_name(this.r_?.players[side], side_name(side));
  }

  /** The analysis of the game's `k`-th ply (1-based), matched by `n` as /replay numbers it, or null. */
  ply_(k) {
    const n = this.r_?.plies[k - 1]?.n ?? k - 1;
    return this.a_?.plies.find((p) => p.n === n) ?? null;
  }

  render_progress_() {
    const a = this.a_;
    const bar = this.$('rv-progress');
    const p = a.progress;
    const known = p && typeof p.done === 'number' && typeof p.total === 'number' && p.total > 0;
    if (a.status !== 'pending') {
      const q = a.proving;
      const proving = q && typeof q.done === 'number' && typeof q.total === 'number' && q.total > 0;
      this.$('rv-progress-text').textContent = proving
        ? T.rv_proving(q.done, q.total)
        : this.unproven_text_();
      bar.hidden = !proving;
      if (proving) {
        bar.max = q.total;
        bar.value = q.done;
      }
      return;
    }
    this.$('rv-progress-text').textContent = known ? T.rv_analysing_n(p.done, p.total) : T.rv_analysing;
    bar.hidden = !known;
    if (known) {
      bar.max = p.total;
      bar.value = p.done;
    }
  }

  /**
   * Why estimates are left once no proof runs (the server's `unproven`), or ''. It counts the plies
   * left without a class: a ply whose two values are proven is judged even where its position's
   * other plies are estimates (the server's `unproven.plies` counts those too).
   */
  unproven_text_() {
    const u = this.a_?.unproven;
    const say = u && T.rv_unproven[u.reason];
    const unjudged = (this.a_?.plies ?? []).filter((p) => !(p.before_exact && p.after_exact)).length;
    return say && unjudged > 0 ? say(unjudged, this.a_.proof_ms ?? 0) : '';
  }

  render_ply_line_() {
    const r = this.r_;
    const i = this.at_;
    if (i === 0) {
      this.$('rv-ply').textContent = T.rp_start_line(this.name_of_(r.start.to_move));
      return;
    }
    const ply = r.plies[i - 1];
    const a = this.ply_(i);
    const what = T.rv_ply_line(i, this.last_(), this.name_of_(ply.side), ply_name(ply));
    this.$('rv-ply').textContent = a ? T.rv_line_verdict(what, this.verdict_(a)) : T.rv_line_end(what);
  }

  /** Whether a ply is judged: both its values proven, so that it has a loss and a class. */
  static judged_(a) {
    return typeof a.loss === 'number' && typeof a.class === 'string';
  }

  /**
   * "blunder: 9 seeds lost (best: pit 5), value after −3"; for a ply whose values are not both
   * proven, no judgement: "being proven, value after ≈ −3, depth 12".
   */
  verdict_(a) {
    const after_exact = a.after_exact ?? a.exact;
    const parts = [];
    if (ReviewScreen.judged_(a)) {
      parts.push(T.rv_class[a.class] ?? String(a.class));
      if (a.loss > 0) parts[0] = T.rv_class_lost(parts[0], T.rv_lost(a.loss));
      if (a.loss > 0 && a.exact && Array.isArray(a.best) && a.best.length) parts[0] += ` ${T.rv_best(a.best.map(ply_name))}`;
    } else {
      parts.push(this.a_?.proving || !this.a_?.unproven ? T.rv_being_proven : T.rv_not_proven);
    }
    if (a.forced) parts.push(T.rv_only_ply);
    parts.push(T.rv_value_after(value_text(a.value_after, after_exact, a.depth)));
    return parts.join(', ');
  }

  /** The CSS class of a ply in the list: its class once judged, `proving` before. */
  static class_of_(a) {
    if (!a) return 'class-pending';
    return ReviewScreen.judged_(a) ? `class-${a.class}` : 'class-proving';
  }

  render_analysis_() {
    const a = this.a_;
    const r = this.r_;
    if (!a || !r) return;
    this.render_ply_line_();
    const acc = a.accuracy ?? {};
    // The server rounds to one decimal; null: the side made no counted ply (docs/analysis.md).
    const pct = (x) => (typeof x === 'number' ? T.rv_pct(x) : '—');
    const unjudged = a.plies.filter((p) => !ReviewScreen.judged_(p)).length;
    const note = unjudged > 0 ? ` ${T.rv_accuracy_partial(unjudged)}` : '';
    this.$('rv-accuracy').textContent = a.status === 'done' || typeof acc.south === 'number'
      ? `${T.rv_accuracy(this.name_of_('south'), pct(acc.south), this.name_of_('north'), pct(acc.north))}${note}`
      : '';
    // The list of plies.
    const list = this.$('rv-plies');
    list.replaceChildren();
    r.plies.forEach((ply, k) => {
      const n = k + 1;
      const pa = this.ply_(n);
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.n = String(n);
      b.className = `rv-ply ${ReviewScreen.class_of_(pa)}`;
      if (n === this.at_) b.setAttribute('aria-current', 'step');
      const who = document.createElement('span');
      who.className = 'rv-who';
      who.textContent = T.rv_item(n, this.name_of_(ply.side), side_name(ply.side), ply_name(ply));
      const verdict = document.createElement('span');
      verdict.className = 'rv-class';
      verdict.textContent = pa ? this.verdict_(pa) : T.rv_not_analysed;
      b.append(who, verdict);
      li.append(b);
      list.append(li);
    });
    // The graph: the start's value, then the value after each analysed ply.
    const box = this.$('rv-graph');
    const first = this.ply_(1);
    if (!first) {
      box.replaceChildren();
      return;
    }
    const start_exact = first.before_exact ?? first.exact;
    const points = [{ value: first.value_before, exact: start_exact, label: T.rv_graph_start(value_text(first.value_before, start_exact, first.depth)) }];
    for (let n = 1; n <= r.plies.length; n++) {
      const pa = this.ply_(n);
      if (!pa) break;
      points.push({
        value: pa.value_after, exact: pa.after_exact ?? pa.exact, mark: MARKED.has(pa.class) ? pa.class : undefined,
        label: T.rv_graph_point(n, this.name_of_(pa.side ?? r.plies[n - 1].side), ply_name(r.plies[n - 1]), this.verdict_(pa)),
      });
    }
    const graph = value_graph(points, { label: T.rv_graph(points.length - 1, r.plies.length), at: this.at_, on_pick: (i) => this.go_(i) });
    // Picking a point draws the graph again: the keyboard stays on the point picked.
    const had_focus = box.contains(document.activeElement);
    box.replaceChildren(graph);
    if (had_focus) graph.querySelector(`circle[data-n="${this.at_}"]`)?.focus();
  }
}
