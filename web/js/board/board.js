// The board on screen: two rows of pits and the two stores, drawn from one side's point of view.
// The viewer's side is the bottom row, sown left to right, so play runs counterclockwise from
// the viewer's own left (rules/kalah.md §Board); the other side's pit 0 is at the top right.

import { BoardTable } from './board_table.js';
import { T } from '../texts/texts.js';

const MAX_DOTS_PIT = 18; // more seeds than this show as a count only (dots would be mush)
const MAX_DOTS_STORE = 40;
const GOLDEN_ANGLE = 2.39996;

const side_index = (side) => (side === 'north' ? 1 : 0);
const key_of = (s, p) => `${s}:${p}`;

/** Draws pits and stores, reports clicks, and carries the marks (path, captures, hint). */
export class BoardView {
  /**
   * @param {HTMLElement} el the container (role=group)
   * @param {(pit: number) => void} on_play called with a pit index (0..P-1 of the playable side)
   */
  constructor(el, on_play) {
    this.el_ = el;
    this.on_play_ = on_play;
    this.cells_ = new Map(); // "side:pit" -> element; pit == P is the store
    this.pits_ = 6;
    this.stores_ = true;
    this.bottom_ = 0;
    this.owners_ = ['south', 'north']; // whose words name the hollows: the sides, or 'your' and 'opponent'
    this.playable_ = null; // {side, pits:Set}
    this.allowed_ = null; // (pit) => bool: a rule that refuses some non-empty pits (Oware's feeding)
    this.table_ = new BoardTable(el);
    el.addEventListener('click', (ev) => {
      const b = ev.target.closest('button.pit');
      if (!b || b.disabled) return;
      this.on_play_(Number(b.dataset.pit));
    });
  }

  /**
   * Builds the cells. `bottom`: 'south'|'north' seen at the bottom; `owners`: names used in the
   * accessible labels, e.g. ['Your', "Computer's"] indexed by side index.
   */
  layout({ pits, stores, bottom, owners }) {
    this.pits_ = pits;
    this.stores_ = stores;
    this.bottom_ = side_index(bottom);
    this.owners_ = owners;
    this.cells_.clear();
    this.el_.replaceChildren();
    this.table_.layout(pits, stores);
    this.el_.style.setProperty('--pits', pits);
    this.el_.classList.toggle('no-stores', !stores);
    this.el_.classList.toggle('many-pits', pits > 6); // a phone lays these out apart (css/style.css)
    const top = 1 - this.bottom_;
    const col0 = stores ? 2 : 1;
    if (stores) this.add_store_(top, 1);
    for (let c = 0; c < pits; c++) this.add_pit_(top, pits - 1 - c, 1, col0 + c);
    for (let c = 0; c < pits; c++) this.add_pit_(this.bottom_, c, 2, col0 + c);
    if (stores) this.add_store_(this.bottom_, pits + 2);
  }

  add_pit_(side, pit, row, col) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `pit side-${side}`;
    b.dataset.side = side;
    b.dataset.pit = pit;
    b.style.gridRow = row;
    b.dataset.row = row === 1 ? 'top' : 'bottom';
    b.style.gridColumn = col;
    b.disabled = true;
    b.innerHTML = '<span class="dots" aria-hidden="true"></span><span class="count" aria-hidden="true">0</span>';
    this.el_.append(b);
    this.cells_.set(key_of(side, pit), b);
  }

  add_store_(side, col) {
    const d = document.createElement('div');
    d.className = `store side-${side}`;
    d.setAttribute('role', 'img');
    d.dataset.side = side;
    d.dataset.pit = this.pits_;
    d.style.gridRow = '1 / span 2';
    d.style.gridColumn = col;
    d.dataset.row = col === 1 ? 'top' : 'bottom';
    d.innerHTML = '<span class="dots" aria-hidden="true"></span><span class="count" aria-hidden="true">0</span>';
    this.el_.append(d);
    this.cells_.set(key_of(side, this.pits_), d);
  }

  /** The element of hollow [side_index, pit] (pit == P: the store), or undefined. */
  cell(side, pit) {
    return this.cells_.get(key_of(side, pit));
  }

  /** Shows every count of a state-like object {pits:[[..],[..]], stores:[s,n]}. */
  show(counts) {
    for (let s = 0; s < 2; s++) {
      for (let p = 0; p < this.pits_; p++) this.set_count(s, p, counts.pits[s][p]);
      if (this.stores_) this.set_count(s, this.pits_, counts.stores[s]);
    }
  }

  /** Shows `n` seeds in one hollow and updates its accessible name. */
  set_count(side, pit, n) {
    const cell = this.cell(side, pit);
    if (!cell) return;
    const store = pit === this.pits_;
    cell.querySelector('.count').textContent = String(n);
    const owner = this.owners_[side];
    cell.setAttribute('aria-label', store ? T.store_label[owner](n) : T.pit_label[owner](pit + 1, n));
    cell.dataset.count = n;
    this.table_.set(side, pit, n);
    draw_dots(cell.querySelector('.dots'), n, store ? MAX_DOTS_STORE : MAX_DOTS_PIT, store);
    if (this.playable_ && !store) this.refresh_enabled_(cell);
  }

  /** Enables the non-empty pits of `side` ('south'|'north'), or none when side is null. */
  set_playable(side) {
    this.playable_ = side === null ? null : side_index(side);
    for (const cell of this.cells_.values()) if (cell.tagName === 'BUTTON') this.refresh_enabled_(cell);
  }

  /** Limits the playable pits further: `fn(pit)` says whether a non-empty pit may be sown; null: all. */
  set_allowed(fn) {
    this.allowed_ = fn;
  }

  refresh_enabled_(cell) {
    const ok = this.playable_ !== null && Number(cell.dataset.side) === this.playable_ && Number(cell.dataset.count) > 0 &&
      (this.allowed_ === null || this.allowed_(Number(cell.dataset.pit)));
    const had_focus = document.activeElement === cell;
    cell.disabled = !ok;
    cell.classList.toggle('playable', ok);
    if (had_focus && !ok) this.el_.focus?.();
  }

  /** Adds class `kind` ('path', 'captured', 'hint', 'sowing', 'origin') to hollows [[side, pit], ...]. */
  mark(kind, hollows) {
    for (const [s, p] of hollows) this.cell(s, p)?.classList.add(kind);
  }

  /** Removes the given mark classes from every hollow. */
  unmark(...kinds) {
    for (const cell of this.cells_.values()) cell.classList.remove(...kinds);
  }

  /** Plays pit `n` (0-based from the owner's left) of the playable side, if it is enabled. */
  press(n) {
    if (this.playable_ === null) return false;
    const cell = this.cell(this.playable_, n);
    if (!cell || cell.disabled) return false;
    cell.focus();
    this.on_play_(n);
    return true;
  }

  /** Moves keyboard focus to the next enabled pit on screen, `dir` = -1 (left) or +1 (right). */
  move_focus(dir) {
    if (this.playable_ === null) return;
    const row = [...this.el_.querySelectorAll(`button.pit.side-${this.playable_}`)].sort(
      (a, b) => Number(a.style.gridColumn) - Number(b.style.gridColumn),
    );
    const enabled = row.filter((b) => !b.disabled);
    if (enabled.length === 0) return;
    const at = enabled.indexOf(document.activeElement);
    const next = at < 0 ? (dir > 0 ? 0 : enabled.length - 1) : (at + dir + enabled.length) % enabled.length;
    enabled[next].focus();
  }
}

// Seeds as dots on a golden-angle spiral: the same count always looks the same, and the
// pattern stays readable up to the cap.
function draw_dots(el, n, cap, tall) {
  const shown = Math.min(n, cap);
  if (Number(el.dataset.n) === shown) return;
  el.dataset.n = shown;
  const frag = document.createDocumentFragment();
  for (let i = 0; i < shown; i++) {
    const r = Math.sqrt((i + 0.5) / Math.max(shown, 6)) * 34;
    const a = i * GOLDEN_ANGLE;
    const dot = document.createElement('i');
    dot.style.left = `${50 + r * Math.cos(a)}%`;
    dot.style.top = `${50 + r * Math.sin(a) * (tall ? 1.2 : 1)}%`;
    dot.style.setProperty('--hue', (i * 47) % 360);
    frag.append(dot);
  }
  el.replaceChildren(frag);
}
