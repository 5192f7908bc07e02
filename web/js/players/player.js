// A player's page (#player=ID): the name, the rating per board and speed (rating, deviation or
// "provisional", rated games), a line graph of each rating over the rated games, and the recent
// games, each opening its replay, a page at a time (GET /api/players/{id} and /api/players/{id}/games).

import { get_json, enc } from '../net/api.js';
import { game_rows } from '../start/history.js';
import { GamesPager } from '../common/games_pager.js';
import { rating_graph } from '../common/graph.js';
import { provisional } from '../common/ratings.js';
import { T } from '../texts/texts.js';
import { num } from '../texts/locale.js';
import * as V from '../board/variant.js';
import { name_with_mark } from '../common/icons.js';
import * as storage from '../net/storage.js';
import { BlockControl } from '../block/block_control.js';
import { ReportControl } from '../report/report_control.js';
import { ready_bot_challenge } from '../bots/bots_online.js';

const GAMES = 10;

export class PlayerScreen {
  /** @param on_leave () => void: back to the start screen */
  constructor(doc, on_leave) {
    this.$ = (id) => doc.getElementById(id);
    this.id_ = null; // the player asked for: a later open() wins
    this.block_ = new BlockControl(doc);
    this.report_ = new ReportControl(doc);
    this.games_ = new GamesPager(this.$('player-games'), this.$('player-games-more'), this.$('player-games-note'), (games) => game_rows(games, { player_id: this.id_ }), GAMES);
    for (const id of ['p-leave', 'p-missing-leave']) this.$(id).addEventListener('click', () => on_leave());
  }

  async open(id) {
    this.id_ = id;
    const view = this.$('player');
    view.dataset.player = id;
    view.dataset.state = 'loading';
    this.$('player-title').textContent = T.unnamed_player;
    this.$('player-sub').textContent = T.player_loading;
    this.$('player-body').hidden = true;
    this.$('player-missing').hidden = true;
    this.$('p-challenge').hidden = true;
    this.$('p-block').hidden = true;
    this.$('p-block-box').hidden = true;
    this.$('p-report').hidden = true;
    this.$('p-report-status').textContent = '';
    this.games_.clear();
    const [res, games] = await Promise.all([get_json(`api/players/${enc(id)}`), this.games_.first(id)]);
    if (this.id_ !== id) return;
    if (!res.ok || !res.body || typeof res.body !== 'object') {
      view.dataset.state = 'missing';
      this.$('player-sub').textContent = '';
      this.$('player-missing-text').textContent =
        res.status === 404 ? T.player_missing : T.player_failed;
      this.$('player-missing').hidden = false;
      return;
    }
    const p = res.body;
    this.bot_ = p.bot === true;
    // The name as text, never HTML; the mark when the player has an account (`account`: its username).
    this.$('player-title').replaceChildren(...name_with_mark(typeof p.name === 'string' && p.name ? p.name : T.unnamed_player, typeof p.account === 'string', p.bot === true));
    const n = Number.isFinite(p.games) ? p.games : 0;
    this.$('player-sub').textContent = T.player_games_played(n);
    this.draw_ratings_(Array.isArray(p.ratings) ? p.ratings : [], Array.isArray(p.history) ? p.history : []);
    if (!games) this.$('player-games').replaceChildren();
    this.$('player-games-empty').hidden = (games?.length ?? 0) > 0;
    this.$('player-body').hidden = false;
    view.dataset.state = 'ready';
    await this.draw_actions_();
  }

  close() {
    this.id_ = null;
    this.games_.clear();
    this.block_.close();
    this.report_.close();
  }

  /** After a welcome: this browser's player may be new (a first visit, a login), so who "I" am is asked again. */
  on_welcome() {
    if (this.id_ !== null && this.$('player').dataset.state === 'ready') this.draw_actions_();
  }

  /** Anyone but oneself may be challenged (web/js/challenge/), reported (web/js/report/) and blocked (web/js/block/). */
  async draw_actions_() {
    const id = this.id_;
    const button = this.$('p-challenge');
    button.hidden = id === storage.player();
    button.disabled = false;
    button.removeAttribute('aria-describedby');
    button.textContent = T.challenge;
    this.$('p-challenge-note').hidden = true;
    // A bot takes a challenge only while it is connected: the button says whether it can.
    if (this.bot_ && !button.hidden) await ready_bot_challenge(button, this.$('p-challenge-note'), id);
    if (this.id_ !== id) return;
    this.report_.open({ id, name: this.$('player-title').textContent });
    await this.block_.open({ id, name: this.$('player-title').textContent });
  }

  /** One table row and one graph per board and speed the player has a rating in. */
  draw_ratings_(ratings, history) {
    const rows = [];
    const graphs = [];
    for (const r of ratings) {
      if (!Number.isFinite(r.rating) || !Number.isFinite(r.rd)) continue;
      const name = V.describe(r.variant);
      const tr = document.createElement('tr');
      const cells = [
        name,
        T.speed_names[r.speed] ?? String(r.speed ?? ''),
        num(Math.round(r.rating), { useGrouping: false }),
        provisional(r) ? T.player_provisional : `±${num(Math.round(r.rd))}`,
        num(Number.isFinite(r.games) ? r.games : 0),
      ];
      for (const [i, text] of cells.entries()) {
        const td = document.createElement(i === 0 ? 'th' : 'td');
        if (i === 0) td.scope = 'row';
        if (i === 1) td.className = 'speed';
        td.textContent = text;
        tr.append(td);
      }
      tr.dataset.variant = V.key(r.variant);
      tr.dataset.speed = r.speed;
      rows.push(tr);
      const key = V.key(r.variant);
      // One line per board and speed: a speed's ratings never mix with another's.
      const points = history.filter((h) => Number.isFinite(h.rating) && V.key(h.variant) === key && h.speed === r.speed);
      if (points.length === 0) continue;
      const fig = document.createElement('figure');
      fig.className = 'graph-box';
      const cap = document.createElement('figcaption');
      cap.textContent = T.rating_graph_caption(name, r.speed);
      fig.dataset.speed = r.speed;
      fig.append(cap, rating_graph(points, T.rating_graph_label(name, r.speed)));
      graphs.push(fig);
    }
    this.$('player-ratings').hidden = rows.length === 0;
    this.$('player-ratings-body').replaceChildren(...rows);
    this.$('player-no-ratings').hidden = rows.length > 0;
    this.$('player-graphs').replaceChildren(...graphs);
  }
}
