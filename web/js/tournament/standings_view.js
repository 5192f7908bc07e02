// The standings of the tournament page: a table of rank, player (a link to their page, the flame
// while on fire, "withdrawn"), rating, score (and a Swiss event's Buchholz and Sonneborn-Berger),
// and the games as marks (game_marks.js); and once finished, the podium. Redrawn from each
// `tournament` frame; the player's own row is marked.

import { bot_mark } from '../common/icons.js';
import { T } from '../texts/texts.js';
import { points_text, num } from '../texts/locale.js';
import { enc } from '../net/api.js';
import { game_mark, flame } from './game_marks.js';

const PODIUM = 3;
/** A tie-break as points are written, quarters (a Sonneborn-Berger of two-game rounds) as decimals. */
const tb_text = (x) => (Number.isInteger(x * 2) ? points_text(x) : num(x, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

export class StandingsView {
  /** Builds its parts; `root` holds them (the page puts it in place). */
  constructor(doc) {
    this.doc_ = doc;
    this.build_();
  }

  /** Draws `t` (the `tournament` frame) for the player `me_id` (or null). */
  draw(t, me_id) {
    const rows = Array.isArray(t.standings) ? t.standings : [];
    const swiss = t.kind === 'swiss';
    this.table_.dataset.kind = swiss ? 'swiss' : 'arena';
    for (const th of this.swiss_heads_) th.hidden = !swiss;
    this.body_.replaceChildren(...rows.map((r) => this.row_(r, swiss, me_id)));
    this.table_.hidden = rows.length === 0;
    this.empty_.hidden = rows.length > 0;
    this.draw_podium_(t);
  }

  row_(r, swiss, me_id) {
    const d = this.doc_;
    const el = (tag, cls, text = '') => Object.assign(d.createElement(tag), { className: cls, textContent: text });
    const id = r.player?.id;
    const tr = d.createElement('tr');
    tr.dataset.player = id ?? '';
    if (id && id === me_id) tr.className = 'me';
    const who = el('th', 'tour-player');
    who.scope = 'row';
    const name = r.player?.name || T.unnamed_player;
    if (id) {
      const a = el('a', '', name); // a player's name is text, never markup
      a.href = `#player=${enc(id)}`;
      who.append(a);
    } else {
      who.append(name);
    }
    if (r.player?.bot === true) who.append(bot_mark());
    const rating = Number.isFinite(r.rating) ? String(Math.round(r.rating)) : '';
    // On a phone the rating column gives its width to the games: the rating follows the name.
    if (rating) who.append(el('span', 'tour-rating-inline', ` ${rating}`));
    if (r.on_fire === true) who.append(' ', flame(T.tour_on_fire));
    if (id && id === me_id) who.append(' ', el('span', 'tour-me', T.tour_you_mark));
    if (r.withdrawn === true) who.append(' ', el('span', 'tour-withdrawn', T.tour_withdrawn));
    const games = el('td', 'tour-games');
    games.append(...(Array.isArray(r.games) ? r.games : []).map((g) => game_mark(d, g)));
    const cells = [el('td', 'tour-rank', String(r.rank ?? '')), who, el('td', 'tour-rating', rating), el('td', 'tour-score', points_text(Number(r.score) || 0))];
    if (swiss) cells.push(el('td', 'tour-tb', tb_text(Number(r.buchholz) || 0)), el('td', 'tour-tb', tb_text(Number(r.sonneborn_berger) || 0)));
    tr.append(...cells, games);
    return tr;
  }

  draw_podium_(t) {
    const top = t.status === 'finished' && Array.isArray(t.podium) ? t.podium.slice(0, PODIUM) : [];
    this.podium_box_.hidden = top.length === 0;
    this.podium_.replaceChildren(
      ...top.map((r, i) => {
        const li = this.doc_.createElement('li');
        li.className = `tour-place place-${i + 1}`;
        const place = Object.assign(this.doc_.createElement('span'), { className: 'tour-place-word', textContent: T.tour_places[i + 1] });
        const who = Object.assign(this.doc_.createElement('span'), { className: 'tour-place-name', textContent: T.tour_podium_line(r.player?.name || T.unnamed_player, T.tour_points(Number(r.score) || 0)) });
        li.append(place, who);
        return li;
      }),
    );
  }

  build_() {
    const d = this.doc_;
    const el = (tag, props = {}, ...kids) => {
      const e = Object.assign(d.createElement(tag), props);
      e.append(...kids);
      return e;
    };
    const th = (key, cls = '') => {
      const h = el('th', { scope: 'col', className: cls, textContent: T.tour_cols[key] });
      if (key === 'sb') h.title = T.tour_sb_title;
      return h;
    };
    this.swiss_heads_ = [th('buchholz', 'tour-tb'), th('sb', 'tour-tb')];
    this.body_ = el('tbody', { id: 'tour-standings-body' });
    this.table_ = el(
      'table',
      { id: 'tour-standings', className: 'data-table tour-table', hidden: true },
      el('thead', {}, el('tr', {}, th('rank', 'tour-rank'), th('player'), th('rating', 'tour-rating'), th('score', 'tour-score'), ...this.swiss_heads_, th('games', 'tour-games'))),
      this.body_,
    );
    this.table_.setAttribute('aria-labelledby', 'tour-standings-title');
    this.empty_ = el('p', { id: 'tour-standings-empty', className: 'quiet', textContent: T.tour_standings_empty, hidden: true });
    this.podium_ = el('ol', { id: 'tour-podium', className: 'tour-podium' });
    this.podium_.setAttribute('aria-labelledby', 'tour-podium-title');
    this.podium_box_ = el('div', { className: 'tour-podium-box', hidden: true }, el('h2', { id: 'tour-podium-title', textContent: T.tour_podium_title }), this.podium_);
    this.root = el('div', { className: 'tour-standings' }, this.podium_box_, el('h2', { id: 'tour-standings-title', textContent: T.tour_standings_title }), this.table_, this.empty_);
  }
}
