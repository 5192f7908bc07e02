// The leaderboard (#leaderboard, or #leaderboard&variant=JSON&speed=blitz): per board and speed,
// the players with a settled rating, highest first (GET /api/leaderboard), and apart from them
// those whose rating is still provisional (the same with provisional=1), each name a link to the
// player's page.

import { get_json, enc } from '../net/api.js';
import * as storage from '../net/storage.js';
import { player_href, rating_text } from '../common/ratings.js';
import { T } from '../texts/texts.js';
import * as V from '../board/variant.js';
import { bot_mark } from '../common/icons.js';

const LIMIT = 50;
/** The speeds ratings are kept in (docs/protocol.md §Ratings), fastest first. */
export const SPEEDS = ['bullet', 'blitz', 'rapid', 'classical', 'correspondence'];
/** The speed of the server's default clock, 5+3 (as the start screen's clock choice assumes). */
export const DEFAULT_SPEED = 'blitz';

/** The boards offered: the standard one, the other seed counts of the start form, Oware. */
export function boards() {
  const list = [V.KALAH_DEFAULTS];
  for (const seeds of [2, 3, 5, 6]) list.push({ ...V.KALAH_DEFAULTS, seeds });
  list.push({ game: 'oware' }); // as the start form sends it: the server fills in the rest
  return list;
}

/** The variant named in a `variant=` parameter, or null. */
function parse_variant(text) {
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

/**
 * {variant, speed} from an address `#leaderboard[&variant=JSON][&speed=S]`, or null when it names
 * another view; a mangled board is null (the standard one), an unknown speed the default.
 */
export function parse_address(hash) {
  const m = /^#leaderboard(?:&(.*))?$/.exec(hash);
  if (!m) return null;
  const q = new URLSearchParams(m[1] ?? '');
  const speed = q.get('speed');
  return {
    variant: q.has('variant') ? parse_variant(q.get('variant')) : null,
    speed: SPEEDS.includes(speed) ? speed : DEFAULT_SPEED,
  };
}

/** `#leaderboard&variant=JSON&speed=S`, the address of one board and speed. */
const leaderboard_href = (variant, speed) => `#leaderboard&variant=${enc(JSON.stringify(variant))}&speed=${speed}`;

export class LeaderboardScreen {
  /** @param on_leave () => void: back to the start screen */
  constructor(doc, on_leave) {
    this.$ = (id) => doc.getElementById(id);
    this.asked_ = 0;
    this.boards_ = [];
    this.variant_ = V.KALAH_DEFAULTS;
    this.speed_ = DEFAULT_SPEED;
    this.$('lb-speed').replaceChildren(
      ...SPEEDS.map((s) => {
        const o = doc.createElement('option');
        o.value = s;
        o.textContent = T.speed_names[s];
        return o;
      }),
    );
    this.$('lb-variant').addEventListener('change', (ev) => this.choose_(this.boards_[Number(ev.target.value)], this.speed_));
    this.$('lb-speed').addEventListener('change', (ev) => this.choose_(this.variant_, ev.target.value));
    this.$('lb-leave').addEventListener('click', () => on_leave());
  }

  /** Shows the board `variant` (the standard one when null) at `speed` (the default when absent). */
  open(variant, speed = DEFAULT_SPEED) {
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
        o.textContent = i === 0 ? T.standard_board(V.describe(v)) : V.describe(v);
        return o;
      }),
    );
    sel.value = String(list.findIndex((b) => V.key(b) === V.key(want)));
    this.load_(want, SPEEDS.includes(speed) ? speed : DEFAULT_SPEED);
  }

  close() {
    this.asked_++;
  }

  choose_(v, speed) {
    if (!v) return;
    // The address names the board and speed (a reload or a shared link shows the same); no new entry.
    history.replaceState(null, '', leaderboard_href(v, speed));
    this.load_(v, speed);
  }

  async load_(v, speed) {
    const ask = ++this.asked_;
    this.variant_ = v;
    this.speed_ = speed;
    this.$('lb-speed').value = speed;
    this.$('lb-title').textContent = T.leaderboard_title(speed);
    const view = this.$('leaderboard');
    view.dataset.state = 'loading';
    view.dataset.variant = V.key(v);
    view.dataset.speed = speed;
    this.$('lb-error').textContent = '';
    this.$('lb-empty').textContent = T.leaderboard_empty(speed);
    const path = `api/leaderboard?variant=${enc(JSON.stringify(v))}&speed=${speed}&limit=${LIMIT}`;
    const [res, prov] = await Promise.all([get_json(path), get_json(`${path}&provisional=1`)]);
    if (ask !== this.asked_) return;
    const ok = (r) => r.ok && Array.isArray(r.body?.players);
    if (!ok(res) || !ok(prov)) {
      view.dataset.state = 'error';
      this.draw_('lb', [], true);
      this.draw_('lb-prov', [], false);
      this.$('lb-empty').hidden = true;
      this.$('lb-prov-empty').hidden = true;
      this.$('lb-error').textContent = T.leaderboard_failed;
      return;
    }
    this.draw_('lb', res.body.players, true);
    this.draw_('lb-prov', prov.body.players, false);
    view.dataset.state = 'ready';
  }

  /** Fills the table `${prefix}-table` (its rows `${prefix}-rows`), ranked or not, or shows `${prefix}-empty`. */
  draw_(prefix, players, ranked) {
    const me = storage.player();
    const rows = players.map((p, i) => {
      const tr = document.createElement('tr');
      if (p.id === me) tr.className = 'me';
      if (ranked) {
        const rank = document.createElement('td');
        rank.textContent = String(i + 1);
        tr.append(rank);
      }
      const name = document.createElement('th');
      name.scope = 'row';
      const a = document.createElement('a');
      a.href = player_href(p.id);
      a.textContent = typeof p.name === 'string' && p.name ? p.name : T.unnamed_player; // text, never HTML
      name.append(a);
      if (p.bot === true) name.append(bot_mark());
      const rating = document.createElement('td');
      rating.textContent = Number.isFinite(p.rating) ? rating_text(p) : '';
      const games = document.createElement('td');
      games.textContent = String(Number.isFinite(p.games) ? p.games : 0);
      tr.append(name, rating, games);
      tr.dataset.player = p.id;
      return tr;
    });
    this.$(`${prefix}-rows`).replaceChildren(...rows);
    this.$(`${prefix}-table`).hidden = rows.length === 0;
    this.$(`${prefix}-empty`).hidden = rows.length > 0;
  }
}
