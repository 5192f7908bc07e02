// The lobby's list on the start screen: the open seeks (GET /api/seeks, oldest first as served),
// asked every REFRESH_MS while the start screen shows. Each row names the player and their
// rating ("?" before a rated game at that board and speed), the board, the clock, rated or
// casual, the rating range and the sides, with Accept (`seek.accept`: the `game` that follows
// opens the board as any game does) or, on the player's own seeks, Cancel (`seek.cancel`).
// The server's refusals show in the lobby's error line.

import { get_json } from '../net/api.js';
import { T, other } from '../texts/texts.js';
import { refusal_words } from '../fairplay/play_ban.js';
import { control_text, is_days, speed_of } from '../clock/format.js';
import * as V from '../board/variant.js';

export const REFRESH_MS = 3000;

/** "3+2 (blitz)", "3 days (correspondence)" or the words for no clock. */
export function clock_words(clock) {
  if (!clock) return T.untimed;
  return T.control_option(control_text(clock), is_days(clock) ? 'correspondence' : speed_of(clock));
}

/** The terms of seek `s` as its row reads them; `mine` says the sides from the seeker's view. */
export function seek_terms(s, mine) {
  const range = Array.isArray(s.rating_range) ? T.seek_range(s.rating_range[0], s.rating_range[1]) : T.seek_any_rating;
  const side = s.side === 'south' || s.side === 'north' ? T.seek_you_play(mine ? s.side : other(s.side)) : T.seek_random_sides;
  return [V.describe(s.variant), clock_words(s.clock), s.rated === false ? T.seek_casual : T.seek_rated, range, side].join(' · ');
}

export class SeekList {
  /** @param send (msg, on_reply) => id: app.js's start() (hello again with a new name first) */
  constructor(doc, conn, send) {
    this.doc_ = doc;
    this.$ = (id) => doc.getElementById(id);
    this.send_ = send;
    this.me_ = null; // welcome.player
    this.seeks_ = [];
    this.timer_ = null;
    this.asked_ = 0;
    for (const el of this.$('lobby').querySelectorAll('[data-text]')) el.textContent = T[el.dataset.text];
    conn.addEventListener('welcome', (ev) => {
      this.me_ = ev.detail.player ?? null;
      this.draw_();
    });
    conn.addEventListener('message', (ev) => this.on_message_(ev.detail));
    this.draw_();
  }

  /** Fetches now and every REFRESH_MS until stop(). */
  start() {
    this.stop();
    this.refresh();
    // A tab in the background does not need fresh rows: it asks again when next refreshed.
    this.timer_ = setInterval(() => this.doc_.hidden || this.refresh(), REFRESH_MS);
  }

  stop() {
    clearInterval(this.timer_);
    this.timer_ = null;
    this.asked_++; // an answer on its way is no longer wanted
  }

  async refresh() {
    const ask = ++this.asked_;
    const res = await get_json('api/seeks');
    if (ask !== this.asked_ || !res.ok || !Array.isArray(res.body?.seeks)) return;
    this.seeks_ = res.body.seeks;
    this.draw_();
  }

  /** The lobby's error line ('' clears it). */
  show_error(text) {
    this.$('seek-error').textContent = text;
    if (text) this.$('seek-status').textContent = '';
  }

  /** The player's seek `id` was created: said so, and listed at once. */
  on_created(id) {
    this.$('seek-status').textContent = T.seek_listed;
    this.$('seek-status').dataset.seek = id;
    if (this.timer_) this.refresh();
  }

  on_message_(msg) {
    // A seek of the player's ended (taken back, accepted, or ended by a game that began): the
    // list drops it now, not at the next poll.
    if (msg.type !== 'seek.cancelled' || typeof msg.seek !== 'string') return;
    this.seeks_ = this.seeks_.filter((s) => s.seek !== msg.seek);
    if (this.$('seek-status').dataset.seek === msg.seek) this.$('seek-status').textContent = '';
    this.draw_();
  }

  mine_(s) {
    return this.me_ !== null && s.player?.id === this.me_.id;
  }

  draw_() {
    this.$('seek-empty').hidden = this.seeks_.length > 0;
    this.$('seek-list').replaceChildren(...this.seeks_.map((s) => this.row_(s)));
  }

  row_(s) {
    const mine = this.mine_(s);
    const el = (tag, cls, text) => Object.assign(this.doc_.createElement(tag), { className: cls, textContent: text });
    const li = el('li', mine ? 'seek-row mine' : 'seek-row', '');
    li.dataset.seek = s.seek;
    const rating = Number.isFinite(s.player?.rating) ? String(Math.round(s.player.rating)) : T.seek_unrated;
    const name = s.player?.name || T.unnamed_player;
    const who = el('span', 'seek-who', T.seek_player(name, rating)); // names are text, never HTML
    if (mine) who.append(' ', el('span', 'seek-mine', T.seek_yours));
    const terms = seek_terms(s, mine);
    const facts = el('span', 'seek-terms', terms);
    const b = el('button', mine ? 'seek-cancel' : 'seek-accept primary', mine ? T.cancel : T.accept);
    b.type = 'button';
    b.setAttribute('aria-label', mine ? T.seek_cancel_label(terms) : T.seek_accept_label(name, terms));
    b.addEventListener('click', () => (mine ? this.cancel_(s) : this.accept_(s)));
    li.append(who, facts, b);
    return li;
  }

  accept_(s) {
    this.show_error('');
    this.send_({ type: 'seek.accept', seek: s.seek }, (reply) => {
      if (reply.type !== 'error') return;
      this.show_error(refusal_words(reply, (r) => T.seek_refused(r.message || r.code)));
      this.refresh(); // a seek that is gone leaves the list
    });
  }

  cancel_(s) {
    this.show_error('');
    this.send_({ type: 'seek.cancel', seek: s.seek }, (reply) => {
      if (reply.type === 'error') this.show_error(T.seek_refused(reply.message || reply.code));
      this.refresh();
    });
  }
}
