// The report dialog (docs/protocol.md §Reports): a reason and optional details about a player,
// and the game when the report comes from one (a chat line's menu), sent as POST /api/reports with
// the player's token. One dialog serves the page: the player page's Report button
// (report_control.js) and the chat (chat/line_menu.js) open it with their target.

import { send_as_player } from '../net/api.js';
import { T } from '../texts/texts.js';
import * as storage from '../net/storage.js';

// The server's reasons, in the order the select offers them; the words are T.report_reasons'.
const REASONS = ['cheat', 'insult', 'spam', 'boost', 'username', 'other'];
const MAX_TEXT = 500; // the server's limit, in characters

class ReportDialog {
  constructor(doc) {
    this.doc_ = doc;
    this.target_ = null; // {id, name, game?} while open
    this.opener_ = null; // the element the keyboard goes back to
    this.on_sent_ = null;
    this.build_();
  }

  /**
   * Opens the dialog about `target` {id, name, game?}; `opener` gets the focus back when it closes,
   * `on_sent()` runs after the server took the report (the dialog is then closed).
   */
  open(target, { opener = null, on_sent = () => {} } = {}) {
    this.target_ = target;
    this.opener_ = opener;
    this.on_sent_ = on_sent;
    this.title_.textContent = T.report_title(target.name);
    this.reason_.selectedIndex = 0;
    this.text_.value = '';
    this.error_.textContent = '';
    this.send_.disabled = false;
    this.dlg_.showModal();
    this.reason_.focus();
  }

  /** Closes the dialog if `opener` (when given) opened it. */
  close(opener = null) {
    if (this.dlg_.open && (opener === null || opener === this.opener_)) this.dlg_.close();
  }

  async submit_() {
    const target = this.target_;
    if (!target || this.send_.disabled) return;
    const token = storage.token();
    const body = { player: target.id, reason: this.reason_.value };
    if (typeof target.game === 'string') body.game = target.game;
    const text = this.text_.value.trim();
    if (text) body.text = text;
    this.send_.disabled = true;
    this.error_.textContent = '';
    // Before the first welcome this browser has no player to report as.
    const res = token ? await send_as_player('api/reports', 'POST', token, body) : { status: 401 };
    if (this.target_ !== target) return;
    this.send_.disabled = false;
    if (res.status === 201) {
      const on_sent = this.on_sent_;
      this.dlg_.close();
      on_sent();
      return;
    }
    this.error_.textContent = failure_text(res.status);
  }

  build_() {
    const el = (tag, props = {}) => Object.assign(this.doc_.createElement(tag), props);
    this.dlg_ = el('dialog', { id: 'dlg-report' });
    this.title_ = el('h2', { id: 'report-title' });
    this.dlg_.setAttribute('aria-labelledby', 'report-title');
    this.reason_ = el('select', { id: 'report-reason' });
    this.reason_.append(...REASONS.map((r) => el('option', { value: r, textContent: T.report_reasons[r] })));
    this.text_ = el('textarea', { id: 'report-text', maxLength: MAX_TEXT, rows: 4 });
    const reason_field = el('label', { className: 'field' });
    reason_field.append(el('span', { textContent: T.report_reason }), this.reason_);
    const text_field = el('label', { className: 'field' });
    text_field.append(el('span', { textContent: T.report_text }), this.text_);
    this.error_ = el('p', { className: 'report-error', role: 'alert' });
    this.send_ = el('button', { type: 'button', id: 'report-send', className: 'primary', textContent: T.report_send });
    this.send_.addEventListener('click', () => this.submit_());
    const cancel = el('button', { type: 'button', id: 'report-cancel', textContent: T.cancel });
    cancel.addEventListener('click', () => this.dlg_.close());
    const actions = el('div', { className: 'actions' });
    actions.append(this.send_, cancel);
    this.dlg_.append(this.title_, reason_field, text_field, this.error_, actions);
    // Sent, cancelled or Escape: the keyboard comes back to where it was.
    this.dlg_.addEventListener('close', () => {
      this.target_ = null;
      if (this.opener_?.isConnected && !this.opener_.hidden) this.opener_.focus();
    });
    this.doc_.body.append(this.dlg_);
  }
}

let shared = null;
/** The page's one report dialog, built on first use. */
export function report_dialog(doc) {
  shared ??= new ReportDialog(doc);
  return shared;
}

/** The sentence for a report the server did not take (status 0: it could not be asked). */
function failure_text(status) {
  if (status === 429) return T.report_limited;
  if (status === 0) return T.report_offline;
  if (status === 401) return T.report_no_player;
  if (status === 404) return T.report_missing;
  return T.report_failed;
}
