// Your data, on the account screen (docs/protocol.md §Privacy): "Download my data" saves GET
// /api/account/export (everything the server holds about this browser's player) as a file;
// "Delete my account" asks the player to type their name, then sends DELETE /api/account. Once
// the server has erased the player, this browser forgets them too (`forget`) and plays as a new guest.

import { send_as_player } from '../net/api.js';
import { T } from '../texts/texts.js';
import * as storage from '../net/storage.js';

// How long a downloaded file's blob: URL is kept before it is released.
const BLOB_KEPT_MS = 60000;

/** The file name of `Content-Disposition: attachment; filename="…"`, or `fallback`. */
export function attachment_name(header, fallback) {
  const m = /filename="([^"/\\]+)"/.exec(header ?? '');
  return m ? m[1] : fallback;
}

export class PrivacyBox {
  /**
   * @param doc the document; the box goes into the #account view, before its actions
   * @param me () => the welcome's player {id, name, account} or null
   * @param forget (text) => void: the player is gone; this browser forgets them, says `text`
   */
  constructor(doc, { me, forget }) {
    this.doc_ = doc;
    this.me_ = me;
    this.forget_ = forget;
    this.busy_ = false;
    this.build_();
  }

  /** Shows the box for the player of this browser (none while connecting). */
  draw() {
    const p = this.me_();
    this.box_.hidden = !p;
    this.delete_.textContent = p?.account === true ? T.privacy_delete_account : T.privacy_delete_player;
  }

  /** The view opens: no line left from before. */
  open() {
    this.status_.textContent = '';
    this.error_.textContent = '';
    this.draw();
  }

  close() {
    if (this.dlg_.open) this.dlg_.close();
  }

  async download_() {
    if (this.busy_) return;
    this.status_.textContent = '';
    this.error_.textContent = '';
    const token = storage.token();
    const p = this.me_();
    if (!token || !p) {
      this.error_.textContent = T.privacy_no_player;
      return;
    }
    this.busy_ = true;
    this.export_.disabled = true;
    try {
      let res;
      try {
        res = await fetch('api/account/export', { cache: 'no-store', headers: { Authorization: `Bearer ${token}` } });
      } catch {
        this.error_.textContent = T.privacy_offline;
        return;
      }
      if (!res.ok) {
        this.error_.textContent = res.status === 401 ? T.privacy_unknown : T.privacy_export_failed;
        return;
      }
      const name = attachment_name(res.headers.get('Content-Disposition'), `mancala-${p.id}.json`);
      this.save_(await res.blob(), name);
      this.status_.textContent = T.privacy_exported(name);
    } finally {
      this.busy_ = false;
      this.export_.disabled = false;
    }
  }

  /** Saves `blob` as the file `name` through a link the page clicks. */
  save_(blob, name) {
    const url = URL.createObjectURL(blob);
    const a = Object.assign(this.doc_.createElement('a'), { href: url, download: name, hidden: true });
    this.doc_.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), BLOB_KEPT_MS);
  }

  ask_() {
    const p = this.me_();
    if (!p) return;
    const account = p.account === true;
    this.title_.textContent = account ? T.privacy_delete_title_account : T.privacy_delete_title_player;
    this.prompt_.textContent = T.privacy_delete_type(p.name, account);
    this.confirm_.value = '';
    this.dlg_error_.textContent = '';
    this.go_.disabled = false;
    this.dlg_.showModal();
    this.confirm_.focus();
  }

  async delete_now_() {
    if (this.busy_) return;
    const p = this.me_();
    const token = storage.token();
    if (!p || !token) {
      this.dlg_error_.textContent = T.privacy_no_player;
      return;
    }
    if (this.confirm_.value.trim() !== p.name) {
      this.dlg_error_.textContent = T.privacy_delete_mismatch;
      this.confirm_.setAttribute('aria-invalid', 'true');
      this.confirm_.focus();
      return;
    }
    this.confirm_.removeAttribute('aria-invalid');
    this.busy_ = true;
    this.go_.disabled = true;
    this.dlg_error_.textContent = '';
    const res = await send_as_player('api/account', 'DELETE', token);
    this.busy_ = false;
    this.go_.disabled = false;
    if (res.status === 200 && res.body?.deleted === true) {
      this.dlg_.close();
      this.forget_(T.privacy_deleted);
      return;
    }
    this.dlg_error_.textContent =
      res.status === 0 ? T.privacy_offline : res.status === 401 ? T.privacy_unknown : T.privacy_delete_failed;
  }

  build_() {
    const doc = this.doc_;
    const el = (tag, props = {}) => Object.assign(doc.createElement(tag), props);
    this.box_ = el('section', { id: 'privacy-box', className: 'account-form privacy-box', hidden: true });
    this.box_.setAttribute('aria-labelledby', 'privacy-title');
    const lead = el('p', { className: 'quiet', textContent: `${T.privacy_lead} ` });
    lead.append(el('a', { href: 'privacy.html', textContent: T.privacy_page_link }));
    this.export_ = el('button', { type: 'button', id: 'btn-export', textContent: T.privacy_export });
    this.export_.addEventListener('click', () => this.download_());
    this.delete_ = el('button', { type: 'button', id: 'btn-delete', className: 'danger' });
    this.delete_.addEventListener('click', () => this.ask_());
    this.status_ = el('p', { id: 'privacy-status', className: 'done-text', role: 'status' });
    this.error_ = el('p', { id: 'privacy-error', className: 'error-text', role: 'alert' });
    const actions = el('div', { className: 'actions' });
    actions.append(this.export_, this.delete_);
    this.box_.append(el('h2', { id: 'privacy-title', textContent: T.privacy_title }), lead, actions, this.status_, this.error_);
    const view = doc.getElementById('account');
    view.insertBefore(this.box_, view.querySelector(':scope > .actions'));

    // The confirmation: the player types their name, then deletes for good or cancels.
    this.dlg_ = el('dialog', { id: 'dlg-delete' });
    this.dlg_.setAttribute('aria-labelledby', 'delete-title');
    this.title_ = el('h2', { id: 'delete-title' });
    const what = el('p', { textContent: T.privacy_delete_what });
    this.prompt_ = el('span');
    this.confirm_ = el('input', { id: 'delete-confirm', autocomplete: 'off', spellcheck: false });
    this.confirm_.setAttribute('autocapitalize', 'none');
    const field = el('label', { className: 'field' });
    field.append(this.prompt_, this.confirm_);
    this.dlg_error_ = el('p', { id: 'delete-error', className: 'error-text', role: 'alert' });
    this.go_ = el('button', { type: 'button', id: 'delete-go', className: 'danger', textContent: T.privacy_delete_go });
    this.go_.addEventListener('click', () => this.delete_now_());
    this.confirm_.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter') {
        ev.preventDefault();
        this.delete_now_();
      }
    });
    const cancel = el('button', { type: 'button', id: 'delete-cancel', textContent: T.cancel });
    cancel.addEventListener('click', () => this.dlg_.close());
    const buttons = el('div', { className: 'actions' });
    buttons.append(this.go_, cancel);
    this.dlg_.append(this.title_, what, field, this.dlg_error_, buttons);
    this.dlg_.addEventListener('close', () => {
      if (!this.box_.hidden) this.delete_.focus();
    });
    doc.body.append(this.dlg_);
  }
}
