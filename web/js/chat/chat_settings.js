// The chat's settings in this browser (storage.js): the chat switched off (no panel, no lines)
// and the players muted from a line's menu (their lines hidden). One shared instance, so the game,
// watch and replay views follow a change made in any of them; a session's blocks (made from a
// line's menu) hide the blocked player's lines already shown.

import * as storage from '../net/storage.js';

class ChatSettings extends EventTarget {
  constructor() {
    super();
    this.blocked_ = new Set(); // blocked from a line in this page: the server sends none of theirs now
  }

  get off() {
    return storage.chatOff();
  }

  set off(yes) {
    storage.setChatOff(yes);
    this.changed_();
  }

  /** True when `id`'s lines are hidden here: muted in this browser, or blocked from this page. */
  hides(id) {
    return this.blocked_.has(id) || storage.chatMuted().includes(id);
  }

  is_muted(id) {
    return storage.chatMuted().includes(id);
  }

  set_muted(id, yes) {
    const ids = storage.chatMuted().filter((m) => m !== id);
    if (yes) ids.push(id);
    storage.setChatMuted(ids);
    this.changed_();
  }

  on_blocked(id) {
    this.blocked_.add(id);
    this.changed_();
  }

  /** Calls `fn` after every change; returns nothing (the settings live as long as the page). */
  listen(fn) {
    this.addEventListener('change', fn);
  }

  changed_() {
    this.dispatchEvent(new Event('change'));
  }
}

export const chat_settings = new ChatSettings();
