// One player row above or below a board: the name, short facts (captures, presence) and the move
// clock with its icon. The game and watch screens share it so a seat looks the same in both.

import { clock } from './texts.js';
import { clock_icon } from './icons.js';

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

  /** `facts`: strings joined by " · "; `left`: ms on the move clock or null; `to_move`: bool. */
  draw({ name, facts, left, to_move }) {
    this.name_.textContent = name;
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

/** "disconnected — the game ends in 0:42 unless they return" for a seat whose link dropped. */
export function presence_text(until) {
  const left = until === null ? '' : ` — the game ends in ${clock(until - performance.now())} unless they return`;
  return `disconnected${left}`;
}

/** "1 watching", "3 watching", or '' for none. */
export const watchers_text = (n) => (typeof n === 'number' && n > 0 ? `${n} watching` : '');
