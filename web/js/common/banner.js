// The banner under the site header: the link's state (reconnecting, lost with the time until the
// next try, a server restart, a server that stopped answering, the game opened in another tab with
// *Play here*) and the notices other parts of the page put there (set). It also marks the link's
// state on body[data-link].

import { clock, T } from '../texts/texts.js';

export class Banner {
  /** @param conn the net.js Connection whose `link` events the banner follows */
  constructor(doc, conn) {
    this.doc_ = doc;
    this.el_ = doc.getElementById('banner');
    this.retry_at_ = null; // performance.now() of the next try while offline
    this.retry_why_ = null; // 'draining' when the server announced a restart
    this.was_online_ = false;
    conn.addEventListener('link', (ev) => this.on_link_(ev.detail, conn));
  }

  /** Shows `text` ('' hides the banner) as `kind` ('warn', 'error' or none); returns the element. */
  set(text, kind) {
    const b = this.el_;
    b.hidden = text === '';
    b.className = `banner ${kind || ''}`;
    b.replaceChildren(this.doc_.createTextNode(text));
    return b;
  }

  /** Counts down to the next try while the link is down (the page's 250 ms tick). */
  tick() {
    if (this.retry_at_ === null) return;
    const when = clock(this.retry_at_ - performance.now());
    const words = { draining: T.link_restarting, silent: T.link_silent }[this.retry_why_] ?? T.link_lost;
    this.set(words(when), 'warn');
  }

  on_link_({ state, retry_ms, reason }, conn) {
    this.doc_.body.dataset.link = state;
    this.retry_at_ = null;
    if (state === 'online') {
      if (this.was_online_) this.set('');
      this.was_online_ = true;
      this.el_.hidden = true;
    } else if (state === 'offline') {
      this.retry_at_ = performance.now() + retry_ms;
      this.retry_why_ = reason ?? null;
      this.tick();
    } else if (state === 'connecting' && this.was_online_) {
      this.set(T.link_reconnecting, 'warn');
    } else if (state === 'replaced') {
      const b = this.set(T.link_replaced, 'warn');
      const btn = this.doc_.createElement('button');
      btn.type = 'button';
      btn.textContent = T.link_play_here;
      btn.addEventListener('click', () => conn.connect());
      b.append(btn);
    }
  }
}
