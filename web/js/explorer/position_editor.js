// The explorer's "Set up a position" form: a count for every pit and store, the side to move,
// and the check that the seeds add up to the variant's (pits × seeds × 2). The form checks
// only the total; the server judges the position itself.

import * as V from '../board/variant.js';
import { T, side_name } from '../texts/texts.js';
import { num } from '../texts/locale.js';

const SIDES = ['south', 'north'];

export class PositionEditor {
  /** @param on_done (state) => void with {pits, stores, to_move}, a position whose total is right */
  constructor(doc, on_done) {
    this.$ = (id) => doc.getElementById(id);
    this.doc_ = doc;
    this.variant_ = V.complete(null);
    this.on_done_ = on_done;
    this.$('a-edit').addEventListener('submit', (ev) => {
      ev.preventDefault();
      this.submit_();
    });
    this.$('a-edit').addEventListener('input', () => this.show_total_());
    this.$('a-edit-cancel').addEventListener('click', () => this.hide());
  }

  get open() {
    return !this.$('a-edit').hidden;
  }

  /** Opens the form filled with `state` ({pits, stores, to_move}) of `variant`. */
  show(variant, state) {
    this.variant_ = V.complete(variant);
    const v = this.variant_;
    const grid = this.$('a-edit-board');
    grid.replaceChildren();
    grid.style.setProperty('--pits', v.pits);
    const stores = V.has_stores(v);
    // North's row first, right to left as on the board; South's row left to right.
    for (const side of ['north', 'south']) {
      const s = SIDES.indexOf(side);
      const row = this.doc_.createElement('fieldset');
      row.className = `edit-row edit-${side}`;
      const legend = this.doc_.createElement('legend');
      legend.textContent = side_name(side);
      row.append(legend);
      const order = [...Array(v.pits).keys()];
      if (side === 'north') order.reverse();
      for (const p of order) row.append(this.input_(`a-edit-${side}-${p}`, T.ed_pit(side_name(side), p + 1), num(p + 1), state.pits[s][p]));
      const store = stores ? T.ed_store(side_name(side)) : T.ed_captured(side_name(side));
      row.append(this.input_(`a-edit-${side}-store`, store, stores ? T.ed_store_short : T.ed_captured_short, state.stores[s]));
      grid.append(row);
    }
    this.$('a-edit-to-move').value = state.to_move === 'north' ? 'north' : 'south';
    this.$('a-edit-error').textContent = '';
    this.$('a-edit').hidden = false;
    this.$('a-edit-open').setAttribute('aria-expanded', 'true');
    this.show_total_();
    this.$(`a-edit-south-0`).focus();
  }

  hide() {
    this.$('a-edit').hidden = true;
    this.$('a-edit-open').setAttribute('aria-expanded', 'false');
  }

  input_(id, name, short, value) {
    const label = this.doc_.createElement('label');
    label.className = 'edit-cell';
    const span = this.doc_.createElement('span');
    span.textContent = short;
    span.setAttribute('aria-hidden', 'true');
    const input = this.doc_.createElement('input');
    Object.assign(input, { id, type: 'number', min: '0', max: '160', step: '1', inputMode: 'numeric', value: String(value) });
    input.setAttribute('aria-label', name);
    label.append(span, input);
    return label;
  }

  /** {state, total} of what is typed, or {why} when a count is not a whole number from 0. */
  read_() {
    const v = this.variant_;
    const pits = [[], []];
    const stores = [0, 0];
    let total = 0;
    for (const [s, side] of SIDES.entries()) {
      for (let p = 0; p <= v.pits; p++) {
        const el = this.$(p === v.pits ? `a-edit-${side}-store` : `a-edit-${side}-${p}`);
        const text = el.value.trim();
        if (!/^\d{1,3}$/.test(text)) return { why: T.ed_whole(el.getAttribute('aria-label')) };
        const n = Number(text);
        total += n;
        if (p === v.pits) stores[s] = n;
        else pits[s].push(n);
      }
    }
    return { state: { pits, stores, to_move: this.$('a-edit-to-move').value }, total };
  }

  show_total_() {
    const r = this.read_();
    const want = V.total_seeds(this.variant_);
    this.$('a-edit-total').textContent = r.why ? '' : T.ed_total(r.total, want);
  }

  submit_() {
    const r = this.read_();
    const v = this.variant_;
    const want = V.total_seeds(v);
    let why = r.why ?? '';
    if (!why && r.total !== want) {
      why = T.ed_wrong_total(r.total, V.describe(v), want, v.pits, v.seeds);
    }
    this.$('a-edit-error').textContent = why;
    if (why) return;
    this.hide();
    this.on_done_(r.state);
  }
}
