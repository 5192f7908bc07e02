// Report on a player's page (docs/protocol.md §Reports): a dialog with a reason and optional
// details, sent as POST /api/reports with the player's token. Nothing about a report shows on
// the reported player's side; the sender only learns that it was stored.

import { send_as_player } from '../api.js';
import { T } from '../texts.js';
import * as storage from '../storage.js';

// The server's reasons, in the order the select offers them; the words are T.report_reasons'.
const REASONS = ['cheat', 'insult', 'spam', 'boost', 'username', 'other'];
const MAX_TEXT = 500; // the server's limit, in characters

export class ReportControl {
  constructor(doc) {
    this.doc_ = doc;
    this.button_ = doc.getElementById('p-report');
    this.status_ = doc.getElementById('p-report-status');
    this.target_ = null; // {id, name} of the page's player: a later open() wins
    this.build_();
    this.button_.addEventListener('click', () => this.show_());
  }

  /** Shows the button for `target` {id, name}, none on one's own page (the server refuses it too). */
  open(target) {
    // Asked again after a welcome for the same player: the last report's line stays.
    if (this.target_?.id !== target.id) this.status_.textContent = '';
    this.target_ = target;
    this.button_.hidden = target.id === storage.player();
  }

  close() {
    this.target_ = null;
    if (this.dlg_.open) this.dlg_.close();
  }

  show_() {
    if (!this.target_) return;
    this.title_.textContent = T.report_title(this.target_.name);
    this.reason_.selectedIndex = 0;
    this.text_.value = '';
    this.error_.textContent = '';
    this.send_.disabled = false;
    this.status_.textContent = '';
    this.dlg_.showModal();
    this.reason_.focus();
  }

  async submit_() {
    const target = this.target_;
    if (!target || this.send_.disabled) return;
    const token = storage.token();
    const body = { player: target.id, reason: this.reason_.value };
    const text = this.text_.value.trim();
    if (text) body.text = text;
    this.send_.disabled = true;
    this.error_.textContent = '';
    // Before the first welcome this browser has no player to report as.
    const res = token ? await send_as_player('api/reports', 'POST', token, body) : { status: 401 };
    if (this.target_ !== target) return;
    this.send_.disabled = false;
    if (res.status === 201) {
      this.dlg_.close();
      this.status_.textContent = T.report_sent;
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
      if (!this.button_.hidden) this.button_.focus();
    });
    this.doc_.body.append(this.dlg_);
  }
}

/** The sentence for a report the server did not take (status 0: it could not be asked). */
function failure_text(status) {
  if (status === 429) return T.report_limited;
  if (status === 0) return T.report_offline;
  if (status === 401) return T.report_no_player;
  if (status === 404) return T.report_missing;
  return T.report_failed;
}
