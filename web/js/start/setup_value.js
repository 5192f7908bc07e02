// The start screen's line on the chosen board's value (its words: start/setup_text.js), in step
// with the start form's Board fields. The values are setup_text.js's table: the one board the
// server's opening book holds (6 × 4) is in it with the book's value, which the browser tests
// check against the server's answer, so the page asks nothing here.

import * as V from '../board/variant.js';
import { set_text } from '../texts/texts.js';
import { KNOWN, board_key, setup_text } from './setup_text.js';

/** Keeps #setup-value in step with the start form's Board fields. */
export class SetupValue {
  constructor(doc) {
    this.$ = (id) => doc.getElementById(id);
    this.doc_ = doc;
    this.$('start-form').addEventListener('change', () => this.refresh());
  }

  refresh() {
    const v = V.complete(V.from_form(this.doc_));
    const key = board_key(v);
    const known = key === null ? null : (KNOWN.get(key) ?? null);
    const el = this.$('setup-value');
    el.dataset.known = String(known !== null);
    // The same words as the page came with leave the line as drawn (texts.js's set_text).
    set_text(el, setup_text(v, known));
  }
}
