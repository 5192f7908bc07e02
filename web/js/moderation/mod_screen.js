// The moderation page (docs/protocol.md §Moderation), for moderators only: at #mod the open
// reports (GET /api/mod/reports) and the moderation log (GET /api/mod/log); at #mod=ID one
// player's record with the actions (mod_player.js). Every request carries this browser's token;
// the server says who is a moderator (403 for anyone else, shown as "not a moderator"). The
// section is built here and put into <main>, `hidden` like every screen until shown.

import { send_as_player, enc } from '../net/api.js';
import { T } from '../texts/texts.js';
import * as storage from '../net/storage.js';
import { el, table, report_rows, action_rows, REPORT_COLS, ACTION_COLS } from './mod_tables.js';
import { ModPlayerView } from './mod_player.js';

const LOG_LIMIT = 50;

export class ModerationScreen {
  /** @param on_leave () => void: back to the start screen */
  constructor(doc, on_leave) {
    this.doc_ = doc;
    this.id_ = null; // the player shown, or null for the reports and the log
    this.gen_ = 0; // a later open() or close() wins over an answer still on its way
    this.player_ = new ModPlayerView(doc, () => this.load_(true));
    this.build_(on_leave);
  }

  /** Shows the reports and the log (`id` null), or player `id`'s record. */
  open(id = null) {
    this.id_ = id;
    this.load_(false);
  }

  close() {
    this.gen_++;
  }

  /** After each welcome: a page shown before this browser had its player asks again. */
  on_welcome() {
    if (!this.root_.hidden && this.root_.dataset.state !== 'ready') this.load_(false);
  }

  async load_(after_action) {
    const gen = ++this.gen_;
    const id = this.id_;
    const root = this.root_;
    root.dataset.player = id ?? '';
    if (!after_action) {
      root.dataset.state = 'loading';
      this.status_.textContent = T.mod_loading;
      this.lists_.hidden = true;
      this.player_.root.hidden = true;
      this.back_.hidden = true;
    }
    const token = storage.token();
    const get = (path) => (token ? send_as_player(path, 'GET', token) : Promise.resolve({ status: 401, ok: false, body: null }));
    const answers = await Promise.all(id === null ? [get('api/mod/reports'), get(`api/mod/log?limit=${LOG_LIMIT}`)] : [get(`api/mod/players/${enc(id)}`)]);
    if (gen !== this.gen_) return;
    const refused = answers.find((r) => !r.ok || !r.body || typeof r.body !== 'object');
    if (refused) {
      const state = { 401: 'no_player', 403: 'forbidden', 404: 'missing' }[refused.status] ?? 'failed';
      root.dataset.state = state;
      this.status_.textContent = { no_player: T.mod_no_player, forbidden: T.mod_not_moderator, missing: T.mod_missing, failed: T.mod_failed }[state];
      this.lists_.hidden = true;
      this.player_.root.hidden = true;
      this.back_.hidden = id === null;
      return;
    }
    this.status_.textContent = '';
    if (id === null) {
      this.draw_lists_(answers[0].body, answers[1].body);
    } else {
      this.player_.draw(answers[0].body, after_action);
      this.player_.root.hidden = false;
      this.back_.hidden = false;
    }
    root.dataset.state = 'ready';
  }

  draw_lists_(queue, log) {
    const d = this.doc_;
    const reports = Array.isArray(queue.reports) ? queue.reports : [];
    const actions = Array.isArray(log.actions) ? log.actions : [];
    this.reports_.replaceChildren(reports.length ? table(d, REPORT_COLS(true), report_rows(d, reports, true), 'mod-reports') : el(d, 'p', { className: 'quiet' }, T.mod_reports_empty));
    this.log_.replaceChildren(actions.length ? table(d, ACTION_COLS(true), action_rows(d, actions, true), 'mod-log') : el(d, 'p', { className: 'quiet' }, T.mod_log_empty));
    this.lists_.hidden = false;
  }

  build_(on_leave) {
    const d = this.doc_;
    this.root_ = el(d, 'section', { id: 'moderation', className: 'screen', hidden: true });
    this.root_.setAttribute('aria-labelledby', 'mod-title');
    this.status_ = el(d, 'p', { id: 'mod-status', className: 'lead', role: 'status' });
    this.status_.setAttribute('aria-live', 'polite');
    this.reports_ = el(d, 'div', { id: 'mod-reports' });
    this.log_ = el(d, 'div', { id: 'mod-log' });
    this.lists_ = el(
      d,
      'div',
      { id: 'mod-lists', hidden: true },
      el(d, 'h2', {}, T.mod_reports_title),
      this.reports_,
      el(d, 'h2', {}, T.mod_log_title),
      this.log_,
    );
    this.back_ = el(d, 'a', { id: 'mod-back', className: 'button-link', href: '#mod', hidden: true }, T.mod_back);
    const leave = el(d, 'button', { type: 'button', id: 'mod-leave' }, T.mod_leave);
    leave.addEventListener('click', () => on_leave());
    this.player_.root.hidden = true;
    this.root_.append(
      el(d, 'h1', { id: 'mod-title', className: 'view-title' }, T.mod_title),
      this.status_,
      this.lists_,
      this.player_.root,
      el(d, 'div', { className: 'actions start' }, this.back_, leave),
    );
    d.querySelector('main').append(this.root_);
  }
}
