// The puzzle page (#puzzles: the next puzzle for this player; #puzzle=ID: that one). The board
// shows the position with the solver's side at the bottom; each ply played is sent at once as an
// attempt (the solver's plies so far), and the answer says whether it was the only one keeping
// the goal: a right ply gets the opponent's reply and the next turn, the last one "Solved!", a
// wrong one the refutation to step through and the solution. The page plays no rule: every
// position it shows is a state the server sent. Streak mode goes from puzzle to puzzle until a
// miss. Built here and put into <main>, `hidden` like every screen until shown.

import { T } from '../texts/texts.js';
import { list } from '../texts/locale.js';
import { BoardView } from '../board/board.js';
import { rating_text, change_text } from '../common/ratings.js';
import * as V from '../board/variant.js';
import { feeding_filter } from '../board/oware.js';
import { load_puzzle, send_attempt } from './puzzle_api.js';
import { PuzzleStepper } from './puzzle_stepper.js';

const REPLY_MS = 600; // the opponent's reply shows this long after the right ply

export class PuzzleScreen {
  /** @param on_leave () => void: back to the start screen; @param on_open (id) => void: names the puzzle in the address */
  constructor(doc, on_leave, on_open) {
    const el = (tag, props = {}, ...kids) => {
      const e = Object.assign(doc.createElement(tag), props);
      e.append(...kids);
      return e;
    };
    this.on_open_ = on_open;
    this.puzzle_ = null; // the answer of GET /api/puzzles/…
    this.plies_ = []; // the solver's plies sent so far
    this.busy_ = false;
    this.streak_ = 0;
    this.asked_ = 0;
    this.goal_ = el('p', { id: 'pz-goal', className: 'lead' });
    this.facts_ = el('p', { id: 'pz-facts', className: 'quiet' });
    this.you_ = el('p', { id: 'pz-you', className: 'quiet' });
    this.board_el_ = el('div', { id: 'pz-board', className: 'board', role: 'group', ariaLabel: T.puzzle_board });
    this.board_ = new BoardView(this.board_el_, (pit) => this.play_(pit));
    this.status_ = el('p', { id: 'pz-status', role: 'status' });
    this.stepper_ = new PuzzleStepper(el, (state) => this.board_.show(state));
    this.solution_btn_ = el('button', { type: 'button', id: 'pz-show-solution', textContent: T.puzzle_show_solution, hidden: true });
    this.next_btn_ = el('button', { type: 'button', id: 'pz-next', textContent: T.puzzle_next });
    this.streak_box_ = el('input', { type: 'checkbox', id: 'pz-streak-mode' });
    this.streak_text_ = el('p', { id: 'pz-streak', className: 'quiet', role: 'status' });
    const leave = el('button', { type: 'button', id: 'pz-leave', textContent: T.puzzle_leave });
    this.solution_btn_.addEventListener('click', () => this.show_solution_());
    this.next_btn_.addEventListener('click', () => this.open(null));
    this.streak_box_.addEventListener('change', () => this.set_streak_(0));
    leave.addEventListener('click', () => on_leave());
    const root = el('section', { id: 'puzzles', className: 'screen', hidden: true },
      el('h1', { id: 'puzzles-title', className: 'view-title', textContent: T.puzzles_title }),
      el('p', { className: 'quiet', textContent: T.puzzles_lead }),
      this.goal_, this.facts_, this.board_el_, this.status_,
      el('div', { className: 'actions start' }, this.next_btn_, this.solution_btn_),
      this.stepper_.root,
      el('label', { className: 'check' }, this.streak_box_, T.puzzle_streak_mode), this.streak_text_, this.you_,
      el('div', { className: 'actions start' }, leave));
    root.setAttribute('aria-labelledby', 'puzzles-title');
    doc.querySelector('main').append(root);
  }

  /** Shows puzzle `id`, or (null) the next one for this player. */
  async open(id) {
    const asked = ++this.asked_;
    this.puzzle_ = null;
    this.board_.set_playable(null);
    this.stepper_.hide();
    this.solution_btn_.hidden = true;
    this.status_.textContent = T.puzzle_loading;
    const r = await load_puzzle(id ?? 'next');
    if (asked !== this.asked_) return;
    if (!r.ok || !r.body) {
      this.goal_.textContent = '';
      this.status_.textContent = r.status === 404 ? (id ? T.puzzle_missing : T.puzzle_none) : T.puzzle_failed;
      return;
    }
    const p = r.body;
    this.puzzle_ = p;
    this.plies_ = [];
    this.on_open_(p.puzzle);
    const solver = p.state.to_move;
    const v = V.complete(p.variant);
    const owners = solver === 'south' ? ['your', 'opponent'] : ['opponent', 'your']; // T.pit_label's owners
    this.board_.layout({ pits: v.pits, stores: V.has_stores(v), bottom: solver, owners });
    this.turn_(p.state);
    this.board_el_.dataset.puzzle = p.puzzle;
    delete this.board_el_.dataset.result;
    this.goal_.textContent = T.puzzle_goal(solver, p.goal);
    const themes = list((p.themes ?? []).map((t) => T.puzzle_theme[t] ?? t));
    this.facts_.textContent = `${T.puzzle_rating(rating_text(p))} · ${V.describe(v)}${themes ? ` · ${T.puzzle_themes(themes)}` : ''}`;
    this.you_.textContent = p.you ? T.puzzle_you(rating_text(p.you)) : '';
    this.status_.textContent = '';
  }

  /** The solver's turn at `state`: shown, its pits playable (Oware's feeding rule applied). */
  turn_(state) {
    this.shown_ = state;
    this.board_.show(state);
    this.board_.set_allowed(feeding_filter(V.complete(this.puzzle_.variant), state));
    this.board_.set_playable(this.puzzle_.state.to_move);
  }

  close() {
    this.asked_++;
    this.board_.set_playable(null);
  }

  async play_(pit) {
    const p = this.puzzle_;
    if (!p || this.busy_) return;
    this.busy_ = true;
    this.board_.set_playable(null);
    this.plies_.push({ pit });
    const r = await send_attempt(p.puzzle, this.plies_);
    this.busy_ = false;
    if (p !== this.puzzle_) return;
    if (!r.ok || !r.body) {
      this.plies_.pop();
      this.status_.textContent = T.puzzle_send_failed;
      this.turn_(this.shown_);
      return;
    }
    const a = r.body;
    if (!a.complete) return this.right_more_(a);
    if (a.correct) this.solved_(a);
    else this.missed_(a);
  }

  /** A right ply with more to find: the ply's position, then the reply's. */
  right_more_(a) {
    const p = this.puzzle_;
    this.board_.show(a.state);
    this.status_.textContent = T.puzzle_right_more;
    setTimeout(() => {
      if (p !== this.puzzle_) return;
      this.turn_(a.reply.length ? a.reply[a.reply.length - 1].state : a.state);
    }, REPLY_MS);
  }

  solved_(a) {
    this.answer_ = a;
    this.board_.show(a.solution[a.solution.length - 1].state);
    this.status_.textContent = T.puzzle_solved;
    this.rating_line_(a);
    this.set_streak_(this.streak_ + 1);
    this.board_el_.dataset.result = 'solved';
    this.next_btn_.focus();
  }

  missed_(a) {
    const p = this.puzzle_;
    this.answer_ = a;
    this.board_el_.dataset.result = 'missed';
    const f = a.refutation;
    if (f) {
      const mine = p.state.to_move === 'south' ? f.value : -f.value;
      this.status_.textContent = T.puzzle_wrong(p.goal, mine);
      const before = a.wrong_at > 0 ? a.solution[a.wrong_at - 1].state : p.state;
      this.stepper_.load(T.puzzle_refutation, before, [f.ply, ...f.line]);
    } else {
      this.status_.textContent = T.puzzle_wrong_plain;
    }
    this.solution_btn_.hidden = false;
    this.rating_line_(a);
    if (this.streak_box_.checked && this.streak_ > 0) this.streak_text_.textContent = T.puzzle_streak_over(this.streak_);
    this.streak_ = 0;
  }

  show_solution_() {
    if (this.answer_?.solution) this.stepper_.load(T.puzzle_solution, this.puzzle_.state, this.answer_.solution);
  }

  rating_line_(a) {
    if (a.rating_change === undefined) return;
    this.you_.textContent = T.puzzle_rating_change(change_text(a.rating_change), rating_text(a.rating));
  }

  set_streak_(n) {
    this.streak_ = n;
    this.streak_text_.textContent = this.streak_box_.checked ? T.puzzle_streak(n) : '';
  }
}
