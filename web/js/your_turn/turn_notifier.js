// The browser's notification "Your turn against NAME" when a correspondence game becomes the
// player's turn while the page is open in a hidden tab. Asked for only when the player clicks
// "Notify me"; the choice is kept in localStorage (storage.js).

import * as storage from '../net/storage.js';
import { T } from '../texts/texts.js';

const supported = () => typeof window.Notification === 'function';

export class TurnNotifier {
  /** `button`: the "Notify me" control, a toggle (aria-pressed). */
  constructor(button) {
    this.button_ = button;
    button.addEventListener('click', () => this.toggle_());
    this.draw_();
  }

  /** True when the player asked for notifications and the browser allows them. */
  get on() {
    return supported() && storage.notify() && window.Notification.permission === 'granted';
  }

  /** Says it is the player's turn against `name` in `game`, if wanted and the tab is hidden. */
  your_turn(game, name) {
    if (!this.on || !document.hidden) return;
    try {
      new window.Notification(T.your_turn_against(name), { tag: `turn-${game}` });
    } catch {
      /* a browser that allows notifications only from a service worker: nothing to show */
    }
  }

  async toggle_() {
    if (this.on) {
      storage.setNotify(false);
    } else if (supported()) {
      let answer = window.Notification.permission;
      if (answer === 'default') {
        try {
          answer = await window.Notification.requestPermission();
        } catch {
          answer = 'denied';
        }
      }
      storage.setNotify(answer === 'granted');
    }
    this.draw_();
  }

  draw_() {
    const b = this.button_;
    b.hidden = !supported();
    if (b.hidden) return;
    const blocked = window.Notification.permission === 'denied';
    b.setAttribute('aria-pressed', String(this.on));
    b.textContent = this.on ? T.notify_on : blocked ? T.notify_blocked : T.notify_me;
    b.disabled = blocked;
  }
}
