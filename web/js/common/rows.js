// One player row above or below a board: the name (a link to the player's page where it is
// known), the rating and its change, short facts (captures, presence) and the move clock with
// its icon. The game, watch and replay screens share it so a seat looks the same in all three.

import { T, clock } from '../texts/texts.js';
import { clock_icon, account_mark, bot_mark } from './icons.js';

const LOW_TIME_MS = 15000; // the move clock turns red below this

export class PlayerRow {
  /** @param row the row element; @param name its name element; @param info its facts element */
  constructor(row, name, info) {
    this.row_ = row;
    this.name_ = name;
    this.info_ = info;
    // Built once and refreshed in place: the clock ticks four times a second.
    this.clock_ = document.createElement('span');
    this.clock_.className = 'clock';
    this.clock_text_ = document.createTextNode('');
    this.clock_.append(clock_icon(), this.clock_text_);
  }

  /**
   * `facts`: strings joined by " · "; `left`: ms on the move clock or null; `to_move`: bool;
   * `rating` ({text, title}), `change` ({text, sign}), `href` (the name's link), `account`
   * (true: the registered player's mark after the name) and `bot` (true: the bot mark) are optional.
   */
  draw({ name, facts, left, to_move, rating = null, change = null, href = null, account = false, bot = false }) {
    // Rebuilt only when it changes: the row is drawn four times a second, and a link under the
    // pointer or the keyboard focus must stay put.
    const key = JSON.stringify([name, rating, change, href, account === true, bot === true]);
    if (key !== this.name_key_) {
      this.name_key_ = key;
      this.name_.replaceChildren(...name_parts(name, rating, change, href, account === true, bot === true));
    }
    const kids = [facts.join(' · ')];
    if (left !== null) {
      if (facts.length > 0) kids.push(' · ');
      this.clock_text_.data = clock(left);
      kids.push(this.clock_);
    }
    this.info_.replaceChildren(...kids.filter((k) => k !== ''));
    this.info_.classList.toggle('low-time', left !== null && left < LOW_TIME_MS);
    this.row_.classList.toggle('to-move', to_move);
  }
}

function span(cls, text, title = '') {
  const e = document.createElement('span');
  e.className = cls;
  e.textContent = text;
  if (title) e.title = title;
  return e;
}

/** The name (as text, never HTML; a link when `href`), its account and bot marks, the rating and change. */
function name_parts(name, rating, change, href, account, bot) {
  let n = document.createTextNode(name);
  if (href) {
    n = document.createElement('a');
    n.href = href;
    n.textContent = name;
  }
  const parts = [n];
  if (account) parts.push(account_mark());
  if (bot) parts.push(bot_mark());
  if (rating) parts.push(' ', span('rating', rating.text, rating.title));
  if (change) parts.push(' ', span(`rating-change ${change.sign}`, change.text));
  return parts;
}

/** {side, at} of the move clock from a `game` or `moved` message, or null. */
export function deadline_of(msg) {
  const ms = msg.move_deadline_ms;
  if (typeof ms !== 'number' || !msg.state || msg.state.over) return null;
  return { side: msg.state.to_move, at: performance.now() + ms };
}

/** "disconnected — the game ends in 0:42 unless they return" for a seat whose link dropped. */
export function presence_text(until) {
  return until === null ? T.disconnected : T.disconnected_until(clock(until - performance.now()));
}

/** "1 watching", "3 watching", or '' for none. */
export const watchers_text = (n) => (typeof n === 'number' && n > 0 ? T.watching_n(n) : '');
