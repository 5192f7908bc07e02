// "Now playing" on the start screen: games in progress that anyone may watch (GET /api/live),
// most watched first as served, refreshed now and then while the start screen shows.

import { get_json, enc } from '../net/api.js';
import { watchers_text } from '../common/rows.js';
import * as V from '../board/variant.js';
import { append_cells, seat_name } from './history.js';

const LIMIT = 10;
export const LIVE_REFRESH_MS = 10000;

export class LiveList {
  constructor(doc) {
    this.$ = (id) => doc.getElementById(id);
    this.timer_ = null;
    this.asked_ = 0;
  }

  /** Fetches now and every LIVE_REFRESH_MS until stop(). */
  start() {
    this.stop();
    this.refresh();
    // A tab in the background does not need fresh rows: it asks again when next refreshed.
    this.timer_ = setInterval(() => document.hidden || this.refresh(), LIVE_REFRESH_MS);
  }

  stop() {
    clearInterval(this.timer_);
    this.timer_ = null;
    this.asked_++; // an answer on its way is no longer wanted
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
