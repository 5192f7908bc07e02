// The chat panel beside a board (docs/protocol.md §Chat): one room of one game, the players'
// room on the game screen or the spectators' room in the watch view, or a tournament's one room
// on its page (read only for a guest). It shows the room's `chat`
// and `chat.history` lines (chat_line.js: text only), sends typed lines and presets as `chat.say`,
// and says the server's refusals in words. The Show chat switch (chat_settings.js) hides the panel's
// lines and controls; a line's menu (line_menu.js) mutes, blocks or reports its sender.

import { T } from '../texts/texts.js';
import * as storage from '../net/storage.js';
import { PRESETS } from './presets.js';
import { line_element, hh_mm } from './chat_line.js';
import { chat_settings } from './chat_settings.js';
import { LineMenu } from './line_menu.js';

export const MAX_CHARS = 140; // the server's limit, in code points
const LINES_KEPT = 200; // as many as a room keeps
const code_points = (s) => [...s].length;

export class ChatPanel {
  /**
   * Builds the panel inside `host` (an empty <section>, hidden until a room opens); `prefix` makes
   * the ids of its parts ("chat-game" gives #chat-game-input, #chat-game-log, …).
   * @param send (msg, on_reply) => id: a net.js Connection's send
   */
  constructor(doc, host, send) {
    this.doc_ = doc;
    this.host_ = host;
    this.send_ = send;
    this.room_ = null; // {game, tournament, room} while open (one of game and tournament null)
    this.menu_ = new LineMenu(doc, { game: () => this.room_?.game ?? null, say: (t) => this.say_(t) });
    this.build_(host.id);
    chat_settings.listen(() => this.apply_settings_());
  }

  /** Opens `room` ("players"|"spectators") of `game`; the lines stay when it is the same room. */
  open(game, room) {
    this.open_room_({ game, tournament: null, room }, room === 'players' ? T.chat_players_room : T.chat_spectators_room);
    this.set_speak_(true);
  }

  /** Opens the room of `tournament`; a reader who may not write it (`can_speak` false) reads only. */
  open_tournament(tournament, can_speak) {
    this.open_room_({ game: null, tournament, room: 'tournament' }, T.tour_chat_title);
    this.set_speak_(can_speak);
  }

  open_room_(r, title) {
    const same = this.room_ && this.room_.game === r.game && this.room_.tournament === r.tournament && this.room_.room === r.room;
    this.room_ = r;
    if (r.game !== null) this.host_.dataset.game = r.game;
    if (r.tournament !== null) this.host_.dataset.tournament = r.tournament;
    this.host_.dataset.room = r.room;
    this.title_.textContent = title;
    if (!same) {
      this.log_.replaceChildren();
      this.input_.value = '';
      this.error_.textContent = '';
      this.status_.textContent = '';
    }
    this.host_.hidden = false;
    this.apply_settings_();
  }

  /** Hides the panel: no room is shown. */
  close() {
    this.room_ = null;
    this.menu_.close();
    this.host_.hidden = true;
    delete this.host_.dataset.game;
    delete this.host_.dataset.tournament;
  }

  /** A reader who may not write sees the lines without the input and presets, and why. */
  set_speak_(can) {
    this.presets_.hidden = !can;
    this.form_.hidden = !can;
    this.read_only_.hidden = can;
  }

  /** Whether frame `msg` belongs to the open room. */
  holds_(msg) {
    const r = this.room_;
    if (!r) return false;
    return r.tournament !== null ? msg.tournament === r.tournament : msg.game === r.game && msg.room === r.room;
  }

  get is_open() {
    return this.room_ !== null;
  }

  /** Takes a `chat` or `chat.history` frame of the open room; returns true if it was one. */
  on_message(msg) {
    if (msg.type !== 'chat' && msg.type !== 'chat.history') return false;
    if (!this.holds_(msg)) return true;
    if (msg.type === 'chat.history') {
      // Sent on joining the room (a reconnect too): it replaces what the log showed.
      this.log_.replaceChildren();
      for (const line of Array.isArray(msg.lines) ? msg.lines : []) this.add_(line);
    } else {
      this.add_(msg);
      if (typeof msg.id === 'string' && msg.id === this.sent_id_ && this.input_.value.trim() === this.sent_text_) this.input_.value = '';
    }
    this.apply_settings_();
    return true;
  }

  // ---- sending -------------------------------------------------------------------------------

  submit_() {
    const text = this.input_.value.trim();
    if (!text || !this.room_) return;
    if (code_points(text) > MAX_CHARS) {
      this.error_.textContent = T.chat_too_long(MAX_CHARS);
      return;
    }
    this.sent_text_ = text;
    this.sent_id_ = this.say_line_(text);
  }

  /** Sends `text` to the open room; returns the request's id (the sender's copy echoes it). */
  say_line_(text) {
    const r = this.room_;
    this.error_.textContent = '';
    const msg = r.tournament !== null ? { type: 'chat.say', tournament: r.tournament, text } : { type: 'chat.say', game: r.game, room: r.room, text };
    return this.send_(msg, (reply) => {
      if (reply.type === 'error' && this.room_ === r) this.error_.textContent = refusal_text(reply);
    });
  }

  /** Keeps the input at MAX_CHARS code points (its maxlength counts UTF-16 units). */
  on_input_() {
    const chars = [...this.input_.value];
    if (chars.length > MAX_CHARS) {
      this.input_.value = chars.slice(0, MAX_CHARS).join('');
      this.error_.textContent = T.chat_too_long(MAX_CHARS);
    } else if (this.error_.textContent === T.chat_too_long(MAX_CHARS)) {
      this.error_.textContent = '';
    }
  }

  // ---- drawing -------------------------------------------------------------------------------

  add_(line) {
    if (!line || typeof line.text !== 'string') return;
    const from = line.from ?? {};
    const mine = typeof from.id === 'string' && from.id === storage.player();
    const li = line_element(this.doc_, line, { mine });
    if (!mine && typeof from.id === 'string') li.append(this.menu_.button_for({ id: from.id, name: li.querySelector('.chat-name').textContent }));
    const stick = this.log_.scrollTop + this.log_.clientHeight >= this.log_.scrollHeight - 24;
    this.log_.append(li);
    while (this.log_.children.length > LINES_KEPT) this.log_.firstElementChild.remove();
    if (stick) this.log_.scrollTop = this.log_.scrollHeight;
  }

  /** Chat off hides the panel's body; a muted or blocked sender's lines are hidden. */
  apply_settings_() {
    const off = chat_settings.off;
    this.on_.checked = !off;
    this.body_.hidden = off;
    this.host_.dataset.off = String(off);
    if (off) this.menu_.close();
    let shown = 0;
    const muted = new Map(); // id -> name of the muted senders with lines here
    for (const li of this.log_.children) {
      const from = li.dataset.from;
      li.hidden = from !== undefined && !li.classList.contains('mine') && chat_settings.hides(from);
      if (!li.hidden) shown++;
      else if (chat_settings.is_muted(from)) muted.set(from, li.querySelector('.chat-name').textContent);
    }
    this.empty_.hidden = shown > 0;
    this.draw_muted_(muted);
  }

  /** One line per muted sender of this room: their lines are hidden, and Unmute shows them again. */
  draw_muted_(muted) {
    const rows = [...muted].map(([id, name]) => {
      const li = this.doc_.createElement('li');
      li.append(this.doc_.createTextNode(T.chat_muted_note(name)), this.doc_.createTextNode(' '));
      const b = this.doc_.createElement('button');
      b.type = 'button';
      b.className = 'chat-unmute';
      b.textContent = T.chat_unmute;
      b.setAttribute('aria-label', T.chat_unmute_label(name));
      b.addEventListener('click', () => {
        chat_settings.set_muted(id, false);
        this.say_(T.chat_unmuted_done(name));
      });
      li.append(b);
      return li;
    });
    this.muted_.replaceChildren(...rows);
    this.muted_.hidden = rows.length === 0;
  }

  say_(text) {
    this.status_.textContent = text;
  }

  build_(prefix) {
    const el = (tag, props = {}) => Object.assign(this.doc_.createElement(tag), props);
    const head = el('div', { className: 'chat-head' });
    this.title_ = el('h2', { id: `${prefix}-title`, textContent: T.chat_title });
    this.host_.setAttribute('aria-labelledby', this.title_.id);
    this.on_ = el('input', { type: 'checkbox', id: `${prefix}-on` });
    const toggle = el('label', { className: 'check chat-toggle' });
    toggle.append(this.on_, this.doc_.createTextNode(' '), el('span', { textContent: T.chat_show }));
    this.on_.addEventListener('change', () => (chat_settings.off = !this.on_.checked));
    head.append(this.title_, toggle);

    this.body_ = el('div', { className: 'chat-body' });
    this.log_ = el('ul', { id: `${prefix}-log`, className: 'chat-log' });
    this.log_.setAttribute('aria-live', 'polite');
    this.log_.setAttribute('aria-label', T.chat_log_label);
    this.empty_ = el('p', { className: 'chat-empty quiet', textContent: T.chat_empty });
    this.muted_ = el('ul', { className: 'chat-muted', hidden: true });
    const presets = el('div', { className: 'chat-presets' });
    this.presets_ = presets;
    presets.setAttribute('role', 'group');
    presets.setAttribute('aria-label', T.chat_presets_label);
    for (const [key, text] of PRESETS) {
      const b = el('button', { type: 'button', className: 'chat-preset', textContent: T.chat_presets[key] });
      b.dataset.preset = key;
      b.addEventListener('click', () => this.room_ && this.say_line_(text));
      presets.append(b);
    }
    const form = el('form', { className: 'chat-form' });
    this.form_ = form;
    this.read_only_ = el('p', { className: 'chat-read-only quiet', textContent: T.tour_chat_guest, hidden: true });
    this.input_ = el('input', { type: 'text', id: `${prefix}-input`, maxLength: MAX_CHARS * 2, autocomplete: 'off', placeholder: T.chat_placeholder });
    this.input_.dataset.maxChars = String(MAX_CHARS);
    this.input_.setAttribute('enterkeyhint', 'send');
    const label = el('label', { className: 'sr-only', htmlFor: this.input_.id, textContent: T.chat_input_label });
    const send = el('button', { type: 'submit', className: 'chat-send', textContent: T.chat_send });
    form.append(label, this.input_, send);
    form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      this.submit_();
    });
    this.input_.addEventListener('input', () => this.on_input_());
    this.error_ = el('p', { className: 'chat-error' });
    this.error_.setAttribute('role', 'alert');
    this.status_ = el('p', { className: 'chat-status quiet' });
    this.status_.setAttribute('role', 'status');
    this.body_.append(this.log_, this.empty_, this.muted_, presets, form, this.read_only_, this.error_, this.status_);
    this.host_.append(head, this.body_);
  }
}

/** The server's refusal of a line, in words (docs/protocol.md §Chat). */
export function refusal_text(reply) {
  switch (reply.code) {
    case 'rate_limited':
      return T.chat_rate_limited;
    case 'chat_muted':
      return T.chat_timed_out(hh_mm(reply.until) || '…');
    case 'chat_closed':
      return T.chat_closed;
    case 'bad_message':
      return T.chat_bad_message;
    default:
      return T.chat_refused(reply.message || reply.code);
  }
}
