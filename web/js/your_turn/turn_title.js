// The tab title's count of games waiting for the player's move, "(2) Mancala — …", on any
// screen: the count goes in front of whatever title the page has, and comes back if another part
// of the page sets a new title.

import { T } from '../texts/texts.js';

const COUNT_PREFIX = /^\(\d+\) /; // what T.title_count puts in front

export class TurnTitle {
  constructor(doc) {
    this.doc_ = doc;
    this.count_ = 0;
    const el = doc.querySelector('title');
    if (el) new MutationObserver(() => this.apply_()).observe(el, { childList: true, characterData: true, subtree: true });
  }

  /** Shows `n` games waiting (none: the plain title). */
  set(n) {
    this.count_ = n;
    this.apply_();
  }

  apply_() {
    const base = this.doc_.title.replace(COUNT_PREFIX, '');
    const want = this.count_ > 0 ? T.title_count(this.count_, base) : base;
    if (this.doc_.title !== want) this.doc_.title = want; // the observer then sees no change to make
  }
}
