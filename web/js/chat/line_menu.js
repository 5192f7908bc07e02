// The menu on another player's chat line: Mute (hide their lines in this browser; Unmute when
// muted), Block (the block API of block/, as on their page: the server then delivers none of their
// lines) and Report (the page's report dialog of report/, with the game filled in). One menu per
// panel, opened under the line whose button was pressed; Escape or a click elsewhere closes it.

import { T } from '../texts/texts.js';
import { block_request } from '../block/block_api.js';
import { report_dialog } from '../report/report_dialog.js';
import { chat_settings } from './chat_settings.js';

export class LineMenu {
  /**
   * @param game () => string|null: the game the lines belong to (for a report)
   * @param say (text) => void: puts a sentence in the panel's status line
   */
  constructor(doc, { game, say }) {
    this.doc_ = doc;
    this.game_ = game;
    this.say_ = say;
    this.target_ = null; // {id, name} of the open menu's line
    this.opener_ = null;
    const el = (tag, props = {}) => Object.assign(doc.createElement(tag), props);
    this.menu_ = el('div', { className: 'chat-menu', hidden: true });
    this.menu_.setAttribute('role', 'menu');
    this.mute_ = el('button', { type: 'button', className: 'chat-mute' });
    this.block_ = el('button', { type: 'button', className: 'chat-block', textContent: T.chat_block });
    this.report_ = el('button', { type: 'button', className: 'chat-report', textContent: T.chat_report });
    for (const b of [this.mute_, this.block_, this.report_]) b.setAttribute('role', 'menuitem');
    this.menu_.append(this.mute_, this.block_, this.report_);
    this.mute_.addEventListener('click', () => this.mute_clicked_());
    this.block_.addEventListener('click', () => this.block_clicked_());
    this.report_.addEventListener('click', () => this.report_clicked_());
    this.menu_.addEventListener('keydown', (ev) => this.on_key_(ev));
    doc.addEventListener('click', (ev) => {
      if (!this.menu_.hidden && !this.menu_.contains(ev.target) && ev.target !== this.opener_) this.close();
    });
  }

  /** The button that opens the menu for `from` {id, name}'s line. */
  button_for(from) {
    const b = this.doc_.createElement('button');
    b.type = 'button';
    b.className = 'chat-line-menu';
    b.textContent = '⋯';
    b.setAttribute('aria-label', T.chat_menu_label(from.name));
    b.setAttribute('aria-haspopup', 'menu');
    b.setAttribute('aria-expanded', 'false');
    b.addEventListener('click', () => (this.opener_ === b && !this.menu_.hidden ? this.close() : this.open_(b, from)));
    return b;
  }

  close() {
    if (this.menu_.hidden) return;
    this.menu_.hidden = true;
    this.opener_?.setAttribute('aria-expanded', 'false');
    if (this.menu_.contains(this.doc_.activeElement)) this.opener_?.focus();
  }

  open_(button, from) {
    this.close();
    this.target_ = { id: from.id, name: from.name };
    this.opener_ = button;
    this.mute_.textContent = chat_settings.is_muted(from.id) ? T.chat_unmute : T.chat_mute;
    this.block_.disabled = false;
    button.after(this.menu_); // under the line's button, in its <li>
    this.menu_.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    this.mute_.focus();
  }

  on_key_(ev) {
    const items = [this.mute_, this.block_, this.report_].filter((b) => !b.disabled);
    const at = items.indexOf(this.doc_.activeElement);
    if (ev.key === 'Escape') {
      ev.preventDefault();
      ev.stopPropagation();
      this.close();
    } else if (ev.key === 'ArrowDown' || ev.key === 'ArrowUp') {
      ev.preventDefault();
      const step = ev.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    }
  }

  mute_clicked_() {
    const t = this.target_;
    if (!t) return;
    const mute = !chat_settings.is_muted(t.id);
    this.close();
    chat_settings.set_muted(t.id, mute);
    this.say_(mute ? T.chat_muted_done(t.name) : T.chat_unmuted_done(t.name));
  }

  async block_clicked_() {
    const t = this.target_;
    if (!t) return;
    this.block_.disabled = true;
    const res = await block_request(t.id, 'POST');
    this.close();
    if (res.blocked === true) {
      chat_settings.on_blocked(t.id);
      this.say_(T.chat_blocked_done(t.name));
    } else {
      this.say_(T.chat_block_failed(t.name));
    }
  }

  report_clicked_() {
    const t = this.target_;
    if (!t) return;
    const opener = this.opener_;
    this.close();
    const game = this.game_();
    report_dialog(this.doc_).open(game ? { ...t, game } : t, { opener, on_sent: () => this.say_(T.report_sent) });
  }
}
