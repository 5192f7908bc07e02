// The way to the moderation page: a "Moderation" link in the start screen's account box, shown
// only when GET /api/account says this browser's player is a moderator. Only an account can be
// one (`mancala-server --grant-moderator NAME`), so a guest's page asks nothing.

import { send_as_player } from '../net/api.js';
import { T } from '../texts/texts.js';
import * as storage from '../net/storage.js';
import { el } from './mod_tables.js';

export class ModLink {
  constructor(doc) {
    this.link_ = el(doc, 'a', { id: 'mod-link', href: '#mod', hidden: true }, T.mod_link);
    this.asked_ = 0; // a later refresh wins
    const links = doc.querySelector('#account-box .links');
    links?.append(' ', this.link_);
  }

  /** After each welcome: `me` is the welcome's player {id, name, account}. */
  async refresh(me) {
    const asked = ++this.asked_;
    this.link_.hidden = true;
    const token = storage.token();
    if (me?.account !== true || !token) return;
    const res = await send_as_player('api/account', 'GET', token);
    if (asked !== this.asked_) return;
    this.link_.hidden = !(res.ok && res.body?.moderator === true);
  }
}
