// The tab title's count of games waiting for the player's move, "(2) Mancala — …", on any
// screen: the count goes in front of whatever title the page has, and comes back if another part
// of the page sets a new title.

import { T } from '../texts/texts.js';

export class TurnTitle {
  constructor(doc) {
    this.doc_ = doc;
    this.count_ = 0;
    // The title as the page last set it, and the one this put up: a title other than ours is
    // the page's new one. Remembered rather than parsed back, so the count's words may take any
    // shape in any language.
    this.base_ = doc.title;
    this.shown_ = doc.title;
    const el = doc.querySelector('title');
    if (el) new MutationObserver(() => this.apply_()).observe(el, { childList: true, characterData: true, subtree: true });
  }

  /** Shows `n` games waiting (none: the plain title). */
  set(n) {
    this.count_ = n;
    this.apply_();
  }

  apply_() {
    if (this.doc_.title !== this.shown_) this.base_ = this.doc_.title;
    const want = this.count_ > 0 ? T.title_count(this.count_, this.base_) : this.base_;
    if (this.doc_.title !== want) this.doc_.title = want; // the observer then sees no change to make
    this.shown_ = this.doc_.title; // as the browser keeps it (white space collapsed)
  }
}
