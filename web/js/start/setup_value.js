// The start screen's line on the chosen board's value (its words: start/setup_text.js), in step
// with the start form's Board fields; the server is asked for the one board its opening book holds.

import { get_json, enc } from '../net/api.js';
import * as V from '../board/variant.js';
import { set_text } from '../texts/texts.js';
import { KNOWN, board_key, setup_text } from './setup_text.js';

/** Keeps #setup-value in step with the start form's Board fields. */
export class SetupValue {
  constructor(doc) {
    this.$ = (id) => doc.getElementById(id);
    this.doc_ = doc;
    this.asked_ = 0;
    this.server_ = new Map(); // board key → the server's exact value of the start, when it gave one
    this.$('start-form').addEventListener('change', () => this.refresh());
  }

  async refresh() {
    const v = V.complete(V.from_form(this.doc_));
    const key = board_key(v);
    const ticket = ++this.asked_;
    if (key === null) return this.show_(v, null);
    // The server answers the start at once only from its opening book; it is asked for the one
    // board the book holds and otherwise the table above stands.
    if (key === '6x4' && !this.server_.has(key)) {
      const start = { ...v, pie: false };
      const res = await get_json(`api/analysis?variant=${enc(JSON.stringify(start))}`);
      if (ticket !== this.asked_) return;
      if (res.ok && res.body?.exact === true && typeof res.body.value === 'number') this.server_.set(key, res.body.value);
    }
    const known = KNOWN.get(key) ?? null;
    const value = this.server_.get(key) ?? known?.value ?? null;
    this.show_(v, value === null ? null : { pie: null, ...known, value });
  }

  show_(v, known) {
    const el = this.$('setup-value');
    el.dataset.known = String(known !== null);
    // The same words as the page came with leave the line as drawn (texts.js's set_text).
    set_text(el, setup_text(v, known));
  }
}
