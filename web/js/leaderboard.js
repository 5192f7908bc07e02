// The leaderboard (#leaderboard, or #leaderboard&variant=JSON): per board, the players with a
// settled rating, highest first (GET /api/leaderboard), each name a link to the player's page.

import { get_json, enc } from './api.js';
import * as storage from './storage.js';
import { player_href, rating_text } from './ratings.js';
import * as V from './variant.js';

const LIMIT = 50;

/** The boards offered: the standard one, the other seed counts of the start form, Oware. */
function boards() {
  const list = [V.KALAH_DEFAULTS];
  for (const seeds of [2, 3, 5, 6]) list.push({ ...V.KALAH_DEFAULTS, seeds });
  list.push({ game: 'oware' }); // as the start form sends it: the server fills in the rest
  return list;
}

/** The variant named in a `variant=` parameter, or null. */
export function parse_variant(text) {
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

export class LeaderboardScreen {
  /** @param on_leave () => void: back to the start screen */
  constructor(doc, on_leave) {
    this.$ = (id) => doc.getElementById(id);
    this.asked_ = 0;
    this.boards_ = [];
    this.$('lb-variant').addEventListener('change', (ev) => this.choose_(this.boards_[Number(ev.target.value)]));
    this.$('lb-leave').addEventListener('click', () => on_leave());
  }

  /** Shows the board `variant` (the standard one when null). */
  open(variant) {
    const want = variant ?? V.KALAH_DEFAULTS;
    // The last board played from this browser, and the one asked for, are offered too.
    const list = boards();
    for (const v of [storage.prefs().variant, want]) {
      if (v && !list.some((b) => V.key(b) === V.key(v))) list.push(v);
    }
    this.boards_ = list;
    const sel = this.$('lb-variant');
    sel.replaceChildren(
      ...list.map((v, i) => {
        const o = document.createElement('option');
        o.value = String(i);
        o.textContent = i === 0 ? `${V.describe(v)} (standard)` : V.describe(v);
        return o;
      }),
    );
    sel.value = String(list.findIndex((b) => V.key(b) === V.key(want)));
    this.load_(want);
  }

  close() {
    this.asked_++;
  }

  choose_(v) {
    if (!v) return;
    // The address names the board (a reload or a shared link shows the same one); no new entry.
    history.replaceState(null, '', `#leaderboard&variant=${enc(JSON.stringify(v))}`);
    this.load_(v);
  }

  async load_(v) {
    const ask = ++this.asked_;
    const view = this.$('leaderboard');
    view.dataset.state = 'loading';
    view.dataset.variant = V.key(v);
    this.$('lb-error').textContent = '';
    const res = await get_json(`api/leaderboard?variant=${enc(JSON.stringify(v))}&limit=${LIMIT}`);
    if (ask !== this.asked_) return;
    if (!res.ok || !Array.isArray(res.body?.players)) {
      view.dataset.state = 'error';
      this.draw_([]);
      this.$('lb-empty').hidden = true;
      this.$('lb-error').textContent = 'The leaderboard could not be loaded. Check the connection and try again.';
      return;
    }
    this.draw_(res.body.players);
    view.dataset.state = 'ready';
  }

  draw_(players) {
    const me = storage.player();
    const rows = players.map((p, i) => {
      const tr = document.createElement('tr');
      if (p.id === me) tr.className = 'me';
      const rank = document.createElement('td');
      rank.textContent = String(i + 1);
      const name = document.createElement('th');
      name.scope = 'row';
      const a = document.createElement('a');
      a.href = player_href(p.id);
      a.textContent = typeof p.name === 'string' && p.name ? p.name : 'Player'; // text, never HTML
      name.append(a);
      const rating = document.createElement('td');
      rating.textContent = Number.isFinite(p.rating) ? rating_text(p) : '';
      const games = document.createElement('td');
      games.textContent = String(Number.isFinite(p.games) ? p.games : 0);
      tr.append(rank, name, rating, games);
      tr.dataset.player = p.id;
      return tr;
    });
    this.$('lb-rows').replaceChildren(...rows);
    this.$('lb-table').hidden = rows.length === 0;
    this.$('lb-empty').hidden = rows.length > 0;
  }
}
