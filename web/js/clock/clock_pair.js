// The two clocks beside a board's player rows (game, watch and replay screens): each seat's time
// left, the running one counted down smoothly between the server's frames, red in the last 10 s;
// the first-move timer of the side to move while it runs; a correspondence game's deadline. The
// ticks of the page's own clock in its last seconds go to `on_low_second`.

import { clock_text } from './format.js';
import { T } from '../texts/texts.js';

const LOW_MS = 10000; // red, and ticking, below this

/** One clock face: the element `el` (a `.pclock` span) filled with the time and a note. */
class Face {
  constructor(el) {
    this.el_ = el;
    this.time_ = document.createElement('span');
    this.time_.className = 'time';
    this.note_ = document.createElement('span');
    this.note_.className = 'first-move';
    this.el_.replaceChildren(this.time_, this.note_);
    this.el_.setAttribute('role', 'timer');
    this.shown_ = null;
  }

  /** `f`: null (hidden) or {side, name, time, note, low, running, first}. */
  draw(f) {
    const key = f && JSON.stringify(f);
    if (key === this.shown_) return;
    this.shown_ = key;
    this.el_.hidden = f === null;
    if (f === null) return;
    this.time_.textContent = f.time;
    this.note_.textContent = f.note;
    this.note_.hidden = f.note === '';
    this.el_.dataset.side = f.side;
    this.el_.classList.toggle('low', f.low);
    this.el_.classList.toggle('running', f.running);
    this.el_.classList.toggle('first', f.first);
    this.el_.setAttribute('aria-label', T.clock_label(f.name, f.time));
  }
}

export class ClockPair {
  /**
   * @param top_el, bottom_el the two `.pclock` elements
   * @param on_low_second (side) => void: called once a second while a clock of `mine` runs in
   *   its last 10 s (the game screen ticks; others pass null)
   */
  constructor(top_el, bottom_el, on_low_second = null) {
    this.faces_ = { top: new Face(top_el), bottom: new Face(bottom_el) };
    this.on_low_second_ = on_low_second;
    this.state_ = null; // a ClockState, or null when untimed
    this.static_ = null; // {south, north} ms shown without a running clock (the replay)
    this.sides_ = { top: 'north', bottom: 'south' };
    this.mine_ = [];
    this.name_ = (side) => side;
    this.frame_ = 0;
    this.last_second_ = null; // the last whole second ticked, per the clock that ticks
    this.draw_();
  }

  /** Which side each face shows, and the seats' names (for the faces' accessible names). */
  layout(bottom_side, name_of) {
    this.sides_ = { bottom: bottom_side, top: bottom_side === 'north' ? 'south' : 'north' };
    this.name_ = name_of;
    this.draw_();
  }

  /** The live clocks (a ClockState, or null: no clocks); `mine`: the sides this page plays. */
  set(state, mine = []) {
    this.state_ = state;
    this.static_ = null;
    this.mine_ = mine;
    this.draw_();
  }

  /** Fixed times, e.g. a replay's position: {south, north} ms (either may be null), or null. */
  set_static(times) {
    this.state_ = null;
    this.static_ = times;
    this.draw_();
  }

  /** Stops the animation (the view is left). */
  stop() {
    cancelAnimationFrame(this.frame_);
    this.frame_ = 0;
  }

  draw_() {
    this.stop();
    const now = performance.now();
    for (const where of ['top', 'bottom']) this.faces_[where].draw(this.face_(this.sides_[where], now));
    this.tick_(now);
    const st = this.state_;
    // Each frame while a clock runs (a hidden tab gets no frames, and catches up when shown).
    if (st && (st.running || st.first_move(now))) this.frame_ = requestAnimationFrame(() => this.draw_());
  }

  face_(side, now) {
    const name = this.name_(side);
    if (this.static_) {
      const ms = this.static_[side];
      if (typeof ms !== 'number') return null;
      return { side, name, time: clock_text(ms), note: '', low: ms < LOW_MS, running: false, first: false };
    }
    const st = this.state_;
    if (!st) return null;
    if (st.days) {
      const d = st.deadline;
      const time = T.days_control(st.control.days);
      const note = d && d.side === side ? T.deadline(d.at) : '';
      return { side, name, time, note, low: false, running: Boolean(d && d.side === side), first: false };
    }
    if (!st.fischer) return null;
    const ms = st.left(side, now);
    const fm = st.first_move(now);
    const first = fm !== null && fm.side === side;
    const note = first ? T.first_move(clock_text(fm.ms)) : '';
    return { side, name, time: clock_text(ms), note, low: ms < LOW_MS || (first && fm.ms < LOW_MS), running: st.running === side, first };
  }

  /** Once a second in the last 10 s of a clock of this page's player that is running. */
  tick_(now) {
    const st = this.state_;
    if (!this.on_low_second_ || !st || !st.fischer) return;
    let ms = null;
    let side = null;
    const fm = st.first_move(now);
    if (st.running && this.mine_.includes(st.running)) [ms, side] = [st.left(st.running, now), st.running];
    else if (fm && this.mine_.includes(fm.side)) [ms, side] = [fm.ms, fm.side];
    if (ms === null || ms <= 0 || ms >= LOW_MS) {
      this.last_second_ = null;
      return;
    }
    const second = Math.ceil(ms / 1000);
    if (second !== this.last_second_) {
      this.last_second_ = second;
      this.on_low_second_(side);
    }
  }
}
