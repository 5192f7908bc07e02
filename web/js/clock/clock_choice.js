// The start screen's time-control choice: one select for each way to play that takes a clock
// (Play online, Play a friend, Play the computer, the lobby's Create a seek), filled with the
// presets of the chosen game (and, between people, correspondence: days a move) and remembered
// per way and per game in the start-screen prefs (storage.js).

import * as storage from '../storage.js';
import { control_text, parse_control, speed_of } from './format.js';
import { T } from '../texts.js';

const NONE = 'none';
// Minutes + seconds of increment. Oware's are PlayStrategy's (1+1, 3+2, 7+3, 20+10) with the
// server's default, 5+3, so that the default pool is one both games' players meet in.
const PRESETS = {
  kalah: ['1+1', '3+2', '5+3', '10+5', '20+10'],
  oware: ['1+1', '3+2', '5+3', '7+3', '20+10'],
};
// Correspondence (PlayStrategy's 1/3/7 of the server's 1–14 days a move), between people only:
// the computer does not wait days. Keys 'd1', 'd3', 'd7'.
const DAYS = [1, 3, 7];
const DAYS_WAYS = new Set(['online', 'friend', 'seek']);
const days_key = (d) => `d${d}`;
// The first choice of each way: the server's default_clock between people, and no clock against
// the computer.
const FIRST = { online: '5+3', friend: '5+3', seek: '5+3', bot: NONE };
const SELECTS = { online: 'tc-online', friend: 'tc-friend', seek: 'tc-seek', bot: 'tc-bot' };

export class ClockChoice {
  constructor(doc) {
    this.$ = (id) => doc.getElementById(id);
    this.saved_ = storage.prefs().clocks ?? {}; // {online: {kalah: '3+2', …}, …}
    for (const [way, id] of Object.entries(SELECTS)) {
      this.$(id).addEventListener('change', () => this.remember_(way));
    }
    this.$('v-game').addEventListener('change', () => this.fill());
    this.fill();
  }

  /** The chosen clock for `way` ('online'|'friend'|'seek'|'bot'): {limit_s, inc_s}, {days} or null (none). */
  value(way) {
    const key = this.$(SELECTS[way]).value;
    const days = /^d(\d+)$/.exec(key);
    return days ? { days: Number(days[1]) } : parse_control(key);
  }

  /** Refills the selects for the game on the form, each at its remembered choice. */
  fill() {
    const game = this.game_();
    for (const [way, id] of Object.entries(SELECTS)) {
      const sel = this.$(id);
      const days = DAYS_WAYS.has(way) ? DAYS.map(days_key) : [];
      const keys = [...(PRESETS[game] ?? PRESETS.kalah), ...days, NONE];
      const options = keys.map((key) => {
        const o = document.createElement('option');
        o.value = key;
        o.textContent = key === NONE ? T.untimed : days.includes(key) ? days_label(key) : label(key);
        return o;
      });
      sel.replaceChildren(...options);
      const want = this.saved_[way]?.[game] ?? FIRST[way];
      sel.value = keys.includes(want) ? want : FIRST[way];
    }
  }

  game_() {
    return this.$('v-game').value === 'oware' ? 'oware' : 'kalah';
  }

  remember_(way) {
    this.saved_ = { ...this.saved_, [way]: { ...this.saved_[way], [this.game_()]: this.$(SELECTS[way]).value } };
    storage.setPrefs({ ...storage.prefs(), clocks: this.saved_ });
  }
}

/** The presets of `game` ('kalah'|'oware') and 'none', for other forms that choose a clock. */
export function clock_keys(game) {
  return [...(PRESETS[game] ?? PRESETS.kalah), NONE];
}

/** "5+3 (blitz)", or the words for no clock. */
export function clock_label(key) {
  return key === NONE ? T.untimed : label(key);
}

/** "3 days (correspondence)". */
function days_label(key) {
  return T.control_option(control_text({ days: Number(key.slice(1)) }), 'correspondence');
}

/** "5+3 (blitz)". */
function label(key) {
  const c = parse_control(key);
  return T.control_option(control_text(c), speed_of(c));
}
