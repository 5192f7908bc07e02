// The board read as a table by a screen reader (visually hidden, next to the drawn board): a row
// per side, North then South, a column per pit numbered from its owner's left, then the store.

import { T } from '../texts/texts.js';

const SIDES = ['north', 'south'];
const idx = (side) => (side === 'north' ? 1 : 0);

export class BoardTable {
  /** Puts an empty table after `board_el`; `layout` gives it its columns. */
  constructor(board_el) {
    // The box hides the table: a table is never narrower than its cells, whatever its width says.
    const box = document.createElement('div');
    box.className = 'sr-only';
    this.table_ = document.createElement('table');
    this.table_.className = 'board-table';
    box.append(this.table_);
    board_el.after(box);
    this.cells_ = new Map(); // "side:pit" -> td; pit == P is the store
  }

  /** Rebuilds the rows for `pits` pits a side, with a store column when `stores`. */
  layout(pits, stores) {
    this.cells_.clear();
    const caption = document.createElement('caption');
    caption.textContent = T.table_caption;
    const head = document.createElement('tr');
    head.append(document.createElement('td'));
    for (let p = 0; p < pits; p++) head.append(th(T.table_pit(p + 1), 'col'));
    if (stores) head.append(th(T.table_store, 'col'));
    const rows = SIDES.map((side) => {
      const tr = document.createElement('tr');
      tr.append(th(T.side_names[side], 'row'));
      for (let p = 0; p <= (stores ? pits : pits - 1); p++) {
        const td = document.createElement('td');
        tr.append(td);
        this.cells_.set(`${idx(side)}:${p}`, td);
      }
      return tr;
    });
    const thead = document.createElement('thead');
    thead.append(head);
    const tbody = document.createElement('tbody');
    tbody.append(...rows);
    this.table_.replaceChildren(caption, thead, tbody);
  }

  /** Shows `n` seeds in hollow [side index, pit] (pit == P: the store). */
  set(side, pit, n) {
    const td = this.cells_.get(`${side}:${pit}`);
    if (td) td.textContent = String(n);
  }
}

function th(text, scope) {
  const el = document.createElement('th');
  el.scope = scope;
  el.textContent = text;
  return el;
}
