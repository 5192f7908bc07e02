// Block / Unblock on a player's page (docs/protocol.md §Blocking): whether this browser's player
// blocks the page's player (GET when the page opens), changed by POST and DELETE, each sent with
// the player's token. A block works both ways, as the line under the button says.

import { block_request } from './block_api.js';
import { T } from '../texts/texts.js';
import * as storage from '../net/storage.js';

export class BlockControl {
  constructor(doc) {
    this.$ = (id) => doc.getElementById(id);
    this.button_ = this.$('p-block');
    this.status_ = this.$('p-block-status');
    this.target_ = null; // {id, name} of the page's player: a later open() wins
    this.button_.addEventListener('click', () => this.toggle_());
    this.draw_(false);
  }

  /** Shows the control for `target` {id, name}, none on one's own page, and asks the server its state. */
  async open(target) {
    this.target_ = target;
    const own = target.id === storage.player();
    this.button_.hidden = own;
    this.$('p-block-box').hidden = own;
    this.status_.textContent = '';
    this.button_.disabled = true; // until the server says which way it is
    if (!own) await this.ask_('GET');
  }

  close() {
    this.target_ = null;
  }

  toggle_() {
    if (!this.target_ || this.button_.disabled) return;
    this.button_.disabled = true;
    this.ask_(this.button_.dataset.blocked === 'true' ? 'DELETE' : 'POST');
  }

  async ask_(method) {
    const target = this.target_;
    // Before the first welcome this browser has no player to block with (status 401).
    const res = await block_request(target.id, method);
    if (this.target_ !== target) return;
    if (res.blocked === null) {
      this.fail_(res.status);
      return;
    }
    const blocked = res.blocked;
    this.draw_(blocked);
    if (method === 'POST') this.status_.textContent = T.block_done(target.name);
    else if (method === 'DELETE') this.status_.textContent = T.unblock_done(target.name);
    else this.status_.textContent = blocked ? T.block_is_on(target.name) : '';
  }

  /** The label says what a click does; `data-blocked` keeps the state for the challenge form. */
  draw_(blocked) {
    this.button_.textContent = blocked ? T.unblock : T.block;
    this.button_.dataset.blocked = String(blocked);
    this.button_.disabled = false;
  }

  /** A failed request leaves the button disabled: its state is unknown until the page is opened again. */
  fail_(status) {
    this.button_.disabled = true;
    this.status_.textContent = status === 0 ? T.block_offline : status === 401 ? T.block_no_player : T.block_failed;
  }
}
