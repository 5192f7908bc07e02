// Where the player stands in the tournament, and the buttons that change it: Join (or Play
// again after a pause), Withdraw, and in an arena Pause (docs/protocol.md §Tournaments: POST
// /api/tournaments/{id}/join, …/withdraw, …/pause with the stored token). The state comes from
// the `tournament` frame's `you`; a request's refusal is said in words in the `role="alert"` line.

import { send_as_player, enc } from '../net/api.js';
import { T } from '../texts/texts.js';
import * as storage from '../net/storage.js';
import { play_ban_text } from '../fairplay/play_ban.js';

const ACTIONS = ['join', 'withdraw', 'pause'];

/** The words for a refused request {status, body}. */
export function refusal_text(res) {
  const code = res.body?.error;
  if (code === 'play_banned') return play_ban_text({ type: 'error', code, until: res.body.until, reason: res.body.reason }) ?? T.play_banned_unknown;
  if (res.status === 0) return T.tour_refused.offline;
  if (typeof code === 'string' && T.tour_refused[code]) return T.tour_refused[code];
  if (res.status === 401) return T.tour_refused.account_required;
  if (res.status === 404) return T.tour_refused.not_found;
  if (res.status === 409) return T.tour_refused.closed;
  return T.tour_refused.failed;
}

export class EntryButtons {
  /** @param on_sent (you) => void: a request was taken; `you` is the state it asked for */
  constructor(doc, on_sent) {
    this.doc_ = doc;
    this.on_sent_ = on_sent;
    this.t_ = null;
    this.build_();
  }

  /** Draws the player's place in `t` (the frame, with `you`) for `me` (welcome.player or null). */
  draw(t, me) {
    this.t_ = t;
    const you = t.you ?? {};
    const show = { join: false, withdraw: false, pause: false };
    let text = '';
    let guest = false;
    if (t.status === 'finished') text = T.tour_you_done;
    else if (me && me.account !== true) {
      text = T.tour_you_guest;
      guest = true;
    } else if (me) {
      const inside = you.joined === true && you.withdrawn !== true;
      if (you.withdrawn === true) text = T.tour_you_withdrawn;
      else if (inside && you.paused === true) text = T.tour_you_paused;
      else if (inside) text = typeof you.game === 'string' ? T.tour_you_playing : t.kind === 'swiss' ? T.tour_you_in_swiss : T.tour_you_in_arena;
      else text = T.tour_you_out;
      show.join = !inside || you.paused === true;
      show.withdraw = inside;
      show.pause = inside && you.paused !== true && t.kind === 'arena';
    }
    this.join_.textContent = you.paused === true && you.joined === true ? T.tour_resume : T.tour_join;
    for (const a of ACTIONS) this.buttons_[a].hidden = !show[a];
    this.text_.textContent = text;
    this.account_.hidden = !guest;
    this.root.dataset.state = you.withdrawn === true ? 'withdrawn' : you.paused === true ? 'paused' : you.joined === true ? 'joined' : 'out';
  }

  clear() {
    this.error_.textContent = '';
  }

  async send_(action) {
    const t = this.t_;
    if (!t) return;
    this.error_.textContent = '';
    const token = storage.token();
    if (!token) {
      this.error_.textContent = T.tour_refused.no_player;
      return;
    }
    const button = this.buttons_[action];
    button.disabled = true;
    const res = await send_as_player(`api/tournaments/${enc(t.tournament)}/${action}`, 'POST', token);
    button.disabled = false;
    if (this.t_?.tournament !== t.tournament) return;
    if (!res.ok) {
      this.error_.textContent = refusal_text(res);
      return;
    }
    const you = { ...(t.you ?? {}), joined: true, paused: action === 'pause', withdrawn: action === 'withdraw' };
    this.on_sent_(you);
    // The button pressed may be gone now: the keyboard stays in the row.
    if (button.hidden) Object.values(this.buttons_).find((b) => !b.hidden)?.focus();
  }

  build_() {
    const d = this.doc_;
    const el = (tag, props = {}, ...kids) => {
      const e = Object.assign(d.createElement(tag), props);
      e.append(...kids);
      return e;
    };
    this.text_ = el('span', { id: 'tour-you-text' });
    this.account_ = el('a', { id: 'tour-you-account', href: '#account', textContent: T.tour_form_guest_link, hidden: true });
    const label = { join: T.tour_join, withdraw: T.tour_withdraw, pause: T.tour_pause };
    this.buttons_ = {};
    for (const a of ACTIONS) {
      const b = el('button', { type: 'button', id: `tour-${a}`, className: a === 'join' ? 'primary' : '', textContent: label[a], hidden: true });
      b.addEventListener('click', () => this.send_(a));
      this.buttons_[a] = b;
    }
    this.join_ = this.buttons_.join;
    this.error_ = el('p', { id: 'tour-action-error', className: 'error-text' });
    this.error_.setAttribute('role', 'alert');
    const you = el('p', { id: 'tour-you', className: 'tour-you' }, this.text_, ' ', this.account_);
    you.setAttribute('role', 'status');
    this.root = el('div', { className: 'tour-entry' }, you, el('div', { className: 'actions start' }, ...ACTIONS.map((a) => this.buttons_[a])), this.error_);
  }
}
