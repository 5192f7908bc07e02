// From a game to its lessons: under a finished review, the player's three worst plies (the
// largest proven losses of the seat this browser took, or of both seats when it took none) become
// personal puzzles, "find the better ply": the position before the ply on a board of its own, a
// pit to play, and the review's proven best plies as the answer. A ply that lost seeds can have
// its refutation stepped through: the best line after it, from GET /api/analysis, each position
// the server's state. The review's values are South − North, exact (docs/analysis.md).

import { T } from '../texts/texts.js';
import { BoardView } from '../board/board.js';
import { get_json, enc } from '../net/api.js';
import { seat } from '../net/storage.js';
import * as V from '../board/variant.js';
import { PuzzleStepper } from './puzzle_stepper.js';

const LESSONS = 3;
const REFUTATION_PLIES = 4;

export class ReviewLessons {
  constructor(doc) {
    const el = (tag, props = {}, ...kids) => {
      const e = Object.assign(doc.createElement(tag), props);
      e.append(...kids);
      return e;
    };
    this.list_ = el('ol', { id: 'rv-lessons-list' });
    this.goal_ = el('p', { id: 'rv-lesson-goal' });
    this.board_el_ = el('div', { id: 'rv-lesson-board', className: 'board', ariaLabel: T.lesson_board });
    this.board_el_.setAttribute('role', 'group');
    this.board_ = new BoardView(this.board_el_, (pit) => this.play_(pit));
    this.status_ = el('p', { id: 'rv-lesson-status' });
    this.status_.setAttribute('role', 'status');
    this.refute_btn_ = el('button', { type: 'button', id: 'rv-lesson-refute', textContent: T.lesson_refute, hidden: true });
    this.refute_btn_.addEventListener('click', () => this.refute_());
    this.stepper_ = new PuzzleStepper(el, (state) => this.board_.show(state), 'rv-lesson');
    this.work_ = el('div', { id: 'rv-lesson', hidden: true }, this.goal_, this.board_el_, this.status_,
      el('div', { className: 'actions start' }, this.refute_btn_), this.stepper_.root);
    this.root = el('section', { id: 'rv-lessons', hidden: true },
      el('h2', { id: 'rv-lessons-title', textContent: T.lessons_title }),
      el('p', { className: 'quiet', textContent: T.lessons_lead }), this.list_, this.work_);
    this.root.setAttribute('aria-labelledby', 'rv-lessons-title');
    doc.getElementById('review-body')?.append(this.root);
    this.lesson_ = null;
  }

  /** The review of game `id` (`r` its replay, `a` its analysis): the lessons once it is done. */
  show(id, r, a) {
    if (this.game_ === id && !this.root.hidden) return; // asked again while proving: kept
    this.game_ = id;
    this.work_.hidden = true;
    this.lesson_ = null;
    if (a.status !== 'done') {
      this.root.hidden = true;
      return;
    }
    const mine = seat(id);
    const sides = mine === 'south' || mine === 'north' ? [mine] : ['south', 'north'];
    const worst = a.plies
      .map((p) => ({ p, k: r.plies.findIndex((q) => q.n === p.n) }))
      .filter(({ p, k }) => k >= 0 && sides.includes(p.side) && typeof p.loss === 'number' && p.loss > 0 && Array.isArray(p.best) && p.best.length)
      .sort((x, y) => y.p.loss - x.p.loss || x.k - y.k)
      .slice(0, LESSONS);
    this.root.hidden = worst.length === 0;
    this.list_.replaceChildren(...worst.map(({ p, k }) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'rv-lesson-try';
      b.dataset.n = String(k + 1);
      b.textContent = T.lesson_item(k + 1, p.side, r.plies[k].swap ? null : r.plies[k].pit, p.loss, p.class && (T.rv_class[p.class] ?? p.class));
      b.addEventListener('click', () => this.open_(r, p, k));
      const li = document.createElement('li');
      li.append(b);
      return li;
    }));
  }

  open_(r, p, k) {
    const before = k === 0 ? r.start : r.plies[k - 1].state;
    const v = V.complete(r.variant);
    this.lesson_ = { r, p, k, before, played: r.plies[k] };
    this.board_.layout({ pits: v.pits, stores: V.has_stores(v), bottom: p.side, owners: p.side === 'south' ? ['your', 'opponent'] : ['opponent', 'your'] });
    this.board_.show(before);
    this.board_.set_playable(p.side);
    this.board_el_.dataset.n = String(k + 1);
    delete this.board_el_.dataset.result;
    this.goal_.textContent = T.lesson_goal(k + 1, r.plies[k].swap ? null : r.plies[k].pit);
    this.status_.textContent = '';
    this.refute_btn_.hidden = true;
    this.stepper_.hide();
    this.work_.hidden = false;
  }

  play_(pit) {
    const l = this.lesson_;
    if (!l) return;
    const best = l.p.best.filter((b) => !b.swap).map((b) => b.pit);
    if (best.includes(pit)) {
      this.board_.set_playable(null);
      this.status_.textContent = T.lesson_right(pit, l.p.loss);
      this.board_el_.dataset.result = 'solved';
      this.refute_btn_.hidden = false;
    } else if (!l.played.swap && pit === l.played.pit) {
      this.status_.textContent = T.lesson_same;
    } else {
      this.status_.textContent = T.lesson_wrong(best);
      this.board_el_.dataset.result = 'missed';
      this.refute_btn_.hidden = false;
    }
  }

  /** The best line after the game's ply: asked of the explorer's analysis, one position at a time. */
  async refute_() {
    const l = this.lesson_;
    if (!l) return;
    const lesson = l;
    this.status_.textContent = T.lesson_refuting;
    const variant = enc(JSON.stringify(V.wire(l.r.variant)));
    const after = l.played.state;
    const ask = (moves) => get_json(`api/analysis?variant=${variant}&state=${enc(JSON.stringify(after))}${moves.length ? `&moves=${moves.join(',')}` : ''}`);
    const first = await ask([]);
    if (lesson !== this.lesson_) return;
    if (!first.ok) {
      this.status_.textContent = T.lesson_refute_failed;
      return;
    }
    const line = (first.body.line ?? []).slice(0, REFUTATION_PLIES).map((x) => (x.swap ? 'swap' : String(x.pit)));
    const moves = [{ side: l.p.side, pit: l.played.pit, swap: l.played.swap, state: after }];
    let side = after.to_move;
    for (let i = 1; i <= line.length; i++) {
      const res = await ask(line.slice(0, i));
      if (lesson !== this.lesson_) return;
      if (!res.ok) break;
      moves.push({ side, pit: Number(line[i - 1]), swap: line[i - 1] === 'swap', state: res.body.state });
      side = res.body.state.to_move;
    }
    this.status_.textContent = T.lesson_refutation_value(first.body.value, first.body.exact);
    this.stepper_.load(T.lesson_refutation_title(l.k + 1), l.before, moves);
  }
}
