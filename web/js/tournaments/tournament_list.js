// The start screen's Tournaments box: the events of GET /api/tournaments in three groups
// (starting soon, running, finished; the newest five finished), asked again every
// REFRESH_MS while the start screen shows. Each entry is a link to its page (#tournament=ID)
// with its name, kind, board, clock, players, and its countdown or time, the countdowns redrawn
// every second. The Create a tournament form (tournament_form.js) sits under the list.

import { get_json, enc } from '../net/api.js';
import { T } from '../texts/texts.js';
import { tournament_facts, time_text } from './terms.js';
import { TournamentForm } from './tournament_form.js';

export const REFRESH_MS = 10000;
const TICK_MS = 1000;
const GROUPS = ['created', 'started', 'finished'];
const FINISHED_SHOWN = 5; // the newest few: the box is about what one can still join
const LIMIT = 20; // of each status
const start_ms = (x, y) => (Date.parse(x.starts_at) || 0) - (Date.parse(y.starts_at) || 0);

/** Where `t` stands, a time beyond the hour said as a distance (terms.js: no date formatter here). */
const list_time = (t) => time_text(t, Date.now(), { dates: false });

export class TournamentList {
  /** Builds the box after the start screen's lobby; `conn`'s welcome names the player. */
  constructor(doc, conn) {
    this.doc_ = doc;
    this.list_ = [];
    this.timer_ = null;
    this.ticker_ = null;
    this.asked_ = 0;
    this.me_ = null; // welcome.player
    this.build_();
    this.form_ = new TournamentForm(doc, this.root_, () => this.me_);
    conn.addEventListener('welcome', (ev) => {
      this.me_ = ev.detail.player ?? null;
      this.form_.refresh(); // the form is for accounts only
    });
  }

  /** The start screen shows: fetch now and every REFRESH_MS, redraw the times every second. */
  start() {
    this.stop();
    this.refresh();
    this.form_.refresh();
    this.timer_ = setInterval(() => this.doc_.hidden || this.refresh(), REFRESH_MS);
    this.ticker_ = setInterval(() => this.tick_(), TICK_MS);
  }

  stop() {
    clearInterval(this.timer_);
    clearInterval(this.ticker_);
    this.timer_ = this.ticker_ = null;
    this.asked_++; // an answer on its way is no longer wanted
  }

  async refresh() {
    const ask = ++this.asked_;
    const res = await get_json(`api/tournaments?limit=${LIMIT}`);
    if (ask !== this.asked_) return;
    const ok = res.ok && Array.isArray(res.body?.tournaments);
    this.error_.textContent = ok ? '' : T.tour_list_failed;
    if (!ok) return;
    this.list_ = res.body.tournaments.filter((t) => t && typeof t.tournament === 'string');
    this.draw_();
  }

  draw_() {
    this.times_.clear();
    let shown = 0;
    for (const status of GROUPS) {
      // Soonest start first; the finished, the latest first and only the newest few.
      const rows = this.list_.filter((t) => t.status === status).sort((x, y) => (status === 'finished' ? -1 : 1) * start_ms(x, y));
      if (status === 'finished') rows.splice(FINISHED_SHOWN);
      this.groups_[status].box.hidden = rows.length === 0;
      this.groups_[status].list.replaceChildren(...rows.map((t) => this.row_(t)));
      shown += rows.length;
    }
    this.empty_.hidden = shown > 0;
    this.root_.dataset.count = String(shown);
  }

  row_(t) {
    const el = (tag, cls, text = '') => Object.assign(this.doc_.createElement(tag), { className: cls, textContent: text });
    const li = this.doc_.createElement('li');
    const a = el('a', 'game-row tournament-row');
    a.href = `#tournament=${enc(t.tournament)}`;
    a.dataset.tournament = t.tournament;
    const facts = tournament_facts(t);
    const time = el('span', 'date tour-time', list_time(t));
    time.dataset.status = t.status;
    const players = Number.isFinite(t.players) ? T.tour_players(t.players) : '';
    // The name is the player's text: set as text, never markup.
    a.append(el('span', 'vs tour-name', t.name || T.tour_title), el('span', 'result tour-players', players), el('span', 'variant tour-facts', facts), time);
    this.times_.set(time, t);
    li.append(a);
    return li;
  }

  tick_() {
    for (const [span, t] of this.times_) span.textContent = list_time(t);
  }

  build_() {
    const d = this.doc_;
    const el = (tag, props = {}, ...kids) => {
      const e = Object.assign(d.createElement(tag), props);
      e.append(...kids);
      return e;
    };
    this.times_ = new Map(); // the time spans on screen → their tournament
    this.root_ = el('section', { id: 'tournaments', className: 'lobby tournaments' });
    this.root_.setAttribute('aria-labelledby', 'tournaments-title');
    this.groups_ = {};
    const boxes = GROUPS.map((status) => {
      const title = el('h3', { id: `tournaments-${status}-title`, textContent: T.tour_groups[status] });
      const list = el('ul', { id: `tournaments-${status}`, className: 'game-list' });
      list.setAttribute('aria-labelledby', title.id);
      const box = el('div', { className: 'tour-group', hidden: true }, title, list);
      this.groups_[status] = { box, list };
      return box;
    });
    this.empty_ = el('p', { id: 'tournaments-empty', className: 'quiet', textContent: T.tour_list_empty });
    this.error_ = el('p', { id: 'tournaments-error', className: 'error-text' });
    this.error_.setAttribute('role', 'alert');
    this.root_.append(
      el('h2', { id: 'tournaments-title', textContent: T.tour_list_title }),
      el('p', { className: 'quiet', textContent: T.tour_list_lead }),
      el('div', { className: 'tour-groups' }, ...boxes),
      this.empty_,
      this.error_,
    );
    const lobby = d.getElementById('lobby');
    lobby.after(this.root_);
  }
}
