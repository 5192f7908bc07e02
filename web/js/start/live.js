// "Now playing" on the start screen: games in progress that anyone may watch, most watched first
// as served. While the start screen shows, the page's WebSocket pushes the list as it changes
// (live/live_watch.js); GET /api/live draws it while the link is not up yet, and is asked every
// LIVE_REFRESH_MS instead when the server does not push.

import { get_json, enc } from '../net/api.js';
import { watchers_text } from '../common/rows.js';
import * as V from '../board/variant.js';
import { append_cells, seat_name } from './history.js';
import { LiveWatch } from '../live/live_watch.js';

const LIMIT = 10;
export const LIVE_REFRESH_MS = 10000;

export class LiveList {
  /** `conn`: the page's link, which pushes the list (none: polled). */
  constructor(doc, conn = null) {
    this.$ = (id) => doc.getElementById(id);
    this.timer_ = null;
    this.asked_ = 0;
    this.watch_ = conn && new LiveWatch(conn, LIMIT, (games) => this.pushed_(games), () => this.poll_(true));
    this.conn_ = conn;
  }

  /** The start screen shows: the pushed list, or a fetch now and every LIVE_REFRESH_MS until stop(). */
  start() {
    clearInterval(this.timer_);
    this.timer_ = null;
    if (!this.conn_?.online) this.refresh(); // the link's list comes once it is up
    if (this.watch_) this.watch_.start(); // already watched: the pushes go on
    else this.poll_();
  }

  stop() {
    this.watch_?.stop();
    clearInterval(this.timer_);
    this.timer_ = null;
    this.asked_++; // an answer on its way is no longer wanted
  }

  /** Asks GET /api/live every LIVE_REFRESH_MS (a tab in the background waits for its next turn). */
  poll_(now = false) {
    if (now) this.refresh();
    clearInterval(this.timer_);
    this.timer_ = setInterval(() => document.hidden || this.refresh(), LIVE_REFRESH_MS);
  }

  pushed_(games) {
    this.asked_++; // a fetch still on its way is older than this
    this.draw_(games);
  }

  async refresh() {
    const ask = ++this.asked_;
    const res = await get_json(`api/live?limit=${LIMIT}`);
    if (ask !== this.asked_) return;
    // A server without /api/live (or unreachable) shows the quiet empty line, not an error.
    this.draw_(res.ok && Array.isArray(res.body?.games) ? res.body.games : []);
  }

  draw_(games) {
    this.$('live-empty').hidden = games.length > 0;
    this.$('live-list').replaceChildren(...games.map((g) => live_row(g)));
  }
}

/** One game of /api/live as a list item: both names (with their marks), Watch, the board and facts; it opens the watch view. */
export function live_row(g, watch = 'Watch') {
  const li = document.createElement('li');
  const a = document.createElement('a');
  a.href = `#watch=${enc(g.game)}`;
  a.className = 'game-row';
  a.dataset.game = g.game;
  const facts = [V.describe(g.variant), typeof g.ply === 'number' ? `ply ${g.ply}` : '', watchers_text(g.watchers)];
  const cells = [
    ['vs', [...seat_name(g, 'south', 'South'), ' vs ', ...seat_name(g, 'north', 'North')]],
    ['result', watch],
    ['variant', facts.filter(Boolean).join(' · ')],
  ];
  append_cells(a, cells);
  li.append(a);
  return li;
}
