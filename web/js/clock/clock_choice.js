// The start screen's time-control choice: one select for each way to play that takes a clock
// (Play online, Play a friend, Play the computer, the lobby's Create a seek), filled with the
// presets of its game (the Board box's, or for the seek the seek form's own board), between
// people also correspondence (days a move), and no clock; each choice is remembered per way and
// per game in the start-screen prefs (storage.js), and said in words in the line under its select.

import * as storage from '../net/storage.js';
import { control_text, parse_control, speed_of } from './format.js';
import { T } from '../texts/texts.js';

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
// The line under each select (its aria-describedby) that says what the chosen option means.
const HINTS = { online: 'tc-online-help', friend: 'tc-friend-help', seek: 'tc-seek-help', bot: 'tc-bot-help' };

export class ClockChoice {
  constructor(doc) {
    this.$ = (id) => doc.getElementById(id);
    this.saved_ = storage.prefs().clocks ?? {}; // {online: {kalah: '3+2', …}, …}
    this.games_ = {}; // way → the game another form chose for it (see follow)
    for (const [way, id] of Object.entries(SELECTS)) {
      this.$(id).addEventListener('change', () => {
        this.remember_(way);
        this.draw_hint_(way);
      });
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

  /** Refills the selects for their games, each at its remembered choice. */
  fill() {
    for (const way of Object.keys(SELECTS)) this.fill_one_(way);
  }

  /** `way`'s select offers the presets of `game` ('kalah'|'oware'), not the Board box's game. */
  follow(way, game) {
    const want = game === 'oware' ? 'oware' : 'kalah';
    if (this.games_[way] === want) return;
    this.games_[way] = want;
    this.fill_one_(way);
  }

  fill_one_(way) {
    const game = this.game_(way);
    const sel = this.$(SELECTS[way]);
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
    this.draw_hint_(way);
  }

  draw_hint_(way) {
    this.$(HINTS[way]).textContent = clock_hint(this.value(way), way !== 'bot');
  }

  game_(way) {
    return this.games_[way] ?? (this.$('v-game').value === 'oware' ? 'oware' : 'kalah');
  }

  remember_(way) {
    const game = this.game_(way);
    this.saved_ = { ...this.saved_, [way]: { ...this.saved_[way], [game]: this.$(SELECTS[way]).value } };
    storage.setPrefs({ ...storage.prefs(), clocks: this.saved_ });
  }
}

/**
 * What a clock choice means, in words: minutes each and seconds added, days for each move, or no
 * clock (between people, `people`, an untimed game may still limit each move: docs/protocol.md).
 */
function clock_hint(c, people) {
  if (c === null) return people ? T.clock_hint_none_people : T.clock_hint_none_bot;
  if (c.days !== undefined) return T.clock_hint_days(c.days);
  return T.clock_hint_fischer(c.limit_s, c.inc_s);
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
