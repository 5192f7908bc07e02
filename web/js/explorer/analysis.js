// The position explorer (#analysis, #analysis&variant=JSON&state=JSON&moves=2,5): the board with
// each legal ply's value on its pit, from GET /api/analysis. A position is a base (the variant's
// start, or a position set up by hand) and the plies played from it; the server plays them and
// answers with the position reached (`state`), its legal plies and their values. The page
// computes no rule: the pits it enables are the plies the server listed.

import { BoardView } from '../board/board.js';
import { PositionEditor } from './position_editor.js';
import { get_json, enc } from '../net/api.js';
import { T, side_name } from '../texts/texts.js';
import { wire_game_choice } from '../board/oware.js';
import { value_text, signed, pit_value_text, ply_name, ply_token, outcome_text } from '../common/values.js';
import * as V from '../board/variant.js';
import { num } from '../texts/locale.js';

const idx = (side) => (side === 'north' ? 1 : 0);
const PREFIX = 'a-'; // the ids of the explorer's copy of the start form's Board fields

/** The address of the explorer at a position: '#analysis&variant=…[&state=…][&moves=2,5]'. */
export function analysis_hash(variant, state, moves) {
  let h = `#analysis&variant=${enc(JSON.stringify(V.wire(variant)))}`;
  if (state) h += `&state=${enc(JSON.stringify(state))}`;
  if (moves.length) h += `&moves=${moves.join(',')}`;
  return h;
}

export class AnalysisScreen {
  /** @param on_leave () => void: back to the start screen */
  constructor(doc, on_leave) {
    this.$ = (id) => doc.getElementById(id);
    this.board_ = new BoardView(this.$('a-board'), (pit) => this.play_({ pit }));
    this.editor_ = new PositionEditor(doc, (state) => this.set_position_(this.variant_, state, []));
    this.variant_ = V.complete(null);
    this.base_ = null; // a position set up by hand ({pits, stores, to_move}), or null: the start
    this.moves_ = []; // plies played from the base, as moves= tokens ('2', 'swap')
    this.answer_ = null; // the server's answer for the position shown
    this.cache_ = new Map(); // query → answer: Back shows a position again without asking
    this.asked_ = 0; // the latest request: a slower, older answer is dropped
    this.open_ = false;
    this.copy_variant_form_(doc);
    this.$('a-back').addEventListener('click', () => this.back_());
    this.$('a-first').addEventListener('click', () => this.to_first_());
    this.$('a-swap').addEventListener('click', () => this.play_({ swap: true }));
    this.$('a-edit-open').addEventListener('click', () => this.toggle_editor_());
    this.$('a-leave').addEventListener('click', () => on_leave());
  }

  /** The start form's Board fields, copied with their ids prefixed: the same choices. */
  copy_variant_form_(doc) {
    const fs = doc.querySelector('#start-form fieldset.variant').cloneNode(true);
    fs.querySelector('#setup-value')?.remove();
    for (const el of fs.querySelectorAll('[id]')) el.id = PREFIX + el.id;
    const legend = fs.querySelector('legend');
    legend.removeAttribute('data-text'); // its own words, not the start form's
    legend.textContent = T.ex_board_legend;
    const go = doc.createElement('button');
    go.type = 'button';
    go.id = 'a-variant-go';
    go.textContent = T.ex_variant_go;
    fs.append(go);
    this.$('a-variant-box').append(fs);
    wire_game_choice(doc, PREFIX);
    go.addEventListener('click', () => this.set_position_(V.from_form(doc, PREFIX), null, []));
  }

  /** Shows the explorer at `variant` (null: the start form's), `state` (null: the start), `moves`. */
  open({ variant = null, state = null, moves = [] } = {}) {
    this.open_ = true;
    const v = V.complete(variant ?? V.from_form(document));
    V.to_form(document, v, PREFIX);
    this.$(`${PREFIX}v-game`).dispatchEvent(new Event('change'));
    this.editor_.hide();
    this.set_position_(v, state, moves);
  }

  close() {
    this.open_ = false;
    this.asked_++;
  }

  /** Digits play a pit of the side to move, ← or Backspace go back, Home to the first position. */
  on_key(ev) {
    if (!this.open_ || ev.altKey || ev.ctrlKey || ev.metaKey || this.editor_.open) return false;
    if (ev.key === 'ArrowLeft' || ev.key === 'Backspace') return this.back_(), true;
    if (ev.key === 'Home') return this.to_first_(), true;
    if (/^[1-9]$/.test(ev.key)) return this.board_.press(Number(ev.key) - 1);
    return false;
  }

  // ---- moving about ----------------------------------------------------------------------------

  set_position_(variant, base, moves) {
    const v = V.complete(variant);
    if (V.key(v) !== V.key(this.variant_) || !this.laid_out_) {
      this.variant_ = v;
      this.board_.layout({ pits: v.pits, stores: V.has_stores(v), bottom: 'south', owners: ['south', 'north'] });
      this.laid_out_ = true;
    }
    this.base_ = base;
    this.moves_ = moves.map(String);
    this.load_();
  }

  play_(ply) {
    const a = this.answer_;
    if (!a || !a.plies.some((p) => ply_token(p) === ply_token(ply))) return; // only what the server listed
    this.moves_ = [...this.moves_, ply_token(ply)];
    this.load_();
  }

  back_() {
    if (this.moves_.length === 0) return;
    this.moves_ = this.moves_.slice(0, -1);
    this.load_();
  }

  to_first_() {
    if (this.moves_.length === 0) return;
    this.moves_ = [];
    this.load_();
  }

  toggle_editor_() {
    if (this.editor_.open) return this.editor_.hide();
    const st = this.answer_?.state ?? this.base_;
    if (st) this.editor_.show(this.variant_, st);
  }

  query_() {
    let q = `variant=${enc(JSON.stringify(V.wire(this.variant_)))}`;
    if (this.base_) q += `&state=${enc(JSON.stringify(this.base_))}`;
    if (this.moves_.length) q += `&moves=${this.moves_.join(',')}`;
    return q;
  }

  async load_() {
    const q = this.query_();
    const ticket = ++this.asked_;
    // The address names the position shown, so a reload or a shared link opens it again.
    history.replaceState(null, '', location.pathname + location.search + analysis_hash(this.variant_, this.base_, this.moves_));
    this.render_header_();
    let answer = this.cache_.get(q);
    if (!answer) {
      this.$('analysis').dataset.state = 'loading';
      this.$('a-status').textContent = T.ex_analysing;
      this.board_.set_playable(null);
      const res = await get_json(`api/analysis?${q}`);
      if (ticket !== this.asked_) return;
      if (!res.ok || !res.body || !Array.isArray(res.body.plies) || !res.body.state) {
        this.show_error_(res);
        return;
      }
      answer = res.body;
      this.cache_.set(q, answer);
    }
    this.answer_ = answer;
    this.$('a-error').textContent = '';
    this.render_();
    this.$('analysis').dataset.state = 'ready';
  }

  show_error_(res) {
    this.$('analysis').dataset.state = 'error';
    this.$('a-status').textContent = '';
    this.$('a-error').textContent = res.status === 400 && res.body?.message
      ? T.ex_refused(T.server_errors[res.body.error] ?? res.body.message)
      : T.ex_load_failed;
    // A refused ply leaves the last good position on the board, and the address with it.
    if (this.moves_.length && this.answer_ && res.status === 400) {
      this.moves_ = this.moves_.slice(0, -1);
      history.replaceState(null, '', location.pathname + location.search + analysis_hash(this.variant_, this.base_, this.moves_));
      this.render_header_();
    }
  }

  // ---- drawing ---------------------------------------------------------------------------------

  render_header_() {
    this.$('analysis-sub').textContent = (this.base_ ? T.ex_sub_by_hand : T.ex_sub_start)(V.describe(this.variant_));
    this.$('a-moves').textContent = this.moves_.length
      ? T.ex_plies_played(this.moves_.map((t) => (t === 'swap' ? T.ply_swap : num(Number(t) + 1))), this.variant_.pits)
      : T.ex_no_plies;
    this.$('a-back').disabled = this.$('a-first').disabled = this.moves_.length === 0;
  }

  render_() {
    const a = this.answer_;
    const st = a.state;
    const mover = st.to_move;
    this.board_.unmark('best', 'path', 'captured', 'origin', 'sowing', 'hint', 'last');
    for (const el of this.$('a-board').querySelectorAll('.pit-value')) {
      if (el.nextSibling?.nodeType === Node.TEXT_NODE) el.nextSibling.remove();
      el.remove();
    }
    this.board_.show(st);
    const legal = new Set(a.plies.filter((p) => !p.swap).map((p) => p.pit));
    this.board_.set_allowed((pit) => legal.has(pit));
    this.board_.set_playable(st.over || a.plies.length === 0 ? null : mover);
    const best = new Set((a.best || []).map(ply_token));
    for (const p of a.plies) {
      if (p.swap) continue;
      const cell = this.board_.cell(idx(mover), p.pit);
      if (!cell) continue;
      const tag = document.createElement('span');
      tag.className = `pit-value ${p.exact ? 'exact' : 'estimate'}`;
      tag.setAttribute('aria-hidden', 'true');
      tag.textContent = pit_value_text(p.value, p.exact);
      // The value is read before the count, as the label says them: a spoken command naming
      // what is on the pit ("−2 4") matches its name (WCAG 2.5.3, label in name).
      cell.insertBefore(tag, cell.querySelector('.count'));
      tag.after(' '); // two numbers, not one
      const sign = p.exact ? signed(p.value) : `≈ ${signed(p.value)}`;
      const value = p.exact || typeof p.depth !== 'number' ? sign : T.ex_value_depth(sign, p.depth);
      const seeds = st.pits[idx(mover)][p.pit];
      cell.setAttribute('aria-label', T.ex_pit_label(side_name(mover), p.pit + 1, value, seeds, best.has(ply_token(p))));
      if (best.has(ply_token(p))) cell.classList.add('best');
      cell.dataset.value = String(p.value);
      cell.dataset.exact = String(p.exact);
    }
    const swap = a.plies.find((p) => p.swap);
    this.$('a-swap').hidden = !swap;
    if (swap) this.$('a-swap').textContent = T.ex_swap(value_text(swap.value, swap.exact, swap.depth));
    for (const [where, side] of [['bottom', 'south'], ['top', 'north']]) {
      const row = this.$(`a-info-${where}`);
      row.textContent = !st.over && mover === side ? T.ex_to_move : '';
      row.parentElement.classList.toggle('to-move', !st.over && mover === side);
    }
    const best_ply = a.plies.find((p) => best.has(ply_token(p)));
    const worth = value_text(a.value, a.exact, best_ply?.depth);
    if (st.over) {
      this.$('a-status').textContent = T.ex_over(st.stores[0], st.stores[1], signed_value(a.value));
    } else {
      this.$('a-status').textContent = (a.exact ? T.ex_status : T.ex_status_estimate)(side_name(mover), worth, outcome_text(a.value));
    }
    this.$('a-best').textContent = a.best?.length ? T.ex_best(a.best.map(ply_name)) : '';
    const line = Array.isArray(a.line) ? a.line : null;
    this.$('a-line').hidden = !line?.length;
    this.$('a-line').textContent = line?.length ? T.ex_line(line.map(line_ply_name)) : '';
  }
}

const signed_value = (v) => value_text(v, true);

/** A ply of the principal line, given as {pit}/{swap} (as `best`), a pit index or "swap". */
function line_ply_name(p) {
  if (typeof p === 'number') return ply_name({ pit: p });
  if (p === 'swap') return T.ply_swap;
  return p && typeof p === 'object' ? ply_name(p) : String(p);
}
