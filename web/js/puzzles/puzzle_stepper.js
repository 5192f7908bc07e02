// A line of plies stepped through on the puzzle's board: the refutation of a wrong ply, or the
// solution. Each move carries the state it leaves (the server's), so the page plays no rule:
// Back and Next show the states in turn, and the list names each ply in words.

import { T } from '../texts/texts.js';

export class PuzzleStepper {
  /** @param show (state) => void: puts a state on the board; @param prefix the ids' prefix (two steppers on a page) */
  constructor(el, show, prefix = 'pz') {
    this.show_ = show;
    this.states_ = [];
    this.at_ = 0;
    this.title_ = el('h2', { id: `${prefix}-line-title` });
    this.list_ = el('ol', { id: `${prefix}-line`, className: 'plies' });
    this.where_ = el('p', { id: `${prefix}-line-at`, className: 'quiet', role: 'status' });
    this.back_ = el('button', { type: 'button', id: `${prefix}-step-back`, textContent: T.puzzle_step_back });
    this.next_ = el('button', { type: 'button', id: `${prefix}-step-next`, textContent: T.puzzle_step_next });
    this.back_.addEventListener('click', () => this.go_(this.at_ - 1));
    this.next_.addEventListener('click', () => this.go_(this.at_ + 1));
    this.root = el('section', { id: `${prefix}-stepper`, hidden: true }, this.title_, this.list_,
      el('div', { className: 'actions start' }, this.back_, this.next_), this.where_);
    this.root.setAttribute('aria-labelledby', `${prefix}-line-title`);
  }

  /** Shows `moves` ([{side, pit|swap, state}]) from `start` under `title`, at its first ply. */
  load(title, start, moves) {
    this.title_.textContent = title;
    this.states_ = [start, ...moves.map((m) => m.state)];
    this.list_.replaceChildren(...moves.map((m) => {
      const li = document.createElement('li');
      li.textContent = m.swap ? T.puzzle_ply_swap(m.side) : T.puzzle_ply(m.side, m.pit);
      return li;
    }));
    this.root.hidden = false;
    this.go_(Math.min(1, moves.length));
  }

  hide() {
    this.root.hidden = true;
    this.states_ = [];
  }

  go_(k) {
    if (k < 0 || k >= this.states_.length) return;
    this.at_ = k;
    this.show_(this.states_[k]);
    [...this.list_.children].forEach((li, i) => li.classList.toggle('current', i === k - 1));
    this.back_.disabled = k === 0;
    this.next_.disabled = k === this.states_.length - 1;
    this.where_.textContent = T.puzzle_step_at(k + 1, this.states_.length);
  }
}
