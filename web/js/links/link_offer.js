// The bar over a game in progress that offers a link opened meanwhile (an invitation, a replay, a
// player page, ...): the game keeps the screen until the player chooses to leave it for the link
// (Open) or to stay (Stay). Leaving does not end the game on the server: it goes on, and its
// clock runs.

import { T } from '../texts/texts.js';

export class LinkOffer {
  /**
   * @param el the bar's element (#link-offer, on the game screen), hidden while nothing is offered
   * @param open (hash: string) => void: shows the view `hash` ('#player=…') names, leaving the game
   */
  constructor(el, open) {
    this.el_ = el;
    this.open_ = open;
    this.hash_ = null; // the address offered, while the bar shows
  }

  /** Offers the view of `hash`, whose kind is `kind` (links/address.js parse_hash). */
  offer(hash, kind) {
    this.hash_ = hash;
    const row = document.createElement('p');
    row.className = 'offer-row';
    const text = document.createElement('span');
    text.id = 'link-offer-text';
    text.textContent = T.link_offer(T.link_views[kind] ?? T.link_views.other);
    const open = button(T.link_open, 'primary', 'link-offer-open', () => {
      const h = this.hash_;
      this.close();
      if (h) this.open_(h);
    });
    const stay = button(T.link_stay, '', 'link-offer-stay', () => this.close());
    row.append(text, ' ', open, ' ', stay);
    this.el_.replaceChildren(row);
    this.el_.hidden = false; // the focus stays where it was: Enter may be sowing a pit
  }

  /** Takes the offer away (answered, or another view took the page). */
  close() {
    this.hash_ = null;
    this.el_.hidden = true;
    this.el_.replaceChildren();
  }
}

function button(text, cls, id, on_click) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.id = id;
  if (cls) b.className = cls;
  b.addEventListener('click', on_click);
  return b;
}
