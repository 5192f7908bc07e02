// One player's moderation record (#mod=ID, GET /api/mod/players/{id}): who they are, what is in
// force, the actions a moderator may take (a button each, with a reason; a play ban's length),
// and their chat lines, games, the reports about them and the actions already taken.

import { send_as_player, enc } from '../net/api.js';
import { T } from '../texts/texts.js';
import * as storage from '../net/storage.js';
import { el, when, table, report_rows, action_rows, REPORT_COLS, ACTION_COLS, room_cells, game_link, time_el } from './mod_tables.js';

// The server's actions, in the order of the buttons.
const ACTIONS = ['chat_timeout', 'shadow_ban', 'lift_shadow_ban', 'play_ban', 'lift_play_ban', 'dismiss_reports', 'close_account'];
const REASON_MAX = 200; // code points, as the server counts them
const MINUTES = { min: 1, max: 2880, default: 60 };

export class ModPlayerView {
  /**
   * @param doc the document
   * @param changed () => void: an action was taken (the record and the lists are read again)
   */
  constructor(doc, changed) {
    this.doc_ = doc;
    this.changed_ = changed;
    this.record_ = null;
    this.busy_ = false;
    this.build_();
  }

  /** The element of the view. */
  get root() {
    return this.root_;
  }

  /** Shows `record` (GET /api/mod/players/{id}'s answer); `keep_status` keeps the last action's line. */
  draw(record, keep_status = false) {
    const d = this.doc_;
    this.record_ = record;
    const p = record.player ?? {};
    this.title_.textContent = T.mod_player_title(typeof p.name === 'string' ? p.name : T.mod_unknown_player);
    this.sub_.textContent = T.mod_player_sub(typeof p.account === 'string' ? p.account : null, when(p.created_at));
    this.standing_.replaceChildren(...standing_lines(record.standing ?? {}).map((t) => el(d, 'li', {}, t)));
    if (!keep_status) {
      this.status_.textContent = '';
      this.error_.textContent = '';
      this.reason_.value = '';
      this.minutes_.value = String(MINUTES.default);
    }
    const chat = Array.isArray(record.chat) ? record.chat : [];
    this.chat_.replaceChildren(
      chat.length
        ? table(d, ['when', 'room', 'game', 'ply', 'line'], chat.map((l) => chat_row(d, l)), 'mod-chat')
        : el(d, 'p', { className: 'quiet' }, T.mod_chat_empty),
    );
    const games = Array.isArray(record.games) ? record.games : [];
    this.games_.replaceChildren(
      games.length
        ? el(d, 'ul', { className: 'game-list' }, ...games.map((g) => el(d, 'li', {}, game_link(d, g.game), ' ', time_el(d, g.started_at))))
        : el(d, 'p', { className: 'quiet' }, T.mod_games_empty),
    );
    const reports = Array.isArray(record.reports) ? record.reports : [];
    this.reports_.replaceChildren(
      reports.length ? table(d, REPORT_COLS(false), report_rows(d, reports, false), 'mod-player-reports') : el(d, 'p', { className: 'quiet' }, T.mod_player_reports_empty),
    );
    const actions = Array.isArray(record.actions) ? record.actions : [];
    this.actions_.replaceChildren(
      actions.length ? table(d, ACTION_COLS(false), action_rows(d, actions, false), 'mod-player-actions') : el(d, 'p', { className: 'quiet' }, T.mod_player_actions_empty),
    );
  }

  async act_(action) {
    const p = this.record_?.player;
    if (!p || this.busy_) return;
    this.status_.textContent = '';
    this.error_.textContent = '';
    const reason = this.reason_.value.trim();
    if (reason === '' || [...reason].length > REASON_MAX) {
      this.error_.textContent = T.mod_reason_missing;
      this.reason_.setAttribute('aria-invalid', 'true');
      this.reason_.focus();
      return;
    }
    this.reason_.removeAttribute('aria-invalid');
    const body = { action, reason };
    if (action === 'play_ban') {
      const m = Number(this.minutes_.value);
      if (!Number.isInteger(m) || m < MINUTES.min || m > MINUTES.max) {
        this.error_.textContent = T.mod_minutes_bad;
        this.minutes_.focus();
        return;
      }
      body.minutes = m;
    }
    this.busy_ = true;
    for (const b of this.buttons_) b.disabled = true;
    const res = await send_as_player(`api/mod/players/${enc(p.id)}/actions`, 'POST', storage.token() ?? '', body);
    this.busy_ = false;
    for (const b of this.buttons_) b.disabled = false;
    if (this.record_?.player?.id !== p.id) return; // another record was opened meanwhile
    if (res.status === 201) {
      this.reason_.value = '';
      this.status_.textContent = T.mod_done(T.mod_actions[action], p.name);
      this.changed_();
      return;
    }
    if (res.status === 0) this.error_.textContent = T.mod_act_offline;
    else if (res.status === 403) this.error_.textContent = T.mod_not_moderator;
    else this.error_.textContent = T.mod_act_failed(typeof res.body?.message === 'string' ? res.body.message : String(res.status));
  }

  build_() {
    const d = this.doc_;
    this.root_ = el(d, 'div', { id: 'mod-player' });
    this.title_ = el(d, 'h2', { id: 'mod-player-title' });
    this.sub_ = el(d, 'p', { id: 'mod-player-sub', className: 'quiet' });
    this.standing_ = el(d, 'ul', { id: 'mod-standing' });
    this.reason_ = el(d, 'input', { id: 'mod-reason', type: 'text', maxLength: REASON_MAX, autocomplete: 'off' });
    this.minutes_ = el(d, 'input', { id: 'mod-minutes', type: 'number', min: MINUTES.min, max: MINUTES.max, step: 1, value: String(MINUTES.default) });
    const reason_field = el(d, 'label', { className: 'field' }, el(d, 'span', {}, T.mod_reason), this.reason_);
    const minutes_field = el(d, 'label', { className: 'field inline' }, el(d, 'span', {}, T.mod_minutes), this.minutes_);
    this.buttons_ = ACTIONS.map((a) => {
      const b = el(d, 'button', { type: 'button', id: `mod-act-${a}`, textContent: T.mod_actions[a] });
      if (a === 'close_account') b.className = 'danger';
      b.addEventListener('click', () => this.act_(a));
      return b;
    });
    this.error_ = el(d, 'p', { id: 'mod-act-error', className: 'error-text', role: 'alert' });
    this.status_ = el(d, 'p', { id: 'mod-act-status', role: 'status' });
    this.status_.setAttribute('aria-live', 'polite');
    const form = el(
      d,
      'section',
      { className: 'mod-act' },
      el(d, 'h3', { id: 'mod-act-title' }, T.mod_actions_title),
      reason_field,
      minutes_field,
      el(d, 'div', { className: 'actions start' }, ...this.buttons_),
      this.error_,
      this.status_,
    );
    form.setAttribute('aria-labelledby', 'mod-act-title');
    this.chat_ = el(d, 'div', { id: 'mod-chat' });
    this.games_ = el(d, 'div', { id: 'mod-games' });
    this.reports_ = el(d, 'div', { id: 'mod-player-reports' });
    this.actions_ = el(d, 'div', { id: 'mod-player-actions' });
    this.root_.append(
      this.title_,
      this.sub_,
      this.standing_,
      form,
      el(d, 'h3', {}, T.mod_chat_title),
      this.chat_,
      el(d, 'h3', {}, T.mod_games_title),
      this.games_,
      el(d, 'h3', {}, T.mod_player_reports_title),
      this.reports_,
      el(d, 'h3', {}, T.mod_player_actions_title),
      this.actions_,
    );
  }
}

/** What is in force for the player, a sentence each. */
function standing_lines(s) {
  const lines = [];
  if (s.moderator) lines.push(T.mod_standing_moderator);
  if (s.closed) lines.push(T.mod_standing_closed);
  if (s.shadow) lines.push(T.mod_standing_shadow);
  if (s.chat_until) lines.push(T.mod_standing_chat(when(s.chat_until)));
  if (s.play_ban) lines.push(T.mod_standing_ban(when(s.play_ban.until), s.play_ban.reason ?? ''));
  if (!s.closed && !s.shadow && !s.chat_until && !s.play_ban) lines.push(T.mod_standing_clear);
  return lines;
}

function chat_row(d, l) {
  const tr = el(d, 'tr', { className: l.troll ? 'mod-line troll' : 'mod-line' });
  tr.append(
    el(d, 'td', {}, time_el(d, l.at)),
    ...room_cells(d, l.room),
    el(d, 'td', {}, Number.isInteger(l.ply) && l.ply >= 0 ? String(l.ply) : ''),
    el(d, 'td', {}, typeof l.text === 'string' ? l.text : ''),
  );
  return tr;
}
